import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireRole } from '../../http/guards.ts';
import { listRoute } from '../work-queues/work-queues.routes.ts';
import * as admin from './admin.service.ts';

/** The admin dashboard's summary and the lists that had these paths (docs/rest-api.md#admin-lists). */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/summary', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await admin.adminSummary(c.get('ctx').em));
  })
  .get('/contacts', listRoute('lead'))
  .get('/quiz-results', listRoute('quiz-result'))
  .get('/business-formations', listRoute('business-formation'))
  .get('/entity-formations', listRoute('entity-formation'))
  .get('/appointments', listRoute('appointment'));
