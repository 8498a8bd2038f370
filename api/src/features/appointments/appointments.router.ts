import { appointmentInput, cancelInput, slotsQuery, statusUpdateInput } from '@elite/contracts/schemas/appointments';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { changeStatus } from '../work-queues/work-queues.service.ts';
import * as appointments from './appointments.service.ts';

export const appointmentsRouter = router({
  seedAvailability: publicProcedure.mutation(({ ctx }) => appointments.seedAvailability(ctx.em)),
  availableSlots: publicProcedure.input(slotsQuery).query(({ ctx, input }) => appointments.listAvailableSlots(ctx.em, input)),
  book: publicProcedure.input(appointmentInput).mutation(({ ctx, input }) => appointments.bookAppointment(ctx, input)),
  cancel: publicProcedure.input(cancelInput).mutation(({ ctx, input }) => appointments.cancelByToken(ctx, input.token)),
  /** The appointment workflow of admin.changeStatus (audited, the client mailed), answering the row. */
  updateStatus: adminProcedure.input(statusUpdateInput).mutation(async ({ ctx, input }) => {
    await changeStatus(ctx, ctx.user, { kind: 'appointment', id: input.id, to: input.status });
    return appointments.appointmentRow(ctx.em, input.id);
  }),
  /** The signed-in client's own appointments (portal dashboard). */
  mine: clientProcedure.query(({ ctx }) => appointments.appointmentsOf(ctx.em, ctx.user.email ?? '')),
});
