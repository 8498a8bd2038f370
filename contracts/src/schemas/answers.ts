import { z } from 'zod';
import { sessionUser } from './auth.ts';

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
