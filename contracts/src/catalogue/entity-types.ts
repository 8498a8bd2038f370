/**
 * Entity types (docs/catalogue-and-cart.md#entity-types): the options shared by forms and the name search
 * (value, label, abbr), the information cards of /entity-types, and what the direct entity-formation
 * checkout (/entity-checkout) sells, at prices the server charges (docs/catalogue-and-cart.md#prices-are-the-servers).
 */
import { findService } from './services.ts';

export const entityTypeValues = ['llc', 's-corp', 'c-corp', 'nonprofit', 'pllc', 'pc', 'lp', 'llp'] as const;
export type EntityTypeValue = (typeof entityTypeValues)[number];

export interface EntityTypeOption {
  readonly value: EntityTypeValue;
  readonly label: string;
  readonly abbr: string;
}

/** The shared option list, in the documented value order. */
export const entityTypeOptions = [
  { value: 'llc', label: 'Limited Liability Company', abbr: 'LLC' },
  { value: 's-corp', label: 'S Corporation', abbr: 'S-Corp' },
  { value: 'c-corp', label: 'C Corporation', abbr: 'C-Corp' },
  { value: 'nonprofit', label: 'Nonprofit Corporation', abbr: '501(c)(3)' },
  { value: 'pllc', label: 'Professional Limited Liability Company', abbr: 'PLLC' },
  { value: 'pc', label: 'Professional Corporation', abbr: 'PC' },
  { value: 'lp', label: 'Limited Partnership', abbr: 'LP' },
  { value: 'llp', label: 'Limited Liability Partnership', abbr: 'LLP' },
] as const satisfies readonly EntityTypeOption[];

export function findEntityTypeOption(value: string): EntityTypeOption | undefined {
  return entityTypeOptions.find((o) => o.value === value);
}

export interface EntityTypeInfo {
  readonly type: EntityTypeValue;
  /** A component name from @tabler/icons-react. */
  readonly icon: string;
  readonly title: string;
  readonly description: string;
  /** As shown: '7-10 business days'. */
  readonly timeline: string;
  readonly timelineBusinessDays: { readonly min: number; readonly max: number };
  readonly documents: readonly string[];
  readonly benefits: readonly string[];
  readonly features: readonly string[];
}

/**
 * The detailed cards of /entity-types, in the order of docs/catalogue-and-cart.md#entity-types's timelines
 * (7-10, 10-14, 30-45, 14-21, 21-28, 14-21, 21-30, 14-21). That list puts the nonprofit third
 * and the C corporation fourth: the service catalogue gives 501(c)(3) 30-45 days and C-Corp
 * 14-21 days, so the cards follow llc, s-corp, nonprofit, c-corp, pllc, pc, lp, llp.
 */
export const entityTypeInfo = [
  {
    type: 'llc',
    icon: 'IconBuilding',
    title: 'Limited Liability Company (LLC)',
    description:
      'The most flexible structure for owner-operated businesses: personal asset protection, pass-through taxation and light formalities, with the option to elect S-Corp taxation later.',
    timeline: '7-10 business days',
    timelineBusinessDays: { min: 7, max: 10 },
    documents: ['Articles of Organization', 'Operating Agreement', 'EIN Confirmation Letter (IRS CP 575)', 'Banking Resolution', 'Membership Certificates'],
    benefits: [
      'Personal assets protected from business debts and claims',
      'Pass-through taxation with no corporate-level tax',
      'Flexible ownership, management and profit allocation',
      'Minimal annual formalities',
    ],
    features: ['Single- or multi-member ownership', 'Member-managed or manager-managed', 'Can elect S-Corp tax treatment', 'Recognized in all 50 states'],
  },
  {
    type: 's-corp',
    icon: 'IconBuildingBank',
    title: 'S Corporation (S-Corp)',
    description:
      'A corporation taxed as a pass-through entity. Owners who work in the business take a reasonable salary and receive remaining profit as distributions, reducing self-employment tax.',
    timeline: '10-14 business days',
    timelineBusinessDays: { min: 10, max: 14 },
    documents: [
      'Articles of Incorporation',
      'Corporate Bylaws',
      'IRS Form 2553 (S Election)',
      'EIN Confirmation Letter (IRS CP 575)',
      'Stock Certificates',
      'Organizational Minutes',
    ],
    benefits: [
      'Self-employment tax savings on distributions',
      'Pass-through taxation avoids double taxation',
      'Limited liability for shareholders',
      'Corporate structure that lenders recognize',
    ],
    features: ['Up to 100 shareholders', 'One class of stock', 'US citizen or resident shareholders only', 'Payroll for owner-employees'],
  },
  {
    type: 'nonprofit',
    icon: 'IconHeartHandshake',
    title: '501(c)(3) Nonprofit Corporation',
    description:
      'A corporation organized for charitable, educational or religious purposes that can apply for federal tax exemption and receive tax-deductible donations and grants.',
    timeline: '30-45 business days',
    timelineBusinessDays: { min: 30, max: 45 },
    documents: [
      'Nonprofit Articles of Incorporation',
      'Nonprofit Bylaws',
      'Conflict of Interest Policy',
      'IRS Form 1023 Application',
      'EIN Confirmation Letter (IRS CP 575)',
      'Initial Board Resolutions',
    ],
    benefits: [
      'Exemption from federal income tax',
      'Donations are tax-deductible for donors',
      'Eligibility for foundation and government grants',
      'Limited liability for directors and officers',
    ],
    features: ['Board of directors governance', 'Mission-driven purpose clause', 'Annual Form 990 reporting', 'State charitable registration'],
  },
  {
    type: 'c-corp',
    icon: 'IconBuildingSkyscraper',
    title: 'C Corporation (C-Corp)',
    description:
      'The standard structure for companies raising venture capital or planning an exit: unlimited shareholders, multiple share classes and a flat 21% federal corporate rate.',
    timeline: '14-21 business days',
    timelineBusinessDays: { min: 14, max: 21 },
    documents: [
      'Certificate of Incorporation',
      'Corporate Bylaws',
      'Initial Board Consent',
      'Founder Stock Purchase Agreements',
      'EIN Confirmation Letter (IRS CP 575)',
      'Stock Ledger',
    ],
    benefits: [
      'Preferred by venture capital and institutional investors',
      'Unlimited shareholders and multiple classes of stock',
      'Possible QSBS exclusion on gains for qualifying stock',
      'Clear path to acquisition or IPO',
    ],
    features: ['Board of directors and officers', 'Preferred and common stock', 'Equity incentive plans for employees', 'Delaware or home-state incorporation'],
  },
  {
    type: 'pllc',
    icon: 'IconCertificate',
    title: 'Professional LLC (PLLC)',
    description:
      'An LLC for licensed professionals such as attorneys, physicians, accountants and architects, where state law requires members to hold the relevant professional license.',
    timeline: '21-28 business days',
    timelineBusinessDays: { min: 21, max: 28 },
    documents: [
      'Articles of Organization (Professional)',
      'Licensing Board Approval',
      'Operating Agreement',
      'EIN Confirmation Letter (IRS CP 575)',
      'Membership Certificates',
    ],
    benefits: [
      "Protection from the business's debts and from other members' malpractice",
      'Pass-through taxation with optional S-Corp election',
      'Meets state rules for licensed practices',
      'Flexible management among licensed members',
    ],
    features: [
      'Members must hold the professional license',
      'Licensing board review before filing',
      'Professional liability insurance guidance',
      'Available in most states',
    ],
  },
  {
    type: 'pc',
    icon: 'IconStethoscope',
    title: 'Professional Corporation (PC)',
    description:
      'A corporation for licensed professionals, common for medical, dental and legal practices, combining a corporate structure with state professional-practice rules.',
    timeline: '14-21 business days',
    timelineBusinessDays: { min: 14, max: 21 },
    documents: [
      'Articles of Incorporation (Professional)',
      'Licensing Board Certificate',
      'Corporate Bylaws',
      'EIN Confirmation Letter (IRS CP 575)',
      'Stock Certificates',
      'Organizational Minutes',
    ],
    benefits: [
      'Corporate structure for licensed practices',
      "Shareholders shielded from the business's general debts",
      'Access to corporate retirement and benefit plans',
      'Can elect S-Corp tax treatment',
    ],
    features: ['Licensed shareholders only', 'Board and officer structure', 'Licensing board compliance', 'Suited to medical, dental and legal practices'],
  },
  {
    type: 'lp',
    icon: 'IconUsersGroup',
    title: 'Limited Partnership (LP)',
    description:
      'A partnership with at least one general partner who manages the business and limited partners who invest without taking part in management, common for funds and real estate.',
    timeline: '21-30 business days',
    timelineBusinessDays: { min: 21, max: 30 },
    documents: [
      'Certificate of Limited Partnership',
      'Limited Partnership Agreement',
      'EIN Confirmation Letter (IRS CP 575)',
      'Partner Capital Account Schedule',
    ],
    benefits: [
      'Limited partners risk only their investment',
      'Pass-through taxation',
      'General partner keeps management control',
      'Well suited to raising passive capital',
    ],
    features: [
      'General and limited partner classes',
      'Investment fund and real estate structures',
      'Custom profit and loss allocations',
      'Often paired with an LLC as general partner',
    ],
  },
  {
    type: 'llp',
    icon: 'IconScale',
    title: 'Limited Liability Partnership (LLP)',
    description:
      "A partnership in which every partner can manage the firm and is protected from the other partners' negligence, widely used by law and accounting firms.",
    timeline: '14-21 business days',
    timelineBusinessDays: { min: 14, max: 21 },
    documents: [
      'Statement of Qualification (LLP Registration)',
      'Limited Liability Partnership Agreement',
      'EIN Confirmation Letter (IRS CP 575)',
      'Partner Admission Resolutions',
    ],
    benefits: [
      "Partners protected from other partners' malpractice",
      'Every partner may take part in management',
      'Pass-through taxation',
      'Familiar structure for professional firms',
    ],
    features: ['All partners may manage', 'Professional-firm structure', 'Partnership agreement governs profit split', 'Annual state registration renewal'],
  },
] as const satisfies readonly EntityTypeInfo[];

export function findEntityTypeInfo(type: string): EntityTypeInfo | undefined {
  return entityTypeInfo.find((i) => i.type === type);
}

// ---------------------------------------------------------------------------
// Direct entity-formation checkout (/entity-checkout)
// ---------------------------------------------------------------------------

export const entityCheckoutTypes = ['llc', 's-corp', 'c-corp', 'nonprofit', 'pllc', 'pc'] as const;
export type EntityCheckoutType = (typeof entityCheckoutTypes)[number];

export interface EntityCheckoutOption {
  readonly type: EntityCheckoutType;
  readonly label: string;
  readonly priceCents: number;
  /** As shown: '$4,999'. */
  readonly price: string;
  /** The catalogue formation service whose price this is, or null where the catalogue has none. */
  readonly formationServiceId: string | null;
  /** What the client receives (docs/entity-checkout.md#prices-and-included-documents: each type has its own list). */
  readonly includedDocuments: readonly string[];
}

/**
 * One-time prices of the direct formation checkout. llc, s-corp, c-corp and nonprofit cost what
 * their formation service costs in the catalogue (services.ts); the tests hold them equal.
 * The catalogue sells no PLLC or PC formation, so they get their own prices (docs/catalogue-and-cart.md#prices-are-the-servers):
 * PLLC $6,999 (an LLC plus licensing-board coordination) and PC $8,999 (a corporation plus
 * licensing-board coordination and corporate records), both between LLC and S-Corp.
 */
export const entityCheckoutOptions = [
  {
    type: 'llc',
    label: 'Limited Liability Company (LLC)',
    priceCents: 499_900,
    price: '$4,999',
    formationServiceId: 'llc-formation-excellence',
    includedDocuments: [
      'Articles of Organization (state-filed)',
      'Custom Operating Agreement',
      'EIN (Federal Tax ID) Confirmation',
      'Banking Resolution',
      'Membership Certificates',
      'Registered Agent Service (first year)',
      'Compliance Calendar',
    ],
  },
  {
    type: 's-corp',
    label: 'S Corporation (S-Corp)',
    priceCents: 1_250_000,
    price: '$12,500',
    formationServiceId: 's-corp-formation',
    includedDocuments: [
      'Articles of Incorporation (state-filed)',
      'Corporate Bylaws',
      'IRS Form 2553 S Election (filed)',
      'EIN (Federal Tax ID) Confirmation',
      'Stock Certificates and Stock Ledger',
      'Organizational Minutes',
      'Registered Agent Service (first year)',
    ],
  },
  {
    type: 'c-corp',
    label: 'C Corporation (C-Corp)',
    priceCents: 2_500_000,
    price: '$25,000',
    formationServiceId: 'c-corp-formation',
    includedDocuments: [
      'Certificate of Incorporation (state-filed)',
      'Corporate Bylaws',
      'Initial Board Consent',
      'Founder Stock Purchase Agreements',
      '83(b) Election Forms',
      'EIN (Federal Tax ID) Confirmation',
      'Stock Ledger and Cap Table',
      'Registered Agent Service (first year)',
    ],
  },
  {
    type: 'nonprofit',
    label: '501(c)(3) Nonprofit Corporation',
    priceCents: 3_500_000,
    price: '$35,000',
    formationServiceId: '501(c)(3)-nonprofit-formation',
    includedDocuments: [
      'Nonprofit Articles of Incorporation (state-filed)',
      'Nonprofit Bylaws',
      'Conflict of Interest Policy',
      'IRS Form 1023 Application (filed)',
      'EIN (Federal Tax ID) Confirmation',
      'Initial Board Resolutions',
      'State Charitable Registration',
    ],
  },
  {
    type: 'pllc',
    label: 'Professional LLC (PLLC)',
    priceCents: 699_900,
    price: '$6,999',
    formationServiceId: null,
    includedDocuments: [
      'Professional Articles of Organization (state-filed)',
      'Licensing Board Approval Coordination',
      'Operating Agreement for Licensed Members',
      'EIN (Federal Tax ID) Confirmation',
      'Membership Certificates',
      'Registered Agent Service (first year)',
    ],
  },
  {
    type: 'pc',
    label: 'Professional Corporation (PC)',
    priceCents: 899_900,
    price: '$8,999',
    formationServiceId: null,
    includedDocuments: [
      'Professional Articles of Incorporation (state-filed)',
      'Licensing Board Certificate Coordination',
      'Corporate Bylaws',
      'EIN (Federal Tax ID) Confirmation',
      'Stock Certificates',
      'Organizational Minutes',
      'Registered Agent Service (first year)',
    ],
  },
] as const satisfies readonly EntityCheckoutOption[];

/** Fixed copy of the checkout and success pages (docs/entity-checkout.md#prices-and-included-documents). */
export const entityCheckoutCopy = {
  filingWithin: '24-48 hours',
  payment: 'One-time payment',
  guarantee: 'Full refund if your business cannot be formed',
} as const;

export function findEntityCheckoutOption(type: string): EntityCheckoutOption | undefined {
  return entityCheckoutOptions.find((o) => o.type === type);
}

/**
 * What the server charges for a direct formation of this type, in cents; null for a type the
 * checkout does not sell (lp, llp, anything else). Never take the amount from the browser.
 */
export function entityCheckoutPriceCents(type: EntityCheckoutType): number;
export function entityCheckoutPriceCents(type: string): number | null;
export function entityCheckoutPriceCents(type: string): number | null {
  return findEntityCheckoutOption(type)?.priceCents ?? null;
}

/** The catalogue service a checkout type is priced from, if any. */
export function entityCheckoutService(type: string) {
  const id = findEntityCheckoutOption(type)?.formationServiceId;
  return id ? findService(id) : undefined;
}
