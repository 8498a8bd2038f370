import type { FollowUp } from '@elite/contracts/schemas/queue-fields';
import type { AdminDashboard, RecordDetail } from '@elite/contracts/schemas/work-queues';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, testConfig, TestBrowser } from '../../../test/app.ts';
import { afterFile } from '../../../test/cleanup.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { seedQueues, type Seeded } from '../../../test/fixtures/work-queue-records.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/orm.ts';
import { createLogger } from '../../logger.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import type { MailTransport } from '../outbox/mail-transport.ts';
import { OutboxWorker } from '../outbox/outbox.worker.ts';
import { endOfBusinessToday, followUpReminders } from './follow-ups.service.ts';

/** Follow-ups on the real server and the reminder's worker (docs/admin.md#follow-ups). */

type ErrorBody = { error: string; fieldErrors?: Record<string, string[]> };

let baseUrl: string;
let databaseUrl: string;
let config: Config;
let admin: TestBrowser;
let adminId: string;
let agentId: string;
let client: TestBrowser;
let clientId: string;
let seeded: Seeded;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const followUpRows = async (recordId: string) =>
  sql<{ due_at: Date; note: string; assignee_id: string | null; reminded_at: Date | null }>(
    'select due_at, note, assignee_id, reminded_at from follow_up where record_id = $1',
    [recordId],
  );
const setFollowUp = (browser: TestBrowser, body: Record<string, unknown>) => browser.post('/trpc/admin.followUps.set', body);
const clearFollowUp = (browser: TestBrowser, body: Record<string, unknown>) => browser.post('/trpc/admin.followUps.clear', body);
const detail = async (kind: string, id: string) => readJson<RecordDetail>(await admin.fetch(`/api/admin/records/${kind}/${id}`));
const userId = async (url: string, where: string) => (await rawQuery<{ id: string }>(url, `select id from app_user where ${where}`))[0]!.id;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const trpcData = async <T>(res: Response) => (await readJson<{ result: { data: T } }>(res)).result.data;

beforeAll(async () => {
  const db = await createTestDatabase();
  ({ baseUrl, databaseUrl, config } = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  adminId = (await signInAsAdmin(admin)).id;
  await upsertStaffAccount(db.orm.em.fork(), { username: 'helper', password: 'helper-password-1', role: 'agent', name: 'Helper Agent' });
  agentId = await userId(db.url, "username = 'helper'");
  client = new TestBrowser(baseUrl);
  await signUpClient(client, databaseUrl, {
    email: 'follow.client@example.com',
    password: 'client-password-1',
    fullName: 'Follow Client',
    companyName: 'Follow Co',
  });
  clientId = await userId(db.url, "email = 'follow.client@example.com'");
  seeded = await seedQueues(databaseUrl, config);
});

describe('setting, changing and clearing a follow-up (docs/admin.md#follow-ups)', () => {
  it('an admin sets a follow-up on a lead: the drawer shows it with its assignee and the history has a line with the note', async () => {
    const lead = seeded.ids.lead!.A;
    const dueAt = inHours(48);
    const res = await setFollowUp(admin, { kind: 'lead', id: lead, dueAt, note: 'Call back about the LLC', assigneeId: agentId });
    expect(res.status).toBe(200);
    const answer = await trpcData<FollowUp>(res);
    expect(answer).toEqual({ dueAt, note: 'Call back about the LLC', assignee: { id: agentId, name: 'Helper Agent' }, remindedAt: null });
    const shown = await detail('lead', lead);
    expect(shown.followUp).toEqual(answer);
    const line = shown.history.find((h) => h.action === 'follow_up_set')!;
    expect(line).toMatchObject({ to: dueAt, from: null, note: 'Call back about the LLC', actor: { id: adminId } });
  });

  it('changing the due time sets the reminder to come again; changing only the note keeps what was sent (docs/admin.md#follow-ups)', async () => {
    const lead = seeded.ids.lead!.B;
    const first = inHours(-1);
    await setFollowUp(admin, { kind: 'lead', id: lead, dueAt: first, note: 'First', assigneeId: null });
    await sql('update follow_up set reminded_at = now() where record_id = $1', [lead]);
    expect((await setFollowUp(admin, { kind: 'lead', id: lead, dueAt: first, note: 'Reworded', assigneeId: null })).status).toBe(200);
    expect((await followUpRows(lead))[0]!.reminded_at).not.toBeNull();
    const later = inHours(5);
    expect((await setFollowUp(admin, { kind: 'lead', id: lead, dueAt: later, note: 'Reworded', assigneeId: null })).status).toBe(200);
    const [row] = await followUpRows(lead);
    expect(row!.reminded_at).toBeNull();
    expect(row!.due_at.toISOString()).toBe(later);
    // One follow-up per record: the second set changed it.
    expect(await followUpRows(lead)).toHaveLength(1);
    const line = (await detail('lead', lead)).history.find((h) => h.action === 'follow_up_set')!;
    expect(line).toMatchObject({ from: first, to: later });
  });

  it('clearing removes it and writes a history line; clearing none changes nothing', async () => {
    const order = seeded.ids.order!.A;
    await setFollowUp(admin, { kind: 'order', id: order, dueAt: inHours(3), note: 'Check the filing', assigneeId: adminId });
    const res = await clearFollowUp(admin, { kind: 'order', id: order });
    expect(res.status).toBe(200);
    expect(await followUpRows(order)).toHaveLength(0);
    const shown = await detail('order', order);
    expect(shown.followUp).toBeNull();
    expect(shown.history.filter((h) => h.action === 'follow_up_cleared')).toHaveLength(1);
    expect((await clearFollowUp(admin, { kind: 'order', id: order })).status).toBe(200);
    expect((await detail('order', order)).history.filter((h) => h.action === 'follow_up_cleared')).toHaveLength(1);
  });

  it.each([
    ['no note', { note: '   ' }, 'note'],
    ['a note over 2,000 characters', { note: 'x'.repeat(2001) }, 'note'],
    ['a due time that is not a date', { dueAt: 'next monday' }, 'dueAt'],
    ['a due time more than a year ahead', { dueAt: inHours(24 * 400) }, 'dueAt'],
    ['an assignee who is a client, not staff', { assigneeId: 'CLIENT' }, 'assigneeId'],
    ['an assignee that is not an id', { assigneeId: 'bob' }, 'assigneeId'],
    ['an unknown kind', { kind: 'invoice' }, 'kind'],
  ])('a follow-up with %s is refused with 400 naming the field, and nothing is stored', async (_name, change, field) => {
    const lead = seeded.ids.lead!.C;
    const body = { kind: 'lead', id: lead, dueAt: inHours(2), note: 'Call', assigneeId: null, ...change };
    if (body.assigneeId === 'CLIENT') body.assigneeId = clientId;
    const res = await setFollowUp(admin, body);
    expect(res.status).toBe(400);
    const error = await readJson<{ error: { data: { zodError?: { fieldErrors: Record<string, string[]> } } } }>(res);
    expect(Object.keys(error.error.data.zodError?.fieldErrors ?? {})).toContain(field);
    expect(await followUpRows(lead)).toHaveLength(0);
  });

  it('a follow-up on a record that does not exist answers 404', async () => {
    const res = await setFollowUp(admin, { kind: 'lead', id: crypto.randomUUID(), dueAt: inHours(2), note: 'Call', assigneeId: null });
    expect(res.status).toBe(404);
    expect(Number((await sql<{ n: string }>('select count(*) as n from follow_up where kind = $1 and note = $2', ['lead', 'Call']))[0]!.n)).toBe(0);
  });

  it('without a session the answer is 401, for a client 403, and nothing is stored (docs/accounts.md)', async () => {
    const lead = seeded.ids.lead!.C;
    const body = { kind: 'lead', id: lead, dueAt: inHours(2), note: 'Call', assigneeId: null };
    expect((await setFollowUp(new TestBrowser(baseUrl), body)).status).toBe(401);
    expect((await setFollowUp(client, body)).status).toBe(403);
    expect((await clearFollowUp(client, { kind: 'lead', id: lead })).status).toBe(403);
    expect(await followUpRows(lead)).toHaveLength(0);
  });
});

describe('due today or overdue (docs/admin.md#follow-ups)', () => {
  it('followUp=due lists the records due before the end of today in New York or overdue, and the dashboard counts them', async () => {
    const [overdue, laterToday, tomorrow] = [seeded.ids.appointment!.A, seeded.ids.appointment!.B, seeded.ids.appointment!.C];
    const endOfToday = endOfBusinessToday().getTime();
    await setFollowUp(admin, { kind: 'appointment', id: overdue, dueAt: inHours(-30), note: 'Overdue', assigneeId: null });
    await setFollowUp(admin, { kind: 'appointment', id: laterToday, dueAt: new Date(endOfToday - 60_000).toISOString(), note: 'Today', assigneeId: null });
    await setFollowUp(admin, { kind: 'appointment', id: tomorrow, dueAt: new Date(endOfToday + 60_000).toISOString(), note: 'Tomorrow', assigneeId: null });
    const res = await admin.fetch('/api/appointments?followUp=due&pageSize=100');
    expect(res.status).toBe(200);
    const { items } = await readJson<{ items: { id: string }[] }>(res);
    expect(items.map((r) => r.id).sort()).toEqual([overdue, laterToday].sort());
    const summary = await readJson<AdminDashboard>(await admin.fetch('/api/admin/summary'));
    const appointments = summary.followUpsDueByKind!.find((k) => k.kind === 'appointment')!;
    expect(appointments).toEqual({ kind: 'appointment', count: 2, link: { kind: 'appointment', query: { followUp: 'due' } } });
    expect(summary.followUpsDue).toBe(summary.followUpsDueByKind!.reduce((sum, k) => sum + k.count, 0));
  });

  it('followUp with another value is refused with 400', async () => {
    const res = await admin.fetch('/api/admin/chat-conversations?followUp=soon');
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).fieldErrors?.followUp).toEqual(['followUp must be due']);
  });
});

describe('the reminder (docs/admin.md#follow-ups)', () => {
  /** A worker as a server instance runs it: its own connection pool, the reminders' producer, mails kept in a list. */
  async function instance(url: string, workerConfig: Config) {
    const orm = await openDatabase(url, createLogger('silent'));
    const sent: { to: string; subject: string; text: string }[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: (mail) => {
        sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
        return Promise.resolve();
      },
      close: () => undefined,
    };
    const worker = new OutboxWorker(orm, transport, 'no-reply@example.com', createLogger('silent'), 60_000, 120, () => false, [
      followUpReminders(workerConfig),
    ]);
    const stop = async () => {
      await worker.stop();
      await orm.close(true);
    };
    return { orm, worker, sent, stop };
  }

  async function plantFollowUps(orm: MikroORM, count: number, dueAt: string, assigneeId: string | null) {
    const ids = Array.from({ length: count }, () => crypto.randomUUID());
    for (const id of ids)
      await orm.em
        .getConnection()
        .execute(`insert into follow_up (id, kind, record_id, due_at, note, assignee_id) values (gen_random_uuid(), 'lead', ?, ?, ?, ?)`, [
          id,
          dueAt,
          `Note ${id}`,
          assigneeId,
        ]);
    return ids;
  }

  it('fires exactly once with two instances racing, and a reminder that fell due while both were down goes at the next start', async () => {
    const db = await createTestDatabase();
    const workerConfig = testConfig({ PUBLIC_URL: 'https://advisory.example', TEAM_EMAIL: 'team@advisory.example' });
    const a = await instance(db.url, workerConfig);
    const b = await instance(db.url, workerConfig);
    afterFile(async () => {
      await a.stop().catch(() => undefined);
      await b.stop().catch(() => undefined);
    });
    // More than one run's worth, so both instances claim at once.
    const first = await plantFollowUps(db.orm, 45, new Date(Date.now() - 60_000).toISOString(), null);
    const notYet = await plantFollowUps(db.orm, 1, inHours(1), null);
    await Promise.all([a.worker.runOnce(), b.worker.runOnce(), a.worker.runOnce(), b.worker.runOnce()]);
    const reminded = [...a.sent, ...b.sent];
    expect(reminded).toHaveLength(45);
    expect(new Set(reminded.map((m) => m.text.match(/Note (\S+)/)![1])).size).toBe(45);
    expect(reminded.every((m) => m.to === 'team@advisory.example' && m.subject === 'Follow-up due: a lead')).toBe(true);
    expect(reminded[0]!.text).toContain('https://advisory.example/admin?tab=contacts&open=');
    expect(reminded.some((m) => m.text.includes(notYet[0]!))).toBe(false);
    // Both instances stop; a reminder falls due meanwhile; one instance starts again.
    await a.stop();
    await b.stop();
    const whileDown = await plantFollowUps(db.orm, 1, new Date(Date.now() - 1000).toISOString(), null);
    const restarted = await instance(db.url, workerConfig);
    afterFile(() => restarted.stop().catch(() => undefined));
    await restarted.worker.runOnce();
    await restarted.worker.runOnce();
    expect(restarted.sent.map((m) => m.text.match(/Note (\S+)/)![1])).toEqual(whileDown);
    const remindedRows = await rawQuery<{ n: string }>(db.url, 'select count(*) as n from follow_up where reminded_at is not null');
    expect(Number(remindedRows[0]!.n)).toBe(first.length + 1);
  });

  it("goes to the assignee's mailbox, or to the team's address when the staff account has no e-mail", async () => {
    const db = await createTestDatabase();
    const workerConfig = testConfig({ TEAM_EMAIL: 'team@advisory.example' });
    await upsertStaffAccount(db.orm.em.fork(), { username: 'mailed', password: 'mailed-password-1', role: 'agent', name: 'Mailed Agent' });
    await upsertStaffAccount(db.orm.em.fork(), { username: 'nomail', password: 'nomail-password-1', role: 'agent', name: 'No Mail' });
    await rawQuery(db.url, "update app_user set email = 'mailed@advisory.example' where username = 'mailed'");
    const withMail = { id: await userId(db.url, "username = 'mailed'") };
    const withoutMail = { id: await userId(db.url, "username = 'nomail'") };
    const one = await instance(db.url, workerConfig);
    afterFile(() => one.stop().catch(() => undefined));
    const past = new Date(Date.now() - 1000).toISOString();
    const [mailed] = await plantFollowUps(db.orm, 1, past, withMail.id);
    const [teams] = await plantFollowUps(db.orm, 1, past, withoutMail.id);
    await one.worker.runOnce();
    expect(one.sent.find((m) => m.text.includes(mailed!))!.to).toBe('mailed@advisory.example');
    expect(one.sent.find((m) => m.text.includes(teams!))!.to).toBe('team@advisory.example');
  });
});
