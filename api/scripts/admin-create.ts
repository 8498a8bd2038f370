/**
 * `npm run admin:create -- --username jane --name "Jane Doe" --role agent`
 * Adds (or updates) a staff account on the configured database: DATABASE_URL,
 * or the embedded one under DATA_DIR — the running site's, left running, or
 * started for the command and stopped after it when the site is not running.
 * The password is read from ADMIN_CREATE_PASSWORD or asked for on the terminal,
 * never taken from the command line (it would land in shell history).
 * It says which database it wrote to: a relative DATA_DIR is under the project root, from any working folder.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { STAFF_PASSWORD_MIN, staffAccountInput } from '@elite/contracts/schemas/auth';
import { z } from 'zod';
import { parseConfig } from '../src/config.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { openDatabase } from '../src/db/orm.ts';
import { upsertStaffAccount } from '../src/features/accounts/staff-accounts.service.ts';
import { ServiceError } from '../src/http/service-error.ts';
import { createLogger } from '../src/logger.ts';

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});

async function readPassword(): Promise<string> {
  const fromEnv = parseConfig().ADMIN_CREATE_PASSWORD;
  if (fromEnv) return fromEnv;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await rl.question(`Password (at least ${STAFF_PASSWORD_MIN} characters, not a common one): `);
  rl.close();
  return password;
}

const parsed = staffAccountInput.safeParse({ ...values, name: values.name ?? values.username, password: await readPassword() });
if (!parsed.success) {
  for (const [field, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors)) {
    console.error(`${field}: ${messages.join(', ')}`);
  }
  console.error('usage: npm run admin:create -- --username NAME [--name "Full Name"] [--role admin|agent]');
  process.exit(1);
}

/** Host and database of a connection URL, never its password. */
function databaseName(url: string): string {
  const parsedUrl = new URL(url);
  return `${parsedUrl.host}${parsedUrl.pathname}`;
}

const config = parseConfig();
const logger = createLogger('warn');
// The site's own embedded database when it runs (never stopped here); otherwise one started just for this.
const running = config.DATABASE_URL ? null : await runningEmbeddedPostgres(config.dataDir);
const embedded = config.DATABASE_URL || running ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
const orm = await openDatabase(config.DATABASE_URL ?? running?.url ?? embedded!.url, logger);
try {
  await upsertStaffAccount(orm.em.fork(), parsed.data);
  const database = config.DATABASE_URL ? `the database of DATABASE_URL (${databaseName(config.DATABASE_URL)})` : `the embedded database in ${config.dataDir}`;
  console.log(`${parsed.data.role} account '${parsed.data.username.toLowerCase()}' is ready in ${database}${running ? ', on the running site' : ''}.`);
} catch (error) {
  // The password rule (docs/accounts.md#passwords) refuses a well-known password: said like a bad field above.
  if (!(error instanceof ServiceError && error.fieldErrors)) throw error;
  for (const [field, messages] of Object.entries(error.fieldErrors)) console.error(`${field}: ${messages.join(', ')}`);
  process.exitCode = 1;
} finally {
  await orm.close(true);
  await embedded?.stop();
}
