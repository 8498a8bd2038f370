/**
 * The three business calculators of /calculators (docs/tools.md#business-calculators). Pure and
 * computed in the browser only: the calculators make no call.
 */

/** What the entity calculator can suggest, by expected annual revenue. */
export type EntitySuggestion = 'Sole Proprietorship or LLC' | 'LLC' | 'S-Corporation' | 'C-Corporation';

export interface EntityRecommendation {
  entity: EntitySuggestion;
  /** The whole suggestion as shown: the entity, plus the operating-agreement advice for several owners. */
  text: string;
  /** Why this entity fits the revenue band. */
  reason: string;
  multipleOwners: boolean;
}

export const operatingAgreementAdvice = 'With more than one owner, put an operating agreement in place that sets out ownership, voting and buy-out terms.';

const entityBands: readonly { below: number; entity: EntitySuggestion; reason: string }[] = [
  {
    below: 50_000,
    entity: 'Sole Proprietorship or LLC',
    reason: 'At this revenue a simple structure keeps costs low; an LLC adds liability protection for a modest state fee.',
  },
  {
    below: 150_000,
    entity: 'LLC',
    reason: 'An LLC protects your personal assets and keeps pass-through taxation with little paperwork.',
  },
  {
    below: 500_000,
    entity: 'S-Corporation',
    reason: 'At this profit level an S-Corp election can cut self-employment tax by paying part of the profit as distributions.',
  },
];
const cCorp = {
  entity: 'C-Corporation' as const,
  reason: 'A C-Corporation suits larger revenue: it can retain earnings at the corporate rate and raise capital by issuing stock.',
};

/**
 * docs/tools.md#business-calculators: under 50,000 suggests a sole proprietorship or LLC, under 150,000 an LLC,
 * under 500,000 an S-Corp, otherwise a C-Corp; more than one owner appends the operating-agreement advice.
 */
export function recommendEntity(expectedRevenue: number, owners = 1): EntityRecommendation {
  const band = entityBands.find((b) => expectedRevenue < b.below) ?? cCorp;
  const multipleOwners = owners > 1;
  return {
    entity: band.entity,
    reason: band.reason,
    multipleOwners,
    text: multipleOwners ? `${band.entity}. ${operatingAgreementAdvice}` : band.entity,
  };
}

export interface RoiResult {
  annualRevenue: number;
  /** Annual revenue minus the investment. */
  netReturn: number;
  /** Rounded to two decimals. */
  roiPercent: number;
}

/** Rounds half away from zero to two decimals, without binary surprises (1.005 -> 1.01). */
export function roundTo2(value: number): number {
  const rounded = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100) / 100;
  return Math.sign(value) * rounded || 0;
}

/**
 * docs/tools.md#business-calculators: annual revenue = monthly revenue x 12; ROI percent =
 * (annual - investment) / investment x 100, to two decimals. The investment must be positive.
 */
export function calculateRoi(investment: number, monthlyRevenue: number): RoiResult {
  if (!(investment > 0)) throw new RangeError('investment must be greater than 0');
  const annualRevenue = monthlyRevenue * 12;
  const netReturn = annualRevenue - investment;
  return { annualRevenue, netReturn, roiPercent: roundTo2((netReturn / investment) * 100) };
}

/** The entity choices of the tax savings calculator. */
export const taxEntityOptions = [
  { value: 'llc', label: 'LLC' },
  { value: 's-corp', label: 'S-Corporation' },
  { value: 'c-corp', label: 'C-Corporation' },
  { value: 'sole-proprietorship', label: 'Sole Proprietorship' },
] as const;
export type TaxEntity = (typeof taxEntityOptions)[number]['value'];

/** docs/tools.md#business-calculators: savings rates on income; any other entity (a sole proprietorship) saves 0. */
export const taxSavingsRates: Readonly<Record<string, number>> = { llc: 0.15, 's-corp': 0.2, 'c-corp': 0.18 };

export interface TaxSavingsResult {
  rate: number;
  /** Estimated annual savings in whole dollars and cents (two decimals). */
  savings: number;
}

export function calculateTaxSavings(income: number, entity: string): TaxSavingsResult {
  const rate = Object.hasOwn(taxSavingsRates, entity) ? taxSavingsRates[entity]! : 0;
  return { rate, savings: roundTo2(income * rate) };
}

/**
 * Reads a number typed by a visitor: digits with optional commas, a dollar sign and
 * decimals ("$1,250.50"). Blank or anything else gives null (the field counts as empty).
 */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const cleaned = (text ?? '').trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
