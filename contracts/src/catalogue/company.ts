/** Who we are and how to reach us: one source for the site, the footer, e-mails, legal pages and error screens. */
export const company = {
  name: 'Elite Business Advisory',
  shortName: 'Elite Advisory',
  legalName: 'Elite Business Advisory LLC',
  tagline: 'Executive advisory, entity formation and capital readiness for ambitious US founders',
  /** The footer's brand blurb. */
  blurb:
    'Executive advisory for founders who intend to lead their category. Former top-tier strategy consultants guide entity formation, compliance, capital readiness and growth — with a 90-day path to becoming fundable.',
  /**
   * The one address clients and visitors are given, on every page, error screen, receipt and mail
   * (docs/site-and-navigation.md#company-facts): the advisors' desk, which also answers the Reply-To of our mails.
   */
  email: 'advisors@elitebusinessadvisory.com',
  /** Where privacy requests (access, correction, deletion, opt-out) go. */
  privacyEmail: 'privacy@elitebusinessadvisory.com',
  /** Where questions about the terms of service go. */
  legalEmail: 'legal@elitebusinessadvisory.com',
  phoneDisplay: '(212) 555-0147',
  phoneE164: '+12125550147',
  address: {
    street: '200 Park Avenue, Suite 1700',
    city: 'New York',
    state: 'NY',
    zip: '10166',
  },
  /** The state whose law governs the terms of service. */
  governingLawState: 'New York',
  hours: 'Monday-Friday 9 AM-6 PM EST',
  responsePromise: 'We respond within 24 hours',
  copyrightYear: 2024,
  /**
   * The firm's figures, the one set every page quotes (docs/site-and-navigation.md#marketing-claims): the home page's
   * statistics, the checkouts' trust badges, the menus' and sections' sentences. Fixed content, never computed.
   */
  figures: {
    capitalRaised: '$2.8B+',
    companiesAdvised: '500+',
    successRate: '98%',
    averageRoi: '47x',
    yearsOfPractice: '15+',
    seniorConsultants: '50+',
    businessesFormed: '10,000+',
    filingApprovalRate: '99.9%',
  },
  /** Retainer range as the site words it (docs/site-and-navigation.md#marketing-claims). */
  retainerRange: '$25K-250K monthly',
  social: [
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/elite-business-advisory' },
    { id: 'x', label: 'X (Twitter)', href: 'https://x.com/eliteadvisory' },
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/elitebusinessadvisory' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/elitebusinessadvisory' },
  ],
} as const;

export type SocialNetwork = (typeof company.social)[number]['id'];

export const companyAddressLine = `${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`;

/** The date shown on the privacy, terms and cookie pages. */
export const legalLastUpdated = 'November 22, 2026';
