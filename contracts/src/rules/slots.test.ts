import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, defaultAvailability } from '../catalogue/appointments.ts';
import { availableSlots, bookableDayRange, isoWeekday, parseIsoDate, to12Hour, utcToZoned, zonedToUtc } from './slots.ts';

const NY = BUSINESS_TIME_ZONE;
const base = { rules: defaultAvailability, booked: [], timeZone: NY, minimumNoticeMinutes: 120 };
/** A Monday some weeks before the day asked about, so only the rules decide. */
const longBefore = Date.parse('2026-11-02T12:00:00Z');

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('26-1-1')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
  });

  it('knows the weekday of a day, wherever the server runs', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('shows 12-hour times', () => {
    expect(['09:00', '12:00', '12:30', '17:30', '00:15'].map(to12Hour)).toEqual(['9:00 AM', '12:00 PM', '12:30 PM', '5:30 PM', '12:15 AM']);
  });
});

describe('time zones', () => {
  it('puts 9 AM New York at 14:00 UTC in winter and 13:00 UTC in summer', () => {
    expect(new Date(zonedToUtc('2026-01-15', 9 * 60, NY)).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(new Date(zonedToUtc('2026-07-15', 9 * 60, NY)).toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('handles the DST change weeks: the Monday after each change is on the new offset', () => {
    // Spring forward on Sunday 2026-03-08, fall back on Sunday 2026-11-01.
    expect(new Date(zonedToUtc('2026-03-06', 9 * 60, NY)).toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(new Date(zonedToUtc('2026-03-09', 9 * 60, NY)).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(new Date(zonedToUtc('2026-10-30', 9 * 60, NY)).toISOString()).toBe('2026-10-30T13:00:00.000Z');
    expect(new Date(zonedToUtc('2026-11-02', 9 * 60, NY)).toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('round-trips an instant to its local day and minute', () => {
    expect(utcToZoned(Date.parse('2026-11-02T22:30:00Z'), NY)).toEqual({ date: '2026-11-02', minute: 17 * 60 + 30 });
    expect(utcToZoned(Date.parse('2026-11-03T03:00:00Z'), NY)).toEqual({ date: '2026-11-02', minute: 22 * 60 });
  });

  it('answers from what it kept (a UTC minute, a day) exactly as it would compute afresh, across midnight and a clock change', () => {
    // The last millisecond of a New York day and the first of the next are in different UTC minutes: two answers.
    const lastMs = Date.parse('2026-11-03T04:59:59.999Z');
    expect(utcToZoned(lastMs, NY)).toEqual({ date: '2026-11-02', minute: 23 * 60 + 59 });
    expect(utcToZoned(lastMs + 1, NY)).toEqual({ date: '2026-11-03', minute: 0 });
    expect(utcToZoned(lastMs, NY)).toEqual({ date: '2026-11-02', minute: 23 * 60 + 59 });
    // Other zones keep their own minute: Tokyo is already on the next day.
    expect(utcToZoned(lastMs, 'Asia/Tokyo')).toEqual({ date: '2026-11-03', minute: 13 * 60 + 59 });
    // A day with a clock change is asked before and after an ordinary day: each keeps its own answer.
    const night = [{ weekday: 7, startMinute: 0, endMinute: 6 * 60 }];
    const ask = (date: string) =>
      availableSlots({ ...base, rules: night, date, durationMinutes: 30, now: Date.parse('2026-02-01T00:00:00Z') }).map((s) => s.start);
    const spring = ask('2026-03-08');
    const ordinary = ask('2026-03-15');
    expect(ask('2026-03-08')).toEqual(spring);
    expect(ask('2026-03-15')).toEqual(ordinary);
    expect(spring.length).toBe(ordinary.length - 2);
    expect(ordinary[0]).toBe(zonedToUtc('2026-03-15', 0, NY));
  });

  it('offers the same local slots on the Monday after a DST change as on the Friday before', () => {
    const before = availableSlots({ ...base, date: '2026-03-06', durationMinutes: 30, now: Date.parse('2026-02-01T00:00:00Z') });
    const after = availableSlots({ ...base, date: '2026-03-09', durationMinutes: 30, now: Date.parse('2026-02-01T00:00:00Z') });
    expect(after.map((s) => s.time)).toEqual(before.map((s) => s.time));
    expect(after[0]!.start - before[0]!.start).toBe((3 * 24 - 1) * 3_600_000);
  });

  it('on the change nights themselves (a Sunday rule spanning 2 AM), each slot is the instant of its wall-clock time', () => {
    const night = [{ weekday: 7, startMinute: 0, endMinute: 6 * 60 }];
    for (const date of ['2026-03-08', '2026-11-01', '2026-11-08']) {
      const slots = availableSlots({ ...base, rules: night, date, durationMinutes: 30, now: Date.parse(date) - 7 * 86_400_000 });
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        const [h, m] = slot.time.split(':').map(Number);
        expect(slot.start).toBe(zonedToUtc(date, h! * 60 + m!, NY));
      }
    }
    // Spring forward: 2:00 and 2:30 do not exist on the clock, so they are not offered; each instant is offered once.
    const spring = availableSlots({ ...base, rules: night, date: '2026-03-08', durationMinutes: 30, now: Date.parse('2026-03-01T00:00:00Z') });
    expect(new Set(spring.map((s) => s.start)).size).toBe(spring.length);
    expect(spring.map((s) => s.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
  });
});

describe('availableSlots', () => {
  it('offers 30-minute slots from 9:00 to 17:30 on a weekday: the last one ends at 18:00', () => {
    const slots = availableSlots({ ...base, date: '2026-11-24', durationMinutes: 30, now: longBefore });
    expect(slots).toHaveLength(18);
    expect(slots[0]!.time).toBe('09:00');
    expect(slots.at(-1)!.time).toBe('17:30');
    expect(slots.at(-1)!.end).toBe(zonedToUtc('2026-11-24', 18 * 60, NY));
  });

  it('offers 60-minute slots on the same grid, the last at 17:00', () => {
    const slots = availableSlots({ ...base, date: '2026-11-24', durationMinutes: 60, now: longBefore });
    expect(slots).toHaveLength(17);
    expect(slots.at(-1)!.time).toBe('17:00');
  });

  it('offers nothing on Saturday and Sunday', () => {
    expect(availableSlots({ ...base, date: '2026-11-28', durationMinutes: 30, now: longBefore })).toEqual([]);
    expect(availableSlots({ ...base, date: '2026-11-29', durationMinutes: 30, now: longBefore })).toEqual([]);
  });

  it('offers nothing on a day before today in New York', () => {
    const now = Date.parse('2026-11-25T15:00:00Z');
    expect(availableSlots({ ...base, date: '2026-11-24', durationMinutes: 30, now })).toEqual([]);
  });

  it('keeps the minimum notice: at 10:15 New York time with 2 hours notice, the first slot is 12:30', () => {
    const now = zonedToUtc('2026-11-24', 10 * 60 + 15, NY);
    expect(availableSlots({ ...base, date: '2026-11-24', durationMinutes: 30, now })[0]!.time).toBe('12:30');
    // Exactly 2 hours before a slot still offers it.
    const exact = zonedToUtc('2026-11-24', 10 * 60, NY);
    expect(availableSlots({ ...base, date: '2026-11-24', durationMinutes: 30, now: exact })[0]!.time).toBe('12:00');
  });

  it('offers nothing today after 4 PM (the last slot needs 2 hours notice)', () => {
    const now = zonedToUtc('2026-11-24', 16 * 60 + 1, NY);
    expect(availableSlots({ ...base, date: '2026-11-24', durationMinutes: 30, now })).toEqual([]);
  });

  it('leaves out slots that overlap a booking, for both lengths', () => {
    const start = zonedToUtc('2026-11-24', 10 * 60 + 30, NY);
    const booked = [{ start, end: start + 30 * 60_000 }];
    const thirty = availableSlots({ ...base, booked, date: '2026-11-24', durationMinutes: 30, now: longBefore }).map((s) => s.time);
    expect(thirty).toContain('10:00');
    expect(thirty).not.toContain('10:30');
    expect(thirty).toContain('11:00');
    const sixty = availableSlots({ ...base, booked, date: '2026-11-24', durationMinutes: 60, now: longBefore }).map((s) => s.time);
    // A 60-minute session needs both halves: 10:00 (10:00-11:00) and 10:30 are gone, 9:30 ends at 10:30 and stays.
    expect(sixty).toContain('09:30');
    expect(sixty).not.toContain('10:00');
    expect(sixty).not.toContain('10:30');
    expect(sixty).toContain('11:00');
  });

  it('a booked 60-minute session blocks both 30-minute cells', () => {
    const start = zonedToUtc('2026-11-24', 14 * 60, NY);
    const booked = [{ start, end: start + 60 * 60_000 }];
    const thirty = availableSlots({ ...base, booked, date: '2026-11-24', durationMinutes: 30, now: longBefore }).map((s) => s.time);
    expect(thirty).not.toContain('14:00');
    expect(thirty).not.toContain('14:30');
    expect(thirty).toContain('15:00');
  });

  it('offers nothing beyond the booking window', () => {
    expect(availableSlots({ ...base, date: '2027-11-24', durationMinutes: 30, now: longBefore })).toEqual([]);
  });
});

describe('bookableDayRange (docs/scheduling.md#scheduling-wizard)', () => {
  const range = (nowIso: string, windowDays?: number) =>
    bookableDayRange({ rules: defaultAvailability, timeZone: NY, minimumNoticeMinutes: 120, shortestMinutes: 30, now: Date.parse(nowIso), windowDays });

  it('offers today while a 30-minute slot can still start after the notice, and not after closing time has come too near', () => {
    expect(range('2026-11-23T15:15:00Z').first).toBe('2026-11-23'); // Monday 10:15 AM in New York
    expect(range('2026-11-23T20:30:00Z').first).toBe('2026-11-23'); // 3:30 PM: the 5:30 PM slot is still two hours away
    expect(range('2026-11-23T21:15:00Z').first).toBe('2026-11-24'); // 4:15 PM: too late today
  });

  it('ends with the booking window: its last day only if a slot can start on it before the window closes', () => {
    // Monday 7 AM in New York, a 3-day window: Thursday 7 AM, before any slot of Thursday.
    expect(range('2026-11-23T12:00:00Z', 3).last).toBe('2026-11-25');
    // Monday 10:15 AM: Thursday's 9 AM slot starts before the window closes at 10:15 AM.
    expect(range('2026-11-23T15:15:00Z', 3).last).toBe('2026-11-26');
    // 180 days from Monday 10:15 AM ends on a Saturday, which the calendar leaves out by itself.
    expect(range('2026-11-23T15:15:00Z').last).toBe('2027-05-22');
  });
});
