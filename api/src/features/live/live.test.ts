import type { RecordChange } from '@elite/contracts/schemas/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { contactMessage } from '../../../test/fixtures/leads.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';

/**
 * Live lists and assigned work (docs/admin.md#live-lists, docs/admin.md#assigned-work): every record change reaches
 * the staff browsers of every instance as a server-sent event carrying only kind, id and what changed; support agents
 * read the chats assigned to them; the assignee is mailed.
 */

interface EventStream {
  next(name: string, match?: (data: RecordChange) => boolean): Promise<RecordChange>;
  /** Every event read so far and not yet taken by next(). */
  unread(): RecordChange[];
  close(): void;
}

/** GET /api/admin/events as a browser's EventSource reads it: `event:`/`data:` blocks, each awaited by name. */
async function openEvents(browser: TestBrowser): Promise<EventStream> {
  const controller = new AbortController();
  const res = await browser.fetch('/api/admin/events', { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: { event: string; data: RecordChange }[] = [];
  let buffer = '';
  const stream: EventStream = {
    async next(name, match = () => true) {
      for (;;) {
        const index = seen.findIndex((e) => e.event === name && match(e.data));
        if (index >= 0) return seen.splice(index, 1)[0]!.data;
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before a ${name} event`);
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
          seen.push({ event, data: JSON.parse(data) as RecordChange });
        }
      }
    },
    unread: () => seen.map((e) => e.data),
    close: () => controller.abort(),
  };
  await stream.next('ready');
  return stream;
}

let first: Awaited<ReturnType<typeof startTestServer>>;
let secondUrl: string;
let agentId: string;
const streams: EventStream[] = [];
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(first.databaseUrl, text, params);

async function signInAgent(baseUrl: string): Promise<TestBrowser> {
  const agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'live.agent', password: 'Live-Agent-Heron-73' })).status).toBe(200);
  return agent;
}

beforeAll(async () => {
  first = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  secondUrl = (await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: first.databaseUrl })).baseUrl;
  await upsertStaffAccount(first.server.orm.em.fork(), { username: 'live.agent', password: 'Live-Agent-Heron-73', role: 'agent', name: 'Lena Live' });
  agentId = (await sql<{ id: string }>(`select id from app_user where username = 'live.agent'`))[0]!.id;
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

describe('live lists (docs/admin.md#live-lists)', () => {
  it('a lead sent through one instance reaches an admin listening on the other as kind, id and "created", and nothing of its contents', async () => {
    const admin = new TestBrowser(secondUrl);
    await signInAsAdmin(admin);
    const events = await openEvents(admin);
    streams.push(events);

    const sent = await new TestBrowser(first.baseUrl).post('/api/contacts', { ...contactMessage, email: 'live.lead@example.com' });
    expect(sent.status).toBe(201);
    const [lead] = await sql<{ id: string }>(`select id from lead where email = 'live.lead@example.com'`);
    const created = await events.next('change', (e) => e.id === lead!.id);
    expect(created).toEqual({ kind: 'lead', id: lead!.id, change: 'created' });
    expect(JSON.stringify(created)).not.toContain('live.lead');

    // A status change and a note made on the first instance arrive too, named by what changed.
    const staff = new TestBrowser(first.baseUrl);
    await signInAsAdmin(staff);
    await staff.trpc().admin.changeStatus.mutate({ kind: 'lead', id: lead!.id, to: 'contacted' });
    expect(await events.next('change', (e) => e.id === lead!.id && e.change === 'status_changed')).toEqual({
      kind: 'lead',
      id: lead!.id,
      change: 'status_changed',
    });
    await staff.trpc().admin.addNote.mutate({ kind: 'lead', id: lead!.id, text: 'Called back, left a message.' });
    expect(await events.next('change', (e) => e.id === lead!.id && e.change === 'note_added')).toMatchObject({ kind: 'lead' });
  });

  it('the stream refuses a caller without a session (401) and a portal client (403)', async () => {
    const anonymous = await new TestBrowser(first.baseUrl).fetch('/api/admin/events');
    expect(anonymous.status).toBe(401);
    const client = new TestBrowser(first.baseUrl);
    await signUpClient(client, first.databaseUrl, {
      email: 'live.client@example.com',
      password: 'Live-Client-Maple-8',
      fullName: 'Cara Client',
      companyName: 'Cara LLC',
    });
    expect((await client.fetch('/api/admin/events')).status).toBe(403);
  });

  it('a support agent hears the chats it may open, not the kinds it may not', async () => {
    const agent = await signInAgent(secondUrl);
    const events = await openEvents(agent);
    streams.push(events);
    await new TestBrowser(first.baseUrl).post('/api/contacts', { ...contactMessage, email: 'live.unheard@example.com' });
    const [chat] = await sql<{ id: string }>(
      `insert into chat_conversation (id, user_name, user_email, created_at, last_message_at) values (gen_random_uuid(), 'Carl Chat', 'carl@example.com', now(), now()) returning id`,
    );
    const heard = await events.next('change', (e) => e.id === chat!.id);
    expect(heard.kind).toBe('chat');
    // The lead's NOTIFY came first (one listener, commit order) and was not passed on.
    expect(events.unread().filter((e) => e.kind !== 'chat')).toEqual([]);
  });
});

describe('assigned work (docs/admin.md#assigned-work)', () => {
  it('a support agent reads the chats assigned to it with assignedTo=me, and its badge counts them', async () => {
    const [chat] = await sql<{ id: string }>(
      `insert into chat_conversation (id, user_name, user_email, created_at, last_message_at) values (gen_random_uuid(), 'Ann Assigned', 'ann@example.com', now(), now()) returning id`,
    );
    const admin = new TestBrowser(first.baseUrl);
    await signInAsAdmin(admin);
    await admin.trpc().admin.assign.mutate({ kind: 'chat', id: chat!.id, userId: agentId });

    const agent = await signInAgent(first.baseUrl);
    const mine = await agent.fetch('/api/admin/chat-conversations?assignedTo=me');
    expect(mine.status).toBe(200);
    expect((await readJson<{ items: { id: string }[] }>(mine)).items.map((r) => r.id)).toEqual([chat!.id]);
    expect((await agent.trpc().admin.chatConversations.query({ assignedTo: 'me' })).items.map((r) => r.id)).toEqual([chat!.id]);
    expect(await agent.trpc().admin.myWork.query()).toEqual({ total: 1, byKind: [{ kind: 'chat', count: 1 }] });
    // Still only chats: the other lists stay admins' own.
    expect((await agent.fetch('/api/contacts?assignedTo=me')).status).toBe(403);
  });

  it('assigning a record mails its assignee a link to it; taking it yourself or an assignee without e-mail mails nobody', async () => {
    await sql(`update app_user set email = 'lena.live@example.com' where id = $1`, [agentId]);
    await new TestBrowser(first.baseUrl).post('/api/contacts', { ...contactMessage, email: 'live.assigned@example.com' });
    const [lead] = await sql<{ id: string }>(`select id from lead where email = 'live.assigned@example.com'`);
    const admin = new TestBrowser(first.baseUrl);
    await signInAsAdmin(admin);
    const mailsTo = (to: string) => sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = $1`, [to]);

    await admin.trpc().admin.assign.mutate({ kind: 'lead', id: lead!.id, userId: agentId });
    const [mail, ...more] = await mailsTo('lena.live@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Test Administrator assigned you a lead');
    expect(mail!.text).toContain(`/admin?tab=contacts&open=${lead!.id}`);
    expect(mail!.text).not.toContain('live.assigned@example.com');

    // Assigned again to the same person: no second mail.
    await admin.trpc().admin.assign.mutate({ kind: 'lead', id: lead!.id, userId: agentId });
    expect(await mailsTo('lena.live@example.com')).toHaveLength(1);

    const adminId = (await sql<{ id: string }>(`select id from app_user where role = 'admin' limit 1`))[0]!.id;
    const before = (await sql<{ n: number }>(`select count(*)::int as n from outbox_mail`))[0]!.n;
    await admin.trpc().admin.assign.mutate({ kind: 'lead', id: lead!.id, userId: adminId });
    expect((await sql<{ n: number }>(`select count(*)::int as n from outbox_mail`))[0]!.n).toBe(before);
  });
});
