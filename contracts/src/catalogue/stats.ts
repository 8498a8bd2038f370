/** Fixed marketing claims (spec 1, section 1): content, never computed. */
export const headlineStats = [
  { value: '$2.8B+', label: 'Capital raised by our clients' },
  { value: '500+', label: 'Companies advised' },
  { value: '98%', label: 'Client success rate' },
  { value: '47x', label: 'Average client ROI' },
] as const;

export const trustStats = [
  { value: '15+', label: 'Years of advisory practice' },
  { value: '50+', label: 'Senior consultants' },
  { value: '10,000+', label: 'Businesses formed' },
  { value: '99.9%', label: 'Filing approval rate' },
] as const;
