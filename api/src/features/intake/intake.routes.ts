import { businessIntakeInput } from '@elite/contracts/schemas/intake';
import { pageQuery } from '@elite/contracts/schemas/pagination';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody, readQuery } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { listBusinessIntakes, submitBusinessIntake } from './intake.service.ts';

/** POST /api/business-intake (docs/rest-api.md#business-intake) and the admin's GET /api/business-intakes: twins of intake.submit and intake.list. */
export const intakeRoutes = new Hono<AppEnv>()
  .post('/business-intake', async (c) => c.json(await submitBusinessIntake(c.get('ctx'), await readJsonBody(c, businessIntakeInput)), 201))
  .get('/business-intakes', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await listBusinessIntakes(c.get('ctx').em, readQuery(c, pageQuery)));
  });
