import type { EligibilityResult } from '@elite/contracts/rules/certification-eligibility';

/** Words the results screen and the PDF share, so both say the same thing. */
export const reportTitle = 'Certification Eligibility Report';
export const disclaimer =
  'This is a preliminary screening based on your answers, not a determination by a certifying agency. Each program checks documents, size standards for your industry and other requirements before it certifies a business.';

export function summaryOf(result: EligibilityResult): { heading: string; text: string } {
  if (!result.qualifies) {
    return {
      heading: 'No certification fits your answers yet',
      text: 'Based on your answers your business does not meet the requirements of these certification programs today. General Business Support can still help you compete and grow toward them.',
    };
  }
  const count = result.eligible.length;
  return {
    heading: `You may qualify for ${count} certification${count === 1 ? '' : 's'}`,
    text: 'Based on your answers your business appears to meet the core requirements of the programs below. Each one opens contracts and programs set aside for certified businesses.',
  };
}

export const reportFilename = 'certification-eligibility-report.pdf';
