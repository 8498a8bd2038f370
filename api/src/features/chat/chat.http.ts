import { upgradeWebSocket } from '@hono/node-server';
import type { Handler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { ownOrigins } from '../../http/cross-site.ts';
import { currentSession } from '../accounts/sessions.service.ts';
import { SOCKETS_PER_ADDRESS, type ChatHub } from './chat.hub.ts';

/**
 * GET /ws/chat (docs/chat.md#refusals-and-closes): checks happen before the upgrade. A page of
 * another site cannot open it with our visitor's cookies (Origin must be ours),
 * and the session cookie decides whether the socket may join as an agent.
 */
export function chatUpgrade(hub: ChatHub | undefined): Handler<AppEnv> {
  return async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      return c.json({ error: 'This address takes WebSocket connections only.' }, 426);
    }
    const origin = c.req.header('origin');
    if (!origin || !ownOrigins(c, c.get('ctx').config).has(origin)) {
      return c.json({ error: 'Cross-site WebSocket connections are not allowed.' }, 403);
    }
    if (!hub?.accepting) return c.json({ error: 'Live chat is not available right now. Please try again shortly.' }, 503);
    const { clientIp, config } = c.get('ctx');
    const place = hub.reserveSocket(clientIp, Math.ceil(SOCKETS_PER_ADDRESS * config.RATE_LIMIT_SCALE));
    if (!place) {
      return c.json({ error: 'Too many chat connections from your network. Please close other chat windows and try again.' }, 429);
    }
    try {
      const session = await currentSession(c.get('ctx'));
      const staff = session && (session.user.role === 'admin' || session.user.role === 'agent') ? session.user : null;
      return await upgradeWebSocket(c, hub.events({ place, staff, sessionIdHash: session?.idHash ?? null }));
    } catch (error) {
      place.release();
      throw error;
    }
  };
}
