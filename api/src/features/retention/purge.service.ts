import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { dbTime } from '../../db/db-time.ts';
import type { Logger } from '../../logger.ts';
import { AccountToken, Session } from '../accounts/session.entity.ts';
import { ConversationMessage } from '../conversations/conversation.entity.ts';
import { RateLimit, SignInThrottle } from '../limits/rate-limit.entity.ts';
import { CustomerOrder } from '../payments/order.entity.ts';

/** What one purge removed, per kind (docs/decisions/0024-data-retention.md). */
export interface PurgeReport {
  sessions: number;
  accountLinks: number;
  counters: number;
  unpaidSsns: number;
  heldMails: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Counters outlive their longest window (one hour) by a day: nothing still counting is removed. */
const COUNTER_KEEP_DAYS = 1;
/** A mail held aside that no one accepted in this many days is discarded (docs/conversations.md#held-messages). */
const HELD_MAIL_KEEP_DAYS = 30;

/**
 * Removes what is no longer needed: ended sessions (past their absolute or
 * idle limit), used-up or expired account links, finished rate-limit and
 * sign-in counters, and the SSN of checkouts never paid after
 * RETENTION_UNPAID_SSN_DAYS (the order itself stays, with the last four
 * digits), and the stored bytes of mails held aside and left undecided for
 * HELD_MAIL_KEEP_DAYS (they become discarded, their text stays on the thread).
 * One transaction; an instance that finds another purging skips.
 */
export async function purgeExpired(em: EntityManager, config: Config): Promise<PurgeReport | null> {
  return em.fork().transactional(async (tx) => {
    // raw SQL: a transaction-scoped advisory lock, which the ORM has no call for.
    const [lock] = await tx.execute<{ got: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('daily-purge')) as got`);
    if (!lock?.got) return null;
    return {
      sessions: await tx.nativeDelete(Session, {
        $or: [{ expiresAt: { $lte: dbTime.now() } }, { lastSeenAt: { $lte: dbTime.ago(config.SESSION_IDLE_MINUTES, 'mins') } }],
      }),
      accountLinks: await tx.nativeDelete(AccountToken, { expiresAt: { $lte: dbTime.now() } }),
      counters:
        (await tx.nativeDelete(RateLimit, { windowStart: { $lte: dbTime.ago(COUNTER_KEEP_DAYS, 'days') } })) +
        (await tx.nativeDelete(SignInThrottle, { windowStart: { $lte: dbTime.ago(COUNTER_KEEP_DAYS, 'days') } })),
      unpaidSsns: await tx.nativeUpdate(
        CustomerOrder,
        {
          ssnEncrypted: { $ne: null },
          status: { $in: ['pending', 'payment_failed', 'failed', 'canceled'] },
          createdAt: { $lte: dbTime.ago(config.RETENTION_UNPAID_SSN_DAYS, 'days') },
        },
        { ssnEncrypted: null },
      ),
      heldMails: await tx.nativeUpdate(
        ConversationMessage,
        { state: 'held', createdAt: { $lte: dbTime.ago(HELD_MAIL_KEEP_DAYS, 'days') } },
        { state: 'discarded', rawMessage: null },
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
