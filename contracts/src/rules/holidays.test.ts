import { describe, expect, it } from 'vitest';
import { federalHolidayOn, federalHolidays, federalHolidaysBetween, isFederalHoliday } from './holidays.ts';

/** docs/scheduling.md#holidays-and-blocked-times: the eleven federal holidays, on their observed days. */
describe('federalHolidays', () => {
  it('2026: eleven days, Independence Day (a Saturday) observed on Friday July 3', () => {
    expect(federalHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(federalHolidayOn('2026-07-03')).toEqual({ date: '2026-07-03', name: 'Independence Day', observed: true });
    expect(isFederalHoliday('2026-07-04')).toBe(false);
  });

  it('2027: Juneteenth (Saturday) on Friday June 18, Independence Day (Sunday) on Monday July 5, Christmas (Saturday) on Friday December 24', () => {
    expect(federalHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it("2028: Christmas (Monday) as is; New Year's Day 2028 (a Saturday) is observed on Friday December 31, 2027", () => {
    expect(federalHolidays(2028).map((h) => h.date)).toEqual([
      '2027-12-31',
      '2028-01-17',
      '2028-02-21',
      '2028-05-29',
      '2028-06-19',
      '2028-07-04',
      '2028-09-04',
      '2028-10-09',
      '2028-11-10',
      '2028-11-23',
      '2028-12-25',
    ]);
    expect(federalHolidayOn('2027-12-31')?.name).toBe("New Year's Day");
    expect(isFederalHoliday('2028-01-01')).toBe(false);
  });

  it('2029: Veterans Day (Sunday) on Monday November 12; Memorial Day is the last Monday of May', () => {
    const days = federalHolidays(2029).map((h) => h.date);
    expect(days).toContain('2029-11-12');
    expect(days).toContain('2029-05-28');
    expect(days).toContain('2029-01-15');
    expect(days).toContain('2029-11-22');
  });

  it('every observed day is a weekday, every year for a century', () => {
    for (let year = 2000; year < 2100; year += 1) {
      for (const h of federalHolidays(year)) expect([1, 2, 3, 4, 5], `${h.name} ${h.date}`).toContain(new Date(`${h.date}T00:00:00Z`).getUTCDay());
    }
  });

  it('an ordinary day is no holiday', () => {
    expect(federalHolidayOn('2026-03-10')).toBeNull();
    expect(isFederalHoliday('2026-11-27')).toBe(false);
  });

  it('lists the holidays of a range, across years, in order', () => {
    expect(federalHolidaysBetween('2027-12-01', '2028-01-31').map((h) => h.date)).toEqual(['2027-12-24', '2027-12-31', '2028-01-17']);
  });
});
