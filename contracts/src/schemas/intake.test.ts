import { describe, expect, it } from 'vitest';
import { intakeStepsFor } from '../catalogue/plans.ts';
import { retainerPlanIds } from '../catalogue/retainers.ts';
import { planIds } from '../catalogue/plans.ts';
import { businessIntakeInput, intakeSchemaFor } from './intake.ts';
import {
  intakePlanFor,
  intakePlanName,
  intakePlanTypes,
  intakeProgress,
  intakeSteps,
  intakeStepsOf,
  isIntakePlan,
  oneStepIntakePlans,
} from './intake-fields.ts';

describe('the intake form of /business-intake (docs/subscriptions-and-intake.md#business-intake)', () => {
  it('knows every plan of the site, and the one-step plans are those with the default 1 step', () => {
    expect(new Set(intakePlanTypes)).toEqual(new Set([...planIds, ...retainerPlanIds.map((id) => `${id}-retainer`)]));
    expect(intakePlanTypes.filter((p) => intakeStepsFor(p) === 1)).toEqual([...oneStepIntakePlans]);
    expect(isIntakePlan('professional')).toBe(true);
    expect(isIntakePlan('platinum')).toBe(false);
    expect(isIntakePlan(undefined)).toBe(false);
  });

  it('has 1 step for essential, 2 for professional, 3 for enterprise; each step field belongs to that plan schema', () => {
    expect(intakeStepsOf('essential')).toHaveLength(1);
    expect(intakeStepsOf('foundation-retainer')).toHaveLength(1);
    expect(intakeStepsOf('enterprise-retainer')).toHaveLength(1);
    expect(intakeStepsOf('professional')).toHaveLength(2);
    expect(intakeStepsOf('enterprise')).toHaveLength(3);
    for (const plan of intakePlanTypes) {
      const shape = intakeSchemaFor(plan).shape as Record<string, unknown>;
      const fields = intakeStepsOf(plan).flatMap((s) => s.fields);
      expect(
        Object.keys(shape)
          .filter((k) => !['planType', 'subscriptionId', 'orderId'].includes(k))
          .sort(),
      ).toEqual([...fields].sort());
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
    expect(intakePlanName('transformation-retainer')).toBe('Transformation retainer');
    expect(intakePlanName('enterprise')).toBe('Enterprise plan');
    expect(intakePlanName('enterprise-retainer')).toBe('Enterprise retainer');
  });

  it("takes the plan from the order when there is one: ?plan=enterprise of a retainer order is the retainer's one-step form", () => {
    expect(intakePlanFor('enterprise', 'enterprise-retainer')).toBe('enterprise-retainer');
    expect(intakePlanFor('enterprise', 'enterprise-plan')).toBe('enterprise');
    expect(intakePlanFor(undefined, 'professional-plan')).toBe('professional');
    expect(intakePlanFor('enterprise', 'llc-formation')).toBeNull();
    // Without an order, the documented intake plans are /checkout's; the other retainers have names of their own.
    expect(intakePlanFor('enterprise')).toBe('enterprise');
    expect(intakePlanFor('foundation')).toBe('foundation-retainer');
    expect(intakePlanFor('transformation-retainer')).toBe('transformation-retainer');
    expect(intakePlanFor('platinum')).toBeNull();
    expect(intakePlanFor(undefined)).toBeNull();
  });

  it('sends the phone as digits whether typed formatted or not', () => {
    const base = {
      planType: 'essential',
      businessName: 'A',
      businessType: 'llc',
      stateOfFormation: 'NY',
      responsiblePartyName: 'A',
      responsiblePartyEmail: 'a@b.co',
    };
    expect(businessIntakeInput.parse({ ...base, responsiblePartyPhone: '(212) 555-0199' }).responsiblePartyPhone).toBe('2125550199');
    expect(businessIntakeInput.parse({ ...base, responsiblePartyPhone: '2125550199' })).toMatchObject({
      responsiblePartyPhone: '2125550199',
      subscriptionId: null,
    });
    expect(businessIntakeInput.safeParse({ ...base, responsiblePartyPhone: '(212) 555-019' }).success).toBe(false);
  });
});
