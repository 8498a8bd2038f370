import { pageQuery, type PageQuery } from '@elite/contracts/schemas/pagination';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readQuery } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as admin from './admin.service.ts';

type Lister = (em: AppEnv['Variables']['ctx']['em'], query: PageQuery) => Promise<unknown>;

/** GET /api/<list>: admin only, paginated, newest first (docs/admin.md#lists). */
const list = (lister: Lister) => async (c: Context<AppEnv>) => {
  await requireRole(c, ['admin']);
  return c.json(await lister(c.get('ctx').em, readQuery(c, pageQuery)));
};

export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/summary', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await admin.adminSummary(c.get('ctx').em));
  })
  .get('/contacts', list(admin.listContacts))
  .get('/quiz-results', list(admin.listQuizResults))
  .get('/business-formations', list(admin.listBusinessFormations))
  .get('/entity-formations', list(admin.listEntityFormations))
  .get('/appointments', list(admin.listAppointments));
