import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { RequestContext } from '../trpc/context.ts';

/** The host people use for this server when it listens on every interface. */
export const shownHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);

/**
 * The origin of every link and page this server writes (mails, canonical URLs,
 * the sitemap): PUBLIC_URL, or this server's own address (its HOST and the
 * port the connection came in on). Never a request's Host header, which the
 * caller chooses (docs/decisions/0023-trusted-origin.md).
 */
export function trustedOrigin(config: Config, c?: Context): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const localPort = (c?.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.localPort ?? config.PORT;
  return `http://${shownHost(config.HOST)}:${localPort}`;
}

/** Where links in e-mails point: the request context's trusted origin. */
export const siteOrigin = (ctx: Pick<RequestContext, 'origin'>): string => ctx.origin;

/** Paths any Host may reach: load balancers and container health checks call them by address. */
const ANY_HOST_PATHS = new Set(['/api/health']);

/**
 * With PUBLIC_URL set, a request for another host is not ours: 421 Misdirected
 * Request, before any work. Behind a trusted proxy the forwarded host counts.
 */
export function misdirectedRequests(config: Config): MiddlewareHandler {
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host.toLowerCase() : undefined;
  return async (c, next) => {
    if (!publicHost || ANY_HOST_PATHS.has(c.req.path)) return next();
    const forwarded = config.TRUST_PROXY ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    const host = (forwarded || c.req.header('host') || '').toLowerCase();
    if (host === publicHost) return next();
    return c.text(`This server answers for ${publicHost} only.`, 421);
  };
}
