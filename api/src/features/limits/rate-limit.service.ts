import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { executePrepared } from '../../db/prepared.ts';
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

/**
 * One hit against a key: the count starts over once the window has passed. Parameters: key, window, window. With
 * `onlyIf` (a condition on earlier CTEs of the same statement), nothing is counted unless it holds. `hits` is the
 * number added, `1` or a parameter after the key (BatchedLimit's burst).
 */
const hitSql = (table: CounterTable, onlyIf?: string, hits = '1') => `insert into ${table} (key, window_start, count) ${
  onlyIf ? `select ?, now(), ${hits} where ${onlyIf}` : `values (?, now(), ${hits})`
}
     on conflict (key) do update set
       count = case when ${table}.window_start <= now() - make_interval(secs => ?) then excluded.count else ${table}.count + excluded.count end,
       window_start = case when ${table}.window_start <= now() - make_interval(secs => ?) then now() else ${table}.window_start end
     returning count, window_start`;
const HIT_SQL = hitSql('rate_limit');

/**
 * Counts one hit against `key` in a fixed window, atomically in PostgreSQL so
 * every instance shares the count. A window that has passed starts over.
 */
export async function hitLimit(db: Pick<EntityManager, 'getConnection'>, key: string, limit: Limit, table: CounterTable = 'rate_limit'): Promise<LimitState> {
  // raw SQL: the count and its window reset are one atomic upsert whose `case` the ORM's upsert cannot say, prepared
  // once per connection: every limited call makes it, and the ORM's query path cost more than the upsert (decision 18).
  const [row] = await executePrepared<Row>(db, hitSql(table), [counterKey(key), limit.windowSeconds, limit.windowSeconds]);
  return state(row && { count: row.count, windowStart: row.window_start }, limit);
}

/**
 * The hit of hitLimit as a part of a bigger statement (insertWithMails): a CTE
 * (named `guard` for the sender's limit, `recipient` for the recipient's) whose
 * one row says whether this hit is `allowed`, so the write it guards and the
 * count are one round trip.
 */
export interface LimitGuard {
  /** The CTE's name, which the statement's conditions read (GUARD_ALLOWS, RECIPIENT_ALLOWS). */
  name: 'guard' | 'recipient';
  cte: { sql: string; params: unknown[] };
  /** Turns the guard's row into the same answer hitLimit gives; no row (the hit was not counted) is not allowed. */
  state: (row: Row | undefined) => LimitState;
}

/** The condition a guarded write puts in its WHERE: true while the sender's limit allows this hit. */
export const GUARD_ALLOWS = '(select allowed from guard)';
/** True while the recipient's share allows this mail; false (not null) when its hit was not counted. */
export const RECIPIENT_ALLOWS = 'coalesce((select allowed from recipient), false)';

export function limitGuard(key: string, limit: Limit): LimitGuard {
  // raw SQL: the same atomic hit as hitLimit, as a CTE of the caller's one statement (decision 18).
  return {
    name: 'guard',
    cte: { sql: `guard as (${HIT_SQL}, count <= ? as allowed)`, params: [counterKey(key), limit.windowSeconds, limit.windowSeconds, limit.max] },
    state: (row) => (row ? state({ count: row.count, windowStart: row.window_start }, limit) : { count: 0, allowed: false, retryAfterSeconds: 0 }),
  };
}

// ---- A burst from one key in one update (docs/input-limits.md#a-burst-from-one-address) ---------------------------

/** hitLimit's atomic hit adding n hits at once. Parameters: key, n, window, window. */
const HITS_SQL = hitSql('rate_limit', undefined, '?::int');

/** A caller waiting to learn whether its hit is within the limit. */
interface WaitingHit {
  resolve: (state: LimitState) => void;
  reject: (err: unknown) => void;
}

/**
 * Counts hits as hitLimit does, but a burst on one key is one update: while this process's update of a key is in
 * flight, the next hits on it wait and go together in the next one, which adds their number (count + n). The callers,
 * in the order they came, are hits count-n+1 ... count, each told whether its own hit is within the limit, as one
 * hitLimit each would have told them. The row stays the truth, so every instance shares the count; each instance
 * holds at most one update of a key at a time, so a busy address queues here rather than on its row's lock, where
 * every message waited for the previous one's commit (docs/decisions/0060-a-burst-from-one-address-in-one-update.md).
 * Each update commits on its own (a prepared statement on a connection of the pool), so it is only for hits that
 * are not part of a transaction.
 */
export class BatchedLimit {
  /** Per key with an update in flight: the hits that came since, which go in the next update. */
  private readonly waiting = new Map<string, WaitingHit[]>();

  constructor(
    private readonly db: Pick<EntityManager, 'getConnection'>,
    private readonly limit: Limit,
  ) {}

  hit(key: string): Promise<LimitState> {
    return new Promise((resolve, reject) => {
      const next = this.waiting.get(key);
      if (next) next.push({ resolve, reject });
      else {
        this.waiting.set(key, []);
        void this.send(key, [{ resolve, reject }]);
      }
    });
  }

  /** One update for `hits`, then one for the hits that came meanwhile, until none is left. */
  private async send(key: string, hits: WaitingHit[]): Promise<void> {
    const { windowSeconds } = this.limit;
    try {
      // raw SQL: hitLimit's atomic upsert adding n hits (decision 18), prepared: it is the chat's hottest statement.
      const [row] = await executePrepared<Row>(this.db, HITS_SQL, [counterKey(key), hits.length, windowSeconds, windowSeconds]);
      if (!row) throw new Error('rate limit upsert returned no row');
      hits.forEach((hit, i) => hit.resolve(state({ count: row.count - hits.length + 1 + i, windowStart: row.window_start }, this.limit)));
    } catch (err) {
      for (const hit of hits) hit.reject(err);
    }
    const next = this.waiting.get(key)!;
    if (next.length === 0) this.waiting.delete(key);
    else {
      this.waiting.set(key, []);
      await this.send(key, next);
    }
  }
}

// ---- Acknowledgements per recipient (docs/input-limits.md#acknowledgements) ------------------------------------

/**
 * The mails a visitor's form sends to the address they typed, each counted per recipient mailbox; `chat-reply` is an
 * agent's chat answer mailed after the visitor left (docs/conversations.md#chats-continue-by-e-mail).
 */
export type AcknowledgementKind = 'contact' | 'proposal' | 'assessment' | 'booking' | 'intake' | 'chat' | 'chat-reply';

/** Per recipient mailbox and kind: 3 acknowledgements a day (scaled by RATE_LIMIT_SCALE). */
const acknowledgementLimit = (scale: number): Limit => ({ max: Math.ceil(3 * scale), windowSeconds: 24 * 3600 });

/** Domains that ignore dots in the local part: `j.a.n.e@gmail.com` is `jane@gmail.com`'s mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting only (mail still goes to the address as typed): case ignored, a
 * `+tag` dropped (most providers deliver `jane+1@` to `jane@`), and Gmail's dots. One person's mailbox reached
 * through many spellings is one recipient.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0]!;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${domain}`;
}

const recipientKey = (kind: AcknowledgementKind, email: string) => `ack:${kind}:to:${mailboxOf(email)}`;

/**
 * The recipient's share as a CTE named `recipient`, counted only when the sender's guard (if the statement has
 * one) allowed the write: a refused sender does not use up anyone's share.
 */
export function recipientGuard(kind: AcknowledgementKind, email: string, scale: number, afterSender: boolean): LimitGuard {
  const limit = acknowledgementLimit(scale);
  const hit = afterSender ? hitSql('rate_limit', GUARD_ALLOWS) : HIT_SQL;
  // raw SQL: hitLimit's atomic hit, as a second guard of the caller's one statement (decision 18).
  return {
    name: 'recipient',
    cte: {
      sql: `recipient as (${hit}, count <= ? as allowed)`,
      params: [counterKey(recipientKey(kind, email)), limit.windowSeconds, limit.windowSeconds, limit.max],
    },
    state: (row) => (row ? state({ count: row.count, windowStart: row.window_start }, limit) : { count: 0, allowed: false, retryAfterSeconds: 0 }),
  };
}

/** Counts one acknowledgement of `kind` to `email` (for writes made in a transaction rather than insertWithMails). */
export function hitRecipient(em: EntityManager, kind: AcknowledgementKind, email: string, scale: number): Promise<LimitState> {
  return hitLimit(em, recipientKey(kind, email), acknowledgementLimit(scale));
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
