import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { captureLogger, startTestServer } from '../../test/app.ts';
import { mailedLinkToken } from '../../test/portal-client.ts';
import { rawQuery } from '../../test/database.ts';
import { MAX_BATCH_CALLS } from '../app.ts';

/** A request naming any Host (fetch always sends the URL's own). */
function requestAs(baseUrl: string, path: string, host: string, init: { method?: string; body?: unknown; origin?: string } = {}) {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        host,
        ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        ...(init.origin ? { origin: init.origin } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the trusted origin (docs/decisions/0023-trusted-origin.md)', () => {
  it('with PUBLIC_URL set, a request for another Host answers 421 before any work; health checks by address still answer', async () => {
    const { baseUrl } = await startTestServer({ PUBLIC_URL: 'https://www.example.com' });
    const misdirected = await requestAs(baseUrl, '/api/auth/session', 'evil.example');
    expect(misdirected).toEqual({ status: 421, text: 'This server answers for www.example.com only.' });
    expect((await requestAs(baseUrl, '/privacy-policy', '127.0.0.1')).status).toBe(421);
    expect((await requestAs(baseUrl, '/api/auth/session', 'www.example.com')).status).toBe(401);
    expect((await requestAs(baseUrl, '/api/health', 'evil.example')).status).toBe(200);
  });

  it('without PUBLIC_URL, a link mailed because of a request names this server, never the Host that request chose', async () => {
    const logs = captureLogger('info');
    const { baseUrl, databaseUrl } = await startTestServer({}, { logger: logs.logger });
    expect(logs.text()).toContain('PUBLIC_URL is not set');
    const email = `host-${crypto.randomUUID()}@example.com`;
    const registered = await requestAs(baseUrl, '/api/portal/register', 'evil.example', {
      method: 'POST',
      origin: 'http://evil.example',
      body: { email, password: 'host-test-pass', fullName: 'Host Test', companyName: 'Host Co' },
    });
    expect(registered.status).toBe(201);
    const [mail] = await rawQuery<{ text: string }>(databaseUrl, `select text from outbox_mail where "to" = $1`, [email]);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`${baseUrl}/portal/verify-email?token=${await mailedLinkToken(databaseUrl, email, 'verify-email')}`);
  });
});

describe('production without PUBLIC_URL (docs/decisions/0023-trusted-origin.md)', () => {
  it("security finding 16: the cross-site check never trusts a request's Host: only this machine's own pages may write", async () => {
    const { baseUrl, server } = await startTestServer({ NODE_ENV: 'production' });
    const contact = {
      firstName: 'Ada',
      lastName: 'Host',
      email: 'ada.host@example.com',
      phone: '(212) 555-0100',
      businessType: 'llc',
      message: 'Hello there, a message.',
    };
    // A page of a host that points at this server names itself in both Host and Origin: refused.
    const rebound = await requestAs(baseUrl, '/api/contacts', 'evil.example', { method: 'POST', origin: 'http://evil.example', body: contact });
    expect(rebound.status).toBe(403);
    for (const name of ['localhost', '127.0.0.1']) {
      const own = await requestAs(baseUrl, '/api/contacts', `${name}:${server.port}`, {
        method: 'POST',
        origin: `http://${name}:${server.port}`,
        body: contact,
      });
      expect({ name, status: own.status }).toEqual({ name, status: 201 });
    }
  });
});

describe('bounded work per request (docs/input-limits.md#trpc-batches)', () => {
  /** A GET batch of `n` queries, or a POST batch of `n` mutations, its names joined by `separators` in turn. */
  const batchOf = (baseUrl: string, method: 'GET' | 'POST', n: number, separators: string[]) => {
    const name = method === 'GET' ? 'auth.session' : 'auth.logout';
    const names = Array.from({ length: n }, (_, i) => (i === 0 ? name : `${separators[i % separators.length]}${name}`)).join('');
    const inputs = JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}])));
    return method === 'GET'
      ? fetch(`${baseUrl}/trpc/${names}?batch=1&input=${encodeURIComponent(inputs)}`)
      : fetch(`${baseUrl}/trpc/${names}?batch=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: inputs });
  };

  it(`a tRPC batch of more than ${MAX_BATCH_CALLS} calls answers 400 before any runs; ${MAX_BATCH_CALLS} are served`, async () => {
    const { baseUrl } = await startTestServer();
    const allowed = await batchOf(baseUrl, 'GET', MAX_BATCH_CALLS, [',']);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as unknown[]).length).toBe(MAX_BATCH_CALLS);
    const refused = await batchOf(baseUrl, 'GET', MAX_BATCH_CALLS + 1, [',']);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: `A batch may call at most ${MAX_BATCH_CALLS} procedures.` });
    expect((await batchOf(baseUrl, 'GET', 180, [','])).status).toBe(400);
  });

  it('security finding 1: a batch whose commas are percent-encoded (%2C, %2c, or mixed with plain ones) is counted the same, for GET and POST', async () => {
    const { baseUrl } = await startTestServer();
    for (const method of ['GET', 'POST'] as const) {
      for (const separators of [['%2C'], ['%2c'], [',', '%2C'], ['%2C', ',', '%2c']]) {
        const refused = await batchOf(baseUrl, method, MAX_BATCH_CALLS + 1, separators);
        expect({ method, separators, status: refused.status }).toEqual({ method, separators, status: 400 });
        expect((await batchOf(baseUrl, method, 300, separators)).status).toBe(400);
        // Within the cap, an encoded batch is an ordinary batch: every call answers.
        const served = await batchOf(baseUrl, method, MAX_BATCH_CALLS, separators);
        expect({ method, separators, status: served.status }).toEqual({ method, separators, status: 200 });
        expect(((await served.json()) as unknown[]).length).toBe(MAX_BATCH_CALLS);
      }
    }
  });
});
