import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_UPLOAD_BYTES } from '../src/features/documents/documents.http.ts';
import { KEEP_ALIVE_MS } from '../src/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');

/** Seconds Caddy keeps an idle connection to the app (`transport http { keepalive … }`). */
const proxyKeepAliveSeconds = () => Number(/transport http \{[^}]*\bkeepalive (\d+)s\b/.exec(caddyfile)?.[1]);

/** `${VAR:?message}`: `docker compose up` stops with the message when VAR is unset or empty. */
const required = (name: string) => new RegExp(`\\$\\{${name}:\\?[^}]+\\}`);

describe('the production recipe (compose.yaml, deploy/Caddyfile)', () => {
  it('requires the first admin, so a shared database never waits for a setup link (docs/accounts.md#the-first-admin)', () => {
    expect(compose).toMatch(new RegExp(`^\\s+ADMIN_USERNAME: ${required('ADMIN_USERNAME').source}$`, 'm'));
    expect(compose).toMatch(new RegExp(`^\\s+ADMIN_PASSWORD: ${required('ADMIN_PASSWORD').source}$`, 'm'));
    expect(compose).toMatch(/^\s+DATABASE_URL: /m);
  });

  it('security finding 15: no default database password: both the database and the app require POSTGRES_PASSWORD', () => {
    expect(compose).not.toMatch(/POSTGRES_PASSWORD:-/);
    expect(compose).toMatch(new RegExp(`^\\s+POSTGRES_PASSWORD: ${required('POSTGRES_PASSWORD').source}$`, 'm'));
    expect(compose).toMatch(new RegExp(`DATABASE_URL: postgres://elite:${required('POSTGRES_PASSWORD').source}@db:5432/elite`));
  });

  it('security finding 15: TLS in front: Caddy obtains certificates for SITE_ADDRESS, the app knows its https origin and trusts the proxy', () => {
    expect(compose).toMatch(/^\s+image: caddy:2$/m);
    expect(compose).toMatch(/- '443:443'/);
    expect(compose).toMatch(/^\s+PUBLIC_URL: https:\/\/\$\{SITE_ADDRESS:-localhost\}$/m);
    expect(compose).toMatch(/^\s+TRUST_PROXY: 'true'$/m);
    // Only the proxy is reachable from outside: the app publishes no port of its own.
    const app = compose.slice(compose.indexOf('\n  app:'), compose.indexOf('\n  proxy:'));
    expect(app).not.toMatch(/^\s+ports:/m);
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS:localhost\} \{$/m);
    expect(caddyfile).toMatch(/reverse_proxy \{[\s\S]*dynamic a \{[\s\S]*name app[\s\S]*port 3000/);
  });

  it("security finding 15: the proxy's body limit lets a 10 MB document's upload through", () => {
    const [, size, unit] = /max_size (\d+)(MB|KB)/.exec(caddyfile) ?? [];
    const bytes = Number(size) * (unit === 'MB' ? 1_000_000 : 1_000);
    expect(bytes).toBeGreaterThanOrEqual(MAX_DOCUMENT_UPLOAD_BYTES);
  });
});

describe('keep-alive between the proxy and the app (docs/production.md#keep-alive)', () => {
  it('the proxy drops an idle connection to the app before the app does, so it never writes into one the app closed', () => {
    expect(proxyKeepAliveSeconds()).toBeGreaterThan(0);
    expect(proxyKeepAliveSeconds() * 1000).toBeLessThan(KEEP_ALIVE_MS);
  });
});
