import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { RequestContext } from '../trpc/context.ts';
import type { AppEnv } from './app-env.ts';
import type { QueueTotals } from '../features/work-queues/queue-totals.ts';
import type { RequestsInFlight } from './requests-in-flight.ts';
import { answerHeaders } from './security-headers.ts';
import { trustedOrigin } from './site-origin.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The caller's address from its headers (`header` takes a lower-case name) and the socket's address; proxy headers
 * count only when TRUST_PROXY says a proxy is in front.
 */
export function callerAddress(header: (name: string) => string | undefined, socketAddress: () => string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    // The last entry is the one our own proxy appended; earlier ones are client-controlled.
    const forwarded = header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
    const real = header('x-real-ip')?.trim();
    if (real) return real;
  }
  return socketAddress() ?? 'unknown';
}

/** The caller's address of a Hono request (callerAddress). */
export function clientIp(c: Context, trustProxy: boolean): string {
  return callerAddress(
    (name) => c.req.header(name),
    () => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined; // app.request() in tests has no socket
      }
    },
    trustProxy,
  );
}

/** A request's id: a well-formed incoming X-Request-Id (a balancer's) is kept, else a new one. */
export const requestIdFor = (incoming: string | undefined): string => (incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID());

export interface RequestContextDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  notifyOutbox: () => void;
  inFlight?: RequestsInFlight;
  totals?: QueueTotals;
}

/**
 * A request's RequestContext: what a call may need is made on first use (the
 * busiest calls need neither a fork nor a child logger). A class rather than an
 * object literal with getters: on the contact bench that alone was 0.57 -> 0.65
 * of the baseline (decision 18).
 */
export class HttpRequestContext implements RequestContext {
  readonly clientIp: string;
  readonly config: Config;
  readonly cookieHeader: string | undefined;
  readonly db: RequestContext['db'];
  readonly notifyOutbox: () => void;
  readonly totals: QueueTotals | undefined;
  sessionCache?: Promise<unknown>;
  #em: EntityManager | undefined;
  #log: Logger | undefined;
  #origin: string | undefined;

  constructor(
    private readonly c: Context<AppEnv>,
    readonly requestId: string,
    private readonly deps: RequestContextDeps,
  ) {
    this.config = deps.config;
    this.clientIp = clientIp(c, deps.config.TRUST_PROXY);
    this.cookieHeader = c.req.header('Cookie');
    this.db = deps.orm.em;
    this.notifyOutbox = deps.notifyOutbox;
    this.totals = deps.totals;
  }

  get em(): EntityManager {
    this.#em ??= this.deps.orm.em.fork();
    return this.#em;
  }

  get origin(): string {
    this.#origin ??= trustedOrigin(this.config, this.c);
    return this.#origin;
  }

  get log(): Logger {
    this.#log ??= this.deps.logger.child({ reqId: this.requestId, ip: this.clientIp });
    return this.#log;
  }

  setCookie(value: string): void {
    this.c.header('Set-Cookie', value, { append: true });
  }

  /**
   * The same context as a plain object for tRPC, whose middlewares copy their
   * context with `{ ...ctx }`: a copy keeps own properties only, so the lazy
   * members are own getters here (a copy makes them). Cookies go through the
   * headers of the Response tRPC builds.
   */
  forTrpc(setCookie: (value: string) => void): RequestContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the lazy members below are getters of a new object that read this context
    const self = this;
    return {
      requestId: this.requestId,
      clientIp: this.clientIp,
      config: this.config,
      cookieHeader: this.cookieHeader,
      db: this.db,
      notifyOutbox: this.notifyOutbox,
      totals: this.totals,
      setCookie,
      get em() {
        return self.em;
      },
      get origin() {
        return self.origin;
      },
      get log() {
        return self.log;
      },
    };
  }
}

/** The load balancer's probe (features/system/system.http.ts and health-probe.ts). */
export const HEALTH_PATH = '/api/health';

const isCall = (path: string) => path.startsWith('/api/') || path.startsWith('/trpc/');

/**
 * The first thing every request meets, in one middleware because it runs on
 * every call of the busiest routes (decision 18): it counts the request as in
 * flight, gives it a request id (a well-formed incoming X-Request-Id is kept),
 * builds its RequestContext, writes the answer headers (security-headers.ts and
 * X-Request-Id) and logs one line when the answer is ready.
 *
 * Under node-server the headers go straight onto Node's response: Node merges
 * them under whatever the answer sets itself (a page's own CSP wins), they reach
 * answers built anywhere (tRPC's, errors'), and the answer itself keeps its plain
 * header object, node-server's fast path. Without a Node response (app.request()
 * in tests, WebSocket upgrades) they go through Hono's context instead.
 */
export function requestContext(deps: RequestContextDeps): MiddlewareHandler<AppEnv> {
  const { config, logger, inFlight, totals } = deps;
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const callHeaders = answerHeaders({ https, call: true });
  const otherHeaders = answerHeaders({ https, call: false });

  return async (c, next) => {
    if (inFlight) inFlight.count += 1;
    const started = performance.now();
    const path = c.req.path;
    const requestId = requestIdFor(c.req.header('x-request-id'));
    const ctx = new HttpRequestContext(c, requestId, deps);
    c.set('ctx', ctx);

    const headers = isCall(path) ? callHeaders : otherHeaders;
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      outgoing.setHeader('X-Request-Id', requestId);
    } else {
      for (const [name, value] of headers) c.header(name, value);
      c.header('X-Request-Id', requestId);
    }
    try {
      await next();
    } finally {
      if (inFlight) inFlight.count -= 1;
      // Before its answer leaves: whoever wrote reads their own write, even before the record-change listener hears
      // it (queue-totals.ts). Only GET and HEAD never write.
      if (totals && c.req.method !== 'GET' && c.req.method !== 'HEAD') totals.wrote();
    }
    if (!outgoing && (path.startsWith('/trpc/') || c.error)) {
      // Answers not built through `c` (tRPC's, thrown HTTPExceptions') do not carry prepared headers.
      for (const [name, value] of [...headers, ['X-Request-Id', requestId] as const]) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    }
    // A load balancer asks for the health every few seconds: a healthy answer is not news, and its log line was the
    // largest part of the probe's cost (docs/performance.md#per-request-cost). An unhealthy one is logged.
    if (c.res.status === 200 && path === HEALTH_PATH) return;
    logger.info(
      { reqId: requestId, ip: ctx.clientIp, method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
