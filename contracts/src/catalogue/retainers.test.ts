import { describe, expect, it } from 'vitest';
import { company } from './company.ts';
import { formatCents, priceTextToCents } from '../rules/money.ts';
import { findRetainerPlan, retainerCheckoutPlans, retainerPlanIds, retainerPlans } from './retainers.ts';

describe('retainer plans', () => {
  it('are Foundation $25,000, Transformation $75,000 and Enterprise $250,000 a month', () => {
    expect(retainerPlans.map((p) => [p.id, p.name, p.price, p.priceMonthly, p.period])).toEqual([
      ['foundation', 'Foundation', '$25,000', 25_000, '/mo'],
      ['transformation', 'Transformation', '$75,000', 75_000, '/mo'],
      ['enterprise', 'Enterprise', '$250,000', 250_000, '/mo'],
    ]);
    expect(retainerPlans.map((p) => p.id)).toEqual([...retainerPlanIds]);
  });

  it.each(retainerPlans.map((p) => [p.name, p] as const))('%s: priceCents, price text and priceMonthly agree', (_n, p) => {
    expect(priceTextToCents(p.price)).toBe(p.priceCents);
    expect(p.priceMonthly * 100).toBe(p.priceCents);
    expect(formatCents(p.priceCents)).toBe(p.price);
  });

  it('span the $25K-250K monthly range the site quotes', () => {
    expect(company.retainerRange).toBe('$25K-250K monthly');
    expect(Math.min(...retainerPlans.map((p) => p.priceMonthly))).toBe(25_000);
    expect(Math.max(...retainerPlans.map((p) => p.priceMonthly))).toBe(250_000);
  });

  it('highlight only Transformation; the simple checkout calls it MOST POPULAR and Enterprise BEST VALUE', () => {
    expect(retainerPlans.filter((p) => p.highlighted).map((p) => p.id)).toEqual(['transformation']);
    expect(retainerPlans.map((p) => p.checkoutBadge)).toEqual([null, 'MOST POPULAR', 'BEST VALUE']);
  });

  it.each(retainerPlans.map((p) => [p.name, p] as const))('%s: has 6-8 distinct features and a description', (_n, p) => {
    expect(p.features.length).toBeGreaterThanOrEqual(6);
    expect(p.features.length).toBeLessThanOrEqual(8);
    expect(new Set(p.features).size).toBe(p.features.length);
    expect(p.description.length).toBeGreaterThan(40);
  });

  it('are sold on /checkout-simple as foundation, transformation and enterprise-retainer: enterprise there is the $15,000 plan (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md)', () => {
    expect(retainerPlans.map((p) => p.checkoutPlan)).toEqual([...retainerCheckoutPlans]);
    expect(retainerCheckoutPlans).toEqual(['foundation', 'transformation', 'enterprise-retainer']);
  });

  it('findRetainerPlan knows the three ids and nothing else', () => {
    expect(findRetainerPlan('enterprise')?.priceCents).toBe(25_000_000);
    expect(findRetainerPlan('essential')).toBeUndefined();
    expect(findRetainerPlan('')).toBeUndefined();
  });
});
