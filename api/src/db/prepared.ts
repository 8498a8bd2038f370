import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** Per SQL text as callers write it (`?` for each value, like em.execute): the numbered text PostgreSQL takes and its name. */
const statements = new Map<string, { name: string; text: string }>();

function statementFor(sql: string) {
  let statement = statements.get(sql);
  if (!statement) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${(n += 1)}`);
    statement = { name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Runs one statement as a named prepared statement on a connection of the
 * pool: PostgreSQL parses and plans it once per connection, not on every call.
 * em.execute sends the values inlined in the text, which PostgreSQL plans each
 * time; for the multi-CTE writes of the busiest public calls that planning cost
 * more than the writes (decision 18). `sql` takes `?` for each value (no `?`
 * anywhere else in the text) and runs on its own, outside any transaction.
 */
type PoolClient = { acquireConnection(): Promise<pg.Client>; releaseConnection(c: pg.Client): Promise<void> };
const poolOf = (db: Pick<EntityManager, 'getConnection'>) => db.getConnection().getKnex().client as PoolClient;

/**
 * Whether PostgreSQL answers `select 1` on a connection of the pool. The ORM's own probe (`isConnected`) builds a
 * knex query and runs it through knex's runner: on the health check that was a third of the server's CPU per
 * request (docs/performance.md#goals).
 */
export async function databaseAnswers(db: Pick<EntityManager, 'getConnection'>): Promise<boolean> {
  const pool = poolOf(db);
  let connection: pg.Client;
  try {
    connection = await pool.acquireConnection();
  } catch {
    return false;
  }
  try {
    // raw SQL: the smallest query there is, on the hot path of every load balancer's probe.
    await connection.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await pool.releaseConnection(connection);
  }
}

export async function executePrepared<T extends object>(
  db: Pick<EntityManager, 'getConnection'>,
  sql: string,
  params: unknown[],
  options: { serialiseOn?: string } = {},
): Promise<T[]> {
  const { name, text } = statementFor(sql);
  const client = poolOf(db);
  const connection = await client.acquireConnection();
  try {
    // raw SQL: this is the home of the hot statements that must be prepared (decision 18); each caller says why.
    if (!options.serialiseOn) return (await connection.query<T>({ name, text, values: params })).rows;
    // Statements with the same key run one after the other: a transaction-scoped advisory lock, released by
    // the commit (or the rollback). Writers that could deadlock inside a constraint queue up instead.
    await connection.query('begin');
    try {
      await connection.query('select pg_advisory_xact_lock(hashtext($1))', [options.serialiseOn]);
      const rows = (await connection.query<T>({ name, text, values: params })).rows;
      await connection.query('commit');
      return rows;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.releaseConnection(connection);
  }
}
