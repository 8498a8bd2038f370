/**
 * The monthly advisory retainers (docs/catalogue-and-cart.md#retainer-plans), shown on home and /services. Their
 * "Subscribe Now" opens /checkout-simple?plan={checkoutPlan}, which sells them beside the monthly plans
 * (docs/subscriptions-and-intake.md#simple-checkout). `id` is the base of the product id (`enterprise-retainer`);
 * `checkoutPlan` is the page's `?plan=`, where the Enterprise retainer is `enterprise-retainer` because `enterprise`
 * there is the $15,000 plan (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md).
 */

export const retainerPlanIds = ['foundation', 'transformation', 'enterprise'] as const;
export type RetainerPlanId = (typeof retainerPlanIds)[number];

/** The `?plan=` of /checkout-simple that sells each retainer. */
export const retainerCheckoutPlans = ['foundation', 'transformation', 'enterprise-retainer'] as const;
export type RetainerCheckoutPlan = (typeof retainerCheckoutPlans)[number];

export interface RetainerPlan {
  readonly id: RetainerPlanId;
  readonly checkoutPlan: RetainerCheckoutPlan;
  readonly name: string;
  readonly priceCents: number;
  /** As shown, without the period: '$25,000'. */
  readonly price: string;
  /** Whole dollars per month, the documented field. */
  readonly priceMonthly: number;
  readonly period: '/mo';
  readonly description: string;
  readonly features: readonly string[];
  /** Only Transformation, shown as Most Popular. */
  readonly highlighted: boolean;
  /** The label in the simple checkout's plan chooser (docs/subscriptions-and-intake.md#plans-and-retainers). */
  readonly checkoutBadge: 'MOST POPULAR' | 'BEST VALUE' | null;
}

export const retainerPlans = [
  {
    id: 'foundation',
    checkoutPlan: 'foundation',
    name: 'Foundation',
    priceCents: 2_500_000,
    price: '$25,000',
    priceMonthly: 25_000,
    period: '/mo',
    description:
      'For founders building an institutional-grade company from the start: structure, compliance and a 90-day path to being fundable, led by a senior partner.',
    features: [
      'A dedicated senior partner with 15+ years of advisory experience',
      'Entity structure review and multi-state compliance architecture',
      '90-day fundability roadmap with business credit profiles at Dun & Bradstreet, Experian and Equifax',
      'Monthly board-ready financial review and KPI dashboard',
      'Quarterly half-day strategy session with your leadership team',
      'Introductions to banking partners for operating accounts and credit lines',
      'Priority response within 4 business hours',
    ],
    highlighted: false,
    checkoutBadge: null,
  },
  {
    id: 'transformation',
    checkoutPlan: 'transformation',
    name: 'Transformation',
    priceCents: 7_500_000,
    price: '$75,000',
    priceMonthly: 75_000,
    period: '/mo',
    description:
      'For growth-stage companies preparing to raise capital or scale fast: a two-partner team that rebuilds your operating model and readies you for investors.',
    features: [
      'Everything in Foundation, led by a two-partner engagement team',
      'Capital raise preparation: investor deck, financial model and diligence-ready data room',
      'Operating model redesign with documented SOPs for every core function',
      'Weekly executive strategy sessions with the CEO and leadership team',
      'Tax strategy with our CPA partners: entity elections, R&D credits and state nexus',
      'Introductions to our network of institutional investors and lenders',
      'M&A and strategic partnership opportunity screening',
      'Same-day response from your engagement team',
    ],
    highlighted: true,
    checkoutBadge: 'MOST POPULAR',
  },
  {
    id: 'enterprise',
    checkoutPlan: 'enterprise-retainer',
    name: 'Enterprise',
    priceCents: 25_000_000,
    price: '$250,000',
    priceMonthly: 250_000,
    period: '/mo',
    description: 'For established enterprises executing complex transformations: an embedded team, fractional executive leadership and board-level counsel.',
    features: [
      'Everything in Transformation, with a dedicated team of four to six consultants',
      'Embedded fractional CFO and COO leadership',
      'Board advisory seat and investor-relations support',
      'Multi-entity and holding-company restructuring across jurisdictions',
      'M&A due diligence, valuation and post-merger integration',
      'Capital markets readiness: audit preparation, governance and IPO pathway',
      'Quarterly on-site executive workshops',
      'A 24/7 direct line to your managing partner',
    ],
    highlighted: false,
    checkoutBadge: 'BEST VALUE',
  },
] as const satisfies readonly RetainerPlan[];

/** The retainer with this id, or undefined (an unknown plan redirects to /services). */
export function findRetainerPlan(id: string): RetainerPlan | undefined {
  return retainerPlans.find((p) => p.id === id);
}
