import { rescheduleInput, rescheduleSlotsInput } from '@elite/contracts/schemas/appointments';
import { cancelMyAppointmentInput, contactDetailsInput, portalAccount, portalAppointment, portalDashboard } from '@elite/contracts/schemas/portal';
import { clientProcedure, rest } from '../../trpc/trpc.ts';
import * as portal from './portal.service.ts';

/** The signed-in client's own procedures (docs/portal.md#portal-dashboard), part of the `portal` router. */
export const portalClientProcedures = {
  /** Everything the client owns, matched by their confirmed e-mail, with each record's status changes. */
  dashboard: clientProcedure
    .meta(
      rest({
        tag: 'Portal',
        method: 'get',
        path: '/portal/dashboard',
        summary: 'The signed-in client’s dashboard',
        description:
          'Orders, formations, subscriptions, business intakes and appointments matched by the account’s confirmed e-mail, each with the dates its status changed (never who changed it, nor a staff note). `emailVerified` false: every list is empty.',
        answer: portalDashboard,
      }),
    )
    .query(({ ctx }) => portal.portalDashboard(ctx, ctx.user)),
  updateContact: clientProcedure
    .meta(
      rest({
        tag: 'Portal',
        method: 'put',
        path: '/portal/contact',
        summary: 'Change the client’s contact details',
        description: 'Name, company and phone. The e-mail is not changed here.',
        answer: portalAccount,
      }),
    )
    .input(contactDetailsInput)
    .mutation(({ ctx, input }) => portal.updateContactDetails(ctx, ctx.user, input)),
  cancelAppointment: clientProcedure
    .meta(
      rest({
        tag: 'Portal',
        method: 'post',
        path: '/portal/appointments/:id/cancel',
        summary: 'Cancel one of the client’s own upcoming appointments',
        description: 'As the mailed cancel link does: scheduled or confirmed, not started yet, booked with the account’s e-mail.',
        answer: portalAppointment,
        refusals: { 400: 'The id is not an appointment id.', 404: 'Not the client’s, cancelled already, or started.' },
      }),
    )
    .input(cancelMyAppointmentInput)
    .mutation(({ ctx, input }) => portal.cancelMyAppointment(ctx, ctx.user, input.id)),
  /** The client moves their own appointment into a free time (docs/portal.md#appointments). */
  rescheduleAppointment: clientProcedure.input(rescheduleInput).mutation(({ ctx, input }) => portal.rescheduleMyAppointment(ctx, ctx.user, input)),
  rescheduleSlots: clientProcedure.input(rescheduleSlotsInput).query(({ ctx, input }) => portal.myRescheduleSlots(ctx, ctx.user, input)),
};
