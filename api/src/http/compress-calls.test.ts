import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/app.ts';
import { COMPRESS_FROM_BYTES, compressCalls } from './compress-calls.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Client number ${i}` })) };

function appWithAnswers() {
  const app = new Hono();
  app.use('*', compressCalls);
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/big', (c) => c.json(big));
  app.get('/tagged', (c) => {
    c.header('ETag', '"v1"');
    return c.json(big);
  });
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  app.get('/events', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
  return app;
}

const gzip = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };

describe('compressing call answers (docs/performance.md#compression)', () => {
  it('an answer of 1 KB or more is gzipped for a client that accepts gzip, and unzips to the same JSON', async () => {
    const res = await appWithAnswers().request('/big', gzip);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('an answer under 1 KB goes as it is, marked as varying with Accept-Encoding', async () => {
    const res = await appWithAnswers().request('/small', gzip);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('nothing is compressed for a client that does not accept gzip', async () => {
    const res = await appWithAnswers().request('/big', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('a strong ETag becomes weak on the compressed answer (its bytes differ)', async () => {
    const res = await appWithAnswers().request('/tagged', gzip);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('ETag')).toBe('W/"v1"');
  });

  it('server-sent events and answers marked no-transform are left alone', async () => {
    const app = appWithAnswers();
    for (const path of ['/events', '/no-transform']) {
      const res = await app.request(path, gzip);
      expect(res.headers.get('Content-Encoding'), path).toBeNull();
    }
  });

  it('through the real server, a small call answer keeps its headers and a large one is gzipped', async () => {
    const server = await startTestServer();
    const health = await fetch(`${server.baseUrl}/api/health`, gzip);
    expect(health.headers.get('Content-Encoding')).toBeNull();
    expect(health.headers.get('X-Request-Id')).toBeTruthy();
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    // fetch unzips on its own; the header says it came compressed.
    const reference = await fetch(`${server.baseUrl}/api/openapi.json`, gzip);
    expect(reference.headers.get('Content-Encoding')).toBe('gzip');
    expect((await reference.json()) as object).toHaveProperty('openapi');
  });
});
