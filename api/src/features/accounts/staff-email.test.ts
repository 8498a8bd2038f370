import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rawQuery, type TestDatabase } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin, startTestServer, TestBrowser } from '../../../testing.ts';
import { staffMailbox, upsertStaffAccount } from './staff-accounts.service.ts';

/**
 * An admin sets, changes and clears a staff member's e-mail in the Staff screen (docs/admin.md#staff): the address
 * their assignments and follow-up reminders go to, instead of the team's.
 */
let db: TestDatabase;
let baseUrl: string;
let admin: TestBrowser;
let agent: TestBrowser;
let agentId: string;
const idOf = async (username: string) => (await rawQuery<{ id: string }>(db.url, 'select id from app_user where username = $1', [username]))[0]!.id;
const emailOf = async (id: string) => (await rawQuery<{ email: string | null }>(db.url, 'select email from app_user where id = $1', [id]))[0]!.email;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ baseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  await upsertStaffAccount(db.orm.em.fork(), { username: 'mail.agent', password: 'mail-agent-password-1', role: 'agent', name: 'Mail Agent' });
  await upsertStaffAccount(db.orm.em.fork(), { username: 'other.agent', password: 'other-agent-password-1', role: 'agent', name: 'Other Agent' });
  agentId = await idOf('mail.agent');
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'mail.agent', password: 'mail-agent-password-1' })).status).toBe(200);
});

describe('auth.setStaffEmail (docs/admin.md#staff)', () => {
  it("sets, changes and clears a staff member's e-mail: the list shows it and their work is mailed there, else to the team", async () => {
    const set = await admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: '  Mail.Agent@Advisory.example ' });
    expect(set).toMatchObject({ id: agentId, email: 'mail.agent@advisory.example', name: 'Mail Agent' });
    expect((await admin.trpc().auth.staffAccounts.query()).find((a) => a.id === agentId)!.email).toBe('mail.agent@advisory.example');
    expect(await staffMailbox(db.orm.em.fork(), agentId)).toBe('mail.agent@advisory.example');

    await admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'desk@advisory.example' });
    expect(await emailOf(agentId)).toBe('desk@advisory.example');

    const cleared = await admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: '' });
    expect(cleared.email).toBeNull();
    expect(await staffMailbox(db.orm.em.fork(), agentId)).toBeNull();
  });

  it("another account's address is 409, staff or client, however it is spelled; nothing changes", async () => {
    const otherId = await idOf('other.agent');
    await admin.trpc().auth.setStaffEmail.mutate({ userId: otherId, email: 'taken@advisory.example' });
    await admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'mine@advisory.example' });
    await expect(admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'TAKEN@advisory.example' })).rejects.toMatchObject({
      message: 'Another account already uses this e-mail address.',
      data: { code: 'CONFLICT' },
    });
    await signUpClient(new TestBrowser(baseUrl), db.url, {
      email: 'client.owner@example.com',
      password: 'client-pass-1',
      fullName: 'Cli Ent',
      companyName: 'Cli LLC',
    });
    await expect(admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'client.owner@example.com' })).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    });
    expect(await emailOf(agentId)).toBe('mine@advisory.example');
    // Its own address again changes nothing and is no conflict.
    await expect(admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'mine@advisory.example' })).resolves.toMatchObject({
      email: 'mine@advisory.example',
    });
  });

  it('a malformed address or account id is 400; a client account or an unknown id is 404; nothing is written', async () => {
    const before = await emailOf(agentId);
    for (const email of ['not-an-address', 'a@b', `${'x'.repeat(250)}@example.com`, 'line\nbreak@example.com']) {
      await expect(admin.trpc().auth.setStaffEmail.mutate({ userId: agentId, email })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    }
    await expect(admin.trpc().auth.setStaffEmail.mutate({ userId: 'nobody', email: 'x@example.com' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    const [client] = await rawQuery<{ id: string }>(db.url, `select id from app_user where role = 'client' limit 1`);
    for (const userId of [client!.id, crypto.randomUUID()]) {
      await expect(admin.trpc().auth.setStaffEmail.mutate({ userId, email: 'new@advisory.example' })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    }
    expect(await emailOf(agentId)).toBe(before);
    expect(await rawQuery(db.url, `select count(*)::int as n from app_user where email = 'new@advisory.example'`)).toEqual([{ n: 0 }]);
  });

  it('a support agent is 403 and a caller without a session 401, even for their own account', async () => {
    const before = await emailOf(agentId);
    await expect(agent.trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'self@advisory.example' })).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    await expect(new TestBrowser(baseUrl).trpc().auth.setStaffEmail.mutate({ userId: agentId, email: 'anon@advisory.example' })).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
    expect(await emailOf(agentId)).toBe(before);
  });
});
