import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { company } from '@elite/contracts/catalogue/company';
import { assessEligibility } from '@elite/contracts/rules/certification-eligibility';
import { buildReport, scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { describe, expect, it } from 'vitest';
import { certificationReportPdf } from '../certification/certification-pdf.ts';
import { assessmentReportPdf } from './report-pdf.ts';
import { outside, overlapping, shapeBoxes, textBoxes, textOverShapes } from '../../../../test/pdf-layout.ts';

async function expectClean(bytes: Uint8Array, date: string) {
  const pages = await textBoxes(bytes);
  const shapes = await shapeBoxes(bytes);
  // The reader found the report's text (a parser that found nothing would prove nothing).
  expect(pages.flat().length).toBeGreaterThan(15);
  pages.forEach((page, i) => {
    expect(overlapping(page), `page ${i + 1}`).toEqual([]);
    expect(textOverShapes(page, shapes[i] ?? []), `page ${i + 1}: text over a bar or a rule`).toEqual([]);
    expect(outside(page), `page ${i + 1}`).toEqual([]);
    // Every page carries the brand, the report's date and its number.
    const footer = page.find((b) => b.text.includes(`Page ${i + 1} of ${pages.length}`));
    expect(footer?.text).toContain(company.name);
    expect(footer?.text).toContain(date);
  });
  return pages;
}

// docs/assessments.md#pdf-reports: no two pieces of text overlap, nor text and a score bar or a heading's rule; brand,
// date and page numbers on every page.
describe('the PDF reports are laid out without overlapping text', () => {
  for (const answer of ['a', 'b', 'c', 'd'] as const) {
    it(`the readiness report for answers all "${answer}"`, async () => {
      const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, answer)!]));
      const report = buildReport(scoreAssessment(answers), 'Chen Robotics and Precision Manufacturing Holdings LLC', 'November 25, 2026');
      const bytes = await assessmentReportPdf(report, 'https://www.example.com');
      const pages = await expectClean(bytes, 'November 25, 2026');
      expect(pages.length).toBeGreaterThanOrEqual(2);
      // The reader found the eight score bars (track and fill, or the track alone at 0%) and the headings' rules.
      const shapes = (await shapeBoxes(bytes)).flat();
      expect(shapes.filter((s) => s.text === 'a bar').length).toBeGreaterThanOrEqual(8);
      expect(shapes.filter((s) => s.text === 'a rule').length).toBeGreaterThanOrEqual(4);
    });
  }

  it('the certification report with every program, and with none', async () => {
    const every = assessEligibility({
      ownership: '100',
      veteran: 'service-disabled',
      businessSize: 'under-1m',
      employees: 'under-50',
      location: 'yes',
      control: 'woman',
      yearsInBusiness: '2-5',
    });
    await expectClean(await certificationReportPdf(every, new Date('2026-11-25T12:00:00Z')), 'November 25, 2026');
    await expectClean(await certificationReportPdf(assessEligibility({}), new Date('2026-11-25T12:00:00Z')), 'November 25, 2026');
  });

  it('the check finds an overlap when there is one', () => {
    const a = { text: 'a', left: 0, right: 10, bottom: 0, top: 10 };
    expect(overlapping([a, { ...a, text: 'b', left: 5, right: 15 }])).toEqual(['"a" / "b"']);
    expect(overlapping([a, { ...a, text: 'b', bottom: 10, top: 20 }])).toEqual([]);
    expect(textOverShapes([a], [{ ...a, text: 'a bar', bottom: 8, top: 16 }])).toEqual(['"a" / a bar at 8.0-16.0']);
    expect(textOverShapes([a], [{ ...a, text: 'a bar', bottom: 10, top: 16 }])).toEqual([]);
  });
});
