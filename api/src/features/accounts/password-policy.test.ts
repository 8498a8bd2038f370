import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestCaller, readJson, testConfig } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { ConfigError } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import { createLogger } from '../../logger.ts';
import { startServer } from '../../server.ts';
import { upsertStaffAccount } from './staff-accounts.service.ts';
import { hashPassword } from './passwords.ts';
import { passwordProblem, TOO_COMMON } from './password-policy.ts';
import { User } from './user.entity.ts';

// docs/accounts.md#passwords: one rule for every path that sets a password.
describe('the password rule', () => {
  it('security finding 6: well-known and breached passwords are refused for clients and staff, whatever their length', () => {
    for (const common of ['12345678', 'password', 'password1', 'Password1', 'P@ssw0rd', 'qwertyuiop', 'iloveyou1', 'sunshine1', 'football']) {
      expect(passwordProblem(common, 'client'), common).toBe(TOO_COMMON);
    }
    for (const common of ['123456789012', 'passwordpassword', 'Password123!', 'qwerty123456', 'password123456', 'aaaaaaaaaaaa', 'abcdefghijkl']) {
      expect(passwordProblem(common, 'admin'), common).toBe(TOO_COMMON);
      expect(passwordProblem(common, 'agent'), common).toBe(TOO_COMMON);
    }
  });

  it('clients need at least 8 characters and staff at least 12, with the words the forms use', () => {
    expect(passwordProblem('brand-7x', 'client')).toBeNull();
    expect(passwordProblem('tiny-7x', 'client')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('brand-new-7x', 'admin')).toBeNull();
    expect(passwordProblem('brand-new-7', 'admin')).toBe('Password must be at least 12 characters long');
    expect(passwordProblem('brand-new-7', 'agent')).toBe('Password must be at least 12 characters long');
    expect(passwordProblem('x'.repeat(257), 'client')).toBe('Password must be at most 256 characters long');
  });

  it('takes passwords that are not well known, long passphrases included', () => {
    for (const fine of [
      'client-pass-1',
      'brand-new-pass-1',
      'correct horse battery staple',
      'Tr0ub4dor&3-lamp',
      'correct horse battery staple '.repeat(8).trim(),
    ]) {
      expect(passwordProblem(fine, 'client'), fine).toBeNull();
      expect(passwordProblem(fine, 'admin'), fine).toBeNull();
    }
  });

  it("refuses a password made of the account's own e-mail, username or name", () => {
    expect(passwordProblem('grace.founder', 'client')).toBeNull();
    expect(passwordProblem('grace.founder', 'client', ['grace.founder@example.com', 'Grace Founder'])).toBe(TOO_COMMON);
    expect(passwordProblem('operations.lead', 'admin')).toBeNull();
    expect(passwordProblem('operations.lead', 'admin', ['operations.lead', 'Ops Lead'])).toBe(TOO_COMMON);
  });
});

async function policyApp() {
  const started = await createTestApp({ config: testConfig({ TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '100' }) });
  const url = started.orm.config.get('clientUrl')!;
  let visitor = 0;
  const post = (path: string, body: unknown, cookie?: string) =>
    started.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${(visitor += 1)}`, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  /** Signs in through the door of `role` and returns the session cookie. */
  const signIn = async (path: string, body: unknown) => {
    const res = await post(path, body);
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(url, text, params);
  return { ...started, post, signIn, sql, caller: (cookieHeader?: string) => createTestCaller(started.orm, { config: started.config, cookieHeader }) };
}

const refusedOn = (field: string, message = TOO_COMMON) => ({ error: 'Some fields are invalid.', fieldErrors: { [field]: [message] }, formErrors: [] });

// docs/accounts.md#passwords: every path that sets a password.
describe('security finding 6: one password rule on every path', () => {
  it('registration refuses a well-known password on its field (REST and tRPC), storing nothing', async () => {
    const { post, caller, sql } = await policyApp();
    const res = await post('/api/portal/register', { email: 'weak@example.com', password: '12345678', fullName: 'Weak', companyName: 'Weak Co' });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual(refusedOn('password'));
    await expect(caller().portal.register({ email: 'weak@example.com', password: 'password', fullName: 'Weak', companyName: 'Weak Co' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: TOO_COMMON,
      },
    );
    expect(await sql('select count(*)::int as n from app_user where email = $1', ['weak@example.com'])).toEqual([{ n: 0 }]);
    expect(await sql('select count(*)::int as n from outbox_mail')).toEqual([{ n: 0 }]);
  });

  it("tRPC's answer carries the message on the field, where the forms read it", async () => {
    const { post } = await policyApp();
    const res = await post('/trpc/portal.register', { email: 'weak2@example.com', password: 'password1', fullName: 'Weak', companyName: 'Weak Co' });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({
      error: { message: TOO_COMMON, data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { password: [TOO_COMMON] } } } },
    });
  });

  it('a change of password refuses a well-known one for a client, and an 11-character one for staff', async () => {
    const { orm, post, signIn, sql } = await policyApp();
    await orm.em.fork().insert(User, {
      id: crypto.randomUUID(),
      role: 'client',
      email: 'changer@example.com',
      name: 'Changer',
      passwordHash: await hashPassword('changer-old-pass-1'),
      emailVerifiedAt: new Date(),
    });
    const client = await signIn('/api/portal/login', { email: 'changer@example.com', password: 'changer-old-pass-1' });
    const weak = await post('/api/auth/password', { currentPassword: 'changer-old-pass-1', newPassword: 'iloveyou1' }, client);
    expect(weak.status).toBe(400);
    expect(await readJson(weak)).toEqual(refusedOn('newPassword'));
    expect((await post('/api/auth/password', { currentPassword: 'changer-old-pass-1', newPassword: 'short-ok-1' }, client)).status).toBe(200);

    await upsertStaffAccount(orm.em.fork(), { username: 'policy.agent', password: 'policy-agent-pass-1', role: 'agent', name: 'Policy Agent' });
    const staff = await signIn('/api/admin/login', { username: 'policy.agent', password: 'policy-agent-pass-1' });
    const short = await post('/api/auth/password', { currentPassword: 'policy-agent-pass-1', newPassword: 'short-ok-1' }, staff);
    expect(short.status).toBe(400);
    expect(await readJson(short)).toEqual(refusedOn('newPassword', 'Password must be at least 12 characters long'));
    const common = await post('/api/auth/password', { currentPassword: 'policy-agent-pass-1', newPassword: 'password1234' }, staff);
    expect(await readJson(common)).toEqual(refusedOn('newPassword'));
    expect((await signIn('/api/admin/login', { username: 'policy.agent', password: 'policy-agent-pass-1' })).length).toBeGreaterThan(0);
    expect(await sql(`select count(*)::int as n from app_session s join app_user u on u.id = s.user_id where u.username = 'policy.agent'`)).toEqual([{ n: 2 }]);
  });

  it('staff accounts (npm run admin:create, the first-run setup) refuse a short or well-known password, storing nothing', async () => {
    const { orm, sql } = await policyApp();
    for (const [password, message] of [
      ['password', 'Password must be at least 12 characters long'],
      ['password1234', TOO_COMMON],
      ['policy.admin', TOO_COMMON],
    ] as const) {
      const refused = await upsertStaffAccount(orm.em.fork(), { username: 'policy.admin', password, role: 'admin', name: 'Policy Admin' }).catch(
        (e: unknown) => e,
      );
      expect(refused, password).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).fieldErrors).toEqual({ password: [message] });
    }
    expect(await sql(`select count(*)::int as n from app_user where username = 'policy.admin'`)).toEqual([{ n: 0 }]);
  });

  it('the start refuses a well-known ADMIN_PASSWORD with one line naming it (its length alone is checked with the other settings)', async () => {
    const { url } = await createTestDatabase();
    const refused = await startServer(
      testConfig({ DATABASE_URL: url, HOST: '127.0.0.1', PORT: '0', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'password123456' }),
      createLogger('silent'),
    ).then(
      (server) => server.stop().then(() => null),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([`ADMIN_PASSWORD: ${TOO_COMMON}`]);
    expect(await rawQuery(url, `select count(*)::int as n from app_user where username = 'owner'`)).toEqual([{ n: 0 }]);
  });

  it('npm run admin:create says why a well-known password is refused, and makes no account', async () => {
    const { url } = await createTestDatabase();
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'api/scripts/admin-create.ts', '--username', 'cli.weak', '--role', 'admin'],
        {
          cwd: path.resolve(import.meta.dirname, '../../../..'),
          env: { ...process.env, DATABASE_URL: url, ADMIN_CREATE_PASSWORD: 'qwerty123456', LOG_LEVEL: 'warn' },
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`password: ${TOO_COMMON}`);
    expect(await rawQuery(url, `select count(*)::int as n from app_user where username = 'cli.weak'`)).toEqual([{ n: 0 }]);
  });
});
