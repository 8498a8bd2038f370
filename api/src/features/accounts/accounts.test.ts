import type { SessionUser, StaffAccountRow } from '@elite/contracts/schemas/auth';
import type { ClientRecords } from '@elite/contracts/schemas/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../../../test/database.ts';
import { captureLogger, readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { ChatClient } from '../../../test/chat-client.ts';
import { mailedLinkToken, signUpClient } from '../../../test/portal-client.ts';
import { PHISHING } from '../../../test/acknowledgements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { ACCOUNT_LOCKOUT, softDelayMs } from './accounts.service.ts';
import { upsertStaffAccount } from './staff-accounts.service.ts';

/** What a sign-in and GET /api/auth/session answer (the auth procedures' REST aliases). */
type SignedInAnswer = { user: SessionUser };
let baseUrl: string;
let databaseUrl: string;
let logs: ReturnType<typeof captureLogger>;
let server: Awaited<ReturnType<typeof startTestServer>>['server'];

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);

async function signedIn(as: 'admin' | 'agent' | 'client' | 'anonymous'): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  if (as === 'admin') expect((await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
  if (as === 'agent') expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' })).status).toBe(200);
  if (as === 'client') {
    await signUpClient(browser, databaseUrl, {
      email: `client-${crypto.randomUUID()}@example.com`,
      password: 'client-pass-1',
      fullName: 'Ada Client',
      companyName: 'Ada LLC',
    });
  }
  return browser;
}

beforeAll(async () => {
  logs = captureLogger('debug');
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { logger: logs.logger });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
  server = started.server;
  await upsertStaffAccount(started.server.orm.em.fork(), { username: 'agent.smith', password: 'agent-password-1', role: 'agent', name: 'Agent Smith' });
});

describe('admin sign-in', () => {
  it('the login page is told only that the site has its admin: never a username or password', async () => {
    const res = await fetch(`${baseUrl}/api/admin/login-info`);
    expect(await readJson(res)).toEqual({ setupNeeded: false });
  });

  it('signs the admin in (username in any case) with an httpOnly, SameSite=Lax session cookie', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/admin/login', { username: TEST_ADMIN.username.toUpperCase(), password: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect((await readJson<SignedInAnswer>(res)).user).toMatchObject({ role: 'admin', username: TEST_ADMIN.username, name: TEST_ADMIN.name });
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^elite_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain http here; https PUBLIC_URL is tested below
    const session = await browser.fetch('/api/auth/session');
    expect((await readJson<SignedInAnswer>(session)).user.role).toBe('admin');
  });

  it('refuses a wrong password with the documented message and sets no cookie', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({ error: 'Please check your username and password.' });
    expect(browser.cookies.size).toBe(0);
    await sql(`delete from sign_in_throttle where key like 'login:staff:${TEST_ADMIN.username}%'`);
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/admin/login', { username: ' ', password: '' });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await sql<{ password_hash: string }>('select password_hash from app_user');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('each role against each protected call (docs/accounts.md)', () => {
  // Rows: who calls. Columns: what the call needs. 200 allowed; 401 no session; 403 signed in with another role.
  const expected = {
    anonymous: { admin: 401, agent: 401, client: 401 },
    client: { admin: 403, agent: 403, client: 200 },
    agent: { admin: 403, agent: 200, client: 403 },
    admin: { admin: 200, agent: 200, client: 403 },
  } as const;

  async function expectTrpc(call: () => Promise<unknown>, status: number, what: string) {
    if (status === 200) await expect(call(), what).resolves.toBeDefined();
    else await expect(call(), what).rejects.toMatchObject({ data: { httpStatus: status } });
  }

  for (const [who, answers] of Object.entries(expected)) {
    const role = who as keyof typeof expected;

    it(`${who}: the admin's lists and summary answer ${answers.admin} over REST and tRPC`, async () => {
      const browser = await signedIn(role);
      for (const path of [
        '/api/admin/summary',
        '/api/contacts',
        '/api/quiz-results',
        '/api/business-formations',
        '/api/entity-formations',
        '/api/appointments',
      ]) {
        expect((await browser.fetch(path)).status, path).toBe(answers.admin);
      }
      const trpc = browser.trpc();
      await expectTrpc(() => trpc.admin.summary.query(), answers.admin, 'admin.summary');
      await expectTrpc(() => trpc.admin.contacts.query({ page: 1, pageSize: 25 }), answers.admin, 'admin.contacts');
      await expectTrpc(() => trpc.admin.appointments.query({}), answers.admin, 'admin.appointments');
    });

    it(`${who}: joining the support chat as an agent is ${answers.agent === 200 ? 'accepted' : 'refused'}`, async () => {
      const browser = await signedIn(role);
      const socket = await ChatClient.open(baseUrl, browser.cookies.size > 0 ? { cookie: browser.cookieHeader() } : {});
      socket.send({ type: 'support_join', agentName: 'Anyone' });
      if (answers.agent === 200) {
        expect((await socket.next('sessions')).sessions).toBeInstanceOf(Array);
      } else {
        expect(await socket.next('error')).toMatchObject({ code: 'forbidden', message: 'Please sign in as a support agent.' });
        expect(socket.all('sessions')).toEqual([]);
      }
      await socket.close();
    });

    it(`${who}: the portal's own records answer ${answers.client} over REST and tRPC`, async () => {
      const browser = await signedIn(role);
      expect((await browser.fetch('/api/portal/records')).status, '/api/portal/records').toBe(answers.client);
      const trpc = browser.trpc();
      await expectTrpc(() => trpc.payments.myRecords.query(), answers.client, 'payments.myRecords');
      await expectTrpc(() => trpc.appointments.mine.query(), answers.client, 'appointments.mine');
    });
  }

  it('an admin list is an empty, paginated page until its feature records rows', async () => {
    const browser = await signedIn('admin');
    const res = await browser.fetch('/api/contacts?page=2&pageSize=10');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(res)).toEqual({ items: [], total: 0, totalCapped: false, page: 2, pageSize: 10 });
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
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
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
    expect(await readJson(rest)).toEqual({ error: 'Cross-site requests are not allowed.' });
    const trpc = await browser.fetch('/trpc/auth.logout', { method: 'POST', headers: { origin: 'https://evil.example' }, json: {} });
    expect(trpc.status).toBe(403);
    expect((await browser.fetch('/api/admin/summary')).status).toBe(200); // still signed in
  });

  it('refuses an opaque origin and a cross-site fetch that hides its Origin', async () => {
    const browser = new TestBrowser(baseUrl);
    expect((await browser.fetch('/api/portal/login', { method: 'POST', headers: { origin: 'null' }, json: {} })).status).toBe(403);
    const hidden = await fetch(`${baseUrl}/api/portal/login`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
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

describe('brute force (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('after five attempts from one address that address waits, even with the right password, and is told how long', async () => {
    const browser = new TestBrowser(baseUrl);
    for (let i = 0; i < 4; i += 1) {
      expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: `guess-${i}` })).status).toBe(401);
    }
    const fifth = await browser.post('/api/admin/login', { username: 'agent.smith', password: 'guess-5' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toMatch(/^\d+$/);
    const right = await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' });
    expect(right.status).toBe(429);
    expect((await readJson<ApiErrorBody>(right)).error).toMatch(/Too many failed sign-in attempts\. Please wait 15 minutes/);
    await sql(`delete from sign_in_throttle where key like 'login:staff:agent.smith%'`);
    expect((await browser.post('/api/admin/login', { username: 'agent.smith', password: 'agent-password-1' })).status).toBe(200);
  });

  it('twenty racing guesses from one address get exactly five password checks', async () => {
    const before = logs.lines().filter((l) => l.msg === 'sign-in refused' && l.account === 'login:staff:race.target').length;
    await upsertStaffAccount(server.orm.em.fork(), { username: 'race.target', password: 'race-password-1', role: 'agent', name: 'Race Target' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new TestBrowser(baseUrl).post('/api/admin/login', { username: 'race.target', password: `race-guess-${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LOCKOUT.max - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - (ACCOUNT_LOCKOUT.max - 1));
    const checked = logs.lines().filter((l) => l.msg === 'sign-in refused' && l.account === 'login:staff:race.target').length - before;
    expect(checked).toBe(ACCOUNT_LOCKOUT.max);
  });

  it('nobody can lock a staff member out from elsewhere: another address signs in with the right password', async () => {
    const { baseUrl: proxied, server: behindProxy } = await startTestServer({ TRUST_PROXY: 'true' });
    await upsertStaffAccount(behindProxy.orm.em.fork(), { username: 'target.agent', password: 'target-password-1', role: 'agent', name: 'Target' });
    const attacker = new TestBrowser(proxied);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 6; i += 1) {
      await attacker.fetch('/api/admin/login', { method: 'POST', headers: from('203.0.113.66'), json: { username: 'target.agent', password: `nope-${i}` } });
    }
    const locked = await attacker.fetch('/api/admin/login', {
      method: 'POST',
      headers: from('203.0.113.66'),
      json: { username: 'target.agent', password: 'target-password-1' },
    });
    expect(locked.status).toBe(429);
    const owner = await new TestBrowser(proxied).fetch('/api/admin/login', {
      method: 'POST',
      headers: from('198.51.100.20'),
      json: { username: 'target.agent', password: 'target-password-1' },
    });
    expect(owner.status).toBe(200);
  });

  it('counts in a logged table, so a database crash does not lift a lockout', async () => {
    const [table] = await sql<{ relpersistence: string }>(`select relpersistence from pg_class where relname = 'sign_in_throttle'`);
    expect(table).toEqual({ relpersistence: 'p' });
  });

  it('an account failing from many addresses answers more slowly instead of locking: 0 below five failures, then 250 ms doubling to 2 s', () => {
    expect([0, 4, 5, 6, 7, 8, 20].map(softDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000]);
  });

  it('limits sign-in attempts per client address, whatever the account', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '0.1' }); // 3 attempts per 15 minutes
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 3; i += 1) expect((await browser.post('/api/portal/login', { email: `p${i}@example.com`, password: 'whatever1' })).status).toBe(401);
    const blocked = await browser.post('/api/portal/login', { email: 'p9@example.com', password: 'whatever1' });
    expect(blocked.status).toBe(429);
    expect((await readJson<ApiErrorBody>(blocked)).error).toMatch(/from your network/);
  });
});

const newClient = (overrides: Partial<{ email: string; password: string; fullName: string; companyName: string }> = {}) => ({
  email: `client-${crypto.randomUUID()}@example.com`,
  password: 'client-pass-1',
  fullName: 'Grace Founder',
  companyName: 'Grace Co',
  ...overrides,
});
const mailsTo = (to: string) => sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = $1 order by created_at, id`, [to]);
/** The server's outbox worker turns "Forgot password" requests into mails after the answer (docs/accounts.md#forgot-password). */
const requestsHandled = () =>
  expect.poll(async () => (await sql<{ n: number }>('select count(*)::int as n from password_reset_request'))[0]!.n, { timeout: 10_000 }).toBe(0);

describe('the portal: an account holds an e-mail only once it proved it (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('registration mails a confirmation link and signs nobody in; until it is used, sign-in is refused and re-sends the link', async () => {
    const browser = new TestBrowser(baseUrl);
    const account = newClient({ email: `Founder-${crypto.randomUUID()}@Example.com` });
    const email = account.email.toLowerCase();
    const res = await browser.post('/api/portal/register', account);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ ok: true, email });
    expect(browser.cookies.size).toBe(0);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirm your e-mail for your client portal');
    expect(mail!.text).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/portal/verify-email\\?token=[A-Za-z0-9_-]{43}$`, 'm'));
    const early = await browser.post('/api/portal/login', { email, password: account.password });
    expect(early.status).toBe(403);
    expect(await readJson(early)).toEqual({ error: `Please confirm your e-mail address first: we have sent a new confirmation link to ${email}.` });
    expect(browser.cookies.size).toBe(0);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('security finding 7: the confirmation and reset mails go to a typed address and greet nobody by the name typed with it', async () => {
    const account = newClient({ email: `victim-${crypto.randomUUID()}@example.com`, fullName: PHISHING, companyName: 'Call 555-0100' });
    expect((await new TestBrowser(baseUrl).post('/api/portal/register', account)).status).toBe(201);
    expect((await new TestBrowser(baseUrl).post('/api/portal/password-reset/request', { email: account.email })).status).toBe(200);
    await requestsHandled();
    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail for your client portal', 'Reset your client portal password']);
    for (const mail of mails) {
      expect(mail.text).not.toContain(PHISHING);
      expect(mail.text).not.toContain('555-0100');
    }
  });

  it('the link, with the password chosen, confirms the address and signs in; it works once', async () => {
    const browser = new TestBrowser(baseUrl);
    const account = newClient();
    await browser.post('/api/portal/register', account);
    const token = await mailedLinkToken(databaseUrl, account.email, 'verify-email');
    const wrong = await browser.post('/api/portal/verify-email', { token, password: 'not-my-password' });
    expect(wrong.status).toBe(401);
    expect(await readJson(wrong)).toEqual({ error: 'This is not the password chosen when this account was created. Please try again.' });
    const ok = await browser.post('/api/portal/verify-email', { token, password: account.password });
    expect(ok.status).toBe(200);
    expect((await readJson<SignedInAnswer>(ok)).user).toMatchObject({ role: 'client', email: account.email, name: 'Grace Founder', companyName: 'Grace Co' });
    expect((await browser.fetch('/api/auth/session')).status).toBe(200);
    const again = await new TestBrowser(baseUrl).post('/api/portal/verify-email', { token, password: account.password });
    expect(again.status).toBe(400);
    expect((await readJson<ApiErrorBody>(again)).error).toMatch(/^This link has expired or was already used\./);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('an expired link is refused, and a mangled one gets a message rather than a lookup', async () => {
    const account = newClient();
    await new TestBrowser(baseUrl).post('/api/portal/register', account);
    const token = await mailedLinkToken(databaseUrl, account.email, 'verify-email');
    await sql(`update account_token set expires_at = now() - interval '1 second' where user_id = (select id from app_user where email = $1)`, [account.email]);
    expect((await new TestBrowser(baseUrl).post('/api/portal/verify-email', { token, password: account.password })).status).toBe(400);
    const mangled = await new TestBrowser(baseUrl).post('/api/portal/verify-email', { token: token.slice(0, 20), password: account.password });
    expect(mangled.status).toBe(400);
    expect((await readJson<ApiErrorBody>(mangled)).fieldErrors).toEqual({ token: ['This link is incomplete. Please open the link from your e-mail again.'] });
  });

  it("someone who registers Bob's address first never sees Bob's records, and Bob is never refused: his own registration wins", async () => {
    const bob = 'bob.owner@example.com';
    await sql(
      `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, discount_cents, total_cents, lines, email, name)
               values (gen_random_uuid(), 'retainer', 'enterprise-retainer', 'Enterprise retainer', 'paid', 'simulated', 25000000, 0, 25000000, '[]', $1, 'Bob')`,
      [bob],
    );
    const squatter = new TestBrowser(baseUrl);
    expect((await squatter.post('/api/portal/register', newClient({ email: bob, password: 'squatter-pass-1', fullName: 'Mallory' }))).status).toBe(201);
    expect((await squatter.post('/api/portal/login', { email: bob, password: 'squatter-pass-1' })).status).toBe(403);
    expect((await squatter.fetch('/api/portal/records')).status).toBe(401);
    const squattersLink = await mailedLinkToken(databaseUrl, bob, 'verify-email');

    const real = new TestBrowser(baseUrl);
    const again = await real.post('/api/portal/register', newClient({ email: bob, password: 'bobs-own-pass', fullName: 'Bob Owner', companyName: 'Bob Co' }));
    expect(again.status).toBe(201);
    const bobsLink = await mailedLinkToken(databaseUrl, bob, 'verify-email');
    expect(bobsLink).not.toBe(squattersLink);
    // Bob opens the first link by mistake: it wants the squatter's password, which Bob does not know.
    expect((await real.post('/api/portal/verify-email', { token: squattersLink, password: 'bobs-own-pass' })).status).toBe(401);
    expect((await real.post('/api/portal/verify-email', { token: bobsLink, password: 'bobs-own-pass' })).status).toBe(200);
    const records = await readJson<ClientRecords>(await real.fetch('/api/portal/records'));
    expect(records.orders).toEqual([expect.objectContaining({ description: 'Enterprise retainer', status: 'paid' })]);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: bob, password: 'squatter-pass-1' })).status).toBe(401);
    expect((await new TestBrowser(baseUrl).post('/api/portal/verify-email', { token: squattersLink, password: 'squatter-pass-1' })).status).toBe(400);
    expect(await sql('select name, company_name from app_user where email = $1', [bob])).toEqual([{ name: 'Bob Owner', company_name: 'Bob Co' }]);
  });

  it('registering a confirmed address answers the same, changes nothing and tells the owner by mail', async () => {
    const account = newClient();
    await signUpClient(new TestBrowser(baseUrl), databaseUrl, account);
    const again = await new TestBrowser(baseUrl).post('/api/portal/register', { ...account, password: 'takeover-pass', fullName: 'Someone Else' });
    expect(again.status).toBe(201);
    expect(await readJson(again)).toEqual({ ok: true, email: account.email });
    expect(await sql('select name from app_user where email = $1', [account.email])).toEqual([{ name: 'Grace Founder' }]);
    expect((await mailsTo(account.email)).at(-1)!.subject).toBe('You already have a client portal account');
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'takeover-pass' })).status).toBe(401);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('sign-in answers the same for an unknown address and a wrong password', async () => {
    const account = newClient();
    await signUpClient(new TestBrowser(baseUrl), databaseUrl, account);
    const unknown = await new TestBrowser(baseUrl).post('/api/portal/login', { email: 'nobody@example.com', password: 'whatever-1' });
    const wrong = await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'whatever-1' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await readJson(unknown)).toEqual({ error: 'Invalid email or password' });
    expect(await readJson(wrong)).toEqual({ error: 'Invalid email or password' });
  });

  it('accepts a long passphrase', async () => {
    const account = newClient({ password: 'correct horse battery staple '.repeat(4) }); // 116 characters
    await signUpClient(new TestBrowser(baseUrl), databaseUrl, account);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('mails one address at most five account mails an hour, answering the same', async () => {
    const account = newClient();
    for (let i = 0; i < 7; i += 1) expect((await new TestBrowser(baseUrl).post('/api/portal/register', account)).status).toBe(201);
    expect(await mailsTo(account.email)).toHaveLength(5);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough', fullName: 'A', companyName: 'B' }, { email: ['Please enter a valid email address.'] }],
    [{ email: 'a@b.co', password: 'short', fullName: 'A', companyName: 'B' }, { password: ['Password must be at least 8 characters long'] }],
    [
      { email: 'a@b.co', password: 'long-enough', fullName: ' ', companyName: '' },
      { fullName: ['Full name is required'], companyName: ['Company name is required'] },
    ],
  ])('refuses bad registration fields with 400 and stores nothing (%j)', async (body, fieldErrors) => {
    const before = await sql<{ n: string }>('select count(*) as n from app_user');
    const res = await new TestBrowser(baseUrl).post('/api/portal/register', body);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors).toEqual(fieldErrors);
    expect(await sql<{ n: string }>('select count(*) as n from app_user')).toEqual(before);
  });

  it('the tRPC twins behave the same', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    const account = newClient();
    await expect(trpc.portal.register.mutate(account)).resolves.toEqual({ ok: true, email: account.email });
    await expect(trpc.portal.login.mutate({ email: account.email, password: 'nope-nope' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      data: { code: 'UNAUTHORIZED' },
    });
    await expect(trpc.portal.login.mutate({ email: account.email, password: account.password })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    const token = await mailedLinkToken(databaseUrl, account.email, 'verify-email');
    await expect(trpc.portal.verifyEmail.mutate({ token, password: account.password })).resolves.toMatchObject({ role: 'client', email: account.email });
    await expect(trpc.portal.register.mutate({ email: 'x', password: 'y', fullName: '', companyName: '' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    await expect(trpc.portal.requestPasswordReset.mutate({ email: 'nope' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});

describe('forgot password (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/portal/password-reset/request', { email: 'no-such-client@example.com' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ok: true });
    await requestsHandled();
    expect(await mailsTo('no-such-client@example.com')).toEqual([]);
  });

  it('a mailed link sets a new password once, ends every session, and confirms the address', async () => {
    const account = newClient();
    const elsewhere = new TestBrowser(baseUrl);
    await signUpClient(elsewhere, databaseUrl, account);
    expect((await new TestBrowser(baseUrl).post('/api/portal/password-reset/request', { email: account.email.toUpperCase() })).status).toBe(200);
    await requestsHandled();
    expect((await mailsTo(account.email)).at(-1)!.subject).toBe('Reset your client portal password');
    const token = await mailedLinkToken(databaseUrl, account.email, 'reset-password');
    const short = await new TestBrowser(baseUrl).post('/api/portal/password-reset', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect((await readJson<ApiErrorBody>(short)).fieldErrors).toEqual({ password: ['Password must be at least 8 characters long'] });
    expect((await new TestBrowser(baseUrl).post('/api/portal/password-reset', { token, password: 'brand-new-pass-1' })).status).toBe(200);
    expect((await elsewhere.fetch('/api/portal/records')).status).toBe(401);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'brand-new-pass-1' })).status).toBe(200);
    const reused = await new TestBrowser(baseUrl).post('/api/portal/password-reset', { token, password: 'another-pass-2' });
    expect(reused.status).toBe(400);
    expect((await readJson<ApiErrorBody>(reused)).error).toBe('This link has expired or was already used. Please ask for a new one with "Forgot password".');
  });

  it('an unconfirmed account reset by its mailbox owner is confirmed and theirs', async () => {
    const account = newClient();
    await new TestBrowser(baseUrl).post('/api/portal/register', { ...account, password: 'squatter-pass-9' });
    await new TestBrowser(baseUrl).post('/api/portal/password-reset/request', { email: account.email });
    await requestsHandled();
    const token = await mailedLinkToken(databaseUrl, account.email, 'reset-password');
    expect((await new TestBrowser(baseUrl).post('/api/portal/password-reset', { token, password: 'owners-pass-1' })).status).toBe(200);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'owners-pass-1' })).status).toBe(200);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'squatter-pass-9' })).status).toBe(401);
  });
});

describe('sessions that end (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('sign-out ends every session of that person, on every browser', async () => {
    const laptop = await signedIn('agent');
    const phone = await signedIn('agent');
    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect((await phone.fetch('/api/auth/session')).status).toBe(401);
  });

  it('a password change ends every other session; this browser stays signed in with a new session', async () => {
    const account = newClient();
    const here = new TestBrowser(baseUrl);
    await signUpClient(here, databaseUrl, account);
    const there = new TestBrowser(baseUrl);
    expect((await there.post('/api/portal/login', { email: account.email, password: account.password })).status).toBe(200);
    const before = here.cookieHeader();
    const wrong = await here.post('/api/auth/password', { currentPassword: 'not-it-at-all', newPassword: 'changed-pass-1' });
    expect(wrong.status).toBe(401);
    expect((await there.fetch('/api/auth/session')).status).toBe(200);
    const bad = await here.post('/api/auth/password', { currentPassword: account.password, newPassword: 'short' });
    expect(bad.status).toBe(400);
    const ok = await here.post('/api/auth/password', { currentPassword: account.password, newPassword: 'changed-pass-1' });
    expect(ok.status).toBe(200);
    expect(here.cookieHeader()).not.toBe(before);
    expect((await here.fetch('/api/auth/session')).status).toBe(200);
    expect((await there.fetch('/api/auth/session')).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: before } })).status).toBe(401);
    expect((await new TestBrowser(baseUrl).post('/api/portal/login', { email: account.email, password: 'changed-pass-1' })).status).toBe(200);
    expect((await new TestBrowser(baseUrl).post('/api/auth/password', { currentPassword: 'x', newPassword: 'changed-pass-2' })).status).toBe(401);
  });

  it("a new password from the command line ends the account's sessions; the same password (a restart) keeps them", async () => {
    await upsertStaffAccount(server.orm.em.fork(), { username: 'cli.agent', password: 'cli-password-1', role: 'agent', name: 'CLI Agent' });
    const browser = new TestBrowser(baseUrl);
    expect((await browser.post('/api/admin/login', { username: 'cli.agent', password: 'cli-password-1' })).status).toBe(200);
    await upsertStaffAccount(server.orm.em.fork(), { username: 'cli.agent', password: 'cli-password-1', role: 'agent', name: 'CLI Agent' });
    expect((await browser.fetch('/api/auth/session')).status).toBe(200);
    await upsertStaffAccount(server.orm.em.fork(), { username: 'cli.agent', password: 'cli-password-2', role: 'agent', name: 'CLI Agent' });
    expect((await browser.fetch('/api/auth/session')).status).toBe(401);
  });

  it('an admin disables an account: its sessions end at once and it cannot sign in (the same answer as a wrong password)', async () => {
    await upsertStaffAccount(server.orm.em.fork(), { username: 'leaving.agent', password: 'leaving-pass-1', role: 'agent', name: 'Leaving' });
    const agent = new TestBrowser(baseUrl);
    expect((await agent.post('/api/admin/login', { username: 'leaving.agent', password: 'leaving-pass-1' })).status).toBe(200);
    const admin = await signedIn('admin');
    const accounts = await readJson<{ items: StaffAccountRow[] }>(await admin.fetch('/api/admin/staff-accounts'));
    const target = accounts.items.find((a) => a.username === 'leaving.agent')!;
    expect(target).toMatchObject({ role: 'agent', disabled: false });
    expect((await admin.post('/api/admin/staff-accounts/disabled', { userId: target.id, disabled: true })).status).toBe(200);
    expect((await agent.fetch('/api/auth/session')).status).toBe(401);
    const refused = await new TestBrowser(baseUrl).post('/api/admin/login', { username: 'leaving.agent', password: 'leaving-pass-1' });
    expect(refused.status).toBe(401);
    expect(await readJson(refused)).toEqual({ error: 'Please check your username and password.' });
    await expect(admin.trpc().auth.setAccountDisabled.mutate({ userId: target.id, disabled: false })).resolves.toEqual({ ok: true });
    expect((await new TestBrowser(baseUrl).post('/api/admin/login', { username: 'leaving.agent', password: 'leaving-pass-1' })).status).toBe(200);
  });

  it('disabling refuses the wrong caller, bad input, oneself and the last admin', async () => {
    const admin = await signedIn('admin');
    const me = (await readJson<SignedInAnswer>(await admin.fetch('/api/auth/session'))).user;
    const target = { userId: me.id, disabled: true };
    expect((await new TestBrowser(baseUrl).post('/api/admin/staff-accounts/disabled', target)).status).toBe(401);
    expect((await (await signedIn('agent')).post('/api/admin/staff-accounts/disabled', target)).status).toBe(403);
    expect((await (await signedIn('client')).fetch('/api/admin/staff-accounts')).status).toBe(403);
    const bad = await admin.post('/api/admin/staff-accounts/disabled', { userId: 'nope', disabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson<ApiErrorBody>(bad)).fieldErrors ?? {}).sort()).toEqual(['disabled', 'userId']);
    const self = await admin.post('/api/admin/staff-accounts/disabled', target);
    expect(self.status).toBe(400);
    expect(await readJson(self)).toEqual({ error: 'You cannot disable your own account.' });
    expect((await admin.post('/api/admin/staff-accounts/disabled', { userId: crypto.randomUUID(), disabled: true })).status).toBe(404);
  });

  it('two admins disabling each other at once never leave the site without an admin', async () => {
    const isolated = await startTestServer({}, { withoutAdmin: true });
    const admins = await Promise.all(
      ['first.admin', 'second.admin'].map(async (username) => {
        await upsertStaffAccount(isolated.server.orm.em.fork(), { username, password: `${username}-pass`, role: 'admin', name: username });
        const browser = new TestBrowser(isolated.baseUrl);
        expect((await browser.post('/api/admin/login', { username, password: `${username}-pass` })).status).toBe(200);
        return { browser, id: (await readJson<SignedInAnswer>(await browser.fetch('/api/auth/session'))).user.id };
      }),
    );
    const [a, b] = admins as [(typeof admins)[0], (typeof admins)[0]];
    const answers = await Promise.all([
      a.browser.post('/api/admin/staff-accounts/disabled', { userId: b.id, disabled: true }),
      b.browser.post('/api/admin/staff-accounts/disabled', { userId: a.id, disabled: true }),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.find((r) => r.status !== 200)!;
    expect([401, 409]).toContain(refused.status);
    const enabled = await rawQuery(isolated.databaseUrl, `select username from app_user where role = 'admin' and disabled_at is null`);
    expect(enabled).toHaveLength(1);
  });
});

describe('secrets stay out of the logs', () => {
  it('no password or session id appears in any log line', async () => {
    const browser = await signedIn('admin');
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: 'a-wrong-secret-password' });
    const token = browser.cookies.get('elite_session')!;
    const written = logs.text();
    expect(written).toContain('signed in');
    for (const secret of [TEST_ADMIN.password, 'a-wrong-secret-password', 'agent-password-1', 'client-pass-1', token]) expect(written).not.toContain(secret);
    await sql(`delete from sign_in_throttle where key like 'login:staff:${TEST_ADMIN.username}%'`);
  });
});
