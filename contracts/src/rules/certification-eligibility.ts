/**
 * Certification eligibility (docs/tools.md#eligibility-rules), computed in the browser from the
 * quiz answers (the quiz makes no call):
 * - 51% or more ownership with minority or women control: MBE/WBE;
 * - a veteran plus 51%: VOSB; a service-disabled veteran plus 51%: SDVOSB (and VOSB:
 *   a service-disabled veteran is a veteran, see docs/decisions/0010);
 * - a HUBZone office plus revenue under $5M: HUBZone;
 * - 51%, 2 to 5 years in business and revenue under $5M: 8(a);
 * - under 50 employees, or 50 to 500 with revenue of $25M or less: small business;
 * - none of these: General Business Support (not eligible).
 */
import {
  answerLabel,
  certificationQuestions,
  certifications,
  type CertificationAnswers,
  type CertificationId,
  type CertificationInfo,
} from '../catalogue/certification.ts';

export interface Requirement {
  text: string;
  met: boolean;
}

export interface CertificationCheck {
  certification: CertificationInfo;
  eligible: boolean;
  requirements: readonly Requirement[];
}

export interface EligibilityResult {
  /** True when at least one certification fits. */
  qualifies: boolean;
  /** The certifications that fit, in a fixed order; General Business Support alone when none does. */
  eligible: readonly CertificationInfo[];
  /** The certifications that do not fit, each with the requirements it is missing. */
  notEligible: readonly { certification: CertificationInfo; unmet: readonly string[] }[];
  /** Every question with the chosen option's label ('Not answered' when skipped), in quiz order. */
  answers: readonly { question: string; answer: string }[];
}

/** The facts the rules read, from the chosen options. An unanswered question meets no requirement. */
export function eligibilityFacts(answers: CertificationAnswers) {
  const revenue = answers.businessSize;
  return {
    majorityOwned: answers.ownership === '100' || answers.ownership === '51-99',
    minorityOrWomanControlled: answers.control === 'minority' || answers.control === 'woman' || answers.control === 'minority-woman',
    veteran: answers.veteran === 'yes' || answers.veteran === 'service-disabled',
    serviceDisabledVeteran: answers.veteran === 'service-disabled',
    inHubZone: answers.location === 'yes',
    revenueUnder5M: revenue === 'under-1m' || revenue === '1m-5m',
    revenueAtMost25M: revenue === 'under-1m' || revenue === '1m-5m' || revenue === '5m-25m',
    under50Employees: answers.employees === 'under-50',
    employees50To500: answers.employees === '50-500',
    twoToFiveYears: answers.yearsInBusiness === '2-5',
  };
}

type Facts = ReturnType<typeof eligibilityFacts>;

const ownership51 = (f: Facts): Requirement => ({ text: 'At least 51% owned by the qualifying owners', met: f.majorityOwned });
const revenueUnder5M = (f: Facts): Requirement => ({ text: 'Annual revenue under $5 million', met: f.revenueUnder5M });

/** Each certification's requirements, in the order the results list them. */
const rules: readonly [Exclude<CertificationId, 'general-support'>, (f: Facts) => Requirement[]][] = [
  ['mbe-wbe', (f) => [ownership51(f), { text: 'Controlled day to day by a member of a minority group or a woman', met: f.minorityOrWomanControlled }]],
  ['vosb', (f) => [ownership51(f), { text: 'The majority owner is a veteran', met: f.veteran }]],
  ['sdvosb', (f) => [ownership51(f), { text: 'The majority owner is a service-disabled veteran', met: f.serviceDisabledVeteran }]],
  ['hubzone', (f) => [{ text: 'Principal office in a HUBZone', met: f.inHubZone }, revenueUnder5M(f)]],
  ['8a', (f) => [ownership51(f), { text: 'In business for 2 to 5 years', met: f.twoToFiveYears }, revenueUnder5M(f)]],
  [
    'small-business',
    (f) => [
      {
        text: 'Fewer than 50 employees, or 50 to 500 employees with annual revenue of $25 million or less',
        met: f.under50Employees || (f.employees50To500 && f.revenueAtMost25M),
      },
    ],
  ],
];

/** Every certification checked against the answers. */
export function checkCertifications(answers: CertificationAnswers): CertificationCheck[] {
  const facts = eligibilityFacts(answers);
  return rules.map(([id, requirementsOf]) => {
    const requirements = requirementsOf(facts);
    return { certification: certifications[id], eligible: requirements.every((r) => r.met), requirements };
  });
}

export function assessEligibility(answers: CertificationAnswers): EligibilityResult {
  const checks = checkCertifications(answers);
  const fitting = checks.filter((c) => c.eligible).map((c) => c.certification);
  return {
    qualifies: fitting.length > 0,
    eligible: fitting.length > 0 ? fitting : [certifications['general-support']],
    notEligible: checks
      .filter((c) => !c.eligible)
      .map((c) => ({ certification: c.certification, unmet: c.requirements.filter((r) => !r.met).map((r) => r.text) })),
    answers: certificationQuestions.map((q) => ({ question: q.question, answer: answerLabel(q.id, answers) ?? 'Not answered' })),
  };
}
