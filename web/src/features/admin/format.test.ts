import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format.ts';

describe('admin date formats', () => {
  it('a timestamp is shown in en-US with its time', () => {
    expect(formatDateTime('2026-03-14T12:00:00.000Z')).toMatch(/^Mar 1[34], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('a bare calendar day stays that day in any time zone', () => {
    expect(formatDay('2026-03-14')).toBe('Mar 14, 2026');
  });

  it('text that is not a date is shown as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDay('next week')).toBe('next week');
  });
});
