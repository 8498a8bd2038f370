import { nameSearchInput } from '@elite/contracts/schemas/name-search';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody } from '../../http/errors.ts';
import { searchName } from './name-search.service.ts';

/** POST /api/tools/name-search (docs/rest-api.md#name-search): twin of nameSearch.search. */
export const nameSearchRoutes = new Hono<AppEnv>().post('/tools/name-search', async (c) =>
  c.json(await searchName(c.get('ctx'), await readJsonBody(c, nameSearchInput))),
);
