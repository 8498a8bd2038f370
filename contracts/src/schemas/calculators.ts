import { z } from 'zod';
import { parseAmount, taxEntityOptions, type TaxEntity } from '../rules/calculators.ts';
import { INVESTMENT_ABOVE_ZERO } from './form-messages.ts';

/**
 * The inputs of the three calculators of /calculators (docs/tools.md#business-calculators), as the visitor types
 * them: amounts with an optional `$`, commas and decimals (or the number the amount input gives), anything else
 * empty. They never leave the browser (decision 10); the schemas give the form its messages and the numbers to
 * compute with.
 */
export const REVENUE_REQUIRED = 'Please enter your expected revenue';
export const ALL_FIELDS_REQUIRED = 'Please fill in all fields';
export { INVESTMENT_ABOVE_ZERO };

/** What an amount input holds: its text, or the number it parsed. */
const typed = z.union([z.string(), z.number()], { message: ALL_FIELDS_REQUIRED });

/** A required amount: the typed text as a number, or `message` when it is empty or not an amount. */
const amount = (message: string) =>
  typed.transform((value, ctx) => {
    const parsed = parseAmount(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });

/** Entity structure: expected annual revenue (required) and the number of owners (blank counts as 1). */
export const entityCalculatorInput = z.object({
  revenue: amount(REVENUE_REQUIRED),
  owners: typed.transform((value) => parseAmount(value) ?? 1),
});
export type EntityCalculatorInput = z.input<typeof entityCalculatorInput>;

/**
 * ROI: both amounts required; only then is an investment of 0 or less refused (the missing field is said first,
 * as the calculator always did).
 */
export const roiCalculatorInput = z
  .object({
    investment: amount(ALL_FIELDS_REQUIRED),
    monthlyRevenue: amount(ALL_FIELDS_REQUIRED),
  })
  .refine((v) => v.investment > 0, { message: INVESTMENT_ABOVE_ZERO, path: ['investment'], when: (payload) => payload.issues.length === 0 });
export type RoiCalculatorInput = z.input<typeof roiCalculatorInput>;

const taxEntities = taxEntityOptions.map((o) => o.value) as [TaxEntity, ...TaxEntity[]];

/** Tax savings: annual business income and the entity type, both required. */
export const taxCalculatorInput = z.object({
  income: amount(ALL_FIELDS_REQUIRED),
  entity: z.enum(taxEntities, { message: ALL_FIELDS_REQUIRED }),
});
export type TaxCalculatorInput = z.input<typeof taxCalculatorInput>;
