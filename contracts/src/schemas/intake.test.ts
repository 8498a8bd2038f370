import { describe, expect, it } from 'vitest';
import { intakeStepsFor } from '../catalogue/plans.ts';
import { retainerPlanIds } from '../catalogue/retainers.ts';
import { planIds } from '../catalogue/plans.ts';
import { businessIntakeInput, intakePlanName, intakePlanTypes, intakeProgress, intakeSchemaFor, intakeSteps, intakeStepsOf, isIntakePlan, oneStepIntakePlans } from './intake.ts';

describe('the intake form of /business-intake (spec 2)', () => {
  it('knows every plan of the site, and the one-step plans are those with the default 1 step', () => {
    expect(new Set(intakePlanTypes)).toEqual(new Set([...planIds, ...retainerPlanIds]));
    expect(intakePlanTypes.filter((p) => intakeStepsFor(p) === 1)).toEqual([...oneStepIntakePlans]);
    expect(isIntakePlan('professional')).toBe(true);
    expect(isIntakePlan('platinum')).toBe(false);
    expect(isIntakePlan(undefined)).toBe(false);
  });

  it('has 1 step for essential, 2 for professional, 3 for enterprise; each step field belongs to that plan schema', () => {
    expect(intakeStepsOf('essential')).toHaveLength(1);
    expect(intakeStepsOf('foundation')).toHaveLength(1);
    expect(intakeStepsOf('professional')).toHaveLength(2);
    expect(intakeStepsOf('enterprise')).toHaveLength(3);
    for (const plan of intakePlanTypes) {
      const shape = intakeSchemaFor(plan).shape as Record<string, unknown>;
      const fields = intakeStepsOf(plan).flatMap((s) => s.fields);
      expect(Object.keys(shape).filter((k) => k !== 'planType' && k !== 'subscriptionId').sort()).toEqual([...fields].sort());
    }
    expect(intakeSteps.flatMap((s) => s.fields)).toHaveLength(22);
  });

  it('progress is the step divided by the total steps', () => {
    expect(intakeProgress(1, 1)).toBe(100);
    expect(intakeProgress(1, 2)).toBe(50);
    expect(intakeProgress(2, 3)).toBe(67);
  });

  it('names the plan the way the page shows it', () => {
    expect(intakePlanName('professional')).toBe('Professional plan');
    expect(intakePlanName('transformation')).toBe('Transformation retainer');
  });

  it('sends the phone as digits whether typed formatted or not', () => {
    const base = { planType: 'essential', businessName: 'A', businessType: 'llc', stateOfFormation: 'NY', responsiblePartyName: 'A', responsiblePartyEmail: 'a@b.co' };
    expect(businessIntakeInput.parse({ ...base, responsiblePartyPhone: '(212) 555-0199' }).responsiblePartyPhone).toBe('2125550199');
    expect(businessIntakeInput.parse({ ...base, responsiblePartyPhone: '2125550199' })).toMatchObject({ responsiblePartyPhone: '2125550199', subscriptionId: null });
    expect(businessIntakeInput.safeParse({ ...base, responsiblePartyPhone: '(212) 555-019' }).success).toBe(false);
  });
});
