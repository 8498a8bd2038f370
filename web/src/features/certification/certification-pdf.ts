import { company } from '@elite/contracts/catalogue/company';
import type { EligibilityResult } from '@elite/contracts/rules/certification-eligibility';
import { PdfWriter } from '../assessments/pdf.ts';
import { disclaimer, reportTitle, summaryOf } from './report.ts';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The quiz results as a PDF: the same sections and words as the results screen. */
export async function certificationReportPdf(result: EligibilityResult, generatedAt: Date): Promise<Uint8Array> {
  const date = longDate.format(generatedAt);
  const summary = summaryOf(result);
  const pdf = await PdfWriter.create({ title: reportTitle, author: company.name, subject: summary.heading });
  pdf.text(company.name.toUpperCase(), { size: 9, bold: true, color: '#b08a0e', gap: 2 });
  pdf.text(reportTitle, { size: 22, bold: true, color: '#0b1f3a', gap: 2 });
  pdf.text(`Generated on ${date}`, { size: 11, color: '#6b7280', gap: 10 });
  pdf.text(summary.heading, { size: 14, bold: true, color: '#0b1f3a' });
  pdf.text(summary.text);

  pdf.heading(result.qualifies ? 'Certifications you may qualify for' : 'Recommended next step');
  for (const c of result.eligible) {
    pdf.text(`${c.name} - ${result.qualifies ? 'Likely eligible' : 'Not eligible'}`, { bold: true, size: 12, gap: 0 });
    pdf.text(c.agency, { size: 9.5, color: '#6b7280', gap: 2 });
    pdf.text(c.description);
    for (const b of c.benefits) pdf.bullet(b, 8);
    pdf.text(`Next step: ${c.nextStep}`, { gap: 10 });
  }

  pdf.heading('Not eligible yet');
  if (result.notEligible.length === 0) pdf.text('Your answers meet the requirements of every program we screen for.');
  for (const { certification, unmet } of result.notEligible) {
    pdf.text(certification.name, { bold: true, gap: 0 });
    for (const u of unmet) pdf.bullet(`Needs: ${u}`, 8);
    pdf.space(4);
  }

  pdf.heading('Your answers');
  for (const a of result.answers) {
    pdf.text(a.question, { bold: true, size: 10, gap: 0 });
    pdf.text(a.answer, { indent: 8, gap: 6 });
  }
  pdf.text(disclaimer, { size: 9, color: '#6b7280' });

  pdf.heading('Get expert guidance');
  pdf.text(
    `Our advisors prepare and file certification applications every week. Schedule a free 30-minute consultation: call ${company.phoneDisplay} or e-mail ${company.email}. ${company.hours}.`,
  );

  return pdf.bytes(`${company.name} - ${reportTitle} - ${date}`);
}
