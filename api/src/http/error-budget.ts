import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { limitAddress } from '../features/limits/limit-address.ts';
import type { AppEnv } from './app-env.ts';

/** Server errors one address may cause in a window before its calls are refused (scaled by RATE_LIMIT_SCALE). */
export const ERRORS_PER_ADDRESS = 20;
const WINDOW_MS = 10 * 60_000;
/** Addresses remembered at once: the map cannot grow without bound under many addresses. */
const MAX_TRACKED = 10_000;

/**
 * Answers of 500 and above (but 503, our own state) count against the caller's
 * address: an address that keeps finding a failing path is refused with 429
 * for the rest of the window instead of costing a stack trace and a log line
 * each time. Per instance, in memory: a hot path must not pay a query, and the
 * count is a brake, not a record (docs/decisions/0023-trusted-origin.md).
 */
export function errorBudget(config: Config): MiddlewareHandler<AppEnv> {
  const max = Math.ceil(ERRORS_PER_ADDRESS * config.RATE_LIMIT_SCALE);
  const byAddress = new Map<string, { windowStart: number; count: number }>();
  return async (c, next) => {
    const ip = limitAddress(c.get('ctx').clientIp);
    const now = Date.now();
    let entry = byAddress.get(ip);
    if (entry && now - entry.windowStart >= WINDOW_MS) {
      byAddress.delete(ip);
      entry = undefined;
    }
    if (entry && entry.count >= max) {
      const retryAfter = Math.max(1, Math.ceil((entry.windowStart + WINDOW_MS - now) / 1000));
      c.header('Retry-After', String(retryAfter));
      return c.json({ error: 'Too many failed requests from your network. Please wait a few minutes and try again.' }, 429);
    }
    await next();
    if (c.res.status < 500 || c.res.status === 503) return;
    if (!entry) {
      if (byAddress.size >= MAX_TRACKED) byAddress.delete(byAddress.keys().next().value!);
      entry = { windowStart: now, count: 0 };
      byAddress.set(ip, entry);
    }
    entry.count += 1;
  };
}
