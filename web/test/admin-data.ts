import type { AdminTrends, ListLink } from '@elite/contracts/schemas/work-queues';

// The admin overview's data in web tests, as portal-data.ts is the portal's.

/** Twelve weeks to Nov 23, 2026 and twelve months to November 2026, every point `value`, the last ones `last`. */
export function adminTrends(value = 0, last = value): AdminTrends {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const weeks = Array.from({ length: 12 }, (_, i) => day(Date.UTC(2026, 10, 23 - 7 * (11 - i))));
  const months = Array.from({ length: 12 }, (_, i) => day(Date.UTC(2026, 10 - (11 - i), 1)));
  const received = (kind: 'lead' | 'appointment', from: string, to: string): ListLink => ({
    kind,
    query: { dateField: 'createdAt', from, to, sort: 'createdAt', dir: 'desc' },
  });
  const figure = (i: number) => (i === 11 ? last : value);
  return {
    newLeadsPerWeek: weeks.map((start, i) => ({ start, value: figure(i), link: received('lead', start, day(Date.parse(start) + 6 * 86_400_000)) })),
    bookingsPerWeek: weeks.map((start, i) => ({ start, value: figure(i), link: received('appointment', start, day(Date.parse(start) + 6 * 86_400_000)) })),
    revenuePerMonth: months.map((start, i) => ({
      start,
      value: figure(i) * 100_000,
      link: { kind: 'order', query: { status: ['paid', 'fulfilled'], dateField: 'paidAt', from: start, to: start.replace(/01$/, '28') } },
    })),
    conversionPerMonth: months.map((start, i) => ({
      start,
      value: figure(i) * 25,
      leads: 4 * figure(i),
      converted: figure(i),
      link: received('lead', start, start.replace(/01$/, '28')),
    })),
  };
}
