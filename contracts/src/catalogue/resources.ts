/**
 * The guides and checklists of /resources#guides, also listed in the client portal's Resources
 * (docs/site-and-navigation.md#resources, docs/portal.md#resources): one list for both. No file is served; they are
 * sent by e-mail.
 */

export interface ResourceGuide {
  id: string;
  title: string;
  description: string;
  pages: number;
}

/** The six guides. */
export const resourceGuides: readonly ResourceGuide[] = [
  {
    id: 'entity-formation-playbook',
    title: 'Entity Formation Playbook',
    description: 'Choosing, forming and organizing the right entity, state by state, with the documents each one needs.',
    pages: 32,
  },
  {
    id: 'business-credit-blueprint',
    title: 'Business Credit Blueprint',
    description: 'Establishing D&B, Experian and Equifax business profiles and growing them in tiers.',
    pages: 28,
  },
  {
    id: 'capital-readiness-guide',
    title: 'Capital Readiness Guide',
    description: 'Preparing the financials, model and narrative that lenders and investors expect to see.',
    pages: 36,
  },
  {
    id: 'multi-state-compliance-guide',
    title: 'Multi-State Compliance Guide',
    description: 'Foreign qualification, annual reports and registered agents for companies in several states.',
    pages: 24,
  },
  {
    id: 's-corp-tax-election-guide',
    title: 'S-Corp Tax Election Guide',
    description: 'When the S election pays off, how to file Form 2553 on time and how to run owner payroll.',
    pages: 20,
  },
  {
    id: 'nonprofit-formation-guide',
    title: '501(c)(3) Formation Guide',
    description: 'Incorporating a nonprofit, drafting bylaws and preparing an IRS Form 1023 that gets approved.',
    pages: 30,
  },
];

export interface Checklist {
  id: string;
  title: string;
  items: number;
}

/** The five checklists. */
export const checklists: readonly Checklist[] = [
  { id: 'new-business-launch', title: 'New Business Launch Checklist', items: 42 },
  { id: 'fundability-readiness', title: 'Fundability Readiness Checklist', items: 35 },
  { id: 'annual-compliance', title: 'Annual Compliance Checklist', items: 28 },
  { id: 'due-diligence-data-room', title: 'Due Diligence Data Room Checklist', items: 64 },
  { id: 'business-banking-setup', title: 'Business Banking Setup Checklist', items: 18 },
];
