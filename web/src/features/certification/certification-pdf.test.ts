import { assessEligibility } from '@elite/contracts/rules/certification-eligibility';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificationReportPdf } from './certification-pdf.ts';
import { summaryOf } from './report.ts';

describe('certificationReportPdf', () => {
  it('builds a real PDF named after the report, whose subject is the screen’s headline', async () => {
    const result = assessEligibility({
      ownership: '100',
      veteran: 'service-disabled',
      businessSize: 'under-1m',
      employees: 'under-50',
      location: 'yes',
      control: 'woman',
      yearsInBusiness: '2-5',
    });
    const bytes = await certificationReportPdf(result, new Date('2026-11-23T12:00:00Z'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Certification Eligibility Report');
    expect(doc.getSubject()).toBe('You may qualify for 6 certifications');
  });

  it('an empty quiz still gives a report: General Business Support', async () => {
    const result = assessEligibility({});
    expect(summaryOf(result).heading).toBe('No certification fits your answers yet');
    const doc = await PDFDocument.load(await certificationReportPdf(result, new Date()));
    expect(doc.getSubject()).toBe('No certification fits your answers yet');
  });
});

describe('summaryOf', () => {
  it('counts the certifications in the headline, singular for one', () => {
    expect(summaryOf(assessEligibility({ employees: 'under-50' })).heading).toBe('You may qualify for 1 certification');
    expect(summaryOf(assessEligibility({ employees: 'under-50', location: 'yes', businessSize: 'under-1m' })).heading).toBe(
      'You may qualify for 2 certifications',
    );
  });
});
