import type { MikroORM } from '@mikro-orm/postgresql';
import { trpcServer } from '@hono/trpc-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config.ts';
import { sessionCookieName } from './features/accounts/sessions.service.ts';
import type { ChatHub } from './features/chat/chat.hub.ts';
import { chatUpgrade } from './features/chat/chat.http.ts';
import { inboundRoutes, isInboundMail } from './features/conversations/inbound.http.ts';
import { documentsRoutes, isDocumentUpload } from './features/documents/documents.http.ts';
import type { LiveEvents } from './features/live/live-events.ts';
import { liveRoutes } from './features/live/live.http.ts';
import { stripeConfigured } from './features/payments/payment-provider.ts';
import { paymentsRoutes } from './features/payments/payments.http.ts';
import { registerWorkQueues } from './features/queues.ts';
import { systemRoutes } from './features/system/system.http.ts';
import type { QueueTotals } from './features/work-queues/queue-totals.ts';
import { workQueueRoutes } from './features/work-queues/work-queues.http.ts';
import { apiReferenceRoutes } from './http/api-reference.ts';
import type { AppEnv } from './http/app-env.ts';
import { compressCalls } from './http/compress-calls.ts';
import { crossSiteProtection } from './http/cross-site.ts';
import { errorBudget } from './http/error-budget.ts';
import { requestContext } from './http/request-context.ts';
import type { RequestsInFlight } from './http/requests-in-flight.ts';
import { restApiDocument } from './http/api-document.ts';
import { restRoutesOf } from './http/rest-from-procedures.ts';
import { isValueRefusedByDatabase, ServiceError, VALUE_REFUSED_LOG, VALUE_REFUSED_MESSAGE } from './http/service-error.ts';
import { misdirectedRequests, trustedOrigin } from './http/site-origin.ts';
import { staticSite, type VisitPageRenderer } from './http/static-site.ts';
import { utf8Requests } from './http/utf8-requests.ts';
import type { Logger } from './logger.ts';
import type { RequestContext } from './trpc/context.ts';
import { appRouter } from './trpc/router.ts';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** Wakes the outbox worker; absent in tests that do not send mail. */
  notifyOutbox?: () => void;
  /** The live chat of this instance (server.ts); without it /ws/chat answers 503. */
  chat?: ChatHub;
  /** This instance's ear on record changes (server.ts); without it GET /api/admin/events answers 503. */
  live?: LiveEvents;
  /** Counts the requests being answered, for the outbox worker (server.ts). */
  inFlight?: RequestsInFlight;
  /** The unfiltered lists' totals this instance keeps (server.ts, fed by `live`); without it every list counts. */
  totals?: QueueTotals;
  /** The web app's server entry, for the pages rendered per request; by default the build's (tests give its source). */
  visitPageRenderer?: () => Promise<VisitPageRenderer>;
}

/** The most procedures one tRPC batch may call: a request's work stays bounded (the browser's link batches at most this). */
export const MAX_BATCH_CALLS = 10;

/** A procedure separator in a tRPC path, as sent (`,`) or percent-encoded (`%2C`, which tRPC decodes before it splits). */
const BATCH_SEPARATOR = /,|%2c/gi;

/**
 * tRPC names a batch's procedures in its path (`/trpc/a,b,c`): a longer batch is refused before any of them runs.
 * The adapter's own `maxBatchSize` (below) counts again after decoding, so a spelling this count missed still stops
 * there (docs/input-limits.md#trpc-batches).
 */
const limitBatch: MiddlewareHandler = async (c, next) => {
  const calls = 1 + (c.req.path.match(BATCH_SEPARATOR)?.length ?? 0);
  if (calls > MAX_BATCH_CALLS) return c.json({ error: `A batch may call at most ${MAX_BATCH_CALLS} procedures.` }, 400);
  return next();
};

/** An unexpected error of a procedure is logged once, with its request's id. */
const logUnexpected = ({ error, ctx, path }: { error: { code: string; cause?: unknown }; ctx?: unknown; path?: string }) => {
  if (error.code === 'INTERNAL_SERVER_ERROR') (ctx as RequestContext | undefined)?.log.error({ err: error.cause ?? error, path }, 'unexpected error');
};

/** The largest request body any call accepts. */
export const MAX_BODY_BYTES = 100 * 1024;

export function createApp({ config, orm, logger, notifyOutbox = () => undefined, chat, live, inFlight, totals, visitPageRenderer }: AppDeps): Hono<AppEnv> {
  // Every kind's work queue reaches the engine before a request can ask for one (api/src/features/queues.ts).
  registerWorkQueues();
  const app = new Hono<AppEnv>();

  app.use('*', requestContext({ config, orm, logger, notifyOutbox, inFlight, totals }));
  // The load balancer's probe (GET /api/health, no body, no cookie, any Host) needs none of the checks below and
  // answers before them: a health check does not pay for what a signed-in call needs (docs/performance.md#per-request-cost).
  // Its address is held to UTF-8 as every other (docs/input-limits.md#text); a probe sends no body to read.
  app.use('/api/health', utf8Requests({ exempt: () => true }));
  app.route('/api', systemRoutes);
  app.use('*', misdirectedRequests(config));
  const limitErrors = errorBudget(config);
  app.use('/api/*', limitErrors);
  app.use('/trpc/*', limitErrors);
  app.use('/trpc/*', limitBatch);

  // Pages and assets are compressed ahead of time (see static-site.ts); only call answers are compressed here.
  app.use('/api/*', compressCalls);
  app.use('/trpc/*', compressCalls);

  /** Calls whose body is not small JSON: a document's upload, a mail a provider forwards (docs/conversations.md#receiving-by-http). */
  const ownBody = (c: Context) => isDocumentUpload(c.req.method, c.req.path) || isInboundMail(c.req.method, c.req.path);

  // Every call body is small JSON; a larger one is refused before it is read (413).
  const tooLarge = (c: Context) => c.json({ error: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }, 413);
  const countWhileRead = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const limitBody: MiddlewareHandler = (c, next) => {
    // A document's upload (up to 10 MB) and a forwarded mail are bounded by their own routes, which count while reading.
    if (ownBody(c)) return next();
    // A declared length is checked from the header alone; only bodies without one are counted while read. Hono's
    // bodyLimit looks at `c.req.raw.body` for every request, which builds a full web Request and costs
    // node-server its direct body reading (a third of the time of a small POST).
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : countWhileRead(c, next);
    }
    return Number(declared) <= MAX_BODY_BYTES ? next() : Promise.resolve(tooLarge(c));
  };
  app.use('/api/*', limitBody);
  app.use('/trpc/*', limitBody);

  const protectMutations = crossSiteProtection(config, { multipart: (c) => isDocumentUpload(c.req.method, c.req.path) });
  // A forwarded mail comes from a provider's server, with no cookie and no Origin: its secret is its key.
  const protectUnlessInboundMail: MiddlewareHandler = (c, next) => (isInboundMail(c.req.method, c.req.path) ? next() : protectMutations(c, next));
  app.use('/api/*', protectUnlessInboundMail);
  app.use('/trpc/*', protectMutations);

  // Bodies and queries that are not UTF-8 are refused before any route reads them (docs/input-limits.md#text).
  const utf8Only = utf8Requests({ exempt: ownBody });
  app.use('/api/*', utf8Only);
  app.use('/trpc/*', utf8Only);

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: (opts, c) => {
        return (c as Context<AppEnv>).get('ctx').forTrpc((value) => opts.resHeaders.append('Set-Cookie', value)) as unknown as Record<string, unknown>;
      },
      onError: logUnexpected,
    }),
  );

  const api = new Hono<AppEnv>();
  api.route('/', workQueueRoutes);
  api.route('/', liveRoutes(live));
  api.route('/', paymentsRoutes);
  api.route('/', documentsRoutes);
  api.route('/', inboundRoutes);
  // The aliases procedures declare in their meta (docs/decisions/0057-one-declaration-per-operation.md).
  api.route('/', restRoutesOf(appRouter));
  // GET /api/openapi.json and /api/docs: the aliases above, described from their zod schemas (built on first use).
  api.route(
    '/',
    apiReferenceRoutes(() => restApiDocument(sessionCookieName(config))),
  );
  api.all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  // Before the site's fallback, which would answer the upgrade with a page.
  app.get('/ws/chat', chatUpgrade(chat));

  app.route(
    '/',
    staticSite(
      config.webDistDir,
      (c) => trustedOrigin(config, c),
      logger,
      { stripe: stripeConfigured(config) },
      // The pages that depend on the visit read their data through the same procedures, in process, with the request's
      // own context (docs/decisions/0058-visit-pages-rendered-per-request.md).
      {
        calls: (c) => ({
          router: appRouter,
          createContext: () => Promise.resolve((c as Context<AppEnv>).get('ctx').forTrpc((value) => c.header('Set-Cookie', value, { append: true }))),
          onError: logUnexpected,
        }),
        loadRenderer: visitPageRenderer,
      },
    ),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    if (err instanceof ServiceError) {
      if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
      // A field the service refused reads like a schema's refusal (parseOr400).
      if (err.fieldErrors) return c.json({ error: 'Some fields are invalid.', fieldErrors: err.fieldErrors, formErrors: [] }, err.status);
      return c.json({ error: err.message }, err.status);
    }
    const ctx = c.get('ctx');
    if (isValueRefusedByDatabase(err)) {
      ctx?.log.warn({ err }, VALUE_REFUSED_LOG);
      return c.json({ error: VALUE_REFUSED_MESSAGE }, 400);
    }
    ctx?.log.error({ err }, 'unexpected error');
    return c.json({ error: 'Internal server error', requestId: ctx?.requestId }, 500);
  });

  return app;
}
