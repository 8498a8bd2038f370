import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './database.ts';
import { CONFIGURED_ADMIN, startBalancer, startServerProcess } from './processes.ts';
import { smtpPeer } from './smtp-peer.ts';
import { TestBrowser } from './app.ts';

const smtp = smtpPeer();

const contact = (n: number) => ({
  firstName: 'Two',
  lastName: `Instances${n}`,
  email: `two-${n}@example.com`,
  phone: '(212) 555-0100',
  businessType: 'llc',
  message: 'Sent through the balancer to whichever instance is next.',
});

/**
 * Two server processes on one PostgreSQL behind a round-robin balancer (what
 * compose.yaml runs behind Caddy): nothing may depend on which instance answers.
 */
// Whole server processes (and their PostgreSQL) start here, beside another test file on two cores: a bound, not a speed claim.
describe('two instances behind a balancer', { timeout: 120_000 }, async () => {
  const { url: databaseUrl, orm } = await createTestDatabase();
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1', ...CONFIGURED_ADMIN };
  /** Two instances behind a balancer, as production runs them: PUBLIC_URL is the balancer's address. */
  const instancesBehind = async (clientIp: string) => {
    const backends: string[] = [];
    const lb = await startBalancer(backends, clientIp);
    // smtp.url is known once the peer listens (its beforeAll), so it is read here, in the test.
    const instance = () => startServerProcess({ ...env, SMTP_URL: smtp.url, PUBLIC_URL: lb.url });
    const [a, b] = await Promise.all([instance(), instance()]);
    backends.push(a.url, b.url);
    return { lb };
  };

  it('a session from one instance is honoured by the other, and logout on one ends it on both', async () => {
    const { lb } = await instancesBehind('198.51.100.10');
    const browser = new TestBrowser(lb.url);
    expect((await browser.post('/api/admin/login', { username: CONFIGURED_ADMIN.ADMIN_USERNAME, password: CONFIGURED_ADMIN.ADMIN_PASSWORD })).status).toBe(200);
    const first = lb.served.at(-1)!;
    const list = await browser.fetch('/api/contacts');
    expect(list.status).toBe(200);
    expect(lb.served.at(-1)).not.toBe(first);
    expect((await browser.fetch('/api/contacts')).status).toBe(200);

    expect((await browser.post('/api/auth/logout')).status).toBeLessThan(300);
    const servedLogout = lb.served.at(-1);
    const after = await browser.fetch('/api/contacts');
    expect(lb.served.at(-1)).not.toBe(servedLogout);
    expect(after.status).toBe(401);
  });

  it('a per-address limit counts requests on both instances together, and mails are sent once each', async () => {
    const { lb } = await instancesBehind('198.51.100.20');
    const browser = new TestBrowser(lb.url);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await browser.post('/api/contacts', contact(n))).status);
    // 5 an hour per address: the sixth is refused although each instance saw only three.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(lb.served.slice(-6))).toEqual(new Set([0, 1]));

    // Ten mails queued (two per contact), each delivered exactly once though both workers run.
    const conn = orm.em.getConnection();
    for (let waited = 0; waited < 30_000; waited += 200) {
      const [left] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from outbox_mail where status <> 'sent'`);
      if (left!.n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const mails = await conn.execute<{ id: string }[]>(`select id from outbox_mail`);
    expect(mails).toHaveLength(10);
    expect(mails.map((m) => smtp.deliveries.get(m.id))).toEqual(Array(10).fill(1));
    // Nothing was killed here: no sender may have dropped a connection half-way.
    expect(smtp.connectionErrors).toEqual([]);
  });
});
