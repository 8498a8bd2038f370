import { describe, expect, it, vi } from 'vitest';
import { captureLogger, createTestApp, createTestCaller, startTestServer } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';

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
