import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, ormOptions } from '../src/db/orm.ts';
import { createLogger } from '../src/logger.ts';
import { afterFile } from './cleanup.ts';
import { TEMPLATE_DB } from './global-setup.ts';
import { adminQuery, startTestPostgres, type TestPostgres } from './postgres.ts';

export interface TestDatabase {
  url: string;
  orm: MikroORM;
}

let ownPostgres: Promise<TestPostgres> | undefined;

/**
 * The server test databases are made on: the api project's (its global setup
 * provides it); a test file of another vitest project starts its own, on
 * DATABASE_URL or else an embedded PostgreSQL, stopped after that file.
 */
async function testPostgres(): Promise<{ adminUrl: string; template: string }> {
  const provided = inject('adminDatabaseUrl');
  if (provided) return { adminUrl: provided, template: TEMPLATE_DB };
  if (!ownPostgres) {
    const started = startTestPostgres(process.env.DATABASE_URL, `app_test_template_${randomBytes(4).toString('hex')}`);
    ownPostgres = started;
    // Registered before any database of the file, so it runs after their drops.
    afterFile(async () => {
      ownPostgres = undefined;
      await (await started).stop();
    });
  }
  return ownPostgres;
}

/**
 * A fresh, fully migrated database for one test file, cloned from the template
 * the global setup migrated. Dropped when the file's tests are done.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = await testPostgres();
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase(url.href, createLogger('silent'));
  afterFile(async () => {
    await orm.close(true);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });
  return { url: url.href, orm };
}

/**
 * An empty database with an ORM that has run no migration yet, for tests of a migration: they migrate it up to
 * the one before, plant rows the old way, then migrate the rest. Dropped after the file's tests.
 */
export async function createUnmigratedDatabase(): Promise<TestDatabase> {
  const { adminUrl } = await testPostgres();
  const name = `app_test_migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormOptions(url.href));
  afterFile(async () => {
    await orm.close(true);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });
  return { url: url.href, orm };
}

/** One query on its own connection, outside the app: what a test reads or changes behind the app's back. */
export async function rawQuery<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
