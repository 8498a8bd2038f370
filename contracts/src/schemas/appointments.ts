import { z } from 'zod';
import { appointmentTypeIds, appointmentTypes } from '../catalogue/appointments.ts';
import { parseHhMm, parseIsoDate } from '../rules/slots.ts';
import { appointmentStatuses } from './admin.ts';
import { INVALID_EMAIL, INVALID_PHONE, MISSING_INFORMATION, PHONE_CHARACTERS, SIMPLE_EMAIL } from './leads.ts';

export const INVALID_DATE = 'Please choose a valid date (YYYY-MM-DD).';
export const INVALID_TIME = 'Please choose a time slot (HH:MM, 24-hour).';
export const SLOT_TAKEN = 'That time was just taken. Please choose another time.';
export const SLOT_UNAVAILABLE = 'That time is not available. Please choose another time.';

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

const required = (max: number) => z.string({ message: MISSING_INFORMATION }).trim().min(1, MISSING_INFORMATION).max(max, `Must be at most ${max} characters`);

/** POST /api/appointments and appointments.book (docs/scheduling.md#booking-rules): the wizard's details plus its choices. */
export const appointmentInput = z
  .object({
    clientName: required(200),
    clientEmail: required(254).regex(SIMPLE_EMAIL, INVALID_EMAIL),
    clientPhone: required(30).regex(PHONE_CHARACTERS, INVALID_PHONE).min(10, INVALID_PHONE),
    notes: z.string().trim().max(2000, 'Must be at most 2000 characters').optional().default(''),
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
  startsAt: z.string(),
  timeZone: z.string(),
});
export type BookedAnswer = z.infer<typeof bookedAnswer>;

/** PATCH /api/appointments/{id}/status (docs/admin.md#appointment-status-changes). */
export const statusInput = z.object({
  status: z.enum(appointmentStatuses, { message: 'status must be scheduled, confirmed, cancelled, completed or no_show' }),
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
