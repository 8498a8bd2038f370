import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import type { WorkRecord } from '@elite/contracts/schemas/work-queues';
import { siteOrigin } from '../../http/site-origin.ts';
import type { StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { Appointment } from './appointment.entity.ts';
import { describeStart, toRow, type AppointmentEntity } from './appointments.service.ts';

const row = (r: AppointmentEntity, staff: StaffNames): AppointmentRow & Required<Pick<AppointmentRow, 'assignedTo'>> => ({
  ...toRow(r),
  assignedTo: staff(r.assignedTo),
});

/**
 * Booked appointments (docs/admin.md#appointments and #appointment-status-changes). The client hears when the team
 * confirms or cancels; the calendar invitation of those mails (METHOD:CANCEL, a new SEQUENCE) is not built yet.
 */
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
  dates: { startsAt: 'startsAt', createdAt: 'createdAt' },
  emailColumn: 'client_email',
  email: (r) => r.clientEmail,
  rows: (_em, records, staff) => Promise.resolve(records.map((r) => row(r, staff))),
  record: (_em, r, staff): Promise<WorkRecord<'appointment'>> =>
    Promise.resolve({ ...row(r, staff), createdAt: r.createdAt.toISOString(), endsAt: r.endsAt.toISOString(), timeZone: r.timeZone }),
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
    mail: (ctx, r, _from, to) => {
      if (to !== 'confirmed' && to !== 'cancelled') return null;
      const type = appointmentTypes[r.appointmentType];
      const when = describeStart(r.startsAt.getTime());
      return {
        to: r.clientEmail,
        subject: `Appointment ${to}: ${type.title} on ${when}`,
        text: [
          `Dear ${r.clientName},`,
          '',
          ...(to === 'confirmed'
            ? [
                `An advisor confirmed your ${type.title} with ${company.name}:`,
                '',
                `When: ${when}`,
                `Duration: ${type.minutes} minutes`,
                `We will call you at: ${r.clientPhone}`,
                '',
                `To cancel or change it, reply to this e-mail or call us at ${company.phoneDisplay}.`,
              ]
            : [
                `Your ${type.title} with ${company.name} on ${when} was cancelled by our team.`,
                '',
                `To choose another time: ${siteOrigin(ctx)}/schedule`,
                `Questions? Reply to this e-mail or call us at ${company.phoneDisplay}.`,
              ]),
          '',
          company.name,
        ].join('\n'),
      };
    },
  },
};
