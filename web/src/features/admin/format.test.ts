import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format.ts';

describe('admin date formats', () => {
  it('a timestamp is shown in en-US with its time in New York, whatever the viewer’s zone (docs/admin.md#work-queues)', () => {
    expect(formatDateTime('2026-03-14T12:00:00.000Z')).toMatch(/^Mar 14, 2026, 8:00\s?AM$/);
    expect(formatDateTime('2026-01-02T03:30:00.000Z')).toMatch(/^Jan 1, 2026, 10:30\s?PM$/);
  });

  it('a bare calendar day stays that day in any time zone', () => {
    expect(formatDay('2026-03-14')).toBe('Mar 14, 2026');
  });

  it('text that is not a date is shown as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDay('next week')).toBe('next week');
  });
});
