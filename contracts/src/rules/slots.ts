import { BOOKING_WINDOW_DAYS, MINIMUM_NOTICE_MINUTES, SLOT_GRID_MINUTES } from '../catalogue/appointments.ts';

/**
 * Slot rules shared by the server (which decides) and the browser (which only
 * shows). Pure: the caller passes the rules, the booked intervals and "now".
 */

export interface WeeklyRule {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Interval {
  /** UTC milliseconds, start inclusive, end exclusive. */
  start: number;
  end: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2200) return null;
  return { year, month, day };
}

/** Minutes since midnight of an 'HH:MM' 24-hour time, or null. */
export function parseHhMm(value: string): number | null {
  const m = TIME.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const formatHhMm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 'HH:MM' as the site shows it: '2:30 PM'. */
export function to12Hour(hhmm: string): string {
  const minute = parseHhMm(hhmm);
  if (minute === null) return hhmm;
  const h = Math.floor(minute / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minute % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** ISO weekday of a calendar day (not of an instant). */
export function isoWeekday(date: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`not a date: ${date}`);
  const dow = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return dow === 0 ? 7 : dow;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: number, timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(instant))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return p as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in milliseconds (New York: -4 h or -5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (instant - (instant % 1000));
}

/**
 * The UTC instant of a wall-clock time on a day in a zone. On the spring-forward
 * night a time that does not exist moves forward by the gap; on the fall-back
 * night an ambiguous time is its first (daylight) occurrence. Business hours
 * (9-18) never touch either, but the function stays total.
 */
export function zonedToUtc(date: string, minuteOfDay: number, timeZone: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`not a date: ${date}`);
  const wall = Date.UTC(d.year, d.month - 1, d.day, 0, minuteOfDay);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return Math.min(first, second);
}

/**
 * The last UTC minute asked in each zone, with its answer: every read of a day's free times asks what day it is now.
 * Zones' offsets have been whole minutes since the 1970s, so one answer holds for the whole UTC minute.
 */
const lastMinuteAsked = new Map<string, { minute: number; answer: Readonly<{ date: string; minute: number }> }>();

/** The calendar day (YYYY-MM-DD) and minute of day of an instant in a zone. */
export function utcToZoned(instant: number, timeZone: string): Readonly<{ date: string; minute: number }> {
  const utcMinute = Math.floor(instant / 60_000);
  const kept = lastMinuteAsked.get(timeZone);
  if (kept?.minute === utcMinute) return kept.answer;
  const p = zoneParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const answer = Object.freeze({ date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minute: p.hour * 60 + p.minute });
  lastMinuteAsked.set(timeZone, { minute: utcMinute, answer });
  return answer;
}

/**
 * Each day's UTC midnight in a zone when the day has one offset, or null on a day with a clock change. Kept: a zone's
 * rules do not change while the process runs, and finding a midnight takes four Intl calls (about 6 us each), which
 * every read of a day's free times paid (npm run bench:slots). Bounded, as a cache and not a record of every day asked.
 */
const dayMidnights = new Map<string, number | null>();
const DAYS_KEPT = 2000;

/**
 * zonedToUtc for many times of one day. A day without a clock change (every
 * day but two a year) has one offset: its midnight plus the minutes, with no
 * further Intl calls (they cost microseconds each, and a day has 18+ cells).
 */
function zonedDay(date: string, timeZone: string): (minuteOfDay: number) => number {
  const key = `${timeZone} ${date}`;
  let midnight = dayMidnights.get(key);
  if (midnight === undefined) {
    const start = zonedToUtc(date, 0, timeZone);
    midnight = zonedToUtc(date, 24 * 60, timeZone) - start === 86_400_000 ? start : null;
    if (dayMidnights.size >= DAYS_KEPT) dayMidnights.clear();
    dayMidnights.set(key, midnight);
  }
  if (midnight === null) return (minute) => zonedToUtc(date, minute, timeZone);
  const uniform = midnight;
  return (minute) => uniform + minute * 60_000;
}

export interface SlotQuery {
  date: string;
  durationMinutes: number;
  rules: WeeklyRule[];
  booked: Interval[];
  now: number;
  timeZone: string;
  minimumNoticeMinutes?: number;
  windowDays?: number;
}

export interface Slot {
  time: string;
  start: number;
  end: number;
}

/**
 * The free slots of a day for one appointment length: each starts on the
 * 30-minute grid inside a rule of that weekday, ends by the rule's close,
 * starts at least the minimum notice after now, lies within the booking
 * window, and overlaps no booked interval.
 */
export function availableSlots(q: SlotQuery): Slot[] {
  const notice = (q.minimumNoticeMinutes ?? MINIMUM_NOTICE_MINUTES) * 60_000;
  const today = utcToZoned(q.now, q.timeZone).date;
  if (q.date < today) return [];
  const windowEnd = q.now + (q.windowDays ?? BOOKING_WINDOW_DAYS) * 86_400_000;
  const weekday = isoWeekday(q.date);
  const toUtc = zonedDay(q.date, q.timeZone);
  const slots: Slot[] = [];
  for (const rule of q.rules.filter((r) => r.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute)) {
    const firstCell = Math.ceil(rule.startMinute / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES;
    for (let minute = firstCell; minute + q.durationMinutes <= rule.endMinute; minute += SLOT_GRID_MINUTES) {
      const start = toUtc(minute);
      const end = start + q.durationMinutes * 60_000;
      if (start < q.now + notice || start > windowEnd) continue;
      if (q.booked.some((b) => b.start < end && start < b.end)) continue;
      if (slots.some((s) => s.start === start)) continue;
      slots.push({ time: formatHhMm(minute), start, end });
    }
  }
  return slots;
}

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant: 'EST' or 'EDT' for New York. */
export function zoneAbbreviation(instant: number, timeZone: string): string {
  // A formatter per zone, made once: making one costs far more than using it.
  let format = nameFormatters.get(timeZone);
  if (!format) nameFormatters.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })));
  return format.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The first and last days the booking calendar offers (docs/scheduling.md#scheduling-wizard): today only while a slot
 * of the shortest appointment can still start after the notice, and the window's last day only if a slot can start
 * on it before the window ends. The same rule as availableSlots, with nothing booked; weekends, holidays and closed
 * days are the calendar's to leave out.
 */
export function bookableDayRange(q: Pick<SlotQuery, 'rules' | 'now' | 'timeZone' | 'minimumNoticeMinutes' | 'windowDays'> & { shortestMinutes: number }): {
  first: string;
  last: string;
} {
  const canStartOn = (date: string) => availableSlots({ ...q, date, durationMinutes: q.shortestMinutes, booked: [] }).length > 0;
  const today = utcToZoned(q.now, q.timeZone).date;
  const windowEnd = utcToZoned(q.now + (q.windowDays ?? BOOKING_WINDOW_DAYS) * 86_400_000, q.timeZone).date;
  const shift = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // A day with no opening hours at all (a weekend) neither moves the ends nor counts as "too late".
  const open = (date: string) => q.rules.some((r) => r.weekday === isoWeekday(date));
  return {
    first: open(today) && !canStartOn(today) ? shift(today, 1) : today,
    last: open(windowEnd) && !canStartOn(windowEnd) ? shift(windowEnd, -1) : windowEnd,
  };
}
