import { businessIntakeInput } from '@elite/contracts/schemas/intake';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody } from '../../http/errors.ts';
import { listRoute } from '../work-queues/work-queues.routes.ts';
import { submitBusinessIntake } from './intake.service.ts';

/** POST /api/business-intake (docs/rest-api.md#business-intake) and the admin's GET /api/business-intakes: twins of intake.submit and intake.list. */
export const intakeRoutes = new Hono<AppEnv>()
  .post('/business-intake', async (c) => c.json(await submitBusinessIntake(c.get('ctx'), await readJsonBody(c, businessIntakeInput)), 201))
  .get('/business-intakes', listRoute('business-intake'));
