import { appointmentInput, cancelInput, slotsQuery, statusUpdateInput } from '@elite/contracts/schemas/appointments';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import * as appointments from './appointments.service.ts';

export const appointmentsRouter = router({
  seedAvailability: publicProcedure.mutation(({ ctx }) => appointments.seedAvailability(ctx.em)),
  availableSlots: publicProcedure.input(slotsQuery).query(({ ctx, input }) => appointments.listAvailableSlots(ctx.em, input)),
  book: publicProcedure.input(appointmentInput).mutation(({ ctx, input }) => appointments.bookAppointment(ctx, input)),
  cancel: publicProcedure.input(cancelInput).mutation(({ ctx, input }) => appointments.cancelByToken(ctx, input.token)),
  updateStatus: adminProcedure.input(statusUpdateInput).mutation(({ ctx, input }) => appointments.updateAppointmentStatus(ctx.em, input.id, input.status)),
  /** The signed-in client's own appointments (portal dashboard). */
  mine: clientProcedure.query(({ ctx }) => appointments.appointmentsOf(ctx.em, ctx.user.email ?? '')),
});
