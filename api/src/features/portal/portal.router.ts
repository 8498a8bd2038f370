import { rescheduleInput, rescheduleSlotsInput } from '@elite/contracts/schemas/appointments';
import { cancelMyAppointmentInput, contactDetailsInput } from '@elite/contracts/schemas/portal';
import { clientProcedure } from '../../trpc/trpc.ts';
import * as portal from './portal.service.ts';

/** The signed-in client's own procedures (docs/portal.md#portal-dashboard), part of the `portal` router. */
export const portalClientProcedures = {
  /** Everything the client owns, matched by their confirmed e-mail, with each record's status changes. */
  dashboard: clientProcedure.query(({ ctx }) => portal.portalDashboard(ctx, ctx.user)),
  updateContact: clientProcedure.input(contactDetailsInput).mutation(({ ctx, input }) => portal.updateContactDetails(ctx, ctx.user, input)),
  cancelAppointment: clientProcedure.input(cancelMyAppointmentInput).mutation(({ ctx, input }) => portal.cancelMyAppointment(ctx, ctx.user, input.id)),
  /** The client moves their own appointment into a free time (docs/portal.md#appointments). */
  rescheduleAppointment: clientProcedure.input(rescheduleInput).mutation(({ ctx, input }) => portal.rescheduleMyAppointment(ctx, ctx.user, input)),
  rescheduleSlots: clientProcedure.input(rescheduleSlotsInput).query(({ ctx, input }) => portal.myRescheduleSlots(ctx, ctx.user, input)),
};
