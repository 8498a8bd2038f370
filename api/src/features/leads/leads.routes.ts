import { contactInput, proposalInput } from '@elite/contracts/schemas/leads';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody } from '../../http/errors.ts';
import { createContact, requestProposal } from './leads.service.ts';

/** POST /api/contacts (docs/rest-api.md#leads) and POST /api/proposals: twins of leads.create and leads.requestProposal. GET /api/contacts is in admin.routes.ts. */
export const leadsRoutes = new Hono<AppEnv>()
  .post('/contacts', async (c) => c.json(await createContact(c.get('ctx'), await readJsonBody(c, contactInput)), 201))
  .post('/proposals', async (c) => c.json(await requestProposal(c.get('ctx'), await readJsonBody(c, proposalInput)), 201));
