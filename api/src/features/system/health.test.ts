import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { captureLogger, createTestApp, createTestCaller, startTestServer, testConfig } from '../../../test/app.ts';
import { afterFile } from '../../../test/cleanup.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { healthProbeFirst } from './health-probe.ts';

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('asks the pool, never forking an entity manager: the probe needs no identity map (docs/performance.md#per-request-cost)', async () => {
    const { app, orm } = await createTestApp();
    const fork = vi.spyOn(orm.em, 'fork');
    expect((await app.request('/api/health')).status).toBe(200);
    expect(fork).not.toHaveBeenCalled();
  });

  it('answers 503 when the database does not answer', async () => {
    const { app, orm } = await createTestApp();
    await orm.close(true);
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('logs no line for a healthy answer, and a request line for an unhealthy one (docs/performance.md#per-request-cost)', async () => {
    const capture = captureLogger();
    const { app, orm } = await createTestApp({ logger: capture.logger });
    expect((await app.request('/api/health')).status).toBe(200);
    expect(capture.lines().filter((l) => l.msg === 'request')).toEqual([]);
    await orm.close(true);
    expect((await app.request('/api/health')).status).toBe(503);
    expect(capture.lines().filter((l) => l.msg === 'request')).toMatchObject([{ path: '/api/health', status: 503 }]);
  });
});

describe('system.health over tRPC', () => {
  it('answers through a server-side caller', async () => {
    const { orm } = await createTestDatabase();
    const caller = createTestCaller(orm);
    expect(await caller.system.health()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers over real HTTP with the typed client, the same as the REST alias', async () => {
    const { trpc, baseUrl } = await startTestServer();
    const viaTrpc = await trpc.system.health.query();
    const viaRest = await fetch(`${baseUrl}/api/health`).then((r) => r.json());
    expect(viaTrpc).toEqual({ status: 'ok', database: 'up' });
    expect(viaRest).toEqual(viaTrpc);
  });
});

/** A real HTTP server whose listener is the probe in front of `app` (a stand-in that says it was reached). */
async function probeServer(options: { trustProxy?: boolean } = {}) {
  const { orm } = await createTestDatabase();
  const capture = captureLogger();
  const reached: string[] = [];
  const app: RequestListener = (req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(299).end();
  };
  const config = testConfig(options.trustProxy ? { TRUST_PROXY: 'true' } : {});
  const server = createServer(healthProbeFirst(app, { config, db: orm.em, logger: capture.logger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterFile(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, orm, reached, capture };
}

const withoutPerRequest = (headers: Headers) => [...headers].filter(([name]) => !['date', 'x-request-id', 'vary'].includes(name));

describe('GET /api/health at the door (docs/performance.md#the-health-check-at-the-door)', () => {
  it("answers a probe before the app, with the same body and headers as the app's own route", async () => {
    const { baseUrl } = await startTestServer();
    const atTheDoor = await fetch(`${baseUrl}/api/health`);
    // A query string takes the probe past the door, to the app's route.
    const viaTheApp = await fetch(`${baseUrl}/api/health?from=test`);
    expect(atTheDoor.status).toBe(200);
    expect(await atTheDoor.json()).toEqual({ status: 'ok', database: 'up' });
    expect(await viaTheApp.json()).toEqual({ status: 'ok', database: 'up' });
    expect(withoutPerRequest(atTheDoor.headers)).toEqual(withoutPerRequest(viaTheApp.headers));
    expect(atTheDoor.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed X-Request-Id from the balancer and replaces a malformed one', async () => {
    const { url } = await probeServer();
    const kept = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'lb-probe.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-probe.42');
    const replaced = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'not a valid id!' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers only the probe itself: HEAD, a query string, another method or path reach the app', async () => {
    const { url, reached } = await probeServer();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(reached).toEqual([]);
    await fetch(`${url}/api/health`, { method: 'HEAD' });
    await fetch(`${url}/api/health?x=1`);
    await fetch(`${url}/api/health`, { method: 'POST', body: '{}' });
    await fetch(`${url}/api/healthz`);
    expect(reached).toEqual(['HEAD /api/health', 'GET /api/health?x=1', 'POST /api/health', 'GET /api/healthz']);
  });

  it("answers 503 when the database does not answer, and logs that answer with the caller's address; a healthy one is not logged", async () => {
    const { url, orm, capture } = await probeServer({ trustProxy: true });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(capture.lines().filter((l) => l.msg === 'request')).toEqual([]);
    await orm.close(true);
    const down = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'probe-7' } });
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(capture.lines().filter((l) => l.msg === 'request')).toMatchObject([
      { reqId: 'probe-7', ip: '203.0.113.9', method: 'GET', path: '/api/health', status: 503 },
    ]);
  });
});
