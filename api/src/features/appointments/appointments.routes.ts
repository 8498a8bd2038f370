import {
  appointmentInput,
  availabilityBlockInput,
  availabilityBlockRef,
  cancelInput,
  closedDaysQuery,
  rescheduleBody,
  rescheduleSlotsQuery,
  slotsQuery,
  statusInput,
  statusUpdateInput,
} from '@elite/contracts/schemas/appointments';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, readJsonBody, readQuery } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { changeStatus } from '../work-queues/work-queues.service.ts';
import * as appointments from './appointments.service.ts';
import * as blocks from './availability-blocks.service.ts';

/**
 * The documented scheduling calls (docs/rest-api.md#appointments, docs/rest-api.md#appointments), twins of the
 * appointments.* procedures. GET /api/appointments (the admin list) is in admin.routes.ts.
 */
export const appointmentsRoutes = new Hono<AppEnv>()
  .post('/seed-availability', async (c) => {
    const result = await appointments.seedAvailabilityFor(c.get('ctx'));
    return c.json(result, result.created > 0 ? 201 : 200);
  })
  .get('/appointments/available-slots', async (c) => {
    return c.json(await appointments.listAvailableSlots(c.get('ctx').db, readQuery(c, slotsQuery)));
  })
  .post('/appointments', async (c) => c.json(await appointments.bookAppointment(c.get('ctx'), await readJsonBody(c, appointmentInput)), 201))
  .post('/appointments/cancel', async (c) => c.json(await appointments.cancelByToken(c.get('ctx'), (await readJsonBody(c, cancelInput)).token)))
  .patch('/appointments/:id/status', async (c) => {
    const user = await requireRole(c, ['admin']);
    const { status, reason } = await readJsonBody(c, statusInput);
    const id = appointmentId(c.req.param('id'));
    await changeStatus(c.get('ctx'), user, { kind: 'appointment', id, to: status, reason });
    return c.json(await appointments.appointmentRow(c.get('ctx').em, id));
  })
  .get('/appointments/closed-days', async (c) => c.json(await blocks.closedDaysBetween(c.get('ctx').em, readQuery(c, closedDaysQuery))))
  .post('/appointments/:id/reschedule', async (c) => {
    const user = await requireRole(c, ['admin']);
    const body = await readJsonBody(c, rescheduleBody);
    return c.json(await appointments.rescheduleAppointment(c.get('ctx'), user, { ...body, id: appointmentId(c.req.param('id')) }));
  })
  .get('/appointments/:id/free-slots', async (c) => {
    await requireRole(c, ['admin']);
    const { date } = readQuery(c, rescheduleSlotsQuery);
    return c.json(await appointments.rescheduleSlots(c.get('ctx'), { id: appointmentId(c.req.param('id')), date }));
  })
  .get('/admin/availability-blocks', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await blocks.listBlocks(c.get('ctx').em));
  })
  .post('/admin/availability-blocks', async (c) => {
    const user = await requireRole(c, ['admin']);
    return c.json(await blocks.createBlock(c.get('ctx'), user, await readJsonBody(c, availabilityBlockInput)), 201);
  })
  .delete('/admin/availability-blocks/:id', async (c) => {
    const user = await requireRole(c, ['admin']);
    const ref = availabilityBlockRef.safeParse({ id: c.req.param('id') });
    if (!ref.success) throw apiError(400, { error: 'Some fields are invalid.', fieldErrors: { id: ['id must be a block id'] } });
    return c.json(await blocks.removeBlock(c.get('ctx'), user, ref.data.id));
  });

/** The appointment id of a path, or 400 on its field. */
function appointmentId(value: string): string {
  const id = statusUpdateInput.shape.id.safeParse(value);
  if (!id.success) throw apiError(400, { error: 'Some fields are invalid.', fieldErrors: { id: ['id must be an appointment id'] } });
  return id.data;
}
