import { describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { ConfigError } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { startServer } from '../../server.ts';
import { adminLoginInfo, DEMO_ADMIN, ensureStaffAccounts, upsertStaffAccount } from './accounts.service.ts';
import { testConfig } from '../../../test/app.ts';

const embedded = { demoAllowed: true };
const loopback = (em: Parameters<typeof adminLoginInfo>[0]['em']) => ({ em, clientIp: '127.0.0.1' });

describe('configured admin (ADMIN_USERNAME + ADMIN_PASSWORD)', () => {
  it('creates that admin, shows no credentials, and the demo account does not exist', async () => {
    const { baseUrl } = await startTestServer({ ADMIN_USERNAME: 'Owner', ADMIN_PASSWORD: 'a-very-long-owner-password' });
    expect(await (await fetch(`${baseUrl}/api/admin/login-info`)).json()).toEqual({ demo: false });
    const browser = new TestBrowser(baseUrl);
    expect((await browser.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).status).toBe(401);
    expect((await browser.post('/api/admin/login', { username: 'owner', password: 'a-very-long-owner-password' })).status).toBe(200);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(200);
  });

  it('a restart with a new password updates it', async () => {
    const { orm } = await createTestDatabase();
    const logger = createLogger('silent');
    await ensureStaffAccounts(orm.em.fork(), testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'first-password-123' }), logger, embedded);
    await ensureStaffAccounts(orm.em.fork(), testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'second-password-456' }), logger, embedded);
    const rows = await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from app_user where role = 'admin'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('no demo in production (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('on DATABASE_URL with no admin, the start is refused with one line saying what to set, and no demo admin is made', async () => {
    const { url, orm } = await createTestDatabase();
    const config = testConfig({ DATABASE_URL: url, HOST: '127.0.0.1', PORT: '0' });
    const refused = await startServer(config, createLogger('silent')).then(
      (server) => server.stop().then(() => null),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set: DATABASE_URL is set and its database has no admin (the demo admin exists only on the embedded database)',
    ]);
    expect(await orm.em.getConnection().execute('select username from app_user')).toEqual([]);
  });

  it('on DATABASE_URL with an admin made by the command line, the start goes ahead without a demo admin', async () => {
    const { url, orm } = await createTestDatabase();
    await upsertStaffAccount(orm.em.fork(), { username: 'ops', password: 'ops-password-1', role: 'admin', name: 'Ops' });
    const server = await startServer(testConfig({ DATABASE_URL: url, HOST: '127.0.0.1', PORT: '0' }), createLogger('silent'));
    try {
      expect(await (await fetch(`http://127.0.0.1:${server.port}/api/admin/login-info`)).json()).toEqual({ demo: false });
      expect(await orm.em.getConnection().execute('select username from app_user')).toEqual([{ username: 'ops' }]);
    } finally {
      await server.stop();
    }
  });

  it('demo credentials are shown to the machine itself only, and the demo admin signs in from there only', async () => {
    const { baseUrl } = await startTestServer({ TRUST_PROXY: 'true' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect(await (await fetch(`${baseUrl}/api/admin/login-info`, { headers: from('203.0.113.7') })).json()).toEqual({ demo: false });
    expect(((await (await fetch(`${baseUrl}/api/admin/login-info`, { headers: from('127.0.0.1') })).json()) as { demo: boolean }).demo).toBe(true);
    const far = await new TestBrowser(baseUrl).fetch('/api/admin/login', {
      method: 'POST',
      headers: from('203.0.113.7'),
      json: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    expect(far.status).toBe(401);
    expect(await far.json()).toEqual({ error: 'Please check your username and password.' });
    const near = await new TestBrowser(baseUrl).fetch('/api/admin/login', {
      method: 'POST',
      headers: from('127.0.0.1'),
      json: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    expect(near.status).toBe(200);
  });
});

describe('demo mode', () => {
  it('ends once an admin is created from the command line, and stays off after a restart', async () => {
    const { orm } = await createTestDatabase();
    const logger = createLogger('silent');
    await ensureStaffAccounts(orm.em.fork(), testConfig(), logger, embedded);
    expect((await adminLoginInfo(loopback(orm.em.fork()))).demo).toBe(true);
    await upsertStaffAccount(orm.em.fork(), { username: 'ops', password: 'ops-password-1', role: 'admin', name: 'Ops' });
    expect(await adminLoginInfo(loopback(orm.em.fork()))).toEqual({ demo: false });
    await ensureStaffAccounts(orm.em.fork(), testConfig(), logger, embedded);
    expect(await adminLoginInfo(loopback(orm.em.fork()))).toEqual({ demo: false });
  });

  it('an agent created from the command line leaves demo mode on', async () => {
    const { orm } = await createTestDatabase();
    await ensureStaffAccounts(orm.em.fork(), testConfig(), createLogger('silent'), embedded);
    await upsertStaffAccount(orm.em.fork(), { username: 'helper', password: 'helper-password', role: 'agent', name: 'Helper' });
    expect((await adminLoginInfo(loopback(orm.em.fork()))).demo).toBe(true);
  });
});

describe('the session cookie over https', () => {
  it('is Secure and uses the __Host- prefix when PUBLIC_URL is https', async () => {
    const { baseUrl } = await startTestServer({ PUBLIC_URL: 'https://www.example.com', TRUST_PROXY: 'true' });
    const res = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.example.com', 'x-forwarded-host': 'www.example.com', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-elite_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
  });
});

describe('two instances on one database', () => {
  it('share sessions: signed in on one, recognised by the other, signed out everywhere', async () => {
    const first = await startTestServer();
    const second = await startTestServer({}, { databaseUrl: first.databaseUrl });
    const onFirst = new TestBrowser(first.baseUrl);
    expect((await onFirst.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).status).toBe(200);
    const onSecond = new TestBrowser(second.baseUrl);
    for (const [k, v] of onFirst.cookies) onSecond.cookies.set(k, v);
    expect((await onSecond.fetch('/api/admin/summary')).status).toBe(200);
    await onSecond.post('/api/auth/logout');
    expect((await onFirst.fetch('/api/admin/summary')).status).toBe(401);
  });
});
