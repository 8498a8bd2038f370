import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createTestApp, startTestServer, testConfig } from '../../test/app.ts';
import { miniWebDist } from '../../test/web-dist.ts';
import { MAX_BODY_BYTES } from '../app.ts';
import { inlineScriptHashes, pagePolicy } from './security-headers.ts';

const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
const contact = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  phone: '(212) 555-0100',
  businessType: 'llc',
  message: 'Hello there, a question about an LLC.',
};

describe('security headers', () => {
  it('every call answer says nosniff, no framing, a referrer policy, a locked-down CSP and no-store', async () => {
    const { app } = await createTestApp();
    for (const res of [
      await app.request('/api/health'),
      await app.request('/trpc/system.health'),
      await app.request('/api/no-such-thing'),
      await app.request('/api/contacts', json('{')),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('over real HTTP, calls, tRPC answers, refusals and pages all carry them, and a page keeps its own CSP', async () => {
    // As in production: behind a proxy that forwards the public host (any other host answers 421).
    const { baseUrl } = await startTestServer({ WEB_DIST_DIR: miniWebDist(), PUBLIC_URL: 'https://www.example.com', TRUST_PROXY: 'true' });
    const viaProxy = (init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-host': 'www.example.com' } });
    const answers = {
      call: await fetch(`${baseUrl}/api/health`, viaProxy({ headers: { 'X-Request-Id': 'lb-1' } })),
      trpc: await fetch(`${baseUrl}/trpc/system.health`, viaProxy()),
      missing: await fetch(`${baseUrl}/api/no-such-thing`, viaProxy()),
      refused: await fetch(`${baseUrl}/api/contacts`, viaProxy({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })),
      badJson: await fetch(`${baseUrl}/api/contacts`, viaProxy(json('{'))),
      page: await fetch(`${baseUrl}/privacy-policy`, viaProxy()),
    };
    expect(answers.refused.status).toBe(415);
    expect(answers.badJson.status).toBe(400);
    for (const [name, res] of Object.entries(answers)) {
      expect.soft(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect.soft(res.headers.get('x-frame-options'), name).toBe('DENY');
      expect.soft(res.headers.get('strict-transport-security'), name).toBe('max-age=31536000; includeSubDomains');
      expect.soft(res.headers.get('x-request-id'), name).toMatch(name === 'call' ? /^lb-1$/ : /^[0-9a-f-]{36}$/);
      if (name === 'page') {
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(res.headers.get('cache-control')).toBe('no-cache');
      } else {
        expect.soft(res.headers.get('content-security-policy'), name).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
        expect.soft(res.headers.get('cache-control'), name).toBe('no-store');
      }
    }
  });

  it('HSTS for a year only when the site is served over https', async () => {
    const plain = await createTestApp();
    expect((await plain.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestApp({ config: testConfig({ PUBLIC_URL: 'https://www.example.com' }) });
    expect((await secure.app.request('/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("a page's policy allows its own inline scripts by hash and nothing else inline", () => {
    const html = '<script data-x="1">window.a=1</script><script type="module" src="/assets/a.js"></script><script>b()</script>';
    const hashes = inlineScriptHashes(html);
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(hashes).toEqual([sha('window.a=1'), sha('b()')]);
    const policy = pagePolicy(hashes, { stripe: false });
    expect(policy).toContain(`script-src 'self' ${sha('window.a=1')} ${sha('b()')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('stripe');
  });

  it("Stripe's script, frames and API are allowed only when Stripe is configured", () => {
    const policy = pagePolicy([], { stripe: true });
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});

describe('request size', () => {
  it('a body over the limit is refused with 413 and nothing is stored', async () => {
    const { app, orm } = await createTestApp();
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await app.request('/api/contacts', json(big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is too large (at most 100 KB).' });
    const trpc = await app.request('/trpc/leads.create', json(big));
    expect(trpc.status).toBe(413);
    expect(await orm.em.getConnection().execute('select count(*)::int as n from lead')).toEqual([{ n: 0 }]);
  });

  it('over real HTTP, a declared length over the limit and an undeclared (chunked) body over it both get 413', async () => {
    const { app, orm } = await createTestApp();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(MAX_BODY_BYTES) });
    const post = (chunked: boolean) =>
      new Promise<number>((resolve, reject) => {
        const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(big) }) };
        const req = http.request({ host: '127.0.0.1', port, path: '/api/contacts', method: 'POST', headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        if (chunked) for (let i = 0; i < big.length; i += 8192) req.write(big.slice(i, i + 8192));
        else req.write(big);
        req.end();
      });
    try {
      expect(await post(false)).toBe(413);
      expect(await post(true)).toBe(413);
      expect(await orm.em.getConnection().execute('select count(*)::int as n from lead')).toEqual([{ n: 0 }]);
    } finally {
      server.close();
    }
  });

  it('a body under the limit goes through', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/contacts', json(JSON.stringify(contact)));
    expect(res.status).toBe(201);
  });
});
