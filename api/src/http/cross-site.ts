import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How a browser on this machine names this server. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins this server is reached at: PUBLIC_URL, or the request's own scheme and host. In production without
 * PUBLIC_URL the server listens on loopback only (config.ts) and the Host header is not trusted at all: only a page
 * of this machine at the port the request came in on is this site's (security finding 16, decision 23).
 */
export function ownOrigins(c: Context, config: Config): Set<string> {
  const origins = new Set<string>();
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  else if (config.NODE_ENV === 'production') {
    const port = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.localPort ?? config.PORT;
    for (const name of LOOPBACK_NAMES) origins.add(`http://${name}:${port}`);
    return origins;
  }
  const headers = (name: string) => c.req.header(name);
  const requestUrl = new URL(c.req.url);
  const host = (config.TRUST_PROXY && headers('x-forwarded-host')) || headers('host') || requestUrl.host;
  const proto = (config.TRUST_PROXY && headers('x-forwarded-proto')?.split(',')[0]?.trim()) || requestUrl.protocol.replace(':', '');
  origins.add(`${proto}://${host}`);
  return origins;
}

/**
 * Cross-site request protection for every state-changing call (REST and tRPC).
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this
 * also refuses them outright. Hono's csrf() lets JSON through, so:
 * - a browser's Origin must be this site's (403 otherwise; "null" included);
 * - with no Origin, a browser's Sec-Fetch-Site must not say cross-site or same-site;
 * - a request with a body must send it as application/json (415 otherwise),
 *   which a cross-site page cannot do without a CORS preflight we never grant.
 *   `multipart` names the calls that take multipart/form-data instead (a document's upload): a cross-site form can
 *   send that, so for them the Origin and Sec-Fetch-Site checks above (and the SameSite cookie) are the guard.
 */
export function crossSiteProtection(config: Config, options: { multipart?: (c: Context) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!ownOrigins(c, config).has(origin)) {
        return c.json({ error: 'Cross-site requests are not allowed.' }, 403);
      }
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site === 'cross-site' || site === 'same-site') return c.json({ error: 'Cross-site requests are not allowed.' }, 403);
    }
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (hasBody && type === 'multipart/form-data' && options.multipart?.(c)) return next();
    if (hasBody && type !== 'application/json') {
      return c.json({ error: 'Send the request body as JSON (Content-Type: application/json).' }, 415);
    }
    return next();
  };
}
