import { appointmentInput, cancelInput, slotsQuery, statusInput, statusUpdateInput } from '@elite/contracts/schemas/appointments';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, readJsonBody, readQuery } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { changeStatus } from '../work-queues/work-queues.service.ts';
import * as appointments from './appointments.service.ts';

/**
 * The documented scheduling calls (docs/rest-api.md#appointments, docs/rest-api.md#appointments), twins of the
 * appointments.* procedures. GET /api/appointments (the admin list) is in admin.routes.ts.
 */
export const appointmentsRoutes = new Hono<AppEnv>()
  .post('/seed-availability', async (c) => {
    const result = await appointments.seedAvailability(c.get('ctx').em);
    return c.json(result, result.created > 0 ? 201 : 200);
  })
  .get('/appointments/available-slots', async (c) => {
    return c.json(await appointments.listAvailableSlots(c.get('ctx').em, readQuery(c, slotsQuery)));
  })
  .post('/appointments', async (c) => c.json(await appointments.bookAppointment(c.get('ctx'), await readJsonBody(c, appointmentInput)), 201))
  .post('/appointments/cancel', async (c) => c.json(await appointments.cancelByToken(c.get('ctx'), (await readJsonBody(c, cancelInput)).token)))
  .patch('/appointments/:id/status', async (c) => {
    const user = await requireRole(c, ['admin']);
    const { status } = await readJsonBody(c, statusInput);
    const id = statusUpdateInput.shape.id.safeParse(c.req.param('id'));
    if (!id.success) throw apiError(400, { error: 'Some fields are invalid.', fieldErrors: { id: ['id must be an appointment id'] } });
    await changeStatus(c.get('ctx'), user, { kind: 'appointment', id: id.data, to: status });
    return c.json(await appointments.appointmentRow(c.get('ctx').em, id.data));
  });
