/** docs/site-and-navigation.md#contact-form: the contact form's business type choices (plain data: the form shows them before any schema loads). */
export const businessTypes = ['llc', 's-corp', 'nonprofit', 'construction', 'real-estate', 'healthcare', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];
export const businessTypeLabels: Record<BusinessType, string> = {
  llc: 'LLC',
  's-corp': 'S-Corporation',
  nonprofit: 'Nonprofit',
  construction: 'Construction',
  'real-estate': 'Real Estate',
  healthcare: 'Healthcare',
  other: 'Other',
};
