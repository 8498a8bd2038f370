import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { formatCents } from '@elite/contracts/rules/money';

// The back office reads times in the business's zone, as the appointments and the dashboard's days are counted.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const zonedDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });

/** A timestamp (ISO text) in en-US, in New York time: "Mar 14, 2026, 9:30 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * A calendar day in en-US: "Mar 14, 2026". A bare "YYYY-MM-DD" is that day
 * wherever the viewer is (it is not shifted by the time zone); a timestamp is its day in New York.
 */
export function formatDay(value: string): string {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return bare ? dateOnly.format(date) : zonedDay.format(date);
}

/** An amount the admin answers in dollars (the documented `price`), as shown: 4999 -> "$4,999", 6749.1 -> "$6,749.10". */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100));
}
