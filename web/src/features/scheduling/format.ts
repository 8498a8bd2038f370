import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { parseHhMm, to12Hour, zoneAbbreviation, zonedToUtc } from '@elite/contracts/rules/slots';

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) written out: "Tuesday, November 24, 2026". */
export const longDate = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** An HH:MM of the business's zone as the site shows it: "10:30 AM EST" (EDT in summer). */
export function timeWithZone(date: string, hhmm: string): string {
  const minute = parseHhMm(hhmm) ?? 12 * 60;
  return `${to12Hour(hhmm)} ${zoneAbbreviation(zonedToUtc(date, minute, BUSINESS_TIME_ZONE), BUSINESS_TIME_ZONE)}`;
}
