import { z } from 'zod';
import { NOTE_MAX, recordRef } from './work-queues.ts';

/** How far ahead a follow-up may be set: a year (docs/admin.md#follow-ups). */
export const FOLLOW_UP_MAX_DAYS = 366;

/**
 * admin.followUps.set: when to look at a record again (an instant, at most FOLLOW_UP_MAX_DAYS ahead; a past time
 * reminds at once), why, and which staff member is reminded (null: the team's address).
 */
export const setFollowUpInput = recordRef.extend({
  dueAt: z.iso.datetime({ offset: true, message: 'dueAt must be a date and time (ISO 8601)' }),
  note: z
    .string({ message: 'Please say what to follow up.' })
    .trim()
    .min(1, 'Please say what to follow up.')
    .max(NOTE_MAX, `A follow-up note is at most ${NOTE_MAX.toLocaleString('en-US')} characters.`),
  assigneeId: z.uuid({ message: 'assigneeId must be a staff id or null' }).nullable(),
});
export type SetFollowUpInput = z.input<typeof setFollowUpInput>;

/** admin.followUps.clear: the record no longer needs one. */
export const clearFollowUpInput = recordRef;
