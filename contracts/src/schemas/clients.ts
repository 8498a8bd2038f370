import { z } from 'zod';
import { instant } from './instant.ts';
import { normalizedEmail } from './auth.ts';
import { workKinds } from './work-queues.ts';

/**
 * One client (docs/admin.md#one-client): a person across records, known by their e-mail normalised (trimmed,
 * lowercased), with one timeline of everything they did with us, newest first.
 */

/** At most this many timeline entries, the newest; `more` says there were others. */
export const CLIENT_TIMELINE_MAX = 200;

/** admin.clients.timeline: the client's e-mail, in any case and with spaces around it. */
export const clientTimelineInput = z.object({ email: normalizedEmail });

/** What a timeline entry is: a record of a work queue, a mail of a record's conversation, or a record's document. */
export const timelineKinds = [...workKinds, 'mail', 'document'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/**
 * One entry: its kind and id, when it happened, a one-line title and its status (a record's workflow status, a mail's
 * state; null where there is none), and the record whose drawer opens it (for a mail or a document, the record it
 * belongs to).
 */
export const timelineEntry = z.object({
  kind: z.enum(timelineKinds),
  id: z.string(),
  at: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  record: z.object({ kind: z.enum(workKinds), id: z.string() }),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** The client's portal account, when they registered one with this e-mail. */
export const clientAccount = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: instant(),
  /** When they confirmed the e-mail (a mailed link); null: not confirmed, no record reaches their portal. */
  confirmedAt: instant().nullable(),
  disabledAt: instant().nullable(),
});

/** The contact card a client keeps in the portal (docs/portal.md#contact-details). */
export const contactCard = z.object({ name: z.string(), companyName: z.string().nullable(), phone: z.string().nullable() });
export type ContactCard = z.infer<typeof contactCard>;

/** A change the client made to their contact card in the portal, newest first. */
export const contactChange = z.object({ at: z.string(), from: contactCard, to: contactCard });
export type ContactChange = z.infer<typeof contactChange>;

export const clientTimeline = z.object({
  email: z.string(),
  /** Every name and phone the client's records and account carry, the most recently seen first. */
  names: z.array(z.string()),
  phones: z.array(z.string()),
  account: clientAccount.nullable(),
  contactChanges: z.array(contactChange),
  entries: z.array(timelineEntry),
  /** There are older entries than the CLIENT_TIMELINE_MAX shown. */
  more: z.boolean(),
});
export type ClientTimeline = z.infer<typeof clientTimeline>;
