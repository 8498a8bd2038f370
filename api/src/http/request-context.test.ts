import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { captureLogger, startTestServer, testConfig, TestBrowser } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createLogger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import { requestContext } from './request-context.ts';
import { RequestsInFlight } from './requests-in-flight.ts';

describe('request context', () => {
  it('counts a request while it is answered and forgets it afterwards, also when the handler throws', async () => {
    const { orm } = await createTestDatabase();
    const inFlight = new RequestsInFlight();
    const seen: number[] = [];
    const app = new Hono<AppEnv>()
      .use('*', requestContext({ config: testConfig(), orm, logger: createLogger('silent'), notifyOutbox: () => undefined, inFlight }))
      .get('/ok', (c) => {
        seen.push(inFlight.count);
        return c.text('ok');
      })
      .get('/fails', () => {
        seen.push(inFlight.count);
        throw new Error('handler failed');
      })
      .onError((_error, c) => c.text('failed', 500));
    const [a, b] = await Promise.all([app.request('/ok'), app.request('/ok')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await app.request('/fails')).status).toBe(500);
    expect(seen).toEqual([1, 2, 1]);
    expect(inFlight.count).toBe(0);
  });
});

describe('request logs (docs/decisions/0024-data-retention.md)', () => {
  it('every request line, and every line a call writes, names the client address (behind a proxy, the forwarded one)', async () => {
    const logs = captureLogger('info');
    const { baseUrl } = await startTestServer({ TRUST_PROXY: 'true' }, { logger: logs.logger });
    await fetch(`${baseUrl}/api/auth/session`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    await new TestBrowser(baseUrl).fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.78' },
      json: { username: 'nobody', password: 'wrong-password' },
    });
    const lines = logs.lines();
    expect(lines.find((l) => l.msg === 'request' && l.path === '/api/auth/session')).toMatchObject({ ip: '203.0.113.77', status: 401 });
    expect(lines.find((l) => l.msg === 'sign-in refused')).toMatchObject({ ip: '203.0.113.78' });
  });
});
