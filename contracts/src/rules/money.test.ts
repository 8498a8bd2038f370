import { describe, expect, it } from 'vitest';
import { formatCents, priceTextToCents } from './money.ts';

describe('formatCents', () => {
  it('shows whole dollars with a $ prefix and thousands separators', () => {
    expect(formatCents(499900)).toBe('$4,999');
    expect(formatCents(25000000)).toBe('$250,000');
    expect(formatCents(0)).toBe('$0');
  });

  it('shows cents only when there are some, always with two digits', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(1205)).toBe('$12.05');
  });

  it('shows a negative amount (a discount line) with a minus sign', () => {
    expect(formatCents(-550000)).toBe('-$5,500');
  });

  it('refuses a fractional number of cents', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
  });
});

describe('priceTextToCents', () => {
  it.each([
    ['$4,999', 499900],
    ['$2,500/yr', 250000],
    ['$8,500/yr', 850000],
    ['$25,000/mo', 2500000],
    ['$250,000 per month', 25000000],
    ['$12.50', 1250],
    ['75000', 7500000],
  ])('reads %s as %i cents', (text, cents) => {
    expect(priceTextToCents(text)).toBe(cents);
  });

  it.each(['Custom', '', '$', 'from $5,000', '$1.234'])('gives null for %j', (text) => {
    expect(priceTextToCents(text)).toBeNull();
  });
});
