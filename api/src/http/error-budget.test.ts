import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { startTestServer, testConfig } from '../../test/app.ts';
import { rawQuery } from '../../test/database.ts';
import type { AppEnv } from './app-env.ts';
import { ERRORS_PER_ADDRESS, errorBudget } from './error-budget.ts';

/** The middleware as app.ts mounts it, in front of routes that fail on purpose. */
function appWithFailingRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', { clientIp: c.req.header('x-test-ip') ?? 'unknown' } as never);
    await next();
  });
  app.use('*', errorBudget(testConfig()));
  app.get('/boom', () => {
    throw new Error('a bug');
  });
  app.get('/down', (c) => c.json({ error: 'database unavailable' }, 503));
  app.get('/fine', (c) => c.json({ ok: true }));
  app.onError((_err, c) => c.json({ error: 'Internal server error' }, 500));
  return app;
}

const from = (ip: string) => ({ headers: { 'x-test-ip': ip } });

describe('server errors count against the caller (docs/decisions/0023-trusted-origin.md)', () => {
  it(`after ${ERRORS_PER_ADDRESS} answers of 500 an address is refused with 429, other addresses are not`, async () => {
    const app = appWithFailingRoutes();
    for (let i = 0; i < ERRORS_PER_ADDRESS; i += 1) expect((await app.request('/boom', from('203.0.113.9'))).status).toBe(500);
    const refused = await app.request('/fine', from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: 'Too many failed requests from your network. Please wait a few minutes and try again.' });
    expect((await app.request('/fine', from('198.51.100.1'))).status).toBe(200);
  });

  it('503 (the service is down, not the caller misbehaving) and client errors do not count', async () => {
    const app = appWithFailingRoutes();
    for (let i = 0; i < ERRORS_PER_ADDRESS * 2; i += 1) expect((await app.request('/down', from('203.0.113.10'))).status).toBe(503);
    expect((await app.request('/fine', from('203.0.113.10'))).status).toBe(200);
  });
});

describe('server errors count against the caller on the real server, over REST and tRPC alike', () => {
  it(`${ERRORS_PER_ADDRESS} answers of 500 to one address, from either door, and its next call is refused with 429; the health probe still answers (docs/input-limits.md)`, async () => {
    const { baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });
    // Every contact insert fails in the database, as a bug would: the answer is a 500 and nothing is stored.
    await rawQuery(databaseUrl, `create function fail_every_lead() returns trigger language plpgsql as $$ begin raise exception 'a bug'; end $$`);
    await rawQuery(databaseUrl, 'create trigger fail_every_lead before insert on lead for each row execute function fail_every_lead()');
    const contact = (n: number) => ({
      firstName: 'Error',
      lastName: `Budget${n}`,
      email: `budget${n}@example.com`,
      phone: '(212) 555-0100',
      businessType: 'llc',
      message: 'A message that meets a bug.',
    });
    const from = (ip: string, body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    const statuses: number[] = [];
    for (let i = 0; i < ERRORS_PER_ADDRESS; i += 1) {
      const door = i % 2 === 0 ? `${baseUrl}/api/contacts` : `${baseUrl}/trpc/leads.create`;
      statuses.push((await fetch(door, from('203.0.113.50', contact(i)))).status);
    }
    expect(statuses).toEqual(Array.from({ length: ERRORS_PER_ADDRESS }, () => 500));
    const refused = await fetch(`${baseUrl}/api/admin/login-info`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fetch(`${baseUrl}/trpc/system.health`, { headers: { 'x-forwarded-for': '203.0.113.50' } })).status).toBe(429);
    expect((await fetch(`${baseUrl}/api/admin/login-info`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(200);
    // A balancer told 429 would take a working instance out of service.
    expect((await fetch(`${baseUrl}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.50' } })).status).toBe(200);
    expect(await rawQuery(databaseUrl, 'select count(*)::int as n from lead')).toEqual([{ n: 0 }]);
  });
});
