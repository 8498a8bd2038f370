import type { EntityManager } from '@mikro-orm/postgresql';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** The site is healthy only when PostgreSQL answers a query. */
export async function checkHealth(em: EntityManager): Promise<Health> {
  try {
    await em.getConnection().execute('select 1');
    return { status: 'ok', database: 'up' };
  } catch {
    return { status: 'unavailable', database: 'down' };
  }
}
