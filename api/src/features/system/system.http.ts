import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { checkHealth } from './health.service.ts';
import { aliasesOf, named } from '../../http/openapi.ts';
import { z } from 'zod';

/** REST aliases of the system router. */
export const systemRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const health = await checkHealth(c.get('ctx').db);
  return c.json(health, health.status === 'ok' ? 200 : 503);
});

const health = named('Health', z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }));

/** GET /api/health, hand-written: its 503 and its few microseconds are its own (docs/rest-api.md#system). */
export const systemRoutesDoc = aliasesOf<typeof systemRoutes>()('System', {
  'GET /health': {
    summary: 'Health of the site',
    description: 'Answers 200 only while the database answers a query (for load balancers).',
    ok: health,
    refusals: { 503: { description: 'The database does not answer.', schema: health } },
  },
});
