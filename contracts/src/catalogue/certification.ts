/**
 * The certification eligibility quiz of /certification-eligibility (docs/tools.md#questions-and-options): 8 questions,
 * answers stored by question id. The docs fix the ids and the rules (see
 * rules/certification-eligibility.ts); the words and options are ours.
 */

/** In the documented order (docs/tools.md#questions-and-options). */
export const certificationQuestionIds = ['ownership', 'veteran', 'businessSize', 'employees', 'industry', 'location', 'control', 'yearsInBusiness'] as const;
export type CertificationQuestionId = (typeof certificationQuestionIds)[number];

export interface CertificationOption {
  value: string;
  label: string;
}

export interface CertificationQuestion {
  id: CertificationQuestionId;
  question: string;
  /** One line under the question: why it matters. */
  help: string;
  options: readonly CertificationOption[];
}

export const certificationQuestions = [
  {
    id: 'ownership',
    question: 'How much of the business is owned by you and the other owners who would apply (minority, women or veteran owners)?',
    help: 'Every ownership-based certification requires at least 51% unconditional ownership.',
    options: [
      { value: '100', label: '100%: we own all of it' },
      { value: '51-99', label: '51% to 99%' },
      { value: 'under-51', label: 'Less than 51%' },
    ],
  },
  {
    id: 'veteran',
    question: 'Is the majority owner a veteran of the U.S. armed forces?',
    help: 'Veteran-owned status opens set-aside contracts at the VA and across the federal government.',
    options: [
      { value: 'yes', label: 'Yes, a veteran' },
      { value: 'service-disabled', label: 'Yes, a veteran with a service-connected disability' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    id: 'businessSize',
    question: 'What were the business’s gross annual revenues (average of recent years)?',
    help: 'Revenue decides the small-business, HUBZone and 8(a) size limits.',
    options: [
      { value: 'under-1m', label: 'Under $1 million' },
      { value: '1m-5m', label: '$1 million to under $5 million' },
      { value: '5m-25m', label: '$5 million to $25 million' },
      { value: 'over-25m', label: 'More than $25 million' },
    ],
  },
  {
    id: 'employees',
    question: 'How many people does the business employ, including part-time staff?',
    help: 'Many industries measure small-business size by head count instead of revenue.',
    options: [
      { value: 'under-50', label: 'Fewer than 50' },
      { value: '50-500', label: '50 to 500' },
      { value: 'over-500', label: 'More than 500' },
    ],
  },
  {
    id: 'industry',
    question: 'Which industry best describes your main line of business?',
    help: 'Size standards are set per industry (NAICS code); we will check yours in the review.',
    options: [
      { value: 'construction', label: 'Construction and trades' },
      { value: 'professional-services', label: 'Professional, scientific or technical services' },
      { value: 'manufacturing', label: 'Manufacturing' },
      { value: 'technology', label: 'Information technology' },
      { value: 'retail-wholesale', label: 'Retail or wholesale trade' },
      { value: 'other', label: 'Another industry' },
    ],
  },
  {
    id: 'location',
    question: 'Is your principal office in a HUBZone (a Historically Underutilized Business Zone)?',
    help: 'You can look up an address on the SBA’s HUBZone map.',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'not-sure', label: 'I am not sure' },
    ],
  },
  {
    id: 'control',
    question: 'Who manages the business day to day and makes its long-term decisions?',
    help: 'MBE and WBE programs look at control as well as ownership.',
    options: [
      { value: 'minority', label: 'A member of a minority group (for example Black, Hispanic, Asian or Native American)' },
      { value: 'woman', label: 'A woman' },
      { value: 'minority-woman', label: 'A woman who is also a member of a minority group' },
      { value: 'other', label: 'None of these' },
    ],
  },
  {
    id: 'yearsInBusiness',
    question: 'How long has the business been operating?',
    help: 'The 8(a) program looks for a track record of at least two years.',
    options: [
      { value: 'under-2', label: 'Less than 2 years' },
      { value: '2-5', label: '2 to 5 years' },
      { value: 'over-5', label: 'More than 5 years' },
    ],
  },
] as const satisfies readonly CertificationQuestion[];

/** Answers: question id -> chosen option value. */
export type CertificationAnswers = Readonly<Partial<Record<CertificationQuestionId, string>>>;

/** The label of the option chosen for a question, or null when it was not answered (or is unknown). */
export function answerLabel(id: CertificationQuestionId, answers: CertificationAnswers): string | null {
  const question: CertificationQuestion | undefined = certificationQuestions.find((q) => q.id === id);
  return question?.options.find((o) => o.value === answers[id])?.label ?? null;
}

export type CertificationId = 'mbe-wbe' | 'vosb' | 'sdvosb' | 'hubzone' | '8a' | 'small-business' | 'general-support';

export interface CertificationInfo {
  id: CertificationId;
  name: string;
  /** Who runs it. */
  agency: string;
  description: string;
  benefits: readonly string[];
  /** The first thing to do to apply. */
  nextStep: string;
}

/** What each result says about the certification (docs/tools.md#eligibility-rules quotes the figures). */
export const certifications: Readonly<Record<CertificationId, CertificationInfo>> = {
  'mbe-wbe': {
    id: 'mbe-wbe',
    name: 'MBE/WBE Certification',
    agency: 'NMSDC, WBENC and state and local agencies',
    description:
      'Minority Business Enterprise and Women Business Enterprise certification for businesses at least 51% owned, controlled and operated by minority group members or women.',
    benefits: [
      'Access to supplier-diversity programs at large corporations',
      'Eligibility for state and local minority and women set-aside contracts',
      'For the federal DBE program, each qualifying owner’s personal net worth must stay under $1.32 million',
    ],
    nextStep: 'Gather proof of ownership, control and citizenship, then apply with NMSDC (MBE), WBENC (WBE) or your state’s certifying agency.',
  },
  vosb: {
    id: 'vosb',
    name: 'Veteran-Owned Small Business (VOSB)',
    agency: 'SBA Veteran Small Business Certification (VetCert)',
    description: 'Certification for small businesses at least 51% owned and controlled by one or more veterans.',
    benefits: ['Set-aside and sole-source contracts at the Department of Veterans Affairs', 'Priority in the VA’s Veterans First contracting program'],
    nextStep: 'Have your DD-214 ready and apply through the SBA’s VetCert portal.',
  },
  sdvosb: {
    id: 'sdvosb',
    name: 'Service-Disabled Veteran-Owned Small Business (SDVOSB)',
    agency: 'SBA Veteran Small Business Certification (VetCert)',
    description: 'Certification for small businesses at least 51% owned and controlled by veterans with a service-connected disability.',
    benefits: [
      'Sole-source contracts up to $4 million ($6.5 million for manufacturing)',
      'A government-wide goal of 5% of federal contracting dollars for SDVOSBs',
    ],
    nextStep: 'Have your DD-214 and VA disability rating letter ready and apply through VetCert.',
  },
  hubzone: {
    id: 'hubzone',
    name: 'HUBZone Certification',
    agency: 'U.S. Small Business Administration',
    description: 'For small businesses whose principal office is in a Historically Underutilized Business Zone and whose workforce lives there.',
    benefits: ['A 10% price evaluation preference in full and open federal competitions', 'Access to HUBZone set-aside and sole-source contracts'],
    nextStep: 'Confirm that at least 35% of your employees live in a HUBZone, then apply on MySBA Certifications.',
  },
  '8a': {
    id: '8a',
    name: '8(a) Business Development Program',
    agency: 'U.S. Small Business Administration',
    description: 'A nine-year program for small businesses at least 51% owned and controlled by socially and economically disadvantaged individuals.',
    benefits: [
      'Sole-source contracts up to $4 million ($6.5 million for manufacturing)',
      'A dedicated SBA business opportunity specialist and mentor-protégé support',
    ],
    nextStep: 'Prepare two years of tax returns and personal financial statements, then apply on MySBA Certifications.',
  },
  'small-business': {
    id: 'small-business',
    name: 'Small Business Certification',
    agency: 'U.S. Small Business Administration (SAM.gov)',
    description: 'Self-certified small-business status under the SBA size standard for your industry.',
    benefits: ['Access to contracts set aside for small businesses', 'Eligibility for SBA loans and the SBA’s surety bond guarantee'],
    nextStep: 'Register in SAM.gov with your NAICS codes and confirm the size standard for each.',
  },
  'general-support': {
    id: 'general-support',
    name: 'General Business Support',
    agency: 'Elite Business Advisory',
    description: 'Your answers do not meet the requirements of these certifications today. We can help you grow toward them and win business without one.',
    benefits: [
      'A review of the ownership, size and location changes that would open a certification',
      'Capability statements and bid strategy for commercial and public contracts',
    ],
    nextStep: 'Book a free consultation to review your options.',
  },
};
