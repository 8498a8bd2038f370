import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';

/** What one purge removed, per kind (docs/decisions/0024-data-retention.md). */
export interface PurgeReport {
  sessions: number;
  accountLinks: number;
  counters: number;
  unpaidSsns: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Counters outlive their longest window (one hour) by a day: nothing still counting is removed. */
const COUNTER_KEEP = '1 day';

/**
 * Removes what is no longer needed: ended sessions (past their absolute or
 * idle limit), used-up or expired account links, finished rate-limit and
 * sign-in counters, and the SSN of checkouts never paid after
 * RETENTION_UNPAID_SSN_DAYS (the order itself stays, with the last four
 * digits). One transaction; an instance that finds another purging skips.
 */
export async function purgeExpired(em: EntityManager, config: Config): Promise<PurgeReport | null> {
  return em.fork().transactional(async (tx) => {
    const run = async (sql: string, params: unknown[] = []) =>
      Number(((await tx.getConnection().execute<{ n: number }[]>(`with gone as (${sql} returning 1) select count(*)::int as n from gone`, params, 'all', tx.getTransactionContext()))[0]?.n) ?? 0);
    const [lock] = await tx.getConnection().execute<{ got: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('daily-purge')) as got`, [], 'all', tx.getTransactionContext());
    if (!lock?.got) return null;
    return {
      sessions: await run(`delete from app_session where expires_at <= now() or last_seen_at <= now() - make_interval(mins => ?)`, [config.SESSION_IDLE_MINUTES]),
      accountLinks: await run(`delete from account_token where expires_at <= now()`),
      counters:
        (await run(`delete from rate_limit where window_start <= now() - interval '${COUNTER_KEEP}'`)) +
        (await run(`delete from sign_in_throttle where window_start <= now() - interval '${COUNTER_KEEP}'`)),
      unpaidSsns: await run(
        `update customer_order set ssn_encrypted = null
          where ssn_encrypted is not null and status in ('pending', 'failed', 'canceled') and created_at <= now() - make_interval(days => ?)`,
        [config.RETENTION_UNPAID_SSN_DAYS],
      ),
    };
  });
}

/** Runs the purge at start and then once a day; `stop` ends the schedule. */
export function scheduleDailyPurge(orm: MikroORM, config: Config, logger: Logger): { stop(): void } {
  const once = () =>
    purgeExpired(orm.em, config)
      .then((report) => report && logger.info({ purged: report }, 'daily purge'))
      .catch((err: unknown) => logger.warn({ err }, 'daily purge failed; tried again tomorrow'));
  void once();
  const timer = setInterval(() => void once(), DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
