import { z } from 'zod';
import { sessionUser, staffAccountRow } from './auth.ts';

/**
 * Small answers of the REST aliases that several calls share or that have no form of their own (docs/rest-api.md).
 * The OpenAPI document names each as it is exported here (`created` -> `Created`).
 */

/** A record was created: its id. */
export const created = z.object({ id: z.string() });

/** Done; nothing else to say. */
export const ok = z.object({ ok: z.literal(true) });

/** A sign-in, or the session of this browser. */
export const signedIn = z.object({ user: sessionUser });

/** A proposal request: its id and the total the server priced (docs/rest-api.md#leads). */
export const proposalRequested = z.object({ id: z.string(), totalCents: z.number() });

/** The weekly business hours laid out: how many, and what happened (docs/rest-api.md#appointments). */
export const availabilitySeeded = z.object({ created: z.number(), message: z.string() });

/** An appointment cancelled with its mailed link. */
export const appointmentCancelled = z.object({
  date: z.string(),
  timeSlot: z.string(),
  appointmentType: z.enum(['consultation', 'formation']),
  when: z.string(),
});

/** A follow-up mailed after an assessment: how many the result has had. */
export const followUpSent = z.object({ followUps: z.number() });

/** A business name checked (docs/tools.md). */
export const nameSearchResult = z.object({ available: z.boolean(), message: z.string(), filingName: z.string(), suggestions: z.array(z.string()) });

/** The staff accounts (docs/admin.md#staff). */
export const staffAccounts = z.object({ items: z.array(staffAccountRow) });

/**
 * One page of a work queue (docs/admin.md#work-queues): `totalCapped` is true when a search matched more rows than
 * it counted (`total`).
 */
export const pageOf = <S extends z.ZodType>(row: S) =>
  z.object({ items: z.array(row), total: z.number().int(), totalCapped: z.boolean(), page: z.number().int(), pageSize: z.number().int() });
