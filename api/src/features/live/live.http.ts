import { agentKinds } from '@elite/contracts/schemas/live';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { currentSession } from '../accounts/sessions.service.ts';
import type { LiveEvents } from './live-events.ts';
import { aliasesOf } from '../../http/openapi.ts';

/** How often an open stream says it is alive (proxies close silent connections) and checks its session still is. */
const KEEPALIVE_MS = 25_000;

/**
 * GET /api/admin/events (docs/admin.md#live-lists): server-sent events to a signed-in staff browser, one `change`
 * `{ kind, id, change }` per record change on any instance (an agent hears only the kinds it may open), `resync` when
 * this instance may have missed some. No session 401, a client 403; the stream ends with the session.
 */
export const liveRoutes = (live: LiveEvents | undefined) =>
  new Hono<AppEnv>().get('/admin/events', async (c) => {
    const user = await requireRole(c, ['admin', 'agent']);
    if (!live) throw apiError(503, { error: 'Live updates are not available on this server.' });
    const kinds: ReadonlySet<string> | null = user.role === 'admin' ? null : new Set<string>(agentKinds);
    const ctx = c.get('ctx');
    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = live.subscribe(
        (change) => {
          if (!kinds || kinds.has(change.kind)) void stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
        },
        () => void stream.writeSSE({ event: 'resync', data: '{}' }),
      );
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(KEEPALIVE_MS);
        const session = await currentSession(ctx).catch(() => null);
        if (!session || session.user.id !== user.id) break;
        await stream.writeSSE({ event: 'ping', data: '{}' });
      }
      unsubscribe();
    });
  });

/** The event stream, described for the OpenAPI document. */
export const liveRoutesDoc = aliasesOf<ReturnType<typeof liveRoutes>>()('Admin', {
  'GET /admin/events': {
    summary: 'Record changes as they happen',
    description:
      'Server-sent events for staff screens: `change` `{ kind, id, change }` whenever a record is created or updated or gets a history line, on any instance (a support agent hears chats only); `resync` when changes may have been missed; `ping` every 25 seconds. Never a record’s contents.',
    who: 'staff',
    ok: 'events',
  },
});
