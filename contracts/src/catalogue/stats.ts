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

/** The hero's promise (docs/site-and-navigation.md#marketing-claims: a 90-day path to being fundable). */
export const fundableInDays = 90;
