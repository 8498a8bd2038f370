import { z } from 'zod';
import { instant } from './instant.ts';
import { appointmentTypeIds, appointmentTypes } from '../catalogue/appointments.ts';
import { parseHhMm, parseIsoDate } from '../rules/slots.ts';
import { appointmentStatuses } from './admin.ts';
import { INVALID_EMAIL, INVALID_PHONE, MISSING_INFORMATION, NOTES_MAX, PHONE_CHARACTERS, SIMPLE_EMAIL, tooLong } from './form-messages.ts';

export const INVALID_DATE = 'Please choose a valid date (YYYY-MM-DD).';
export const INVALID_TIME = 'Please choose a time slot (HH:MM, 24-hour).';
export const SLOT_TAKEN = 'That time was just taken. Please choose another time.';
export const SLOT_UNAVAILABLE = 'That time is not available. Please choose another time.';
/** Staff reschedule (docs/admin.md#rescheduling): the slot is not one the rules offer, or is taken. */
export const RESCHEDULE_UNAVAILABLE =
  'That time cannot be booked: weekends, holidays, past times, less than 2 hours ahead, more than 180 days ahead and times outside business hours are closed.';
export const RESCHEDULE_TAKEN = 'That time is taken by another appointment. Please choose another time.';

const isoDate = z.string({ message: INVALID_DATE }).refine((v) => parseIsoDate(v) !== null, INVALID_DATE);
const hhmm = z.string({ message: INVALID_TIME }).refine((v) => parseHhMm(v) !== null, INVALID_TIME);
const appointmentType = z.enum(appointmentTypeIds as ['consultation', 'formation'], { message: 'Please choose an appointment type.' });

/** GET /api/appointments/available-slots?date=YYYY-MM-DD[&type=consultation|formation] (docs/scheduling.md#availability-and-slots). */
export const slotsQuery = z.object({
  date: isoDate,
  /** Not in the documented call: the grid depends on the length (a 60-minute session needs both halves free). */
  type: appointmentType.default('consultation'),
});
export type SlotsQuery = z.input<typeof slotsQuery>;
export const slotsAnswer = z.object({ slots: z.array(z.string()) });
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

const required = (max: number) =>
  z.string({ message: MISSING_INFORMATION }).trim().min(1, { message: MISSING_INFORMATION, abort: true }).max(max, `Must be at most ${max} characters`);

/** POST /api/appointments and appointments.book (docs/scheduling.md#booking-rules): the wizard's details plus its choices. */
export const appointmentInput = z
  .object({
    clientName: required(200),
    clientEmail: required(254).regex(SIMPLE_EMAIL, INVALID_EMAIL),
    clientPhone: required(30).regex(PHONE_CHARACTERS, INVALID_PHONE).min(10, INVALID_PHONE),
    notes: z.string().trim().max(NOTES_MAX, tooLong(NOTES_MAX)).optional().default(''),
    appointmentType,
    appointmentDate: isoDate,
    appointmentTime: hhmm,
    duration: z.number({ message: 'duration must be a number of minutes' }).int('duration must be whole minutes'),
  })
  .superRefine((v, ctx) => {
    const expected = appointmentTypes[v.appointmentType]?.minutes;
    if (expected !== undefined && v.duration !== expected) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: `duration must be ${expected} minutes for this appointment type` });
    }
  });
export type AppointmentInput = z.input<typeof appointmentInput>;

/** The details step's fields, checked in the browser with the same rules. */
export const appointmentDetails = z.object({
  clientName: appointmentInput.shape.clientName,
  clientEmail: appointmentInput.shape.clientEmail,
  clientPhone: appointmentInput.shape.clientPhone,
  notes: appointmentInput.shape.notes,
});

export const bookedAnswer = z.object({
  id: z.string(),
  appointmentType,
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  duration: z.number(),
  startsAt: instant(),
  timeZone: z.string(),
});
export type BookedAnswer = z.infer<typeof bookedAnswer>;

/** PATCH /api/appointments/{id}/status (docs/admin.md#appointment-status-changes). */
export const statusInput = z.object({
  status: z.enum(appointmentStatuses, { message: 'status must be scheduled, confirmed, cancelled, completed or no_show' }),
  /** Required for a move that closes the appointment: cancelled, completed, no-show (docs/admin.md#closing-and-reopening). */
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});
export const statusUpdateInput = statusInput.extend({ id: z.uuid({ message: 'id must be an appointment id' }) });

/** The cancel link of the confirmation e-mail. */
export const cancelInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This cancel link is not valid.') });

/** A client's own appointment (portal dashboard). */
export interface MyAppointment {
  id: string;
  appointmentType: 'consultation' | 'formation';
  date: string;
  timeSlot: string;
  duration: number;
  status: (typeof appointmentStatuses)[number];
  startsAt: string;
}

// ---- Closed days, blocked times, staff reschedule (docs/scheduling.md#holidays-and-blocked-times) ----------------

export const BLOCK_REASON_MAX = 200;
export const BLOCK_REASON_REQUIRED = 'Please give a reason (staff see it; clients never do).';
export const BLOCK_TIMES_REQUIRED = 'Please give the start and end time, or block the whole day.';
export const BLOCK_END_BEFORE_START = 'The end must be after the start.';

/**
 * admin.availabilityBlocks.create and POST /api/admin/availability-blocks: a whole day, or a from–to range of one day,
 * in New York time, with the reason staff see. The admin's form validates with this same schema.
 */
export const availabilityBlockInput = z
  .object({
    date: isoDate,
    allDay: z.boolean({ message: 'allDay must be true or false' }),
    /** HH:MM, 24-hour; required unless allDay. */
    startTime: z.string({ message: INVALID_TIME }).optional(),
    endTime: z.string({ message: INVALID_TIME }).optional(),
    reason: z
      .string({ message: BLOCK_REASON_REQUIRED })
      .trim()
      .min(1, BLOCK_REASON_REQUIRED)
      .max(BLOCK_REASON_MAX, `The reason must be at most ${BLOCK_REASON_MAX} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.allDay) return;
    const start = v.startTime ? parseHhMm(v.startTime) : null;
    const end = v.endTime ? (v.endTime === '24:00' ? 1440 : parseHhMm(v.endTime)) : null;
    if (!v.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: BLOCK_TIMES_REQUIRED });
    else if (start === null) ctx.addIssue({ code: 'custom', path: ['startTime'], message: INVALID_TIME });
    if (!v.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: BLOCK_TIMES_REQUIRED });
    else if (end === null) ctx.addIssue({ code: 'custom', path: ['endTime'], message: INVALID_TIME });
    if (start !== null && end !== null && end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: BLOCK_END_BEFORE_START });
  });
export type AvailabilityBlockInput = z.input<typeof availabilityBlockInput>;

/** A blocked period as staff see it. */
export const availabilityBlock = z.object({
  id: z.string(),
  date: z.string(),
  allDay: z.boolean(),
  /** HH:MM in New York; null for a whole day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: instant(),
  startsAt: instant(),
  endsAt: instant(),
});
export type AvailabilityBlock = z.infer<typeof availabilityBlock>;

/** A live booking a block overlaps: staff reschedule or cancel it themselves. */
export const overlappedAppointment = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  status: z.enum(appointmentStatuses),
});
export type OverlappedAppointment = z.infer<typeof overlappedAppointment>;

export const availabilityBlockCreated = z.object({ block: availabilityBlock, overlaps: z.array(overlappedAppointment) });
export type AvailabilityBlockCreated = z.infer<typeof availabilityBlockCreated>;
export const availabilityBlockList = z.object({ blocks: z.array(availabilityBlock) });
export const availabilityBlockRef = z.object({ id: z.uuid({ message: 'id must be a block id' }) });

/** appointments.closedDays and GET /api/appointments/closed-days?from=&to=: at most a year and a bit at once. */
export const CLOSED_DAYS_MAX_SPAN = 400;
export const closedDaysQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.from <= v.to, { message: 'to must not be before from', path: ['to'] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= CLOSED_DAYS_MAX_SPAN, {
    message: `Ask for at most ${CLOSED_DAYS_MAX_SPAN} days at once.`,
    path: ['to'],
  });
export type ClosedDaysQuery = z.input<typeof closedDaysQuery>;
/** Whole days nobody can book: a federal holiday (with its name) or a day staff closed (never their reason). */
export const closedDays = z.object({ days: z.array(z.object({ date: z.string(), kind: z.enum(['holiday', 'closed']), label: z.string() })) });
export type ClosedDays = z.infer<typeof closedDays>;

/** The body of POST /api/appointments/{id}/reschedule: the new day and time, as the wizard books them. */
export const rescheduleBody = z.object({ appointmentDate: isoDate, appointmentTime: hhmm });
/** appointments.reschedule (docs/admin.md#rescheduling). */
export const rescheduleInput = rescheduleBody.extend({ id: z.uuid({ message: 'id must be an appointment id' }) });
export type RescheduleInput = z.input<typeof rescheduleInput>;
/** appointments.rescheduleSlots and GET /api/appointments/{id}/free-slots?date=: the free times it could move to. */
export const rescheduleSlotsQuery = z.object({ date: isoDate });
export const rescheduleSlotsInput = rescheduleSlotsQuery.extend({ id: rescheduleInput.shape.id });

// ---- The reschedule link of the client's mails (docs/scheduling.md#the-reschedule-link) -------------------------

/** A used, replaced, unknown or late reschedule link: one answer for all, as the cancel link has. */
export const RESCHEDULE_LINK_GONE =
  'This reschedule link has been used or replaced by a newer one, or the appointment can no longer be moved online. Please use the link in our latest e-mail, or call us.';
const rescheduleLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reschedule link is not valid.');
/** appointments.rescheduleLink: the booking the link moves. */
export const rescheduleLinkInput = z.object({ token: rescheduleLinkToken });
/** appointments.rescheduleLinkSlots: the free times of a day it could move to. */
export const rescheduleLinkSlotsInput = rescheduleSlotsQuery.extend({ token: rescheduleLinkToken });
/** appointments.rescheduleByLink: the new day and time. */
export const rescheduleByLinkInput = rescheduleBody.extend({ token: rescheduleLinkToken });
/** What the link's page shows: the booking in our words (nothing the client typed). */
export interface LinkedAppointment {
  appointmentType: 'consultation' | 'formation';
  date: string;
  timeSlot: string;
  duration: number;
  startsAt: string;
  when: string;
}
