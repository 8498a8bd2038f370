/** Fixed marketing claims (docs/site-and-navigation.md#marketing-claims): content, never computed. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** Results for clients: the first row of the home page's statistics. */
export const headlineStats = [
  { value: '$2.8B+', label: 'Capital raised by our clients' },
  { value: '500+', label: 'Companies advised' },
  { value: '98%', label: 'Client success rate' },
  { value: '47x', label: 'Average client ROI' },
] as const satisfies readonly Stat[];

/** The firm itself: the second row. */
export const trustStats = [
  { value: '15+', label: 'Years of advisory practice' },
  { value: '50+', label: 'Senior consultants' },
  { value: '10,000+', label: 'Businesses formed' },
  { value: '99.9%', label: 'Filing approval rate' },
] as const satisfies readonly Stat[];

/**
 * What the subscription checkouts (/checkout with a plan, /checkout-simple) promise in their trust badges, as text
 * (docs/site-and-navigation.md#marketing-claims): the subscription pages' own claims.
 */
export const subscriptionClaims = [
  { key: 'guarantee', label: '30-Day Money-Back Guarantee', text: 'Your first month refunded in full' },
  { key: 'cancel', label: 'Cancel Anytime', text: 'No long-term contract' },
  { key: 'clients', label: '1,000+ Clients', text: 'Businesses we have served' },
  { key: 'success', label: '98% Success Rate', text: 'Clients who reach their goals' },
  { key: 'support', label: '24/7 Support', text: 'Advisors on call' },
  { key: 'years', label: '10+ Years', text: 'Of subscription advisory' },
] as const;

/** The hero's promise (docs/site-and-navigation.md#marketing-claims: a 90-day path to being fundable). */
export const fundableInDays = 90;
