import { z } from 'zod';
import { workKinds } from './work-queues.ts';

/**
 * What staff browsers hear when a record changes anywhere (docs/admin.md#live-lists): its kind, its id and what
 * changed (`created`, `updated`, or the history line's action such as `status_changed`, `assigned`, `note_added`),
 * never the record's contents; the browser reads those again through the lists it may call.
 */
export const recordChange = z.object({
  kind: z.enum(workKinds),
  id: z.uuid(),
  change: z.string().regex(/^[a-z_]{1,40}$/),
});
export type RecordChange = z.infer<typeof recordChange>;

/** The kinds a support agent may open (Support Chat), so the only ones whose changes an agent hears and whose assigned work it counts. */
export const agentKinds = ['chat'] as const satisfies readonly (typeof workKinds)[number][];

/** admin.myWork: how many open records are assigned to the caller, per kind it may open (the navigation's badge). */
export const myWork = z.object({
  total: z.number().int(),
  byKind: z.array(z.object({ kind: z.enum(workKinds), count: z.number().int() })),
});
export type MyWork = z.infer<typeof myWork>;
