import type { EntityManager } from '@mikro-orm/postgresql';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** The site is healthy only when PostgreSQL answers a query. */
export async function checkHealth(em: EntityManager): Promise<Health> {
  // The ORM's own probe (`select 1`); a failure answers false.
  return (await em.getConnection().isConnected()) ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' };
}
