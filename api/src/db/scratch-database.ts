import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * Runs `work` on an empty database that is thrown away afterwards: a new database on the server of `databaseUrl`
 * when given (its user needs CREATEDB), otherwise an embedded PostgreSQL in a temporary folder. The tools that
 * compare the entities with the migrations (`npm run db:check`, `npm run migration:create`) never touch a
 * database that holds data.
 */
export async function withScratchDatabase<T>(databaseUrl: string | undefined, logger: Logger, work: (url: string) => Promise<T>): Promise<T> {
  if (databaseUrl) {
    const name = `schema_scratch_${randomBytes(6).toString('hex')}`;
    // raw SQL: creating and dropping a database happens outside any database the ORM is connected to.
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    try {
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      return await work(url.href);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'elite-schema-'));
  try {
    const embedded = await startEmbeddedPostgres(dir, logger);
    try {
      return await work(embedded.url);
    } finally {
      await embedded.stop();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
