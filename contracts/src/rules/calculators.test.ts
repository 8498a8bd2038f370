import { describe, expect, it } from 'vitest';
import { calculateRoi, calculateTaxSavings, operatingAgreementAdvice, parseAmount, recommendEntity, roundTo2, taxEntityOptions } from './calculators.ts';

describe('recommendEntity: by expected revenue', () => {
  it.each([
    [0, 'Sole Proprietorship or LLC'],
    [49_999, 'Sole Proprietorship or LLC'],
    [49_999.99, 'Sole Proprietorship or LLC'],
    [50_000, 'LLC'],
    [149_999, 'LLC'],
    [150_000, 'S-Corporation'],
    [499_999, 'S-Corporation'],
    [499_999.99, 'S-Corporation'],
    [500_000, 'C-Corporation'],
    [10_000_000, 'C-Corporation'],
  ] as const)('%d suggests %s', (revenue, entity) => {
    const result = recommendEntity(revenue);
    expect(result.entity).toBe(entity);
    expect(result.text).toBe(entity);
    expect(result.reason.length).toBeGreaterThan(20);
  });
});

describe('recommendEntity: by owners', () => {
  it('one owner (the default) gets no operating-agreement advice', () => {
    expect(recommendEntity(100_000, 1)).toMatchObject({ multipleOwners: false, text: 'LLC' });
    expect(recommendEntity(100_000)).toMatchObject({ multipleOwners: false, text: 'LLC' });
    expect(recommendEntity(100_000, 0)).toMatchObject({ multipleOwners: false, text: 'LLC' });
  });

  it('more than one owner appends the operating-agreement advice to any entity', () => {
    expect(recommendEntity(100_000, 2)).toMatchObject({ entity: 'LLC', multipleOwners: true, text: `LLC. ${operatingAgreementAdvice}` });
    expect(recommendEntity(10_000, 5).text).toBe(`Sole Proprietorship or LLC. ${operatingAgreementAdvice}`);
    expect(recommendEntity(900_000, 3).text).toBe(`C-Corporation. ${operatingAgreementAdvice}`);
    expect(operatingAgreementAdvice).toMatch(/operating agreement/);
  });
});

describe('calculateRoi', () => {
  it('annual revenue is monthly revenue x 12, ROI is (annual - investment) / investment x 100', () => {
    expect(calculateRoi(10_000, 2_000)).toEqual({ annualRevenue: 24_000, netReturn: 14_000, roiPercent: 140 });
    expect(calculateRoi(12_000, 1_000)).toEqual({ annualRevenue: 12_000, netReturn: 0, roiPercent: 0 });
    expect(calculateRoi(50_000, 1_000)).toEqual({ annualRevenue: 12_000, netReturn: -38_000, roiPercent: -76 });
    expect(calculateRoi(5_000, 0)).toMatchObject({ annualRevenue: 0, roiPercent: -100 });
  });

  it('rounds ROI to two decimals', () => {
    expect(calculateRoi(3, 1).roiPercent).toBe(300); // (12 - 3) / 3
    expect(calculateRoi(7_000, 1_000).roiPercent).toBe(71.43); // 71.428571...
    expect(calculateRoi(9_000, 1_000).roiPercent).toBe(33.33); // 33.333...
    expect(calculateRoi(6_000, 1_000).roiPercent).toBe(100);
    expect(calculateRoi(30_000, 1_000).roiPercent).toBe(-60);
    expect(calculateRoi(70_000, 1_000).roiPercent).toBe(-82.86); // -82.857...
  });

  it('refuses an investment of 0 or less (the ROI would divide by zero)', () => {
    expect(() => calculateRoi(0, 1_000)).toThrow(RangeError);
    expect(() => calculateRoi(-5, 1_000)).toThrow(RangeError);
    expect(() => calculateRoi(Number.NaN, 1_000)).toThrow(RangeError);
  });
});

describe('roundTo2', () => {
  it('rounds half away from zero, without binary surprises', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(1.004)).toBe(1);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(0)).toBe(0);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
  });
});

describe('calculateTaxSavings', () => {
  it.each([
    ['llc', 0.15, 15_000],
    ['s-corp', 0.2, 20_000],
    ['c-corp', 0.18, 18_000],
    ['sole-proprietorship', 0, 0],
    ['anything-else', 0, 0],
    ['toString', 0, 0],
    ['', 0, 0],
  ])('%s saves %d of income', (entity, rate, savings) => {
    expect(calculateTaxSavings(100_000, entity)).toEqual({ rate, savings });
  });

  it('keeps cents to two decimals', () => {
    expect(calculateTaxSavings(33_333.33, 'llc').savings).toBe(5_000);
    expect(calculateTaxSavings(1_234.56, 'c-corp').savings).toBe(222.22);
    expect(calculateTaxSavings(0, 's-corp').savings).toBe(0);
  });

  it('offers every entity that has a rate, plus the sole proprietorship baseline', () => {
    expect(taxEntityOptions.map((o) => o.value)).toEqual(['llc', 's-corp', 'c-corp', 'sole-proprietorship']);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1000', 1000],
    ['$1,250.50', 1250.5],
    [' 75000 ', 75000],
    ['0', 0],
    [42, 42],
  ] as const)('%j is %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', '   ', 'abc', '-5', '1e5', '1.2.3', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%j counts as empty', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
