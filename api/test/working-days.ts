import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { isFederalHoliday } from '@elite/contracts/rules/holidays';
import { isoWeekday, utcToZoned } from '@elite/contracts/rules/slots';

/** Working days in New York (no weekends, no federal holidays) from `from` days ahead, in order: each test takes its own day so tests never share slots. */
export function weekdaysAhead(from: number, n: number): string[] {
  const days: string[] = [];
  for (let k = from; days.length < n; k += 1) {
    const date = utcToZoned(Date.now() + k * 86_400_000, BUSINESS_TIME_ZONE).date;
    if (isoWeekday(date) <= 5 && !isFederalHoliday(date) && !days.includes(date)) days.push(date);
  }
  return days;
}
