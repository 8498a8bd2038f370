import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { openDatabase } from '../src/db/orm.ts';
import { createLogger } from '../src/logger.ts';

/** A PostgreSQL server for tests, with a migrated template database each test database is cloned from. */
export interface TestPostgres {
  /** postgres://… of a database on the server (not the template) with the right to create databases. */
  adminUrl: string;
  /** The migrated template's name. */
  template: string;
  /** Drops the template; stops the embedded server if this started one. */
  stop(): Promise<void>;
}

/**
 * The server at `databaseUrl`, or when there is none an embedded PostgreSQL in a temp folder; then the template
 * database `template`, created afresh and migrated. No vitest in here: the api project's global setup runs it
 * once per run (global-setup.ts), a test outside that project once per file (database.ts).
 */
export async function startTestPostgres(databaseUrl: string | undefined, template: string): Promise<TestPostgres> {
  const logger = createLogger('warn');
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  let adminUrl = databaseUrl;
  if (!adminUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'elite-api-test-'));
    const embedded = await startEmbeddedPostgres(tmpDir, logger);
    adminUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const stop = async () => {
    if (stopEmbedded) await stopEmbedded();
    else await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
  try {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    await adminQuery(adminUrl, `create database ${template}`);
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const orm = await openDatabase(templateUrl.href, logger);
    await orm.close(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, template, stop };
}

/** One statement on its own connection (create and drop database cannot run in a transaction). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
