import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceError } from '../../http/service-error.ts';
import { waitText } from '../limits/rate-limit.service.ts';

/**
 * At most this many sign-in attempts wait for one account's turn on one instance; another is refused at once.
 * With the longest delay (2 s) the last of them waits about 11 s.
 */
export const MAX_WAITING_ATTEMPTS = 5;
/** How long an attempt waits for the turn of an attempt on another instance (whose delay is at most 2 s). */
const OTHER_INSTANCE_WAIT_MS = 10_000;
const BUSY_RETRY_SECONDS = 60;

/** Per account (its sign-in key): the end of the last attempt in line, and how many are waiting behind the one served. */
const lines = new Map<string, { tail: Promise<void>; waiting: number }>();

const busy = () =>
  new ServiceError(
    429,
    `This account is receiving many sign-in attempts right now. Please wait ${waitText(BUSY_RETRY_SECONDS)} and try again.`,
    BUSY_RETRY_SECONDS,
  );

/** PostgreSQL's lock_not_available: lock_timeout passed while waiting. */
const isLockTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

/**
 * Runs `attempt` (the delay and the password check of one sign-in) when it is its account's turn: attempts against
 * one account are served one at a time, across addresses and instances (docs/accounts.md#sign-in), so guessing
 * from many addresses is no faster than from one. On this instance they wait in line in memory, holding nothing;
 * the attempt being served holds a PostgreSQL advisory lock keyed by the account (transaction-scoped, released by
 * its commit or rollback), which an attempt on another instance waits for. Both waits are bounded: a line already
 * MAX_WAITING_ATTEMPTS long, or another instance's turn lasting past OTHER_INSTANCE_WAIT_MS, answers 429 without
 * checking the password. Unknown accounts wait in line like known ones, so the wait says nothing about them.
 */
export async function inTurn<T>(em: EntityManager, accountKey: string, attempt: () => Promise<T>): Promise<T> {
  let line = lines.get(accountKey);
  if (!line) {
    line = { tail: Promise.resolve(), waiting: 0 };
    lines.set(accountKey, line);
  }
  if (line.waiting >= MAX_WAITING_ATTEMPTS) throw busy();
  const previous = line.tail;
  let finished!: () => void;
  const mine = new Promise<void>((resolve) => (finished = resolve));
  line.tail = mine;
  line.waiting += 1;
  await previous;
  line.waiting -= 1;
  try {
    return await em.fork().transactional(async (tx) => {
      // raw SQL: a bounded wait for a transaction-scoped advisory lock, which the ORM has no call for. The two-key
      // form keeps these locks apart from the one-key locks of other features.
      await tx.execute(`select set_config('lock_timeout', ?, true)`, [`${OTHER_INSTANCE_WAIT_MS}ms`]);
      await tx.execute(`select pg_advisory_xact_lock(hashtext('sign-in-turn'), hashtext(?))`, [accountKey]);
      return attempt();
    });
  } catch (error) {
    if (isLockTimeout(error)) throw busy();
    throw error;
  } finally {
    finished();
    if (lines.get(accountKey)?.tail === mine) lines.delete(accountKey);
  }
}
