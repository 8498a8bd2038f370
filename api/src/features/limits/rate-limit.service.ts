import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { RateLimit, SignInThrottle } from './rate-limit.entity.ts';

export interface LimitState {
  /** Hits in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** A counter's row as `hitSql` returns it. */
type Row = { count: number; window_start: Date };

/**
 * Keys name what is counted (`login:client:<e-mail>:ip:<address>`); a long
 * e-mail and an IPv6 address can pass the column's 300 characters, so a long
 * key is stored as its prefix and a hash.
 */
function counterKey(key: string): string {
  return key.length <= 200 ? key : `${key.slice(0, 120)}#${createHash('sha256').update(key).digest('hex')}`;
}

function state(row: { count: number; windowStart: Date } | undefined, limit: Limit): LimitState {
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const resetsAt = new Date(row.windowStart).getTime() + limit.windowSeconds * 1000;
  return {
    count: row.count,
    allowed: row.count <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)),
  };
}

/**
 * Where counters live: `rate_limit` (unlogged, hot, cheap to lose) or
 * `sign_in_throttle` (logged: a crash must not lift a sign-in lockout).
 */
export type CounterTable = 'rate_limit' | 'sign_in_throttle';

/** The entity of a counter table (both have the same columns). */
const counterEntity = (table: CounterTable) => (table === 'rate_limit' ? RateLimit : SignInThrottle);

/** One hit against a key: the count starts over once the window has passed. Parameters: key, window, window. */
const hitSql = (table: CounterTable) => `insert into ${table} (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set
       count = case when ${table}.window_start <= now() - make_interval(secs => ?) then 1 else ${table}.count + 1 end,
       window_start = case when ${table}.window_start <= now() - make_interval(secs => ?) then now() else ${table}.window_start end
     returning count, window_start`;
const HIT_SQL = hitSql('rate_limit');

/**
 * Counts one hit against `key` in a fixed window, atomically in PostgreSQL so
 * every instance shares the count. A window that has passed starts over.
 */
export async function hitLimit(em: EntityManager, key: string, limit: Limit, table: CounterTable = 'rate_limit'): Promise<LimitState> {
  // raw SQL: the count and its window reset are one atomic upsert whose `case` the ORM's upsert cannot say (decision 18).
  const [row] = await em.getConnection().execute<Row[]>(hitSql(table), [counterKey(key), limit.windowSeconds, limit.windowSeconds]);
  return state(row && { count: row.count, windowStart: row.window_start }, limit);
}

/**
 * The hit of hitLimit as the first part of a bigger statement (insertWithMails):
 * a CTE named `guard` whose one row says whether this hit is `allowed`, so the
 * write it guards and the count are one round trip.
 */
export interface LimitGuard {
  cte: { sql: string; params: unknown[] };
  /** Turns the guard's row into the same answer hitLimit gives. */
  state: (row: Row) => LimitState;
}

/** The condition a guarded write puts in its WHERE: true while the limit allows this hit. */
export const GUARD_ALLOWS = '(select allowed from guard)';

export function limitGuard(key: string, limit: Limit): LimitGuard {
  // raw SQL: the same atomic hit as hitLimit, as a CTE of the caller's one statement (decision 18).
  return {
    cte: { sql: `guard as (${HIT_SQL}, count <= ? as allowed)`, params: [counterKey(key), limit.windowSeconds, limit.windowSeconds, limit.max] },
    state: (row) => state({ count: row.count, windowStart: row.window_start }, limit),
  };
}

/** The current count for `key` without adding a hit (a passed window counts as empty). */
export async function peekLimit(em: EntityManager, key: string, limit: Limit, table: CounterTable = 'rate_limit'): Promise<LimitState> {
  const row = await em
    .createQueryBuilder(counterEntity(table))
    .select(['count', 'windowStart'])
    .where({ key: counterKey(key), windowStart: { $gt: dbTime.ago(limit.windowSeconds, 'secs') } })
    .execute('get');
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  const current = state(row, limit);
  return { ...current, allowed: row.count < limit.max };
}

export async function resetLimit(em: EntityManager, key: string, table: CounterTable = 'rate_limit'): Promise<void> {
  await em.nativeDelete(counterEntity(table), { key: counterKey(key) });
}

/** "15 minutes", "1 minute", "40 seconds": for messages that tell people how long to wait. */
export function waitText(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  if (seconds >= 60) return '1 minute';
  return `${seconds} seconds`;
}
