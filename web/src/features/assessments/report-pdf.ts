import { company } from '@elite/contracts/catalogue/company';
import { formatScore, type AssessmentReport } from '@elite/contracts/rules/readiness-assessment';
import { PdfWriter } from './pdf.ts';

/** Bar colours by the 80 and 60 cutoffs, as on the screen. */
const percentageColor = (p: number) => (p >= 80 ? '#2f9e44' : p >= 60 ? '#e8a317' : '#e03131');

/**
 * The detailed report as a PDF: the same sections and words as the report screen; each recommended offer with the
 * address of the page that sells it on this site (`origin`).
 */
export async function assessmentReportPdf(report: AssessmentReport, origin: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: report.title, author: company.name, subject: `Prepared for ${report.name}` });
  pdf.text(company.name.toUpperCase(), { size: 9, bold: true, color: '#b08a0e', gap: 2 });
  pdf.text(report.title, { size: 22, bold: true, color: '#0b1f3a', gap: 2 });
  pdf.text(`Prepared for ${report.name}`, { size: 11 });
  pdf.text(`Generated on ${report.date}`, { size: 11, color: '#6b7280', gap: 10 });
  pdf.text(`Overall score: ${report.overallScore}% (${report.scoreLevel})`, { size: 14, bold: true, color: '#0b1f3a' });

  pdf.heading('Executive Summary');
  for (const paragraph of report.executiveSummary) pdf.text(paragraph, { gap: 6 });

  pdf.heading('Category Analysis');
  for (const c of report.categories) {
    pdf.bar(`${c.name} - ${c.bandLabel}`, `${c.percentage}%`, c.percentage, percentageColor(c.percentage));
    pdf.text(`Score ${formatScore(c.score)} / ${formatScore(c.maxScore)}. ${c.assessment}`, { size: 9.5, color: '#4b5563', gap: 8 });
  }

  pdf.heading('Strategic Recommendations');
  pdf.text('Immediate actions', { bold: true, size: 12 });
  for (const area of report.immediateActions) {
    pdf.text(`${area.category} (${area.percentage}%)`, { bold: true, gap: 2 });
    for (const action of area.actions) pdf.bullet(action, 8);
    pdf.space(4);
  }
  pdf.text(`Roadmap to ${report.roadmap.target}%`, { bold: true, size: 12 });
  for (const step of report.roadmap.steps) pdf.bullet(step, 8);

  pdf.heading(report.canHelp.heading);
  pdf.text(report.canHelp.intro);
  for (const s of report.canHelp.services) {
    pdf.text(s.line, { bold: true, gap: 0 });
    pdf.text(s.description, { indent: 8, gap: 0 });
    pdf.text(`${origin}${s.item.href}`, { indent: 8, size: 9.5, color: '#1c4e80', gap: 6 });
  }
  pdf.text('Next steps', { bold: true, size: 12 });
  for (const step of report.canHelp.nextSteps) pdf.bullet(step, 8);

  pdf.heading('Ready to take the next step?');
  pdf.text(`Schedule a free 30-minute consultation: call ${company.phoneDisplay} or e-mail ${company.email}. ${company.hours}.`);

  return pdf.bytes(`${company.name} - ${report.title} - ${report.date}`);
}
