import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseAnswers } from '../../db/prepared.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/**
 * The site is healthy only when PostgreSQL answers a query. It takes the pool (`ctx.db`), not the request's entity
 * manager: forking one was 40% of the health check's CPU (docs/performance.md), and a probe needs no identity map.
 */
export async function checkHealth(db: Pick<EntityManager, 'getConnection'>): Promise<Health> {
  return (await databaseAnswers(db)) ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' };
}
