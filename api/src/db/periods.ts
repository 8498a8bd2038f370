import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { raw } from '@mikro-orm/core';
import type { QueryBuilder } from '@mikro-orm/postgresql';

/** A week (from Monday, as PostgreSQL's `date_trunc('week')` and the dashboard's "this week") or a calendar month. */
export type Period = 'week' | 'month';

/** The day (YYYY-MM-DD) a timestamp's week or month starts on in New York: date_trunc in the business's zone. */
const periodStart = (period: Period, column: string) => `to_char(date_trunc('${period}', ${column} at time zone '${BUSINESS_TIME_ZONE}'), 'YYYY-MM-DD')`;

/**
 * The rows of `qb` added up per week or month of `column` (docs/admin.md#trends), in SQL: each of `values` is an
 * aggregate (`count(*)`, `sum(e.total_cents)` …). Answers the periods that have rows, by their first day; the
 * caller fills the empty ones.
 */
export async function perPeriod<T extends object, V extends string>(
  qb: QueryBuilder<T>,
  period: Period,
  column: string,
  values: Record<V, string>,
): Promise<Map<string, Record<V, number>>> {
  const start = periodStart(period, column);
  const names = Object.keys(values) as V[];
  const rows = await qb
    .select([raw<object, string>(`${start} as period_start`), ...names.map((name) => raw<object, string>(`(${values[name]})::bigint as "${name}"`))])
    .groupBy(raw<object, string>(start))
    .execute<({ period_start: string } & Record<V, string | number>)[]>('all', false);
  return new Map(rows.map((row) => [row.period_start, Object.fromEntries(names.map((name) => [name, Number(row[name])])) as Record<V, number>]));
}
