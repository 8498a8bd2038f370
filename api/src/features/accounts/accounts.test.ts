import { beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../../../test/database.ts';
import { captureLogger, startTestServer, TestBrowser } from '../../../test/app.ts';
import { DEMO_ADMIN, upsertStaffAccount } from './accounts.service.ts';

// Answers are read loosely here; their shapes are what the assertions check.
const json = (res: Response) => res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let baseUrl: string;
let databaseUrl: string;
let logs: ReturnType<typeof captureLogger>;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);

async function signedIn(as: 'admin' | 'agent' | 'client' | 'anonymous'): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  if (as === 'admin') expect((await browser.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).status).toBe(200);
  if (as === 'agent') expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' })).status).toBe(200);
  if (as === 'client') {
    const email = `client-${crypto.randomUUID()}@example.com`;
    expect((await browser.post('/api/portal/register', { email, password: 'client-pass-1', fullName: 'Ada Client', companyName: 'Ada LLC' })).status).toBe(201);
    expect((await browser.post('/api/portal/login', { email, password: 'client-pass-1' })).status).toBe(200);
  }
  return browser;
}

beforeAll(async () => {
  logs = captureLogger('debug');
  const started = await startTestServer({}, { logger: logs.logger });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
  await upsertStaffAccount(started.server.orm.em.fork(), { username: 'agent.smith', password: 'agent-password-1', role: 'agent', name: 'Agent Smith' });
});

describe('admin sign-in in demo mode', () => {
  it('shows the demo credentials on the login page', async () => {
    const res = await fetch(`${baseUrl}/api/admin/login-info`);
    expect(await json(res)).toEqual({ demo: true, username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
  });

  it('signs the demo admin in with an httpOnly, SameSite=Lax session cookie', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/admin/login', { username: 'ADMIN', password: DEMO_ADMIN.password });
    expect(res.status).toBe(200);
    expect((await json(res)).user).toMatchObject({ role: 'admin', username: 'admin', name: DEMO_ADMIN.name });
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^elite_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain http here; https PUBLIC_URL is tested below
    const session = await browser.fetch('/api/auth/session');
    expect((await json(session)).user.role).toBe('admin');
  });

  it('refuses a wrong password with the spec message and sets no cookie', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/admin/login', { username: 'admin', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: 'Please check your username and password.' });
    expect(browser.cookies.size).toBe(0);
    await sql(`delete from rate_limit where key like 'login:staff:admin'`);
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/admin/login', { username: ' ', password: '' });
    expect(res.status).toBe(400);
    expect((await json(res)).fieldErrors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await sql<{ password_hash: string }>('select password_hash from app_user');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('each role against each protected call', () => {
  const expected = {
    anonymous: { admin: 401, agent: 401, client: 401 },
    client: { admin: 403, agent: 403, client: 200 },
    agent: { admin: 403, agent: 200, client: 403 },
    admin: { admin: 200, agent: 200, client: 403 },
  } as const;

  for (const [who, answers] of Object.entries(expected)) {
    it(`${who}: admin lists and summary answer ${answers.admin} over REST and tRPC`, async () => {
      const browser = await signedIn(who as keyof typeof expected);
      for (const path of ['/api/admin/summary', '/api/contacts', '/api/quiz-results', '/api/business-formations', '/api/entity-formations', '/api/appointments']) {
        expect((await browser.fetch(path)).status, path).toBe(answers.admin);
      }
      const trpc = browser.trpc();
      const calls = [() => trpc.admin.summary.query(), () => trpc.admin.contacts.query({ page: 1, pageSize: 25 }), () => trpc.admin.appointments.query({})];
      for (const call of calls) {
        if (answers.admin === 200) await expect(call()).resolves.toBeDefined();
        else await expect(call()).rejects.toMatchObject({ data: { httpStatus: answers.admin } });
      }
    });
  }

  it('an admin list is an empty, paginated page until its feature records rows', async () => {
    const browser = await signedIn('admin');
    const res = await browser.fetch('/api/contacts?page=2&pageSize=10');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ items: [], total: 0, page: 2, pageSize: 10 });
    expect((await browser.fetch('/api/contacts?pageSize=1000')).status).toBe(400);
    expect((await browser.fetch('/api/contacts?page=0')).status).toBe(400);
  });

  it('the signed-in user is known to auth.session; an anonymous one is null', async () => {
    expect(await (await signedIn('anonymous')).trpc().auth.session.query()).toBeNull();
    expect(await (await signedIn('agent')).trpc().auth.session.query()).toMatchObject({ role: 'agent', name: 'Agent Smith' });
    expect((await new TestBrowser(baseUrl).fetch('/api/auth/session')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, not just in the browser', async () => {
    const browser = await signedIn('admin');
    const stolen = browser.cookieHeader();
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/elite_session=;.*Max-Age=0/);
    const replay = await fetch(`${baseUrl}/api/admin/summary`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('a new login gives a new session id and ends the old one', async () => {
    const browser = await signedIn('admin');
    const first = browser.cookieHeader();
    await browser.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    expect(browser.cookieHeader()).not.toBe(first);
    expect((await fetch(`${baseUrl}/api/admin/summary`, { headers: { cookie: first } })).status).toBe(401);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const browser = await signedIn('admin');
    const token = browser.cookies.get('elite_session')!;
    const rows = await sql<{ id_hash: string }>('select id_hash from app_session');
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('expires after the idle time', async () => {
    const browser = await signedIn('admin');
    await sql(`update app_session set last_seen_at = now() - interval '3 hours'`);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(401);
  });

  it('expires at its absolute limit even while in use', async () => {
    const browser = await signedIn('admin');
    await sql(`update app_session set expires_at = now() - interval '1 second'`);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses a mutation from a foreign Origin (REST and tRPC)', async () => {
    const browser = await signedIn('admin');
    const rest = await browser.fetch('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(rest.status).toBe(403);
    expect(await json(rest)).toEqual({ error: 'Cross-site requests are not allowed.' });
    const trpc = await browser.fetch('/trpc/auth.logout', { method: 'POST', headers: { origin: 'https://evil.example' }, json: {} });
    expect(trpc.status).toBe(403);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(200); // still signed in
  });

  it('refuses an opaque origin and a cross-site fetch that hides its Origin', async () => {
    const browser = new TestBrowser(baseUrl);
    expect((await browser.fetch('/api/portal/login', { method: 'POST', headers: { origin: 'null' }, json: {} })).status).toBe(403);
    const hidden = await fetch(`${baseUrl}/api/portal/login`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, body: '{}' });
    expect(hidden.status).toBe(403);
  });

  it('refuses a body that is not JSON with 415 (a plain form post)', async () => {
    const res = await new TestBrowser(baseUrl).fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=x',
    });
    expect(res.status).toBe(415);
  });
});

describe('brute force', () => {
  it('locks an account after five wrong passwords, even for the right one, and says to wait', async () => {
    const browser = new TestBrowser(baseUrl);
    for (let i = 0; i < 4; i += 1) {
      expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: `guess-${i}` })).status).toBe(401);
    }
    const fifth = await browser.post('/api/admin/login', { username: 'agent.smith', password: 'guess-5' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    const right = await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' });
    expect(right.status).toBe(429);
    expect((await json(right)).error).toMatch(/Too many failed sign-in attempts\. Please wait 15 minutes/);
    await sql(`delete from rate_limit where key = 'login:staff:agent.smith'`);
    expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' })).status).toBe(200);
  });

  it('limits sign-in attempts per client address, whatever the account', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '0.1' }); // 3 attempts per 15 minutes
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 3; i += 1) expect((await browser.post('/api/portal/login', { email: `p${i}@example.com`, password: 'whatever1' })).status).toBe(401);
    const blocked = await browser.post('/api/portal/login', { email: 'p9@example.com', password: 'whatever1' });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error).toMatch(/from your network/);
  });
});

describe('the portal', () => {
  it('registers a client who then signs in to a client session (registration alone signs nobody in)', async () => {
    const browser = new TestBrowser(baseUrl);
    const email = `Founder-${crypto.randomUUID()}@Example.com`;
    const res = await browser.post('/api/portal/register', { email, password: 'founder-pass', fullName: 'Grace Founder', companyName: 'Grace Co' });
    expect(res.status).toBe(201);
    expect(browser.cookies.size).toBe(0);
    const login = await browser.post('/api/portal/login', { email: email.toUpperCase(), password: 'founder-pass' });
    expect(login.status).toBe(200);
    expect((await json(login)).user).toMatchObject({ role: 'client', email: email.toLowerCase(), name: 'Grace Founder', companyName: 'Grace Co' });
  });

  it('accepts a long passphrase', async () => {
    const browser = new TestBrowser(baseUrl);
    const email = `long-${crypto.randomUUID()}@example.com`;
    const password = 'correct horse battery staple '.repeat(4); // 116 characters
    expect((await browser.post('/api/portal/register', { email, password, fullName: 'L', companyName: 'L' })).status).toBe(201);
    expect((await browser.post('/api/portal/login', { email, password })).status).toBe(200);
  });

  it('refuses a second account for the same e-mail without saying more than needed', async () => {
    const email = `dup-${crypto.randomUUID()}@example.com`;
    const body = { email, password: 'dup-pass-1', fullName: 'Dup', companyName: 'Dup' };
    expect((await new TestBrowser(baseUrl).post('/api/portal/register', body)).status).toBe(201);
    const again = await new TestBrowser(baseUrl).post('/api/portal/register', { ...body, fullName: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: 'We could not create an account with this e-mail. If you already have one, please sign in.' });
    expect(await sql('select name from app_user where email = $1', [email])).toEqual([{ name: 'Dup' }]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough', fullName: 'A', companyName: 'B' }, { email: ['Please enter a valid email address.'] }],
    [{ email: 'a@b.co', password: 'short', fullName: 'A', companyName: 'B' }, { password: ['Password must be at least 8 characters long'] }],
    [{ email: 'a@b.co', password: 'long-enough', fullName: ' ', companyName: '' }, { fullName: ['Full name is required'], companyName: ['Company name is required'] }],
  ])('refuses bad registration fields with 400 and stores nothing (%j)', async (body, fieldErrors) => {
    const before = await sql<{ n: string }>('select count(*) as n from app_user');
    const res = await new TestBrowser(baseUrl).post('/api/portal/register', body);
    expect(res.status).toBe(400);
    expect((await json(res)).fieldErrors).toEqual(fieldErrors);
    expect(await sql<{ n: string }>('select count(*) as n from app_user')).toEqual(before);
  });

  it('refuses a wrong portal password with the spec message', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/portal/login', { email: 'nobody@example.com', password: 'whatever-1' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: 'Invalid email or password' });
  });

  it('the tRPC twins behave the same', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    const email = `twin-${crypto.randomUUID()}@example.com`;
    await expect(trpc.portal.register.mutate({ email, password: 'twin-pass-1', fullName: 'T', companyName: 'T' })).resolves.toEqual({ ok: true });
    await expect(trpc.portal.register.mutate({ email, password: 'twin-pass-1', fullName: 'T', companyName: 'T' })).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
    await expect(trpc.portal.login.mutate({ email, password: 'nope-nope' })).rejects.toMatchObject({ message: 'Invalid email or password', data: { code: 'UNAUTHORIZED' } });
    await expect(trpc.portal.login.mutate({ email, password: 'twin-pass-1' })).resolves.toMatchObject({ role: 'client' });
    await expect(trpc.portal.register.mutate({ email: 'x', password: 'y', fullName: '', companyName: '' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});

describe('secrets stay out of the logs', () => {
  it('no password or session id appears in any log line', async () => {
    const browser = await signedIn('admin');
    await browser.post('/api/admin/login', { username: 'admin', password: 'a-wrong-secret-password' });
    const token = browser.cookies.get('elite_session')!;
    const written = logs.text();
    expect(written).toContain('signed in');
    for (const secret of [DEMO_ADMIN.password, 'a-wrong-secret-password', 'agent-password-1', 'client-pass-1', token]) expect(written).not.toContain(secret);
    await sql(`delete from rate_limit where key like 'login:staff:admin'`);
  });
});
