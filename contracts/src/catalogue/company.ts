/** Who we are and how to reach us: one source for the site, the footer, e-mails and error screens. */
export const company = {
  name: 'Elite Business Advisory',
  shortName: 'Elite Advisory',
  tagline: 'Executive advisory, entity formation and capital readiness for ambitious US founders',
  supportEmail: 'support@elitebusinessadvisory.com',
  salesEmail: 'advisors@elitebusinessadvisory.com',
  phoneDisplay: '(212) 555-0147',
  phoneE164: '+12125550147',
  address: {
    street: '200 Park Avenue, Suite 1700',
    city: 'New York',
    state: 'NY',
    zip: '10166',
  },
  hours: 'Monday-Friday 9 AM-6 PM EST',
  responsePromise: 'We respond within 24 hours',
  copyrightYear: 2024,
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/elite-business-advisory' },
    { label: 'X (Twitter)', href: 'https://x.com/eliteadvisory' },
    { label: 'Facebook', href: 'https://www.facebook.com/elitebusinessadvisory' },
    { label: 'Instagram', href: 'https://www.instagram.com/elitebusinessadvisory' },
  ],
} as const;

export const companyAddressLine = `${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`;
