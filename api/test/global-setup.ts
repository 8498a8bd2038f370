import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres.ts';

export const TEMPLATE_DB = 'app_test_template';

/**
 * One PostgreSQL for the whole api test run: DATABASE_URL when set, otherwise
 * an embedded server in a temp folder. A template database is migrated once;
 * each test file clones it (see test/database.ts), so files never share rows.
 */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres(process.env.DATABASE_URL, TEMPLATE_DB);
  project.provide('adminDatabaseUrl', postgres.adminUrl);
  // Every folder a test server or process writes (DATA_DIR, a built web app in miniature) lives in here, and goes
  // with the run: a test killed half-way leaves nothing behind in /tmp either.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-api-run-'));
  project.provide('testTempDir', tempDir);
  return async () => {
    await postgres.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The run's temporary folder (see setup). */
    testTempDir: string;
  }
}
