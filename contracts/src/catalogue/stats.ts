import { company } from './company.ts';

/** Fixed marketing claims (docs/site-and-navigation.md#marketing-claims): content, never computed. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

const { figures } = company;

/** Results for clients: the first row of the home page's statistics. */
export const headlineStats = [
  { value: figures.capitalRaised, label: 'Capital raised by our clients' },
  { value: figures.companiesAdvised, label: 'Companies advised' },
  { value: figures.successRate, label: 'Client success rate' },
  { value: figures.averageRoi, label: 'Average client ROI' },
] as const satisfies readonly Stat[];

/** The firm itself: the second row. */
export const trustStats = [
  { value: figures.yearsOfPractice, label: 'Years of advisory practice' },
  { value: figures.seniorConsultants, label: 'Senior consultants' },
  { value: figures.businessesFormed, label: 'Businesses formed' },
  { value: figures.filingApprovalRate, label: 'Filing approval rate' },
] as const satisfies readonly Stat[];

/**
 * What the subscription checkouts (/checkout with a plan, /checkout-simple) promise in their trust badges, as text
 * (docs/site-and-navigation.md#marketing-claims): their figures are the firm's, the same as the home page's.
 */
export const subscriptionClaims = [
  { key: 'guarantee', label: '30-Day Money-Back Guarantee', text: 'Your first month refunded in full' },
  { key: 'cancel', label: 'Cancel Anytime', text: 'No long-term contract' },
  { key: 'clients', label: `${figures.companiesAdvised} Clients`, text: 'Companies we have advised' },
  { key: 'success', label: `${figures.successRate} Success Rate`, text: 'Clients who reach their goals' },
  { key: 'support', label: '24/7 Support', text: 'Advisors on call' },
  { key: 'years', label: `${figures.yearsOfPractice} Years`, text: 'Of advisory practice' },
] as const;

/** The hero's promise (docs/site-and-navigation.md#marketing-claims: a 90-day path to being fundable). */
export const fundableInDays = 90;
