import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { checkHealth } from './health.service.ts';

/** REST aliases of the system router. */
export const systemRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const health = await checkHealth(c.get('ctx').db);
  return c.json(health, health.status === 'ok' ? 200 : 503);
});
