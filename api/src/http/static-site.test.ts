import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { miniWebDist } from '../../test/web-dist.ts';
import { createLogger } from '../logger.ts';
import { testConfig } from '../../test/app.ts';
import { trustedOrigin } from './site-origin.ts';
import { staticSite } from './static-site.ts';

const fixtureDist = miniWebDist;

const silent = createLogger('silent');
/** Pages of a server reached at its own address. */
const local = () => 'http://localhost:3000';

describe('serving the built web app', () => {
  it('answers a public page with its prerendered HTML, revalidated on every visit', async () => {
    const site = staticSite(fixtureDist(), local, silent);
    const res = await site.request('http://localhost:3000/privacy-policy');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<h1>Privacy Policy</h1>');
    const again = await site.request('http://localhost:3000/privacy-policy/', { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('fills in the trusted origin (PUBLIC_URL, or its own address), never the Host of the request (docs/decisions/0023-trusted-origin.md)', async () => {
    const dist = fixtureDist();
    const configured = testConfig({ PUBLIC_URL: 'https://www.example.com' });
    const fromConfig = await staticSite(dist, (c) => trustedOrigin(configured, c), silent).request('http://evil.example/');
    expect(await fromConfig.text()).toContain('href="https://www.example.com/"');
    const ownAddress = testConfig({ HOST: '127.0.0.1', PORT: '4123' });
    const fromAddress = await staticSite(dist, (c) => trustedOrigin(ownAddress, c), silent).request('http://evil.example:9999/');
    const html = await fromAddress.text();
    expect(html).toContain('href="http://127.0.0.1:4123/"');
    expect(html).not.toContain('evil.example');
  });

  it('builds and compresses a page once, whatever Host each request names', async () => {
    const ownAddress = testConfig({ HOST: '127.0.0.1', PORT: '4123' });
    const site = staticSite(fixtureDist(), (c) => trustedOrigin(ownAddress, c), silent);
    const etags = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) {
      const res = await site.request(`http://host-${i}.example/`, { headers: { 'Accept-Encoding': 'br' } });
      etags.add(res.headers.get('etag'));
    }
    expect(etags.size).toBe(1);
  });

  it('sends pages compressed with brotli or gzip when the browser accepts it', async () => {
    const site = staticSite(fixtureDist(), local, silent);
    const br = await site.request('http://localhost/privacy-policy', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>Privacy Policy</h1>');
    const gz = await site.request('http://localhost/no-such-page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.status).toBe(404);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('Page Not Found');
  });

  it("allows Stripe's script, frames and API on every page only when told Stripe is configured", async () => {
    const dist = fixtureDist();
    for (const url of ['http://localhost/', 'http://localhost/admin', 'http://localhost/no-such-page']) {
      const withStripe = (await staticSite(dist, local, silent, { stripe: true }).request(url)).headers.get('content-security-policy')!;
      expect(withStripe).toContain("script-src 'self' https://js.stripe.com");
      expect(withStripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
      const without = (await staticSite(dist, local, silent).request(url)).headers.get('content-security-policy')!;
      expect(without).not.toContain('stripe');
      expect(without).toContain("frame-src 'none'");
    }
  });

  it('answers a browser-only page that has a frame with its frame, the others with the app shell (docs/decisions/0036-frames-of-browser-only-pages.md)', async () => {
    const frame = '<div id="root" data-frame><header>Back office</header><div aria-label="Checking your session"></div></div>';
    const site = staticSite(miniWebDist({ frames: { '/staff-tools': frame } }), local, silent);
    const res = await site.request('http://localhost/admin');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<div id="root"></div>');
    const framed = await site.request('http://localhost/staff-tools');
    expect(framed.status).toBe(200);
    expect(await framed.text()).toContain('<div id="root" data-frame><header>Back office</header>');
    // A page rendered per request, from a server given no renderer: the browser renders it (docs/decisions/0058-visit-pages-rendered-per-request.md).
    expect(await (await site.request('http://localhost/checkout?plan=professional')).text()).toBe('<div id="root"></div>');
  });

  it('answers an unknown page path with the not-found page and status 404', async () => {
    const res = await staticSite(fixtureDist(), local, silent).request('http://localhost/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Page Not Found');
  });

  it('caches hashed assets for a year and answers a missing asset with a plain 404', async () => {
    const site = staticSite(fixtureDist(), local, silent);
    const asset = await site.request('http://localhost/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await site.request('http://localhost/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
  });

  it('serves top-level files such as the favicon', async () => {
    const res = await staticSite(fixtureDist(), local, silent).request('http://localhost/favicon.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg/>');
  });

  it('lists the public pages in sitemap.xml and keeps private areas out in robots.txt', async () => {
    const site = staticSite(fixtureDist(), () => 'https://www.example.com', silent);
    const sitemap = await (await site.request('http://localhost/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.example.com/</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com/privacy-policy</loc>');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await site.request('http://localhost/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('answers 503 with a clear message when the web app was never built', async () => {
    const res = await staticSite(path.join(os.tmpdir(), 'no-such-dist'), local, silent).request('http://localhost/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
