import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import type { WorkRecord } from '@elite/contracts/schemas/work-queues';
import { siteOrigin } from '../../http/site-origin.ts';
import { GREETING } from '../outbox/acknowledgements.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { inviteSequence } from '../work-queues/audit.service.ts';
import type { StatusMail } from '../outbox/outbox.service.ts';
import type { StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { Appointment } from './appointment.entity.ts';
import { calendarContentType } from './calendar-invite.ts';
import { describeStart, toRow, updatedInvite, type AppointmentEntity } from './appointments.service.ts';

const row = (r: AppointmentEntity, staff: StaffNames): AppointmentRow & Required<Pick<AppointmentRow, 'assignedTo'>> => ({
  ...toRow(r),
  assignedTo: staff(r.assignedTo),
});

/**
 * The client's mail when the team confirms or cancels an appointment (docs/admin.md#what-the-client-hears): the
 * subject says what happened, and the attached invitation updates the booking's event in their calendar (same UID,
 * a higher SEQUENCE; METHOD:CANCEL removes it). Staff send it, but to the address typed at booking: in our words
 * only (docs/input-limits.md#acknowledgements).
 */
function appointmentStatusMail(ctx: RequestContext, r: AppointmentEntity, to: 'confirmed' | 'cancelled', sequence: number): StatusMail {
  const type = appointmentTypes[r.appointmentType];
  const when = describeStart(r.startsAt.getTime());
  const method = to === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const invite = updatedInvite(r, {
    description:
      to === 'cancelled'
        ? `Cancelled by ${company.name}. To choose another time: ${siteOrigin(ctx)}/schedule`
        : `${type.title} (${type.minutes} minutes), confirmed by an advisor. An advisor will call you at the number you gave when booking.`,
    sequence,
    method,
  });
  return {
    to: r.clientEmail,
    subject: `${to === 'confirmed' ? 'Confirmed' : 'Cancelled'}: ${type.title} on ${when}`,
    text: [
      GREETING,
      '',
      ...(to === 'confirmed'
        ? [
            `An advisor confirmed your ${type.title} with ${company.name}:`,
            '',
            `When: ${when}`,
            `Duration: ${type.minutes} minutes`,
            'An advisor will call you at the phone number you gave when booking.',
            '',
            'The attached invitation updates the event in your calendar.',
            `To cancel or change it, reply to this e-mail or call us at ${company.phoneDisplay}.`,
          ]
        : [
            `Your ${type.title} with ${company.name} on ${when} was cancelled by our team.`,
            'The attached cancellation removes it from your calendar.',
            '',
            `To choose another time: ${siteOrigin(ctx)}/schedule`,
            `Questions? Reply to this e-mail or call us at ${company.phoneDisplay}.`,
          ]),
      '',
      company.name,
    ].join('\n'),
    attachments: [{ filename: to === 'cancelled' ? 'cancellation.ics' : 'appointment.ics', contentType: calendarContentType(method), content: invite }],
  };
}

/** Booked appointments (docs/admin.md#appointments and #status-workflows). */
export const appointmentQueue: WorkQueue<'appointment', AppointmentEntity> = {
  kind: 'appointment',
  entity: Appointment,
  sorts: {
    startsAt: ['startsAt'],
    createdAt: ['createdAt'],
    name: ['clientName'],
    email: ['clientEmail'],
    appointmentType: ['appointmentType'],
    status: ['status'],
  },
  // The next appointment first (upcoming soonest first), then the past ones most recent first: a formula
  // property (null once started), ordered like a column, rather than a raw ORDER BY expression (docs/decisions/0034).
  defaultOrder: [{ isPast: 'asc' }, { upcomingStartsAt: 'asc nulls last' }, { startsAt: 'desc' }],
  dates: { startsAt: 'startsAt', createdAt: 'createdAt' },
  emailColumn: 'client_email',
  email: (r) => r.clientEmail,
  rows: (_em, records, staff) => Promise.resolve(records.map((r) => row(r, staff))),
  record: (_em, r, staff): Promise<WorkRecord<'appointment'>> =>
    Promise.resolve({
      ...row(r, staff),
      createdAt: r.createdAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      timeZone: r.timeZone,
      portalClient: staff(r.clientUserId),
    }),
  person: (r) => ({ name: r.clientName, phone: r.clientPhone }),
  related: (r) => ({ title: `${appointmentTypes[r.appointmentType].title}, ${describeStart(r.startsAt.getTime())}`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    // Whether it has started is PostgreSQL's clock, read with the locked row.
    context: (r) => ({ isPast: r.isPast }),
    apply: (r, to) => {
      r.status = to;
      r.updatedAt = new Date();
      // A cancelled or finished appointment's cancel link stops working.
      if (to === 'cancelled' || to === 'completed' || to === 'no_show') r.cancelTokenHash = null;
    },
    mail: async (ctx, em, r, _from, to) => {
      if (to !== 'confirmed' && to !== 'cancelled') return null;
      // Each status change is a new version of the booking's event: the booking was 0.
      return appointmentStatusMail(ctx, r, to, await inviteSequence(em, r.id));
    },
  },
};
