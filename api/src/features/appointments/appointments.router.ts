import {
  appointmentInput,
  availabilityBlockInput,
  availabilityBlockRef,
  cancelInput,
  closedDaysQuery,
  rescheduleByLinkInput,
  rescheduleInput,
  rescheduleLinkInput,
  rescheduleLinkSlotsInput,
  rescheduleSlotsInput,
  slotsQuery,
  statusUpdateInput,
} from '@elite/contracts/schemas/appointments';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { myAppointments } from '../portal/portal.service.ts';
import { changeStatus } from '../work-queues/work-queues.service.ts';
import * as appointments from './appointments.service.ts';
import * as blocks from './availability-blocks.service.ts';

export const appointmentsRouter = router({
  seedAvailability: publicProcedure.mutation(({ ctx }) => appointments.seedAvailabilityFor(ctx)),
  availableSlots: publicProcedure.input(slotsQuery).query(({ ctx, input }) => appointments.listAvailableSlots(ctx.db, input)),
  book: publicProcedure.input(appointmentInput).mutation(({ ctx, input }) => appointments.bookAppointment(ctx, input)),
  cancel: publicProcedure.input(cancelInput).mutation(({ ctx, input }) => appointments.cancelByToken(ctx, input.token)),
  /** The appointment workflow of admin.changeStatus (audited, the client mailed), answering the row. */
  updateStatus: adminProcedure.input(statusUpdateInput).mutation(async ({ ctx, input }) => {
    await changeStatus(ctx, ctx.user, { kind: 'appointment', id: input.id, to: input.status, reason: input.reason });
    return appointments.appointmentRow(ctx.em, input.id);
  }),
  /** Whole days the public calendar disables: federal holidays and days staff closed (docs/scheduling.md#holidays-and-blocked-times). */
  closedDays: publicProcedure.input(closedDaysQuery).query(({ ctx, input }) => blocks.closedDaysBetween(ctx.em, input)),
  /** Staff move an appointment into a free slot (docs/admin.md#rescheduling), answering the row. */
  reschedule: adminProcedure.input(rescheduleInput).mutation(({ ctx, input }) => appointments.rescheduleAppointment(ctx, ctx.user, input)),
  /** The free times of a day an appointment could move to. */
  rescheduleSlots: adminProcedure.input(rescheduleSlotsInput).query(({ ctx, input }) => appointments.rescheduleSlots(ctx, input)),
  /** The booking a reschedule link of the client's mail moves (docs/scheduling.md#the-reschedule-link). */
  rescheduleLink: publicProcedure.input(rescheduleLinkInput).query(({ ctx, input }) => appointments.linkedAppointment(ctx, input.token)),
  /** The free times of a day the link's appointment could move to. */
  rescheduleLinkSlots: publicProcedure.input(rescheduleLinkSlotsInput).query(({ ctx, input }) => appointments.linkRescheduleSlots(ctx, input)),
  /** The link's holder moves the appointment without signing in, as a portal move does. */
  rescheduleByLink: publicProcedure.input(rescheduleByLinkInput).mutation(({ ctx, input }) => appointments.rescheduleByLink(ctx, input)),
  /** The signed-in client's own appointments, by the portal's rules (docs/portal.md#the-rules). */
  mine: clientProcedure.query(({ ctx }) => myAppointments(ctx, ctx.user)),
});

/** admin.availabilityBlocks: the dates and hours staff close (docs/scheduling.md#holidays-and-blocked-times). */
export const availabilityBlocksRouter = router({
  list: adminProcedure.query(({ ctx }) => blocks.listBlocks(ctx.em)),
  create: adminProcedure.input(availabilityBlockInput).mutation(({ ctx, input }) => blocks.createBlock(ctx, ctx.user, input)),
  remove: adminProcedure.input(availabilityBlockRef).mutation(({ ctx, input }) => blocks.removeBlock(ctx, ctx.user, input.id)),
});
