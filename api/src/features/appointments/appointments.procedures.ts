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
  availabilityBlockCreated,
  availabilityBlockList,
  bookedAnswer,
  closedDays,
  slotsAnswer,
} from '@elite/contracts/schemas/appointments';
import { appointmentRow } from '@elite/contracts/schemas/admin';
import { appointmentCancelled, availabilitySeeded, ok } from '@elite/contracts/schemas/answers';
import { adminProcedure, clientProcedure, listedIn, publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { myAppointments } from '../portal/portal.service.ts';
import { changeStatus } from '../work-queues/work-queues.service.ts';
import * as appointments from './appointments.service.ts';
import * as blocks from './availability-blocks.service.ts';

export const appointmentsRouter = router({
  seedAvailability: publicProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'post',
        path: '/seed-availability',
        summary: 'Lay out the weekly business hours',
        description: 'Idempotent: 201 when hours were created, 200 when they already existed.',
        answer: availabilitySeeded,
        status: '200 or 201',
        statusOf: ({ created }: { created: number }) => (created > 0 ? 201 : 200),
        limited: true,
      }),
    )
    .meta(
      listedIn(['scheduling.md'], {
        takes: 'no body',
        answers: '201 when it seeded, 200 `{ created: 0, message: "Availability already configured." }` otherwise',
      }),
    )
    .mutation(({ ctx }) => appointments.seedAvailabilityFor(ctx)),
  availableSlots: publicProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'get',
        path: '/appointments/available-slots',
        summary: 'Free start times of a day',
        description: 'HH:MM in the business time zone (America/New_York); a 60-minute type needs both halves free.',
        answer: slotsAnswer,
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: '`slots: ["09:00", "09:30", …]`' }))
    .input(slotsQuery)
    .query(({ ctx, input }) => appointments.listAvailableSlots(ctx.db, input)),
  book: publicProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'post',
        path: '/appointments',
        summary: 'Book an appointment',
        description: 'A confirmation with a cancel link is mailed.',
        answer: bookedAnswer,
        status: 201,
        limited: true,
        refusals: { 400: 'Bad input, or a time outside the bookable hours.', 409: 'The time was just taken.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'the booked answer; 400, 409 and 429 as [booking rules](#booking-rules) say' }))
    .input(appointmentInput)
    .mutation(({ ctx, input }) => appointments.bookAppointment(ctx, input)),
  cancel: publicProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'post',
        path: '/appointments/cancel',
        summary: 'Cancel with the mailed link',
        answer: appointmentCancelled,
        limited: true,
        refusals: { 404: 'The link was used already, or the appointment has started.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { who: 'link holder', answers: '404 as [confirmation and cancellation](#confirmation-and-cancellation) says' }))
    .input(cancelInput)
    .mutation(({ ctx, input }) => appointments.cancelByToken(ctx, input.token)),
  /** The appointment workflow of admin.changeStatus (audited, the client mailed), answering the row. */
  updateStatus: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'patch',
        path: '/appointments/:id/status',
        summary: 'Change an appointment’s status',
        answer: appointmentRow,
        refusals: { 400: 'Bad input, or a change the appointment’s state does not allow.', 404: 'No such appointment.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'the updated row ([admin.md#appointment-status-changes](admin.md#appointment-status-changes))' }))
    .input(statusUpdateInput)
    .mutation(async ({ ctx, input }) => {
      await changeStatus(ctx, ctx.user, { kind: 'appointment', id: input.id, to: input.status, reason: input.reason });
      return appointments.appointmentRow(ctx.em, input.id);
    }),
  /** Whole days the public calendar disables: federal holidays and days staff closed (docs/scheduling.md#holidays-and-blocked-times). */
  closedDays: publicProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'get',
        path: '/appointments/closed-days',
        summary: 'Whole days nobody can book',
        description: 'Federal holidays (by name) and days staff closed ("Closed", never their reason) from `from` to `to`, at most 400 days.',
        answer: closedDays,
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: '`days: [{ date, kind, label }]` ([above](#holidays-and-blocked-times))' }))
    .input(closedDaysQuery)
    .query(({ ctx, input }) => blocks.closedDaysBetween(ctx.em, input)),
  /** Staff move an appointment into a free slot (docs/admin.md#rescheduling), answering the row. */
  reschedule: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'post',
        path: '/appointments/:id/reschedule',
        summary: 'Move an appointment to a free time',
        description:
          'Staff move a scheduled or confirmed appointment that has not started into a free slot of its length; the history keeps the move and the client is mailed an updated invitation.',
        answer: appointmentRow,
        refusals: {
          400: 'Bad input, a time that is not bookable (weekend, holiday, past, outside hours), the same time, or an appointment that is closed or started.',
          404: 'No such appointment.',
          409: 'The time is taken by another appointment or blocked by staff.',
        },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'the moved row ([admin.md#rescheduling](admin.md#rescheduling))' }))
    .input(rescheduleInput)
    .mutation(({ ctx, input }) => appointments.rescheduleAppointment(ctx, ctx.user, input)),
  /** The free times of a day an appointment could move to. */
  rescheduleSlots: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'get',
        path: '/appointments/:id/free-slots',
        summary: 'Free times an appointment could move to',
        description: 'The day’s free start times for the appointment’s length, its own time counted free.',
        answer: slotsAnswer,
        refusals: { 404: 'No such appointment.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'the free times it could move to ([admin.md#rescheduling](admin.md#rescheduling))' }))
    .input(rescheduleSlotsInput)
    .query(({ ctx, input }) => appointments.rescheduleSlots(ctx, input)),
  /** The booking a reschedule link of the client's mail moves (docs/scheduling.md#the-reschedule-link). */
  rescheduleLink: publicProcedure
    .meta(
      listedIn(['scheduling.md'], {
        who: 'link holder',
        answers: '`{ appointmentType, date, timeSlot, duration, startsAt, when }`; 404 ([above](#the-reschedule-link))',
        refuses: [404],
      }),
    )
    .input(rescheduleLinkInput)
    .query(({ ctx, input }) => appointments.linkedAppointment(ctx, input.token)),
  /** The free times of a day the link's appointment could move to. */
  rescheduleLinkSlots: publicProcedure
    .meta(listedIn(['scheduling.md'], { who: 'link holder', answers: '`{ slots }`; 404 as above', refuses: [404] }))
    .input(rescheduleLinkSlotsInput)
    .query(({ ctx, input }) => appointments.linkRescheduleSlots(ctx, input)),
  /** The link's holder moves the appointment without signing in, as a portal move does. */
  rescheduleByLink: publicProcedure
    .meta(
      listedIn(['scheduling.md'], {
        who: 'link holder',
        answers: 'the new time, as `rescheduleLink` answers it ([above](#the-reschedule-link))',
        refuses: [404, 409, 429],
      }),
    )
    .input(rescheduleByLinkInput)
    .mutation(({ ctx, input }) => appointments.rescheduleByLink(ctx, input)),
  /** The signed-in client's own appointments, by the portal's rules (docs/portal.md#the-rules). */
  mine: clientProcedure.query(({ ctx }) => myAppointments(ctx, ctx.user)),
});

/** admin.availabilityBlocks: the dates and hours staff close (docs/scheduling.md#holidays-and-blocked-times). */
export const availabilityBlocksRouter = router({
  list: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'get',
        path: '/admin/availability-blocks',
        summary: 'Dates and hours staff closed',
        description: 'The blocks that have not ended, soonest first, with their reasons.',
        answer: availabilityBlockList,
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'the blocks ahead ([admin.md](admin.md#closed-dates-and-hours))' }))
    .query(({ ctx }) => blocks.listBlocks(ctx.em)),
  create: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'post',
        path: '/admin/availability-blocks',
        summary: 'Close a day or some hours of a day',
        description:
          'A whole day (`allDay`) or `startTime`–`endTime` of `date`, New York time. Booked appointments it covers are kept and listed in `overlaps` for staff to move.',
        answer: availabilityBlockCreated,
        status: 201,
        refusals: { 400: 'Bad input, or a time that has passed.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: 'a new block and the bookings it overlaps ([admin.md](admin.md#closed-dates-and-hours))' }))
    .input(availabilityBlockInput)
    .mutation(({ ctx, input }) => blocks.createBlock(ctx, ctx.user, input)),
  remove: adminProcedure
    .meta(
      rest({
        tag: 'Appointments',
        method: 'delete',
        path: '/admin/availability-blocks/:id',
        summary: 'Open a blocked time again',
        answer: ok,
        refusals: { 404: 'No such block.' },
      }),
    )
    .meta(listedIn(['scheduling.md'], { answers: '404 when gone' }))
    .input(availabilityBlockRef)
    .mutation(({ ctx, input }) => blocks.removeBlock(ctx, ctx.user, input.id)),
});
