/**
 * Client success stories of the home carousel (docs/site-and-navigation.md#home-page). Marketing content,
 * fixed like the statistics in stats.ts. The carousel wraps across all four.
 */

export interface StoryResult {
  readonly metric: string;
  readonly value: string;
}

export interface ClientStory {
  /** A stable key for lists; not in the docs. */
  readonly id: string;
  readonly company: string;
  readonly industry: string;
  readonly executive: string;
  readonly role: string;
  readonly challenge: string;
  readonly solution: string;
  /** Exactly three. */
  readonly results: readonly [StoryResult, StoryResult, StoryResult];
  readonly testimonial: string;
  /** What the client paid us, as shown. */
  readonly investment: string;
  /** As shown: '19x'. */
  readonly roi: string;
  readonly featured: boolean;
}

export const clientStories = [
  {
    id: 'meridian-health-partners',
    company: 'Meridian Health Partners',
    industry: 'Healthcare Services',
    executive: 'Dr. Sarah Chen',
    role: 'Founder & CEO',
    challenge:
      'Fourteen physical therapy clinics in three states operated as separate entities with inconsistent books, no business credit and a personal guarantee on every lease and loan. Two banks had declined a $5M expansion facility.',
    solution:
      'We restructured the group under a holding company with a PLLC in each state, centralized compliance and billing, built business credit profiles for the parent and prepared a lender package with review-grade financial statements.',
    results: [
      { metric: 'Credit facility secured', value: '$8.5M' },
      { metric: 'Personal guarantees released', value: '11 of 14' },
      { metric: 'Days to fundable', value: '84' },
    ],
    testimonial:
      'We went from being turned down by two banks to choosing between three term sheets. The structure they built let us open six new clinics without putting my house on the line again.',
    investment: '$450,000',
    roi: '19x',
    featured: true,
  },
  {
    id: 'northwind-analytics',
    company: 'Northwind Analytics',
    industry: 'B2B Software (SaaS)',
    executive: 'Priya Raman',
    role: 'Co-founder & CEO',
    challenge:
      "A four-founder Wyoming LLC with no vesting and an unclear chain of title to its code was six weeks from a Series A term sheet, and the lead investor's counsel flagged the structure as a blocker.",
    solution:
      'We converted the company to a Delaware C corporation, documented founder vesting and 83(b) elections, assigned all IP to the company, modelled the cap table and option pool, and ran a diligence-ready data room.',
    results: [
      { metric: 'Series A raised', value: '$18M' },
      { metric: 'Diligence closed in', value: '19 days' },
      { metric: 'Valuation vs. first offer', value: '+32%' },
    ],
    testimonial:
      'Our investors told us it was the cleanest diligence they had seen from a company our size. The conversion that worried us most was done before the term sheet landed.',
    investment: '$225,000',
    roi: '38x',
    featured: false,
  },
  {
    id: 'vantage-logistics-group',
    company: 'Vantage Logistics Group',
    industry: 'Transportation & Logistics',
    executive: 'Marcus Williams',
    role: 'Founder & CEO',
    challenge:
      "A freight brokerage growing past $22M in revenue still relied on the founder's personal credit for fuel cards and equipment, and a thin business credit file capped how fast it could pay carriers.",
    solution:
      'Our Corporate Credit Strategy and Capital Readiness Program built Dun & Bradstreet, Experian and Equifax profiles, sequenced trade lines and credit applications, added an S election for the operating company and produced a lender-ready financial model.',
    results: [
      { metric: 'Business credit lines', value: '$3.2M' },
      { metric: 'PAYDEX score', value: '80' },
      { metric: 'Annual tax savings', value: '$410K' },
    ],
    testimonial:
      'For the first time the company borrows on its own name. We pay carriers in two days instead of thirty, and that alone won us two national shippers.',
    investment: '$34,500',
    roi: '14x',
    featured: false,
  },
  {
    id: 'harbor-and-vine-hospitality',
    company: 'Harbor & Vine Hospitality',
    industry: 'Hospitality & Restaurants',
    executive: "James O'Connor",
    role: 'Managing Partner',
    challenge:
      'Six restaurants and a catering business sat inside one LLC, so a single claim could reach every location, just as the owners were preparing to bring in a private-equity partner.',
    solution:
      'Under an Enterprise retainer we built a holding company with an LLC for each location, a real-estate entity leasing to the operating companies, compliance management across two states and investor-ready governance.',
    results: [
      { metric: 'Private-equity investment', value: '$24M' },
      { metric: 'Entities restructured', value: '9' },
      { metric: 'Enterprise value growth', value: '3.1x' },
    ],
    testimonial:
      'They treated our restaurants like an institutional portfolio. The investors saw a business that was ready to scale, and we kept control of the brand we built.',
    investment: '$1,500,000',
    roi: '16x',
    featured: false,
  },
] as const satisfies readonly ClientStory[];

/** The carousel's next index, wrapping from the last story to the first (docs/site-and-navigation.md#home-page). */
/** A quote shown outside the carousel, with who said it. */
export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
  readonly company: string;
}

/**
 * The quote beside the simple checkout's order summary for the retainers (docs/subscriptions-and-intake.md#simple-checkout).
 * Its author is nobody else's: a person speaks for one company across the site (tested with the stories).
 */
export const retainerCheckoutTestimonial: Testimonial = {
  quote: 'The retainer paid for itself in the first quarter: our structure, credit and investor story were finally in order.',
  author: 'Elena Marsh',
  role: 'CEO',
  company: 'NovaTech Solutions',
};

/** The simple checkout's quote for the monthly plans (a retainer's quote would not fit a $1,000 plan). */
export const planCheckoutTestimonial: Testimonial = {
  quote: 'The monthly plan took our formation, EIN and compliance off my desk, and the monthly check-ins keep us on track.',
  author: 'Daniel Okafor',
  role: 'Founder',
  company: 'Brightline Bakery Co.',
};

/** Every testimonial on the site: the stories' and the checkout's. */
export const allTestimonials = (): Testimonial[] => [
  ...clientStories.map((s) => ({ quote: s.testimonial, author: s.executive, role: s.role, company: s.company })),
  retainerCheckoutTestimonial,
  planCheckoutTestimonial,
];

export function nextStoryIndex(index: number, count: number = clientStories.length): number {
  return count === 0 ? 0 : (((index + 1) % count) + count) % count;
}

/** The carousel's previous index, wrapping from the first story to the last. */
export function previousStoryIndex(index: number, count: number = clientStories.length): number {
  return count === 0 ? 0 : (((index - 1) % count) + count) % count;
}
