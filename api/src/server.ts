import { serve } from '@hono/node-server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type RequestListener, type Server } from 'node:http';
import { CHAT_MAX_FRAME_BYTES } from '@elite/contracts/schemas/chat';
import { WebSocketServer } from 'ws';
import { createApp } from './app.ts';
import { ConfigError, type Config } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { openDatabase } from './db/orm.ts';
import { ensureFirstAdmin, writeSetupLinkFile } from './features/accounts/first-admin.service.ts';
import { mailResetLinks } from './features/accounts/accounts.service.ts';
import { followUpReminders } from './features/follow-ups/follow-ups.service.ts';
import { passwordProblem } from './features/accounts/password-policy.ts';
import { registerWorkQueues } from './features/queues.ts';
import { appointmentReminders, seedAvailability } from './features/appointments/appointments.service.ts';
import { LiveEvents } from './features/live/live-events.ts';
import { QueueTotals } from './features/work-queues/queue-totals.ts';
import { ChatHub } from './features/chat/chat.hub.ts';
import { healthProbeFirst } from './features/system/health-probe.ts';
import { startSmtpReceiver, type SmtpReceiver } from './features/conversations/smtp-receiver.ts';
import { ensureInstallationId } from './features/system/installation.service.ts';
import { fileTransport, smtpTransport } from './features/outbox/mail-transport.ts';
import { OutboxWorker } from './features/outbox/outbox.worker.ts';
import { RequestsInFlight } from './http/requests-in-flight.ts';
import { shownHost, trustedOrigin } from './http/site-origin.ts';
import { scheduleDailyPurge } from './features/retention/purge.service.ts';
import type { Logger } from './logger.ts';

export interface RunningServer {
  url: string;
  port: number;
  orm: MikroORM;
  http: Server;
  outbox: OutboxWorker;
  chat: ChatHub;
  live: LiveEvents;
  /** The SMTP receiver of replies, when INBOUND_SMTP_PORT is set (docs/conversations.md#receiving-by-smtp). */
  smtpReceiver?: SmtpReceiver;
  /** While the site has no admin: the one-time link that creates the first one (docs/accounts.md#the-first-admin). */
  setupLink?: string;
  /** Stops accepting, lets in-flight requests finish, closes the pool, stops embedded PostgreSQL. */
  stop(): Promise<void>;
}

/** How long an idle keep-alive connection stays open: longer than the proxy keeps its idle connections to us. */
export const KEEP_ALIVE_MS = 75_000;

/** Database (embedded unless DATABASE_URL is set), migrations, app, listener. */
export interface StartOptions {
  /**
   * With no admin, the site may wait for its first one through a setup link: by default only on the embedded
   * database (on DATABASE_URL the start is refused instead). Tests pass true for their own throwaway database.
   */
  setupAllowed?: boolean;
}

export async function startServer(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  // ADMIN_PASSWORD meets the staff's password rule (docs/accounts.md#passwords); config.ts checks only its length.
  const weakAdminPassword = config.ADMIN_PASSWORD && passwordProblem(config.ADMIN_PASSWORD, 'admin', [config.ADMIN_USERNAME, config.ADMIN_NAME]);
  if (weakAdminPassword) throw new ConfigError([`ADMIN_PASSWORD: ${weakAdminPassword}`]);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, logger);
    databaseUrl = embedded.url;
  }
  let orm: MikroORM;
  let setupToken: string | undefined;
  try {
    orm = await openDatabase(databaseUrl, logger);
    await ensureInstallationId(orm.em.fork());
    ({ setupToken } = await ensureFirstAdmin(orm.em.fork(), config, logger, { setupAllowed: options.setupAllowed ?? !config.DATABASE_URL }));
    // The documented weekly hours exist before the first visitor opens /schedule (POST /api/seed-availability stays idempotent).
    await seedAvailability(orm.em.fork());
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.dataDir, 'mail'));
  const inFlight = new RequestsInFlight();
  // The follow-up reminders read records through the work queues: registered before the workers start.
  registerWorkQueues();
  const outbox = new OutboxWorker(orm, transport, config.MAIL_FROM, logger, 5000, config.OUTBOX_LEASE_SECONDS, () => inFlight.count > 0, [
    mailResetLinks,
    followUpReminders(config),
    appointmentReminders(config),
  ]);
  outbox.start();
  const purge = scheduleDailyPurge(orm, config, logger);
  // Links in mails the server writes outside a request (the chat's, the SMTP receiver's): PUBLIC_URL, or this
  // server's own address once its port is known.
  let ownOrigin = trustedOrigin(config);
  const origin = () => ownOrigin;
  const chat = new ChatHub({ orm, databaseUrl, config, logger, notifyOutbox: () => outbox.nudge(), origin });
  await chat.start();
  // The unfiltered lists' totals this instance keeps, forgotten by what its listener hears (decision 68).
  const totals = new QueueTotals();
  const live = new LiveEvents({ databaseUrl, logger, observer: totals });
  await live.start();
  const smtpReceiver =
    config.INBOUND_SMTP_PORT === undefined ? undefined : await startSmtpReceiver({ orm, config, logger, notifyOutbox: () => outbox.nudge(), origin });
  const app = createApp({ config, orm, logger, notifyOutbox: () => outbox.nudge(), chat, live, inFlight, totals });
  // ws's default frame limit is 100 MiB: a bigger chat frame closes that socket (1009) before it is buffered.
  const websocket = { server: new WebSocketServer({ noServer: true, maxPayload: CHAT_MAX_FRAME_BYTES }) };
  const server = await new Promise<Server>((resolve) => {
    // The load balancer's probe is answered before the app (health-probe.ts); every other request reaches it.
    const withProbe = ((options: object, listener: RequestListener) =>
      createServer(options, healthProbeFirst(listener, { config, db: orm.em, logger }))) as typeof createServer;
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, websocket, createServer: withProbe }, () => resolve(s as Server));
  });
  // An idle keep-alive connection outlives the proxy's (deploy/Caddyfile) and a test client's pauses: Node's 5 s
  // default closed it as a client reused it, and that request failed with a reset (docs/production.md#keep-alive).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const { port } = server.address() as AddressInfo;
  const url = `http://${shownHost(config.HOST)}:${port}`;
  if (!config.PUBLIC_URL) ownOrigin = url;
  if (!config.PUBLIC_URL && config.NODE_ENV === 'production')
    logger.warn(`PUBLIC_URL is not set: serving this machine only (${config.HOST}); set PUBLIC_URL to the site's public address to serve others`);
  else if (!config.PUBLIC_URL)
    logger.warn(`PUBLIC_URL is not set: links in e-mails and pages point at ${shownHost(config.HOST)}:<port> (set it to the site's public address)`);
  const setupLink = setupToken && `${config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : url}/admin-setup?token=${setupToken}`;
  const setupFile = await writeSetupLinkFile(config.dataDir, setupLink);
  if (setupLink) logger.warn({ setupFile }, `no admin yet: open ${setupLink} to create the first admin (the link is also in ${setupFile})`);
  // Last: whoever waits for this line (a supervisor, the tests) finds the server ready, its setup link written.
  logger.info({ url, database: embedded ? 'embedded' : 'DATABASE_URL' }, `listening on ${url}`);

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    orm,
    http: server,
    outbox,
    chat,
    live,
    ...(smtpReceiver ? { smtpReceiver } : {}),
    ...(setupLink ? { setupLink } : {}),
    stop() {
      stopping ??= (async () => {
        purge.stop();
        // Chat sockets never end on their own: close them first (clients reconnect to another instance).
        await chat.stop();
        await live.stop();
        await smtpReceiver?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await outbox.stop();
        await orm.close(true);
        await embedded?.stop();
      })();
      return stopping;
    },
  };
}
