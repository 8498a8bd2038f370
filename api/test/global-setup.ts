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
  return () => postgres.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
