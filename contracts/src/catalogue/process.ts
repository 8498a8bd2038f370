/** The six-phase process shown on home and /how-it-works (docs/site-and-navigation.md#how-it-works). */

export interface ProcessPhase {
  /** 1 to 6, in order. */
  readonly number: number;
  readonly title: string;
  readonly duration: string;
  readonly description: string;
  readonly deliverables: readonly string[];
}

export const processPhases = [
  {
    number: 1,
    title: 'Executive Discovery',
    duration: 'Week 1',
    description:
      'A senior partner runs a deep diagnostic of your structure, finances, credit position and goals, and interviews the people who run the business.',
    deliverables: ['Business health diagnostic', 'Fundability baseline score', 'Stakeholder interview summary', 'Priority opportunity map'],
  },
  {
    number: 2,
    title: 'Strategic Architecture',
    duration: 'Weeks 2-3',
    description: 'We design the entity structure, tax position and capital strategy that fit where you are going, not only where you are today.',
    deliverables: ['Entity structure blueprint', 'Tax optimization plan', 'Capital strategy', '90-day execution roadmap'],
  },
  {
    number: 3,
    title: 'Foundation Build',
    duration: 'Weeks 3-6',
    description: 'Our team forms or restructures your entities, puts compliance on a calendar and sets up banking so the business stands on its own.',
    deliverables: ['Formed or restructured entities', 'Governing documents and minutes', 'Compliance calendar', 'Business banking relationships'],
  },
  {
    number: 4,
    title: 'Fundability Activation',
    duration: 'Weeks 5-10',
    description: 'We build business credit separate from your personal credit and make every record lenders check consistent, verifiable and strong.',
    deliverables: [
      'Business credit profiles (D&B, Experian, Equifax)',
      'Tiered trade-line plan',
      'Lender-compliance checklist',
      'Lender-ready financial package',
    ],
  },
  {
    number: 5,
    title: 'Capital & Growth Acceleration',
    duration: 'Weeks 9-12',
    description: 'With a fundable company in hand, we take you to the right lenders and investors and install the operating cadence that sustains growth.',
    deliverables: ['Capital options analysis', 'Investor and lender introductions', 'KPI dashboard', 'Growth operating plan'],
  },
  {
    number: 6,
    title: 'Scale & Sustain',
    duration: 'Ongoing',
    description: 'Quarterly reviews, compliance monitoring and board-level counsel keep the company in good standing and ready for its next raise or exit.',
    deliverables: ['Quarterly strategy reviews', 'Compliance monitoring', 'Board reporting pack', 'Annual fundability re-assessment'],
  },
] as const satisfies readonly ProcessPhase[];
