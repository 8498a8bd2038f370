import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, readJson, testConfig } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { statementsOf } from '../../../test/statements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { createLogger } from '../../logger.ts';
import type { MailTransport } from '../outbox/mail-transport.ts';
import { OutboxWorker } from '../outbox/outbox.worker.ts';
import { mailResetLinks } from './accounts.service.ts';
import { hashPassword } from './passwords.ts';
import { TOO_COMMON } from './password-policy.ts';
import { User } from './user.entity.ts';

type OutgoingMail = Parameters<MailTransport['send']>[0];

/** Every password hashed while a test runs: a refused reset must hash none. */
const hashed = vi.hoisted(() => [] as string[]);
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashed.push(password);
      return real.hashPassword(password);
    },
  };
});

let visitor = 0;
/** A caller from its own address (TRUST_PROXY), unless `from` names one. */
async function call(app: Awaited<ReturnType<typeof createTestApp>>['app'], path: string, body: unknown, from = `198.51.100.${(visitor += 1) % 250}`) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
}

async function resetApp(scale = '100') {
  const started = await createTestApp({ config: testConfig({ TRUST_PROXY: 'true', RATE_LIMIT_SCALE: scale }) });
  const url = started.orm.config.get('clientUrl')!;
  return { ...started, sql: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(url, text, params) };
}

/** A client who confirmed their e-mail long ago. */
async function confirmedClient(orm: MikroORM, email = `client-${crypto.randomUUID()}@example.com`) {
  await orm.em.fork().insert(User, {
    id: crypto.randomUUID(),
    role: 'client',
    email,
    name: 'Ada Client',
    passwordHash: await hashPassword('the-old-password-1'),
    emailVerifiedAt: new Date(),
  });
  return email;
}

/** The outbox worker as the site runs it (with the accounts' reset links), its mails kept here. */
function worker(orm: MikroORM) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { kind: 'files', send: async (mail) => void sent.push(mail), close: () => undefined };
  return {
    sent,
    outbox: new OutboxWorker(orm, transport, 'no-reply@example.com', createLogger(process.env.DEBUG_WORKER ? 'debug' : 'silent'), 60_000, 120, () => false, [
      mailResetLinks,
    ]),
  };
}

/** A confirmed client asks for a reset link, and the worker mails it: the link's token. */
async function mailedResetLink(app: Awaited<ReturnType<typeof createTestApp>>['app'], orm: MikroORM): Promise<string> {
  await call(app, '/api/portal/password-reset/request', { email: await confirmedClient(orm) });
  const { sent, outbox } = worker(orm);
  await outbox.runOnce();
  return linkIn(sent[0]!)!;
}

const linkIn = (mail: OutgoingMail) => /\/portal\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

// docs/accounts.md#forgot-password
describe('"Forgot password" does the same work whatever the address', () => {
  it("security finding 5: a client's address and an unknown one run the same statements, and neither reads the accounts", async () => {
    const { app, orm } = await resetApp();
    const known = await confirmedClient(orm);
    // Once first, so what a first call prepares (statements, the pool) does not count for one of them.
    await call(app, '/api/portal/password-reset/request', { email: 'warm-up@example.com' });
    const forKnown = await statementsOf(() => call(app, '/api/portal/password-reset/request', { email: known }, '203.0.113.5'));
    const forUnknown = await statementsOf(() => call(app, '/api/portal/password-reset/request', { email: 'nobody-here@example.com' }, '203.0.113.5'));
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.join('\n')).not.toMatch(/app_user|account_token|outbox_mail/);
  });

  it('the reset mail reaches a real client through the outbox, and its link sets the new password; an unknown address gets nothing', async () => {
    const { app, orm, sql } = await resetApp();
    const known = await confirmedClient(orm);
    for (const email of [known.toUpperCase(), 'nobody-at-all@example.com']) {
      const res = await call(app, '/api/portal/password-reset/request', { email });
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ ok: true });
    }
    expect(await sql('select email from password_reset_request order by created_at')).toEqual([{ email: known }, { email: 'nobody-at-all@example.com' }]);
    const { sent, outbox } = worker(orm);
    expect(await outbox.runOnce()).toBe(1);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[known, 'Reset your client portal password']]);
    expect(await sql('select count(*)::int as n from password_reset_request')).toEqual([{ n: 0 }]);
    const token = linkIn(sent[0]!)!;
    expect((await call(app, '/api/portal/password-reset', { token, password: 'a-fresh-start-9' })).status).toBe(200);
    expect((await call(app, '/api/portal/login', { email: known, password: 'a-fresh-start-9' })).status).toBe(200);
  });

  it("a disabled account, or a staff member's e-mail, gets no reset link", async () => {
    const { app, orm } = await resetApp();
    const disabled = await confirmedClient(orm);
    await orm.em.fork().nativeUpdate(User, { email: disabled }, { disabledAt: new Date() });
    await orm.em
      .fork()
      .insert(User, { id: crypto.randomUUID(), role: 'agent', username: 'mailed.agent', email: 'agent@example.com', name: 'Agent', passwordHash: 'x' });
    for (const email of [disabled, 'agent@example.com']) expect((await call(app, '/api/portal/password-reset/request', { email })).status).toBe(200);
    const { sent, outbox } = worker(orm);
    expect(await outbox.runOnce()).toBe(0);
    expect(sent).toEqual([]);
  });

  it("one run of the worker takes every waiting request, however many before a real client's made no mail", async () => {
    const { app, orm, sql } = await resetApp();
    for (let i = 0; i < 45; i += 1) await call(app, '/api/portal/password-reset/request', { email: `nobody-${i}@example.com` });
    const known = await confirmedClient(orm);
    await call(app, '/api/portal/password-reset/request', { email: known });
    const { sent, outbox } = worker(orm);
    expect(await outbox.runOnce()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([known]);
    expect(await sql('select count(*)::int as n from password_reset_request')).toEqual([{ n: 0 }]);
  });

  it('one address is mailed at most five account mails an hour: the sixth request stores nothing, and answers the same', async () => {
    const { app, orm, sql } = await resetApp();
    const known = await confirmedClient(orm);
    for (let i = 0; i < 7; i += 1) {
      const res = await call(app, '/api/portal/password-reset/request', { email: known });
      expect(await readJson(res)).toEqual({ ok: true });
    }
    expect(await sql('select count(*)::int as n from password_reset_request')).toEqual([{ n: 5 }]);
    const { sent, outbox } = worker(orm);
    await outbox.runOnce();
    expect(sent.filter((m) => m.to === known)).toHaveLength(5);
  });

  it('requests are limited per address: 10 an hour (scaled), then 429', async () => {
    const { app } = await resetApp('0.2'); // 2 an hour
    const from = '203.0.113.77';
    for (let i = 0; i < 2; i += 1) expect((await call(app, '/api/portal/password-reset/request', { email: `r${i}@example.com` }, from)).status).toBe(200);
    const refused = await call(app, '/api/portal/password-reset/request', { email: 'r9@example.com' }, from);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toMatch(/^Too many requests from your network\. Please wait \d+ minutes and try again\.$/);
  });
});

// docs/accounts.md#forgot-password: the link is looked up before anything costly.
describe('using a reset link', () => {
  it('security finding 3: a link that does not work is refused before any password is judged or hashed', async () => {
    const { app } = await resetApp();
    hashed.length = 0;
    const res = await call(app, '/api/portal/password-reset', { token: 'x'.repeat(43), password: 'a-fine-new-password-1' });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toBe('This link has expired or was already used. Please ask for a new one with "Forgot password".');
    expect(hashed).toEqual([]);
  });

  it('security finding 3: uses are limited per address (20 an hour, scaled), then 429 before the link is looked up', async () => {
    const { app } = await resetApp('0.1'); // 2 an hour
    const from = '203.0.113.88';
    for (let i = 0; i < 2; i += 1)
      expect((await call(app, '/api/portal/password-reset', { token: 'y'.repeat(43), password: 'a-fine-new-password-1' }, from)).status).toBe(400);
    const refused = await call(app, '/api/portal/password-reset', { token: 'y'.repeat(43), password: 'a-fine-new-password-1' }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('security finding 3: one link is used at most 10 times an hour, from any address, then 429 with nothing hashed', async () => {
    const { app, orm } = await resetApp();
    const token = await mailedResetLink(app, orm);
    for (let i = 0; i < 10; i += 1) expect((await call(app, '/api/portal/password-reset', { token, password: '12345678' })).status).toBe(400);
    hashed.length = 0;
    const refused = await call(app, '/api/portal/password-reset', { token, password: 'a-fine-new-password-1' });
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toMatch(/^This link was tried too often\. Please wait \d+ minutes, or ask for a new one\.$/);
    expect(hashed).toEqual([]);
  });

  it('security finding 6: a well-known password is refused on its field, and the link still works afterwards', async () => {
    const { app, orm } = await resetApp();
    const token = await mailedResetLink(app, orm);
    hashed.length = 0;
    const weak = await call(app, '/api/portal/password-reset', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(await readJson(weak)).toEqual({ error: 'Some fields are invalid.', fieldErrors: { password: [TOO_COMMON] }, formErrors: [] });
    expect(hashed).toEqual([]);
    expect((await call(app, '/api/portal/password-reset', { token, password: 'not-on-any-list-42' })).status).toBe(200);
  });
});
