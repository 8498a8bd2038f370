import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    // Under the project root whatever the working folder (workspace scripts run in api/).
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../.data'));
    expect(config.NODE_ENV).toBe('development');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('accepts a PostgreSQL DATABASE_URL and an https PUBLIC_URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', PUBLIC_URL: 'https://example.com', PORT: '8080' });
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/app');
    expect(config.PUBLIC_URL).toBe('https://example.com');
    expect(config.PORT).toBe(8080);
  });

  it('security finding 16: in production without PUBLIC_URL the server listens on loopback only, and a public HOST is refused', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).HOST).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'production', HOST: '::1' }).HOST).toBe('::1');
    expect(problems({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([
      "PUBLIC_URL must be set when NODE_ENV=production and HOST is 0.0.0.0: set it to the site's public address (https://...), or leave HOST unset to serve this machine only",
    ]);
    expect(parseConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://www.example.com' }).HOST).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' }).HOST).toBe('0.0.0.0');
    // Development keeps listening everywhere (a phone on the LAN opens the dev site).
    expect(parseConfig({}).HOST).toBe('0.0.0.0');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad value on its own line', () => {
    expect(problems({ PORT: 'abc', NODE_ENV: 'prod', PUBLIC_URL: 'example.com', TRUST_PROXY: 'maybe' })).toEqual([
      'PORT must be a number',
      'NODE_ENV must be development, production or test',
      'PUBLIC_URL must be a URL such as https://www.example.com',
      'TRUST_PROXY must be true or false',
    ]);
  });

  it('needs ADMIN_USERNAME and ADMIN_PASSWORD together, and a long enough password, never echoing it', () => {
    expect(problems({ ADMIN_USERNAME: 'owner' })).toEqual(['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']);
    const found = problems({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'tiny-secret' });
    expect(found).toEqual(['ADMIN_PASSWORD must be at least 12 characters']);
    expect(found.join(' ')).not.toContain('tiny-secret');
  });

  it('reads the session and rate limit settings', () => {
    const config = parseConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8', RATE_LIMIT_SCALE: '2.5' });
    expect([config.SESSION_IDLE_MINUTES, config.SESSION_MAX_HOURS, config.RATE_LIMIT_SCALE]).toEqual([30, 8, 2.5]);
    expect(problems({ RATE_LIMIT_SCALE: '0' })).toEqual(['RATE_LIMIT_SCALE must be above 0']);
  });

  it('refuses a port out of range', () => {
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
  });

  it('refuses a non-PostgreSQL DATABASE_URL without echoing its password', () => {
    const found = problems({ DATABASE_URL: 'mysql://user:s3cret@host/db' });
    expect(found).toEqual(['DATABASE_URL must start with postgres: or postgresql:']);
    expect(found.join(' ')).not.toContain('s3cret');
  });

  it("reads the inbound mail settings: the reply domain defaults to PUBLIC_URL's host, the receiver is off, offers TLS only with a certificate and its key, and the webhook is closed unless set (README.md#configuration)", () => {
    const defaults = parseConfig({ PUBLIC_URL: 'https://www.Example.com' });
    expect([defaults.INBOUND_DOMAIN, defaults.INBOUND_SMTP_PORT, defaults.INBOUND_SMTP_HOST, defaults.INBOUND_WEBHOOK_SECRET]).toEqual([
      'www.example.com',
      undefined,
      '127.0.0.1',
      undefined,
    ]);
    expect(parseConfig({}).INBOUND_DOMAIN).toBe('localhost');
    // STARTTLS needs both the certificate and its key (docs/conversations.md#receiving-by-smtp).
    expect(problems({ INBOUND_SMTP_TLS_KEY: '/etc/ssl/key.pem' })).toEqual(['INBOUND_SMTP_TLS_CERT and INBOUND_SMTP_TLS_KEY must be set together']);
    const set = parseConfig({
      INBOUND_DOMAIN: 'Reply.Example.com',
      INBOUND_SMTP_PORT: '2525',
      INBOUND_SMTP_HOST: '0.0.0.0',
      INBOUND_WEBHOOK_SECRET: 'a-shared-secret-of-24-chars+',
    });
    expect([set.INBOUND_DOMAIN, set.INBOUND_SMTP_PORT, set.INBOUND_SMTP_HOST, set.INBOUND_WEBHOOK_SECRET]).toEqual([
      'reply.example.com',
      2525,
      '0.0.0.0',
      'a-shared-secret-of-24-chars+',
    ]);
    const found = problems({ INBOUND_DOMAIN: 'not a domain', INBOUND_SMTP_PORT: 'x', INBOUND_WEBHOOK_SECRET: 'short-secret' });
    expect(found).toEqual([
      'INBOUND_DOMAIN must be a domain name such as reply.example.com',
      'INBOUND_SMTP_PORT must be a number',
      'INBOUND_WEBHOOK_SECRET must be at least 24 characters',
    ]);
    expect(found.join(' ')).not.toContain('short-secret');
  });
});
