import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { company } from '@elite/contracts/catalogue/company';
import { assessEligibility } from '@elite/contracts/rules/certification-eligibility';
import { buildReport, scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificationReportPdf } from '../certification/certification-pdf.ts';
import { assessmentReportPdf } from './report-pdf.ts';

/** One run of text as the PDF places it: its words and the box its glyphs fill, in points from the page's corner. */
interface TextBox {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

// The widths of the two fonts the reports use, as pdf-lib measures them.
const metrics = await PDFDocument.create();
const fonts = { regular: await metrics.embedFont(StandardFonts.Helvetica), bold: await metrics.embedFont(StandardFonts.HelveticaBold) };
// Helvetica's ascender and descender, per 1000 units of the font size.
const ASCENT = 718 / 1000;
const DESCENT = 207 / 1000;

// The standard fonts' strings are WinAnsi bytes: Latin-1, except these from 0x80 to 0x9F.
const WIN_ANSI_HIGH_CODES = [
  0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e,
  0x9f,
];
const WIN_ANSI_HIGH = new Map(WIN_ANSI_HIGH_CODES.map((code, i) => [code, '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'[i]!]));
const winAnsiText = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH.get(b) ?? String.fromCharCode(b)).join('');

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
    .join('\n');
}

/** The text runs of each page, read back from the file's content streams (font, size, position and string of each). */
async function textBoxes(bytes: Uint8Array): Promise<TextBox[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const boxes: TextBox[] = [];
    for (const block of contentOf(page).matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1]!;
      const font = /\/(Helvetica(?:-Bold)?)-\d+ ([\d.]+) Tf/.exec(body);
      const at = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/.exec(body);
      const hex = /<([0-9A-Fa-f]*)> Tj/.exec(body);
      if (!font || !at || !hex) continue;
      const size = Number(font[2]);
      const text = winAnsiText(hex[1]!.match(/../g)!.map((h) => Number.parseInt(h, 16)));
      const left = Number(at[1]);
      const baseline = Number(at[2]);
      const width = (font[1] === 'Helvetica-Bold' ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
      boxes.push({ text, left, right: left + width, bottom: baseline - DESCENT * size, top: baseline + ASCENT * size });
    }
    return boxes;
  });
}

const overlap = (a: TextBox, b: TextBox) => a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

/** Every pair of text runs on a page that share any area. */
function overlapping(page: TextBox[]): string[] {
  const found: string[] = [];
  page.forEach((a, i) => page.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`"${a.text}" / "${b.text}"`)));
  return found;
}

/** Runs that leave the Letter page's printable area (a 36-point edge). */
const outside = (page: TextBox[]) => page.filter((b) => b.left < 36 || b.right > 612 - 36 || b.bottom < 18 || b.top > 792 - 36).map((b) => b.text);

async function expectClean(bytes: Uint8Array, date: string) {
  const pages = await textBoxes(bytes);
  // The reader found the report's text (a parser that found nothing would prove nothing).
  expect(pages.flat().length).toBeGreaterThan(15);
  pages.forEach((page, i) => {
    expect(overlapping(page), `page ${i + 1}`).toEqual([]);
    expect(outside(page), `page ${i + 1}`).toEqual([]);
    // Every page carries the brand, the report's date and its number.
    const footer = page.find((b) => b.text.includes(`Page ${i + 1} of ${pages.length}`));
    expect(footer?.text).toContain(company.name);
    expect(footer?.text).toContain(date);
  });
  return pages;
}

// docs/assessments.md#pdf-reports: no two pieces of text overlap; brand, date and page numbers on every page.
describe('the PDF reports are laid out without overlapping text', () => {
  for (const answer of ['a', 'b', 'c', 'd'] as const) {
    it(`the readiness report for answers all "${answer}"`, async () => {
      const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, answer)!]));
      const report = buildReport(scoreAssessment(answers), 'Chen Robotics and Precision Manufacturing Holdings LLC', 'November 25, 2026');
      const pages = await expectClean(await assessmentReportPdf(report, 'https://www.example.com'), 'November 25, 2026');
      expect(pages.length).toBeGreaterThanOrEqual(2);
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
  });
});
