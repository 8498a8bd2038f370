import {
  IconBook2,
  IconBuildingBank,
  IconCalculator,
  IconCertificate,
  IconClipboardCheck,
  IconFileAnalytics,
  IconGavel,
  IconHeartHandshake,
  IconReceiptTax,
  IconRocket,
  IconScale,
  IconSearch,
  IconShieldCheck,
  IconTrendingUp,
  IconBuildingSkyscraper,
  type TablerIcon,
} from '@tabler/icons-react';
import { resourceGuides, type Checklist, type ResourceGuide } from '@elite/contracts/catalogue/resources';

/**
 * Marketing texts of the home page and /resources that are not catalogue data: blog teasers, guides,
 * checklists, partner categories and tools (docs/site-and-navigation.md#resources; docs/site-and-navigation.md#resources). Fixed content:
 * nothing here is fetched, so every page renders the same on the server and in the browser.
 */

export interface BlogPost {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  readMinutes: number;
  icon: TablerIcon;
}

/** Blog teasers: home shows the first three, /resources all six. None links anywhere yet. */
export const blogPosts: BlogPost[] = [
  {
    id: 'ninety-day-path-to-fundable',
    category: 'Capital Readiness',
    title: 'The 90-Day Path to a Fundable Business',
    excerpt:
      'What lenders check before they say yes, and the order in which to fix it: entity records, business credit files, bank history and a financial package that stands up to underwriting.',
    readMinutes: 8,
    icon: IconTrendingUp,
  },
  {
    id: 'llc-s-corp-or-c-corp',
    category: 'Entity Strategy',
    title: 'LLC, S-Corp or C-Corp: The Structure Investors Expect',
    excerpt:
      'Pass-through savings today or a clean cap table tomorrow? How founders weigh taxes, control and fundraising before they file, and when a later conversion costs more than it saves.',
    readMinutes: 6,
    icon: IconBuildingSkyscraper,
  },
  {
    id: 'business-credit-without-personal-guarantee',
    category: 'Business Credit',
    title: 'Building Business Credit Without a Personal Guarantee',
    excerpt:
      'PAYDEX, Intelliscore and Equifax business scores explained, and the sequence of trade lines and credit applications that lets a company borrow on its own name.',
    readMinutes: 7,
    icon: IconBuildingBank,
  },
  {
    id: 'diligence-ready-data-room',
    category: 'Fundraising',
    title: 'Inside a Diligence-Ready Data Room',
    excerpt:
      'The documents investors ask for first, the gaps that stall a term sheet, and how to organize a data room so diligence closes in weeks instead of months.',
    readMinutes: 9,
    icon: IconFileAnalytics,
  },
  {
    id: 'multi-state-compliance',
    category: 'Compliance',
    title: 'Multi-State Compliance Without the Late Fees',
    excerpt:
      'Foreign qualification, annual reports and registered agents across several states: a calendar-driven approach that keeps every entity in good standing.',
    readMinutes: 5,
    icon: IconShieldCheck,
  },
  {
    id: 's-corp-reasonable-salary',
    category: 'Tax Strategy',
    title: 'Setting a Reasonable Salary in an S-Corp',
    excerpt:
      'How owner-employees split salary and distributions to save self-employment tax without inviting an IRS challenge, with the benchmarks advisors actually use.',
    readMinutes: 6,
    icon: IconReceiptTax,
  },
];

export const articleComingSoon = {
  title: 'Article Coming Soon',
  message: 'Our advisors are finishing this article. It will be published in the Executive Blog shortly.',
} as const;

export const blogComingSoon = {
  title: 'Blog Coming Soon',
  message: 'The full Executive Blog is launching soon, with new insights from our advisors every week.',
} as const;

export interface Guide extends ResourceGuide {
  icon: TablerIcon;
}

const guideIcons: Record<string, TablerIcon> = {
  'entity-formation-playbook': IconCertificate,
  'business-credit-blueprint': IconBuildingBank,
  'capital-readiness-guide': IconRocket,
  'multi-state-compliance-guide': IconShieldCheck,
  's-corp-tax-election-guide': IconReceiptTax,
  'nonprofit-formation-guide': IconHeartHandshake,
};

/** The six guides of /resources#guides (docs/site-and-navigation.md#resources), each with its icon. */
export const guides: Guide[] = resourceGuides.map((guide) => ({ ...guide, icon: guideIcons[guide.id] ?? IconBook2 }));

/**
 * Downloads only show a toast (docs/site-and-navigation.md#resources): no file is served; they are e-mailed after
 * contact, and clients ask for them from Resources in the client portal (docs/portal.md#resources).
 */
export const checklistToast = (checklist: Pick<Checklist, 'title'>) => ({
  title: 'Checklist by E-mail',
  message: `We'll send the ${checklist.title} to your inbox after you contact us. Clients ask for it from Resources in the client portal.`,
});

export const guideToast = (guide: Pick<Guide, 'title'>) => ({
  title: 'Available in the Client Portal',
  message: `Clients ask for the ${guide.title} from Resources in the client portal. Not a client yet? Contact us and we will e-mail you a copy.`,
});

export interface PartnerCategory {
  id: string;
  title: string;
  description: string;
  examples: string[];
  icon: TablerIcon;
}

/** The four partner categories of /resources#partners (docs/site-and-navigation.md#resources). */
export const partnerCategories: PartnerCategory[] = [
  {
    id: 'banking-lending',
    title: 'Banking & Lending',
    description: 'Commercial banks, SBA lenders and credit funds that finance companies we have prepared.',
    examples: ['Operating accounts and treasury', 'SBA 7(a) and 504 loans', 'Lines of credit and equipment finance'],
    icon: IconBuildingBank,
  },
  {
    id: 'legal-counsel',
    title: 'Legal Counsel',
    description: 'Corporate, securities and intellectual-property attorneys for matters beyond formation.',
    examples: ['Venture financings and securities filings', 'Trademarks and IP assignments', 'Contracts and employment matters'],
    icon: IconGavel,
  },
  {
    id: 'accounting-tax',
    title: 'Accounting & Tax',
    description: 'CPA firms that keep the books lender-ready and the tax position optimized.',
    examples: ['Monthly bookkeeping and close', 'Reviewed and audited statements', 'Multi-state tax planning'],
    icon: IconCalculator,
  },
  {
    id: 'investors-capital',
    title: 'Investors & Capital',
    description: 'Angel networks, venture funds and private-equity partners that back growth-stage companies.',
    examples: ['Seed and Series A investors', 'Growth equity and private equity', 'Revenue-based financing'],
    icon: IconScale,
  },
];

export interface Tool {
  title: string;
  description: string;
  href: string;
  action: string;
  icon: TablerIcon;
}

/** Free tools of /resources#tools (docs/site-and-navigation.md#resources). */
export const tools: Tool[] = [
  {
    title: 'Business Readiness Quiz',
    description: 'Forty questions across eight dimensions score how ready your company is for capital and scale.',
    href: '/business-readiness-quiz',
    action: 'Take the Quiz',
    icon: IconClipboardCheck,
  },
  {
    title: 'Business Name Search',
    description: 'Check whether the name you want is available before you file your formation documents.',
    href: '/business-name-search',
    action: 'Search Names',
    icon: IconSearch,
  },
  {
    title: 'Certification Eligibility',
    description: 'See which minority, women-owned, veteran and small-business certifications you may qualify for.',
    href: '/certification-eligibility',
    action: 'Check Eligibility',
    icon: IconCertificate,
  },
  {
    title: 'Business Calculators',
    description: 'Compare entity tax outcomes, estimate S-Corp savings and model the ROI of an engagement.',
    href: '/calculators',
    action: 'Open Calculators',
    icon: IconCalculator,
  },
];
