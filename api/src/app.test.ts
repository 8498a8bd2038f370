import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLogger, createTestApp, testConfig, testContext } from '../test/app.ts';
import { clientIp } from './http/request-context.ts';
import { readJsonBody } from './http/errors.ts';
import { createCallerFactory, publicProcedure, router } from './trpc/trpc.ts';
import { createTestDatabase } from '../test/database.ts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

describe('the /api door', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/no-such-thing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'No API route for POST /api/no-such-thing' });
  });

  it('gives every answer a request id, keeping a well-formed incoming one', async () => {
    const { app } = await createTestApp();
    const fresh = await app.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/health', { headers: { 'X-Request-Id': 'lb-abc.123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-abc.123');
    const replaced = await app.request('/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one structured line per request with its request id and no cookie', async () => {
    const capture = captureLogger();
    const { app } = await createTestApp({ logger: capture.logger });
    await app.request('/api/auth/session', { headers: { 'X-Request-Id': 'trace-1', Cookie: 'session=top-secret' } });
    const line = capture.lines().find((l) => l.msg === 'request');
    expect(line).toMatchObject({ reqId: 'trace-1', method: 'GET', path: '/api/auth/session', status: 401 });
    expect(capture.text()).not.toContain('top-secret');
  });
});

describe('REST bodies', () => {
  const schema = z.object({ email: z.email('Please enter a valid email address.'), name: z.string().min(1, 'Name is required') });
  const echo = new Hono().post('/echo', async (c) => c.json(await readJsonBody(c as never, schema)));

  it('accepts a body that matches the schema', async () => {
    const res = await echo.request('/echo', { method: 'POST', body: JSON.stringify({ email: 'a@b.co', name: 'A' }) });
    expect(res.status).toBe(200);
  });

  it('answers 400 naming each bad field', async () => {
    const res = await echo.request('/echo', { method: 'POST', body: JSON.stringify({ email: 'nope', name: '' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Some fields are invalid.',
      fieldErrors: { email: ['Please enter a valid email address.'], name: ['Name is required'] },
      formErrors: [],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await echo.request('/echo', { method: 'POST', body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body must be valid JSON.' });
  });
});

describe('tRPC errors', () => {
  const testRouter = router({
    greet: publicProcedure.input(z.object({ name: z.string().min(2, 'Name is too short') })).mutation(({ input }) => `hi ${input.name}`),
    explode: publicProcedure.query(() => {
      throw new Error('database password is hunter2');
    }),
  });

  async function call(nodeEnv: 'production' | 'development', path: string, init: RequestInit) {
    const { orm } = await createTestDatabase();
    const ctx = testContext(orm, { requestId: 'req-1', config: testConfig({ NODE_ENV: nodeEnv }) });
    const res = await fetchRequestHandler({ endpoint: '/trpc', req: new Request(`http://x/trpc/${path}`, init), router: testRouter, createContext: () => ctx });
    return { status: res.status, body: (await res.json()) as { error: { message: string; data: Record<string, unknown> } } };
  }

  it('returns the zod field errors on BAD_REQUEST', async () => {
    const { status, body } = await call('production', 'greet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(status).toBe(400);
    expect(body.error.data.code).toBe('BAD_REQUEST');
    expect(body.error.data.zodError).toEqual({ formErrors: [], fieldErrors: { name: ['Name is too short'] } });
    expect(body.error.data.requestId).toBe('req-1');
  });

  it('hides the stack and the message of an unexpected error in production', async () => {
    const { status, body } = await call('production', 'explode', { method: 'GET' });
    expect(status).toBe(500);
    expect(body.error.message).toBe('Internal server error');
    expect(body.error.data.stack).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('keeps the stack in development', async () => {
    const { body } = await call('development', 'explode', { method: 'GET' });
    expect(body.error.data.stack).toEqual(expect.any(String));
  });

  it('a server-side caller validates input the same way', async () => {
    const { orm } = await createTestDatabase();
    const caller = createCallerFactory(testRouter)(testContext(orm));
    await expect(caller.greet({ name: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.greet({ name: 'Ann' })).resolves.toBe('hi Ann');
  });
});

describe('client address', () => {
  const app = (trust: boolean) => new Hono().get('/ip', (c) => c.text(clientIp(c, trust)));

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const res = await app(false).request('/ip', { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(await res.text()).toBe('unknown');
  });

  it('takes the address our own proxy appended when TRUST_PROXY is on', async () => {
    const res = await app(true).request('/ip', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' } });
    expect(await res.text()).toBe('203.0.113.7');
  });
});
