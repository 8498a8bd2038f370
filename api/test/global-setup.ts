import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { openDatabase } from '../src/db/orm.ts';
import { createLogger } from '../src/logger.ts';

export const TEMPLATE_DB = 'app_test_template';

/**
 * One PostgreSQL for the whole api test run: DATABASE_URL when set, otherwise
 * an embedded server in a temp folder. A template database is migrated once;
 * each test file clones it (see test/database.ts), so files never share rows.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'elite-api-test-'));
    const embedded = await startEmbeddedPostgres(tmpDir, logger);
    adminUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const orm = await openDatabase(templateUrl.href, logger);
  await orm.close(true);

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await stopEmbedded?.();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
