import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { addressKey, limitAddress } from './limit-address.ts';

describe('the address a limit counts (docs/input-limits.md#per-address-limits)', () => {
  it('keys an IPv4 address as it is, an IPv6 address by its /64, in any of its spellings', () => {
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('2001:db8:85a3:7:8a2e:370:7334:1')).toBe('2001:db8:85a3:7::/64');
    expect(limitAddress('2001:0DB8:85A3:0007:0000:0000:0000:0001')).toBe('2001:db8:85a3:7::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('2001:db8:0:0:ffff::')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(limitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(limitAddress('0:0:0:0:0:ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('leaves what is not an address as it is, and keying twice changes nothing', () => {
    expect(limitAddress('unknown')).toBe('unknown');
    expect(limitAddress('not:an:address')).toBe('not:an:address');
    expect(limitAddress(limitAddress('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(addressKey('login', '2001:db8:1:2:3:4:5:6')).toBe('login:ip:2001:db8:1:2::/64');
  });

  it('security finding 10: two addresses of one IPv6 /64 share a limit; another /64 has its own', async () => {
    // Sign-in: 3 attempts per address in 15 minutes at this scale.
    const { app } = await createTestApp({ config: testConfig({ RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: 'true' }) });
    const signIn = (from: string, i: number) =>
      app.request('/api/portal/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: `guess-${i}@example.com`, password: 'not-the-password' }),
      });
    expect((await signIn('2001:db8:aa:1::1', 1)).status).toBe(401);
    expect((await signIn('2001:db8:aa:1::2', 2)).status).toBe(401);
    expect((await signIn('2001:db8:aa:1:ffff:ffff:ffff:ffff', 3)).status).toBe(401);
    expect((await signIn('2001:db8:aa:1:1234::99', 4)).status).toBe(429);
    expect((await signIn('2001:db8:aa:2::1', 5)).status).toBe(401);
    // An IPv4 caller seen through a dual-stack socket is the same caller as over IPv4.
    expect((await signIn('198.51.100.4', 6)).status).toBe(401);
    expect((await signIn('198.51.100.4', 7)).status).toBe(401);
    expect((await signIn('::ffff:198.51.100.4', 8)).status).toBe(401);
    expect((await signIn('198.51.100.4', 9)).status).toBe(429);
  });

  it('security finding 10: no limit key is built from the raw client address, so a new limit cannot forget the /64', () => {
    // Every per-address key goes through addressKey (or limitAddress); a template literal that puts
    // `clientIp` into a string is a key (or a log text) that counts IPv6 callers one address at a time.
    const src = path.resolve(import.meta.dirname, '../..');
    const offenders: string[] = [];
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      for (const match of text.matchAll(/`[^`]*\$\{[^}`]*\bclientIp\b[^}`]*\}[^`]*`/g)) offenders.push(`${file}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
