/**
 * The services catalogue of /services (docs/catalogue-and-cart.md#services-catalogue): static data shared by the
 * catalogue, the cart and the server, which prices a cart from these ids (docs/catalogue-and-cart.md#prices-are-the-servers).
 *
 * A service's id is its title lowercased with spaces turned into hyphens, the cart item id rule
 * of docs/catalogue-and-cart.md#cart-items (`cartItemId` in rules/cart.ts), so a cart item id is a service id.
 */

export const serviceCategoryIds = ['all', 'formation', 'compliance', 'digital', 'fundability', 'operations', 'financial', 'intellectual', 'hr'] as const;
export type ServiceCategoryFilterId = (typeof serviceCategoryIds)[number];
/** A category a service can belong to ('all' is only a filter). */
export type ServiceCategoryId = Exclude<ServiceCategoryFilterId, 'all'>;

export interface ServiceCategory {
  readonly id: ServiceCategoryFilterId;
  readonly label: string;
}

/** The filter buttons, in the order shown. Operations, financial, intellectual and hr have no services (docs/catalogue-and-cart.md#categories-and-filters). */
export const serviceCategories = [
  { id: 'all', label: 'All Services' },
  { id: 'formation', label: 'Entity Formation' },
  { id: 'compliance', label: 'Compliance & Governance' },
  { id: 'digital', label: 'Digital Excellence' },
  { id: 'fundability', label: 'Fundability & Capital' },
  { id: 'operations', label: 'Operations Excellence' },
  { id: 'financial', label: 'Financial Strategy' },
  { id: 'intellectual', label: 'Intellectual Property' },
  { id: 'hr', label: 'Human Capital' },
] as const satisfies readonly ServiceCategory[];

export type ServiceBilling = 'one-time' | 'yearly';

export interface Service {
  /** The title lowercased, spaces turned into hyphens. */
  readonly id: string;
  readonly title: string;
  /** As shown: '$4,999', '$2,500/yr'. */
  readonly price: string;
  readonly priceCents: number;
  readonly billing: ServiceBilling;
  readonly description: string;
  /** Exactly six. */
  readonly features: readonly string[];
  readonly category: ServiceCategoryId;
  readonly popular?: boolean;
  /** Formation services only. */
  readonly timeframe?: string;
}

export const services = [
  {
    id: 'llc-formation-excellence',
    title: 'LLC Formation Excellence',
    price: '$4,999',
    priceCents: 499_900,
    billing: 'one-time',
    category: 'formation',
    popular: true,
    timeframe: '7-10 business days',
    description:
      'A premium limited liability company built to be bank-ready and fundable from day one, with a custom operating agreement drafted around your ownership and growth plans.',
    features: [
      'State filing with expedited processing and same-day submission',
      'Custom operating agreement for single- or multi-member ownership',
      'EIN acquisition and IRS registration',
      'Registered agent service for the first year',
      'Banking resolution and business bank account opening support',
      'Fundability setup: D-U-N-S number, business phone and address listings',
    ],
  },
  {
    id: 's-corp-formation',
    title: 'S-Corp Formation',
    price: '$12,500',
    priceCents: 1_250_000,
    billing: 'one-time',
    category: 'formation',
    timeframe: '10-14 business days',
    description:
      'A corporation with a timely S election, reasonable-compensation planning and payroll in place, so owner-employees capture the self-employment tax savings from the first pay run.',
    features: [
      'Articles of Incorporation and corporate bylaws',
      'IRS Form 2553 S election filed and tracked to acceptance',
      'Reasonable-compensation analysis by a CPA partner',
      'Payroll setup for shareholder-employees',
      'Stock certificates and shareholder ledger',
      'Organizational minutes and a first-year compliance calendar',
    ],
  },
  {
    id: 'c-corp-formation',
    title: 'C-Corp Formation',
    price: '$25,000',
    priceCents: 2_500_000,
    billing: 'one-time',
    category: 'formation',
    timeframe: '14-21 business days',
    description:
      'A venture-ready Delaware C corporation with the cap table, founder equity and governance that institutional investors expect to see in diligence.',
    features: [
      'Delaware incorporation with foreign qualification in your home state',
      'Investor-grade bylaws, initial board consents and officer appointments',
      'Founder stock purchase agreements with vesting and 83(b) elections',
      'Cap table model and equity incentive plan',
      'IP assignment agreements for founders and early team members',
      'QSBS (Section 1202) eligibility review',
    ],
  },
  {
    id: '501(c)(3)-nonprofit-formation',
    title: '501(c)(3) Nonprofit Formation',
    price: '$35,000',
    priceCents: 3_500_000,
    billing: 'one-time',
    category: 'formation',
    timeframe: '30-45 business days',
    description: 'End-to-end nonprofit incorporation and federal tax exemption, prepared to the standard that foundations and major donors expect.',
    features: [
      'Nonprofit Articles of Incorporation with an IRS-compliant purpose clause',
      'Bylaws, conflict-of-interest and whistleblower policies',
      'IRS Form 1023 preparation, filing and examiner follow-up',
      'State tax exemption and charitable solicitation registration',
      'Board governance framework and first board meeting minutes',
      'Grant-readiness package for foundation funders',
    ],
  },
  {
    id: 'holding-company-formation',
    title: 'Holding Company Formation',
    price: '$75,000',
    priceCents: 7_500_000,
    billing: 'one-time',
    category: 'formation',
    timeframe: '30-60 business days',
    description:
      'A multi-entity structure that separates valuable assets from operating risk, ring-fences liability and optimizes tax across entities and states.',
    features: [
      'Parent and subsidiary entity architecture design',
      'Formation of the holding company and up to three subsidiaries',
      'Intercompany management, licensing and lease agreements',
      'Asset protection and liability segregation plan',
      'Consolidated tax strategy with our CPA partners',
      'Multi-state registered agent and compliance setup for every entity',
    ],
  },
  {
    id: 'executive-registered-agent',
    title: 'Executive Registered Agent',
    price: '$2,500/yr',
    priceCents: 250_000,
    billing: 'yearly',
    category: 'compliance',
    description:
      'Registered agent service at executive standard: legal notices scanned the same day, your home address kept off public records and deadlines handled before they arrive.',
    features: [
      'Registered agent coverage in all 50 states and DC',
      'Same-day scanning of service of process and state notices',
      'Privacy protection: our address on public filings, not yours',
      'Annual report reminders and filing',
      'A named compliance contact who knows your entities',
      'Secure online document vault',
    ],
  },
  {
    id: 'compliance-management-suite',
    title: 'Compliance Management Suite',
    price: '$8,500/yr',
    priceCents: 850_000,
    billing: 'yearly',
    category: 'compliance',
    description: 'Year-round compliance management that keeps every entity in good standing and every record ready for a lender, an investor or an auditor.',
    features: [
      'Annual reports and franchise tax filings in every state you operate in',
      'Business license and permit tracking with renewals filed on time',
      'Foreign qualification filings when you expand into new states',
      'Corporate minutes, resolutions and ownership records maintained',
      'Good-standing monitoring with real-time alerts',
      'Quarterly compliance review with a senior advisor',
    ],
  },
  {
    id: 'corporate-credit-strategy',
    title: 'Corporate Credit Strategy',
    price: '$9,500',
    priceCents: 950_000,
    billing: 'one-time',
    category: 'fundability',
    popular: true,
    description:
      'A structured program that builds business credit separate from your personal credit and sequences your applications for ever larger credit lines.',
    features: [
      'Business credit profiles built with Dun & Bradstreet, Experian and Equifax',
      'D-U-N-S number and PAYDEX score strategy',
      'Tiered vendor and trade-line plan',
      'Lender-compliance review of your business identity and records',
      'Business credit card and line-of-credit sequencing',
      'Six months of credit monitoring and score reporting',
    ],
  },
  {
    id: 'capital-readiness-program',
    title: 'Capital Readiness Program',
    price: '$25,000',
    priceCents: 2_500_000,
    billing: 'one-time',
    category: 'fundability',
    description:
      'Become lender- and investor-ready in 90 days with institutional-grade financials, a diligence-ready data room and a capital strategy matched to your stage.',
    features: [
      'Fundability assessment against lender and investor criteria',
      'Three-statement financial model with 36-month projections',
      'Investor pitch deck and executive summary',
      'Virtual data room setup and due-diligence checklist',
      'SBA, bank and private-capital options analysis',
      'Warm introductions to lenders and investors in our network',
    ],
  },
  {
    id: 'digital-experience-platform',
    title: 'Digital Experience Platform',
    price: '$45,000',
    priceCents: 4_500_000,
    billing: 'one-time',
    category: 'digital',
    popular: true,
    description:
      'A conversion-focused website and digital platform built to enterprise standards, from customer research and strategy to launch and optimization.',
    features: [
      'Digital strategy and customer journey mapping',
      'Custom responsive website design and development',
      'Conversion-rate optimization and analytics setup',
      'Technical SEO foundation and Core Web Vitals performance',
      'CRM and marketing automation integration',
      'Accessibility (WCAG 2.1 AA) and security hardening',
    ],
  },
  {
    id: 'executive-brand-identity',
    title: 'Executive Brand Identity',
    price: '$35,000',
    priceCents: 3_500_000,
    billing: 'one-time',
    category: 'digital',
    description:
      'A premium brand identity system that positions your company as the leader in its category, in front of customers, investors and future hires.',
    features: [
      'Brand strategy, positioning and messaging framework',
      'Logo suite and complete visual identity system',
      'Comprehensive brand guidelines',
      'Executive presentation and pitch templates',
      'Business stationery and digital asset kit',
      'Trademark clearance search for your brand name',
    ],
  },
] as const satisfies readonly Service[];

// Built on first use: a map built at load time would keep the whole catalogue in every bundle that imports this
// module for anything (the browser's cart rules), as the bundler cannot drop code that runs on import.
let byId: ReadonlyMap<string, Service> | undefined;

/** The service with this id, or undefined. */
export function findService(id: string): Service | undefined {
  byId ??= new Map(services.map((s) => [s.id, s]));
  return byId.get(id);
}

/** The services a filter shows: every service for 'all', otherwise those of the category, in catalogue order. */
export function servicesInCategory(categoryId: ServiceCategoryFilterId): readonly Service[] {
  if (categoryId === 'all') return services;
  return services.filter((s) => s.category === categoryId);
}

/** How many services each filter button shows (docs/catalogue-and-cart.md#categories-and-filters); 'all' counts every service. */
export function categoryCounts(): Record<ServiceCategoryFilterId, number> {
  const counts = Object.fromEntries(serviceCategoryIds.map((id) => [id, 0])) as Record<ServiceCategoryFilterId, number>;
  for (const s of services) counts[s.category] += 1;
  counts.all = services.length;
  return counts;
}

/** The label of a category id ('Entity Formation' for 'formation'). */
export function serviceCategoryLabel(categoryId: ServiceCategoryFilterId): string {
  return serviceCategories.find((c) => c.id === categoryId)?.label ?? categoryId;
}
