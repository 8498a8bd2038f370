import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { QueueTotals } from '../features/work-queues/queue-totals.ts';
import type { Logger } from '../logger.ts';

/** What every tRPC procedure and REST alias gets for one request. */
export interface RequestContext {
  requestId: string;
  /** A fork of the ORM's entity manager: one identity map per request. */
  em: EntityManager;
  /**
   * The pool, for single statements outside any unit of work (executePrepared), and the entities' metadata (their
   * columns): no fork, no identity map.
   */
  db: Pick<EntityManager, 'getConnection' | 'getMetadata'>;
  /** The caller's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY is on. */
  clientIp: string;
  /** The site's trusted origin for links in e-mails: PUBLIC_URL, or this server's own address, never the caller's Host (trustedOrigin). */
  origin: string;
  log: Logger;
  config: Config;
  /** The request's Cookie header. */
  cookieHeader: string | undefined;
  /** Adds a Set-Cookie header to the answer (REST or tRPC). */
  setCookie(value: string): void;
  /** Wakes the outbox worker after a transaction queued mail. */
  notifyOutbox(): void;
  /** The unfiltered lists' totals this instance keeps (features/work-queues/queue-totals.ts); absent, lists count every time. */
  totals?: QueueTotals;
  /** Filled on first use by features/accounts/sessions.service.ts. */
  sessionCache?: Promise<unknown>;
}
