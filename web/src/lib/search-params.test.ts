import { describe, expect, it } from 'vitest';
import { searchPositiveInteger, searchString, searchStringOrNumber } from './search-params.ts';

describe('query-string readers (unusable values count as absent)', () => {
  it('reads a string, refusing other types and over-long ones, trimming when asked', () => {
    expect(searchString('professional')).toBe('professional');
    expect(searchString(123)).toBeUndefined();
    expect(searchString(undefined)).toBeUndefined();
    expect(searchString({ plan: 'x' })).toBeUndefined();
    expect(searchString('x'.repeat(41), { maxLength: 40 })).toBeUndefined();
    expect(searchString('x'.repeat(40), { maxLength: 40 })).toBe('x'.repeat(40));
    expect(searchString('  LLC Formation  ', { trim: true })).toBe('LLC Formation');
    expect(searchString('   ', { trim: true })).toBeUndefined();
  });

  it('reads a whole number from 1 to a maximum, given as a number or as digits', () => {
    expect(searchPositiveInteger(42, 100)).toBe(42);
    expect(searchPositiveInteger('42', 100)).toBe(42);
    for (const bad of [0, -3, 1.5, 101, '', ' ', 'abc', null, undefined, true, Number.NaN]) expect(searchPositiveInteger(bad, 100)).toBeUndefined();
  });

  it('keeps a string or a number as given', () => {
    expect(searchStringOrNumber(797)).toBe(797);
    expect(searchStringOrNumber('797')).toBe('797');
    expect(searchStringOrNumber(Number.NaN)).toBeUndefined();
    expect(searchStringOrNumber([797])).toBeUndefined();
  });
});
