import { describe, expect, it } from 'vitest';
import { ALL_FIELDS_REQUIRED, entityCalculatorInput, INVESTMENT_ABOVE_ZERO, REVENUE_REQUIRED, roiCalculatorInput, taxCalculatorInput } from './calculators.ts';

/** The messages of a refused parse, by field. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the calculators inputs (docs/tools.md#business-calculators)', () => {
  it('reads amounts typed with $, commas and decimals, or the number the input gives', () => {
    expect(entityCalculatorInput.parse({ revenue: '$1,250.50', owners: '' })).toEqual({ revenue: 1250.5, owners: 1 });
    expect(entityCalculatorInput.parse({ revenue: 150000, owners: 3 })).toEqual({ revenue: 150000, owners: 3 });
  });

  it('entity: a missing or unreadable revenue says "Please enter your expected revenue"', () => {
    expect(messages(entityCalculatorInput.safeParse({ revenue: '', owners: 1 }))).toEqual([['revenue', REVENUE_REQUIRED]]);
    expect(messages(entityCalculatorInput.safeParse({ revenue: 'a lot', owners: 1 }))).toEqual([['revenue', REVENUE_REQUIRED]]);
  });

  it('ROI: each missing amount says "Please fill in all fields", before any word about a $0 investment', () => {
    expect(messages(roiCalculatorInput.safeParse({ investment: '', monthlyRevenue: '' }))).toEqual([
      ['investment', ALL_FIELDS_REQUIRED],
      ['monthlyRevenue', ALL_FIELDS_REQUIRED],
    ]);
    expect(messages(roiCalculatorInput.safeParse({ investment: 0, monthlyRevenue: '' }))).toEqual([['monthlyRevenue', ALL_FIELDS_REQUIRED]]);
    expect(messages(roiCalculatorInput.safeParse({ investment: 0, monthlyRevenue: 1000 }))).toEqual([['investment', INVESTMENT_ABOVE_ZERO]]);
    expect(roiCalculatorInput.parse({ investment: '7,000', monthlyRevenue: '$1,000' })).toEqual({ investment: 7000, monthlyRevenue: 1000 });
  });

  it('tax savings: income and one of the four entities, both required', () => {
    expect(messages(taxCalculatorInput.safeParse({ income: 100000, entity: null }))).toEqual([['entity', ALL_FIELDS_REQUIRED]]);
    expect(messages(taxCalculatorInput.safeParse({ income: '', entity: 'llc' }))).toEqual([['income', ALL_FIELDS_REQUIRED]]);
    expect(messages(taxCalculatorInput.safeParse({ income: 100000, entity: 'partnership' }))).toEqual([['entity', ALL_FIELDS_REQUIRED]]);
    expect(taxCalculatorInput.parse({ income: '$100,000', entity: 's-corp' })).toEqual({ income: 100000, entity: 's-corp' });
  });
});
