import { contactInput } from '@elite/contracts/schemas/leads';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody } from '../../http/errors.ts';
import { createContact } from './leads.service.ts';

/** POST /api/contacts (spec 1 section 7): the REST twin of leads.create. GET /api/contacts is in admin.routes.ts. */
export const leadsRoutes = new Hono<AppEnv>().post('/contacts', async (c) =>
  c.json(await createContact(c.var.ctx, await readJsonBody(c, contactInput)), 201),
);
