/**
 * US federal holidays (docs/scheduling.md#holidays-and-blocked-times): the business is closed on the day each is
 * observed. Pure: the days of a year as YYYY-MM-DD, by the rule of 5 U.S.C. 6103 — a holiday on a Saturday is
 * observed the Friday before, one on a Sunday the Monday after.
 */

export interface FederalHoliday {
  /** The day the holiday is observed (the office is closed), YYYY-MM-DD. */
  date: string;
  name: string;
  /** True when `date` is not the holiday's own date (a Saturday or Sunday holiday moved). */
  observed: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** 0 = Sunday ... 6 = Saturday. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The n-th (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, dow: number, n: number): number {
  const first = weekday(year, month, 1);
  return 1 + ((dow - first + 7) % 7) + (n - 1) * 7;
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, dow: number): number {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return days - ((weekday(year, month, days) - dow + 7) % 7);
}

/** A fixed-date holiday on the day it is observed: Saturday → the Friday before, Sunday → the Monday after. */
function fixed(year: number, month: number, day: number, name: string): FederalHoliday {
  const dow = weekday(year, month, day);
  const shift = dow === 6 ? -1 : dow === 0 ? 1 : 0;
  return { date: iso(year, month, day + shift), name, observed: shift !== 0 };
}

const floating = (year: number, month: number, day: number, name: string): FederalHoliday => ({ date: iso(year, month, day), name, observed: false });

/** The eleven federal holidays of a year, in date order, each on its observed day. */
export function federalHolidays(year: number): FederalHoliday[] {
  return [
    fixed(year, 1, 1, "New Year's Day"),
    floating(year, 1, nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'),
    floating(year, 2, nthWeekday(year, 2, 1, 3), "Washington's Birthday"),
    floating(year, 5, lastWeekday(year, 5, 1), 'Memorial Day'),
    fixed(year, 6, 19, 'Juneteenth National Independence Day'),
    fixed(year, 7, 4, 'Independence Day'),
    floating(year, 9, nthWeekday(year, 9, 1, 1), 'Labor Day'),
    floating(year, 10, nthWeekday(year, 10, 1, 2), 'Columbus Day'),
    fixed(year, 11, 11, 'Veterans Day'),
    floating(year, 11, nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'),
    fixed(year, 12, 25, 'Christmas Day'),
  ];
}

const byYear = new Map<number, Map<string, FederalHoliday>>();
function holidaysOf(year: number): Map<string, FederalHoliday> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map(federalHolidays(year).map((h) => [h.date, h]));
    byYear.set(year, days);
  }
  return days;
}

/**
 * The federal holiday observed on a day (YYYY-MM-DD), or null. New Year's Day of the next year falling on a
 * Saturday is observed on December 31 of this one, so the next year's list is read too.
 */
export function federalHolidayOn(date: string): FederalHoliday | null {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  return holidaysOf(year).get(date) ?? holidaysOf(year + 1).get(date) ?? null;
}

export const isFederalHoliday = (date: string): boolean => federalHolidayOn(date) !== null;

/** The observed holidays from `from` to `to` (YYYY-MM-DD, both included), in date order. */
export function federalHolidaysBetween(from: string, to: string): FederalHoliday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const found: FederalHoliday[] = [];
  for (let year = first; year <= last + 1; year += 1) for (const h of federalHolidays(year)) if (h.date >= from && h.date <= to) found.push(h);
  return found;
}
