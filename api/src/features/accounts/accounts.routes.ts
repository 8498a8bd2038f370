import { adminLoginInput, portalLoginInput, portalRegisterInput } from '@elite/contracts/schemas/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, readJsonBody } from '../../http/errors.ts';
import * as accounts from './accounts.service.ts';
import { currentSession } from './sessions.service.ts';

/** REST aliases of the auth and portal routers (spec 3 section 7 names the portal ones). */
export const accountsRoutes = new Hono<AppEnv>()
  .get('/auth/session', async (c) => {
    const session = await currentSession(c.get('ctx'));
    if (!session) throw apiError(401, { error: 'Not signed in.' });
    return c.json({ user: session.user });
  })
  .post('/auth/logout', async (c) => c.json(await accounts.logout(c.get('ctx'))))
  .get('/admin/login-info', async (c) => c.json(await accounts.adminLoginInfo(c.get('ctx').em)))
  .post('/admin/login', async (c) => c.json({ user: await accounts.adminLogin(c.get('ctx'), await readJsonBody(c, adminLoginInput)) }))
  .post('/portal/register', async (c) => c.json(await accounts.portalRegister(c.get('ctx'), await readJsonBody(c, portalRegisterInput)), 201))
  .post('/portal/login', async (c) => c.json({ user: await accounts.portalLogin(c.get('ctx'), await readJsonBody(c, portalLoginInput)) }));
