import {
  adminLoginInput,
  adminSetupInput,
  changePasswordInput,
  passwordResetInput,
  passwordResetRequestInput,
  portalLoginInput,
  portalRegisterInput,
  setAccountDisabledInput,
  verifyEmailInput,
} from '@elite/contracts/schemas/auth';
import { Hono } from 'hono';
import { ROLES_WITH_ACCESS } from '../../http/access.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, readJsonBody } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as accounts from './accounts.service.ts';
import * as staffAccounts from './staff-accounts.service.ts';
import { adminLoginInfo, setUpFirstAdmin } from './first-admin.service.ts';
import { currentSession } from './sessions.service.ts';

/** REST aliases of the auth and portal routers (docs/accounts.md lists them). */
export const accountsRoutes = new Hono<AppEnv>()
  .get('/auth/session', async (c) => {
    const session = await currentSession(c.get('ctx'));
    if (!session) throw apiError(401, { error: 'Not signed in.' });
    return c.json({ user: session.user });
  })
  .post('/auth/logout', async (c) => c.json(await accounts.logout(c.get('ctx'))))
  .post('/auth/password', async (c) => {
    await requireRole(c, ROLES_WITH_ACCESS['signed-in']);
    return c.json({ user: await accounts.changePassword(c.get('ctx'), await readJsonBody(c, changePasswordInput)) });
  })
  .get('/admin/login-info', async (c) => c.json(await adminLoginInfo(c.get('ctx'))))
  .post('/admin/setup', async (c) => c.json({ user: await setUpFirstAdmin(c.get('ctx'), await readJsonBody(c, adminSetupInput)) }))
  .post('/admin/login', async (c) => c.json({ user: await accounts.adminLogin(c.get('ctx'), await readJsonBody(c, adminLoginInput)) }))
  .get('/admin/staff-accounts', async (c) => {
    await requireRole(c, ['admin']);
    return c.json({ items: await staffAccounts.listStaffAccounts(c.get('ctx').em) });
  })
  .post('/admin/staff-accounts/disabled', async (c) => {
    const actor = await requireRole(c, ['admin']);
    return c.json(await staffAccounts.setAccountDisabled(c.get('ctx'), actor, await readJsonBody(c, setAccountDisabledInput)));
  })
  .post('/portal/register', async (c) => c.json(await accounts.portalRegister(c.get('ctx'), await readJsonBody(c, portalRegisterInput)), 201))
  .post('/portal/login', async (c) => c.json({ user: await accounts.portalLogin(c.get('ctx'), await readJsonBody(c, portalLoginInput)) }))
  .post('/portal/verify-email', async (c) => c.json({ user: await accounts.verifyEmail(c.get('ctx'), await readJsonBody(c, verifyEmailInput)) }))
  .post('/portal/password-reset/request', async (c) =>
    c.json(await accounts.requestPasswordReset(c.get('ctx'), await readJsonBody(c, passwordResetRequestInput))),
  )
  .post('/portal/password-reset', async (c) => c.json(await accounts.resetPassword(c.get('ctx'), await readJsonBody(c, passwordResetInput))));
