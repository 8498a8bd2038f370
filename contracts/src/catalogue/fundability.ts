/**
 * The fundability page's four packages (docs/assessments.md#fundability-audit) and the eight audit
 * questions (docs/assessments.md#fundability-audit: 8 questions, options worth 0 to 15 points).
 * Prices are integer cents; `price` is the text the page shows.
 */

export interface FundabilityPackage {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  /** As shown: '$499', '$99/mo'. */
  price: string;
  duration: string;
  features: string[];
  popular: boolean;
}

export const fundabilityPackages: readonly FundabilityPackage[] = [
  {
    id: 'business-foundation',
    name: 'Business Foundation Package',
    description: 'Every record a lender checks first, set up correctly so your business looks established from day one.',
    priceCents: 49_900,
    price: '$499',
    duration: '30 days',
    features: [
      'Entity and good-standing review',
      'EIN, business address and listed phone set-up',
      'D-U-N-S number registration',
      'Business bank account guidance',
      'Lender compliance checklist',
    ],
    popular: false,
  },
  {
    id: 'credit-builder',
    name: 'Credit Builder Program',
    description: 'Build business credit profiles at the three bureaus with reporting trade lines, without personal guarantees.',
    priceCents: 99_900,
    price: '$999',
    duration: '90 days',
    features: [
      'Everything in the Business Foundation Package',
      'Dun & Bradstreet, Experian and Equifax business files',
      'Tier 1 and Tier 2 vendor trade lines',
      'Monthly score reviews with your advisor',
      'Business credit card strategy',
    ],
    popular: true,
  },
  {
    id: 'fundability-accelerator',
    name: 'Fundability Accelerator',
    description: 'The complete path from young company to lender-ready: credit, financials and capital introductions.',
    priceCents: 199_900,
    price: '$1,999',
    duration: '6 months',
    features: [
      'Everything in the Credit Builder Program',
      'Lender-ready financial statements package',
      'SBA and bank loan readiness review',
      'Introductions to our lending partners',
      'Dedicated senior fundability advisor',
    ],
    popular: false,
  },
  {
    id: 'credit-monitoring',
    name: 'Credit Monitoring & Maintenance',
    description: 'Keep the scores you built: ongoing monitoring, alerts and a yearly compliance refresh.',
    priceCents: 9_900,
    price: '$99/mo',
    duration: 'monthly',
    features: [
      'Monitoring at all three business bureaus',
      'Alerts on score changes and new inquiries',
      'Quarterly fundability check-in',
      'Annual compliance and listings refresh',
    ],
    popular: false,
  },
];

export interface AuditOption {
  value: string;
  label: string;
  points: number;
}

export interface AuditQuestion {
  id: number;
  question: string;
  category: string;
  options: AuditOption[];
}

export const fundabilityAuditQuestions: readonly AuditQuestion[] = [
  {
    id: 1,
    category: 'Business Foundation',
    question: 'How is your business legally structured?',
    options: [
      { value: 'corp-llc', label: 'LLC or corporation, registered and in good standing', points: 15 },
      { value: 'entity-issues', label: 'LLC or corporation, but filings or annual reports are behind', points: 8 },
      { value: 'sole-prop', label: 'Sole proprietorship or partnership under my own name', points: 3 },
      { value: 'none', label: 'Not registered yet', points: 0 },
    ],
  },
  {
    id: 2,
    category: 'Business Foundation',
    question: 'How long has the business been registered?',
    options: [
      { value: '3-plus', label: 'More than 3 years', points: 15 },
      { value: '1-3', label: '1 to 3 years', points: 10 },
      { value: 'under-1', label: 'Less than a year', points: 4 },
      { value: 'not-yet', label: 'Not registered yet', points: 0 },
    ],
  },
  {
    id: 3,
    category: 'Business Identity',
    question: 'Does the business have an EIN, a business address and a listed business phone number?',
    options: [
      { value: 'all', label: 'Yes: EIN, commercial address and a listed business line', points: 10 },
      { value: 'most', label: 'EIN and address, but the phone is a personal mobile', points: 6 },
      { value: 'ein-only', label: 'Only the EIN', points: 3 },
      { value: 'none', label: 'None of these yet', points: 0 },
    ],
  },
  {
    id: 4,
    category: 'Banking',
    question: 'How does the business bank?',
    options: [
      { value: 'established', label: 'Business checking open more than a year with steady deposits', points: 10 },
      { value: 'new', label: 'Business checking opened within the last year', points: 6 },
      { value: 'mixed', label: 'A business account, but personal and business money still mix', points: 2 },
      { value: 'personal', label: 'Business money goes through a personal account', points: 0 },
    ],
  },
  {
    id: 5,
    category: 'Business Credit',
    question: 'Does the business have a D-U-N-S number and business credit files?',
    options: [
      { value: 'all-bureaus', label: 'Yes, with active files at Dun & Bradstreet, Experian and Equifax', points: 15 },
      { value: 'duns-only', label: 'A D-U-N-S number, but thin or no bureau files', points: 7 },
      { value: 'unsure', label: 'Not sure', points: 2 },
      { value: 'no', label: 'No', points: 0 },
    ],
  },
  {
    id: 6,
    category: 'Business Credit',
    question: 'How many vendor or trade accounts report your payments to the business bureaus?',
    options: [
      { value: 'five-plus', label: 'Five or more, always paid on time', points: 15 },
      { value: 'two-four', label: 'Two to four', points: 10 },
      { value: 'one', label: 'One', points: 5 },
      { value: 'none', label: 'None', points: 0 },
    ],
  },
  {
    id: 7,
    category: 'Personal Credit',
    question: "What is the owner's personal credit score?",
    options: [
      { value: '720-plus', label: '720 or higher', points: 10 },
      { value: '680-719', label: '680 to 719', points: 7 },
      { value: '620-679', label: '620 to 679', points: 4 },
      { value: 'under-620', label: 'Below 620', points: 0 },
    ],
  },
  {
    id: 8,
    category: 'Financials',
    question: 'What financial records could you hand a lender today?',
    options: [
      { value: 'full', label: 'Two years of tax returns plus current P&L and balance sheet', points: 10 },
      { value: 'partial', label: 'Tax returns, but no current financial statements', points: 6 },
      { value: 'bookkeeping', label: 'Bookkeeping software, no formal statements', points: 3 },
      { value: 'none', label: 'Nothing organized yet', points: 0 },
    ],
  },
];
