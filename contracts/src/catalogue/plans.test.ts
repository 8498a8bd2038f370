import { describe, expect, it } from 'vitest';
import { formatCents } from '../rules/money.ts';
import { findPlan, intakeStepsFor, planIds, plans } from './plans.ts';
import { findRetainerPlan } from './retainers.ts';

describe('subscription plans of /checkout and the intake', () => {
  it('are essential 1000, professional 5000 and enterprise 15000 a month (docs/subscriptions-and-intake.md#monthly-plans)', () => {
    expect(plans.map((p) => [p.id, p.name, p.price, p.priceCents])).toEqual([
      ['essential', 'Essential', 1000, 100_000],
      ['professional', 'Professional', 5000, 500_000],
      ['enterprise', 'Enterprise', 15000, 1_500_000],
    ]);
    expect(plans.map((p) => p.id)).toEqual([...planIds]);
  });

  it.each(plans.map((p) => [p.name, p] as const))('%s: price text and cents agree', (_n, p) => {
    expect(p.priceCents).toBe(p.price * 100);
    expect(p.priceText).toBe(formatCents(p.priceCents));
    expect(p.period).toBe('/mo');
  });

  it('carry the features docs/subscriptions-and-intake.md#monthly-plans lists, each tier starting from the one below', () => {
    expect(plans[0].features).toEqual([
      'Business Formation (LLC/Corp)',
      'Basic Compliance Monitoring',
      'EIN Acquisition',
      'Operating Agreement',
      'Monthly Check-ins',
    ]);
    expect(plans[1].features).toEqual([
      'Everything in Essential',
      'Advanced Tax Optimization',
      'Business Credit Building',
      'Monthly Financial Reviews',
      'Priority Support',
      'Custom SOPs Development',
    ]);
    expect(plans[2].features).toEqual([
      'Everything in Professional',
      'Dedicated Account Manager',
      'Weekly Strategy Sessions',
      'Custom Business Solutions',
      'Advanced Fundability Audit',
      'White-Glove Service',
    ]);
  });

  it('the intake has 1, 2 or 3 steps by plan and 1 by default', () => {
    expect(plans.map((p) => p.intakeSteps)).toEqual([1, 2, 3]);
    expect(intakeStepsFor('professional')).toBe(2);
    expect(intakeStepsFor('enterprise')).toBe(3);
    expect(intakeStepsFor('foundation')).toBe(1);
    expect(intakeStepsFor(null)).toBe(1);
    expect(intakeStepsFor(undefined)).toBe(1);
  });

  it('enterprise here is the $15,000 plan, not the $250,000 retainer of the same id (docs/subscriptions-and-intake.md#plans-and-retainers)', () => {
    expect(findPlan('enterprise')?.priceCents).toBe(1_500_000);
    expect(findRetainerPlan('enterprise')?.priceCents).toBe(25_000_000);
    expect(findPlan('transformation')).toBeUndefined();
    expect(findPlan('')).toBeUndefined();
  });
});
