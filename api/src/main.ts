import { ConfigError, parseConfig } from './config.ts';
import { disableAsyncContextsWhenIdle } from './db/idle-async-context.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// Before anything runs in an async context: Node 20 would otherwise hook every promise for good (decision 67).
disableAsyncContextsWhenIdle();

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
const started = startServer(config, logger).catch((error: unknown) => {
  // A setting the start needs (the admin on DATABASE_URL) reads as one plain line, like a bad value.
  if (error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});

// Handled from the first moment: a Ctrl-C that comes while the server starts still stops it cleanly.
// A repeat within REPEAT_MS is the same Ctrl-C arriving again: the terminal signals every process of the group, and
// `npm run dev` and `node --watch` pass it on. Exiting at once then left the embedded PostgreSQL running.
const REPEAT_MS = 3_000;
let firstSignalAt: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < REPEAT_MS) return;
      logger.warn('second signal: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // A shutdown that cannot finish (the database gone, so its pool never drains) still ends the process.
    setTimeout(() => {
      logger.error('shutdown did not finish within 10 s: exiting');
      process.exit(1);
    }, 10_000).unref();
    // A signal during the start waits for it to finish, then stops what it started (the embedded PostgreSQL too).
    started
      .then((server) => server.stop())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}

const server = await started;
if (process.stdout.isTTY) {
  // A person at a terminal (`npm start`) reads these lines first; log collectors get the JSON lines only.
  const data = config.DATABASE_URL ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  process.stdout.write(`\n  The site is running at ${server.url} (data: ${data}). Ctrl-C stops it.\n`);
}
if (server.setupLink) {
  // The one line a newcomer must see among the JSON logs: how to create the first admin (docs/accounts.md#the-first-admin).
  process.stdout.write(`\n  This site has no admin yet. Create the first one here (the link works once):\n\n    ${server.setupLink}\n\n`);
}
