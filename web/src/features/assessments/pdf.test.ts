import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { buildReport, scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { winAnsiSafe, wrapText } from './pdf.ts';
import { assessmentReportPdf } from './report-pdf.ts';

/** A font whose characters are all 1 point wide at size 1. */
const monospace = { widthOfTextAtSize: (text: string, size: number) => text.length * size };

describe('winAnsiSafe', () => {
  it('keeps Latin-1 and typographic punctuation, replaces what the standard fonts cannot draw', () => {
    expect(winAnsiSafe('José Müller – “quoted” • 100%')).toBe('José Müller – “quoted” • 100%');
    expect(winAnsiSafe('张伟 😀\tok')).toBe('?? ? ok');
  });
});

describe('wrapText', () => {
  it('breaks at spaces so no line is wider than the width, and keeps explicit line breaks', () => {
    expect(wrapText('aaa bbb ccc', monospace, 1, 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('one\ntwo', monospace, 1, 100)).toEqual(['one', 'two']);
    // A word longer than the line stays whole on its own line.
    expect(wrapText('x abcdefghij y', monospace, 1, 5)).toEqual(['x', 'abcdefghij', 'y']);
  });
});

describe('assessmentReportPdf', () => {
  it('builds a real multi-page PDF, even for a name the standard fonts cannot draw', async () => {
    const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, 'c')!]));
    const report = buildReport(scoreAssessment(answers), '张伟 Zhang', 'November 23, 2026');
    const bytes = await assessmentReportPdf(report, 'https://www.example.com');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe('Business Readiness Assessment Report');
    expect(doc.getSubject()).toBe('Prepared for ?? Zhang');
  });
});
