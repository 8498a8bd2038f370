import { parseIsoDate } from '@elite/contracts/rules/slots';
import type { AdminTrends, ListLink, TrendPoint } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingsPerWeek } from '../appointments/appointments.service.ts';
import { leadConversionPerMonth, leadsPerWeek } from '../leads/leads.service.ts';
import { revenuePerMonth } from '../payments/order-records.service.ts';
import { addDays, businessDays, startOfDay } from '../work-queues/work-queues.service.ts';

/** How many weeks and months the charts show, the current one included. */
const SPAN = 12;

/** The first day of the month `back` months before `monthStarts` (YYYY-MM-01), and that month's last day. */
function monthBefore(monthStarts: string, back: number): { from: string; to: string } {
  const { year, month } = parseIsoDate(monthStarts)!;
  const day = (m: number, d: number) => new Date(Date.UTC(year, m, d)).toISOString().slice(0, 10);
  return { from: day(month - 1 - back, 1), to: day(month - back, 0) };
}

/** Days in New York, both included, of the records a point counts: a list's `from` and `to`. */
type Span = { from: string; to: string };
const receivedIn = (kind: 'lead' | 'appointment', { from, to }: Span): ListLink => ({
  kind,
  query: { dateField: 'createdAt', from, to, sort: 'createdAt', dir: 'desc' },
});

/**
 * The dashboard's trends (docs/admin.md#trends): the last 12 weeks (from Monday) and 12 months in New York, the
 * current ones included, counted in SQL per period; a period without records is 0. Each point carries the list
 * query that shows its records, as the dashboard's other numbers do.
 */
export async function adminTrends(em: EntityManager, now = Date.now()): Promise<AdminTrends> {
  const { weekStarts, monthStarts } = businessDays(now);
  const weeks: Span[] = Array.from({ length: SPAN }, (_, i) => {
    const from = addDays(weekStarts, -7 * (SPAN - 1 - i));
    return { from, to: addDays(from, 6) };
  });
  const months: Span[] = Array.from({ length: SPAN }, (_, i) => monthBefore(monthStarts, SPAN - 1 - i));
  const weeksSince = startOfDay(weeks[0]!.from);
  const monthsSince = startOfDay(months[0]!.from);
  const [leads, revenue, conversion, bookings] = await Promise.all([
    leadsPerWeek(em.fork(), weeksSince),
    revenuePerMonth(em.fork(), monthsSince),
    leadConversionPerMonth(em.fork(), monthsSince),
    bookingsPerWeek(em.fork(), weeksSince),
  ]);
  const point = (span: Span, value: number | undefined, link: ListLink): TrendPoint => ({ start: span.from, value: value ?? 0, link });
  return {
    newLeadsPerWeek: weeks.map((week) => point(week, leads.get(week.from)?.count, receivedIn('lead', week))),
    revenuePerMonth: months.map((month) =>
      point(month, revenue.get(month.from)?.cents, { kind: 'order', query: { status: ['paid', 'fulfilled'], dateField: 'paidAt', ...month } }),
    ),
    conversionPerMonth: months.map((month) => {
      const { leads: received = 0, converted = 0 } = conversion.get(month.from) ?? {};
      const share = received === 0 ? 0 : Math.round((1000 * converted) / received) / 10;
      return { ...point(month, share, receivedIn('lead', month)), leads: received, converted };
    }),
    bookingsPerWeek: weeks.map((week) => point(week, bookings.get(week.from)?.count, receivedIn('appointment', week))),
  };
}
