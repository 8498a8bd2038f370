import { cancelMyAppointmentInput, contactDetailsInput } from '@elite/contracts/schemas/portal';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { parseOr400, readJsonBody } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as portal from './portal.service.ts';

/** REST doors of the portal's client procedures (docs/rest-api.md#portal): 401 without a session, 403 for staff. */
export const portalRoutes = new Hono<AppEnv>()
  .get('/portal/dashboard', async (c) => {
    const user = await requireRole(c, ['client']);
    return c.json(await portal.portalDashboard(c.get('ctx'), user));
  })
  .put('/portal/contact', async (c) => {
    // Who calls is checked first: a wrong caller hears 401/403 whatever it sends (docs/accounts.md#who-may-call-what).
    const user = await requireRole(c, ['client']);
    const input = await readJsonBody(c, contactDetailsInput);
    return c.json(await portal.updateContactDetails(c.get('ctx'), user, input));
  })
  .post('/portal/appointments/:id/cancel', async (c) => {
    const user = await requireRole(c, ['client']);
    const { id } = parseOr400(cancelMyAppointmentInput, { id: c.req.param('id') });
    return c.json(await portal.cancelMyAppointment(c.get('ctx'), user, id));
  });
