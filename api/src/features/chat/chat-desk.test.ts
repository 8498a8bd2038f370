import { randomUUID } from 'node:crypto';
import { CHAT_PAGE_MESSAGE } from '@elite/contracts/schemas/chat';
import type { RecordDetail } from '@elite/contracts/schemas/work-queues';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatClient } from '../../../test/chat-client.ts';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { contactMessage } from '../../../test/fixtures/leads.ts';
import { VISITOR_ACTOR } from './chat.service.ts';

/**
 * The agent desk (docs/chat.md#working-a-conversation): staff assign, resolve and reopen conversations, write private
 * notes, use canned replies, see the visitor typing and their page; chats join the client's lead. Driven as the
 * browser does: tRPC for the desk's calls, /ws/chat sockets for the live part.
 */

let baseUrl: string;
let databaseUrl: string;
let admin: TestBrowser;
let agent: TestBrowser;
let agentId: string;
let client: TestBrowser;
let clientId: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const auditOf = (id: string) =>
  sql<{ action: string; actor_name: string; from_value: string | null; to_value: string | null; text: string | null }>(
    'select action, actor_name, from_value, to_value, text from audit_entry where kind = $1 and record_id = $2 order by created_at, id',
    ['chat', id],
  );

/** An agent's desk: a socket of a signed-in staff browser, joined. */
async function desk(browser: TestBrowser) {
  const socket = await ChatClient.open(baseUrl, { cookie: browser.cookieHeader() });
  socket.send({ type: 'support_join', agentName: 'Desk' });
  await socket.next('sessions');
  return socket;
}

/** A visitor who started a conversation: their socket, the conversation's id and secret. */
async function visitorChat(name: string, email: string, text = 'Hello, I need help with my LLC.', before: unknown[] = []) {
  const socket = await ChatClient.open(baseUrl);
  await socket.next('status');
  for (const frame of before) socket.send(frame);
  const clientId = randomUUID();
  socket.send({ type: 'message', text, sender: 'user', userInfo: { name, email }, clientId });
  const { visitorKey } = await socket.next('conversation');
  const ack = await socket.next('message', (f) => f.clientId === clientId);
  return { socket, sessionId: ack.sessionId, visitorKey, firstId: ack.id };
}

const say = (socket: ChatClient, text: string, name: string, email: string) => {
  const clientId = randomUUID();
  socket.send({ type: 'message', text, sender: 'user', userInfo: { name, email }, clientId });
  return socket.next('message', (f) => f.clientId === clientId);
};

const record = async (kind: 'chat' | 'lead', id: string) => readJson<RecordDetail>(await admin.fetch(`/api/admin/records/${kind}/${id}`));

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  ({ baseUrl, databaseUrl } = started);
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  await upsertStaffAccount(started.server.orm.em.fork(), { username: 'desk.agent', password: 'Desk-Agent-Walnut-42', role: 'agent', name: 'Dora Desk' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'desk.agent', password: 'Desk-Agent-Walnut-42' })).status).toBe(200);
  agentId = (await sql<{ id: string }>(`select id from app_user where username = 'desk.agent'`))[0]!.id;
  client = new TestBrowser(baseUrl);
  await signUpClient(client, databaseUrl, {
    email: 'portal.paula@example.com',
    password: 'Portal-Paula-Birch-9',
    fullName: 'Paula Portal',
    companyName: 'Paula LLC',
  });
  clientId = (await sql<{ id: string }>(`select id from app_user where email = 'portal.paula@example.com'`))[0]!.id;
});

describe('working a conversation (docs/chat.md#working-a-conversation)', () => {
  it('an agent takes a waiting chat and resolves it: it leaves the waiting list, every change is audited and every desk hears it', async () => {
    const watching = await desk(admin);
    const { socket: visitor, sessionId } = await visitorChat('Wanda Waiting', 'wanda@example.com');

    const taken = await agent.trpc().chat.assign.mutate({ id: sessionId, userId: agentId });
    expect(taken).toEqual({ assignedTo: { id: agentId, name: 'Dora Desk' } });
    const assigned = await watching.next('session', (f) => f.session.sessionId === sessionId && f.session.assignedTo?.id === agentId);
    expect(assigned.session).toMatchObject({ status: 'waiting', assignedTo: { id: agentId, name: 'Dora Desk' } });
    expect(
      (await admin.fetch(`/api/admin/chat-conversations?status=waiting&pageSize=100`).then((r) => readJson<{ items: { id: string }[] }>(r))).items.map(
        (r) => r.id,
      ),
    ).toContain(sessionId);

    expect(await agent.trpc().chat.resolve.mutate({ id: sessionId })).toEqual({ id: sessionId, from: 'waiting', to: 'resolved' });
    expect((await watching.next('session', (f) => f.session.sessionId === sessionId && f.session.status === 'resolved')).session.assignedTo?.id).toBe(agentId);
    const waiting = await readJson<{ items: { id: string }[] }>(await admin.fetch(`/api/admin/chat-conversations?status=waiting&pageSize=100`));
    expect(waiting.items.map((r) => r.id)).not.toContain(sessionId);
    const resolved = await readJson<{ items: { id: string; status: string }[] }>(
      await admin.fetch(`/api/admin/chat-conversations?status=resolved&pageSize=100`),
    );
    expect(resolved.items).toContainEqual(expect.objectContaining({ id: sessionId, status: 'resolved' }));
    expect((await record('chat', sessionId)).status).toBe('resolved');

    expect(await agent.trpc().chat.reopen.mutate({ id: sessionId })).toEqual({ id: sessionId, from: 'resolved', to: 'waiting' });
    await watching.next('session', (f) => f.session.sessionId === sessionId && f.session.status === 'waiting');
    expect(await auditOf(sessionId)).toEqual([
      { action: 'assigned', actor_name: 'Dora Desk', from_value: null, to_value: agentId, text: null },
      { action: 'status_changed', actor_name: 'Dora Desk', from_value: 'waiting', to_value: 'resolved', text: null },
      { action: 'status_changed', actor_name: 'Dora Desk', from_value: 'resolved', to_value: 'waiting', text: null },
    ]);
    // Desk frames are the agents' alone.
    expect(visitor.frames.map((f) => f.type)).not.toContain('session');
    await Promise.all([visitor.close(), watching.close()]);
  });

  it('a resolved conversation the visitor writes to again comes back as waiting, and its history says the visitor reopened it', async () => {
    const watching = await desk(agent);
    const { socket: visitor, sessionId } = await visitorChat('Rita Returning', 'rita@example.com');
    watching.send({ type: 'support_message', sessionId, text: 'Here is your answer.', agentName: 'x' });
    await visitor.next('message', (f) => f.sender === 'support');
    await admin.trpc().chat.resolve.mutate({ id: sessionId });

    await say(visitor, 'One more question, please.', 'Rita Returning', 'rita@example.com');
    await watching.next('message', (f) => f.text === 'One more question, please.');
    expect((await record('chat', sessionId)).status).toBe('waiting');
    watching.send({ type: 'support_join', agentName: 'Desk' });
    const { sessions } = await watching.next('sessions', (f) => f.sessions.some((s) => s.sessionId === sessionId));
    expect(sessions.find((s) => s.sessionId === sessionId)?.status).toBe('waiting');
    expect((await auditOf(sessionId)).slice(-2)).toEqual([
      { action: 'status_changed', actor_name: TEST_ADMIN.name, from_value: 'answered', to_value: 'resolved', text: null },
      { action: 'status_changed', actor_name: VISITOR_ACTOR, from_value: 'resolved', to_value: 'waiting', text: null },
    ]);
    await Promise.all([visitor.close(), watching.close()]);
  });

  it('a conversation goes only to a staff member who may answer chats; bad moves and bad ids are refused and change nothing', async () => {
    const { socket: visitor, sessionId } = await visitorChat('Bea Badinput', 'bea@example.com');
    const trpc = agent.trpc();
    await expect(trpc.chat.assign.mutate({ id: sessionId, userId: clientId })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
      message: 'Records can only be assigned to an enabled staff account (an admin or a support agent).',
    });
    await expect(trpc.chat.assign.mutate({ id: sessionId, userId: randomUUID() })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    await expect(trpc.chat.assign.mutate({ id: 'not-an-id', userId: null })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { id: ['id must be a chat conversation id'] } } },
    });
    await expect(trpc.chat.reopen.mutate({ id: sessionId })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
      message: 'This chat conversation is not resolved: there is nothing to reopen.',
    });
    await trpc.chat.resolve.mutate({ id: sessionId });
    await expect(trpc.chat.resolve.mutate({ id: sessionId })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
      message: 'This chat conversation is already resolved.',
    });
    await expect(trpc.chat.resolve.mutate({ id: randomUUID() })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect((await auditOf(sessionId)).map((a) => a.action)).toEqual(['status_changed']);
    expect(await sql('select assigned_to_id from chat_conversation where id = $1', [sessionId])).toEqual([{ assigned_to_id: null }]);
    await visitor.close();
  });

  it('a portal client or a caller without a session cannot work conversations (403/401), and nothing changes', async () => {
    const { socket: visitor, sessionId } = await visitorChat('Nora Nobody', 'nora@example.com');
    const calls = (browser: TestBrowser) => {
      const trpc = browser.trpc();
      return [
        trpc.chat.assign.mutate({ id: sessionId, userId: agentId }),
        trpc.chat.resolve.mutate({ id: sessionId }),
        trpc.chat.reopen.mutate({ id: sessionId }),
        trpc.chat.addNote.mutate({ id: sessionId, text: 'sneaky' }),
        trpc.chat.conversation.query({ id: sessionId }),
        trpc.chat.agents.query(),
        trpc.chat.cannedReplies.query(),
        trpc.chat.createCannedReply.mutate({ title: 'Hi', text: 'Hello' }),
      ];
    };
    for (const result of await Promise.allSettled(calls(new TestBrowser(baseUrl)))) {
      expect(result).toMatchObject({ status: 'rejected', reason: { data: { code: 'UNAUTHORIZED' } } });
    }
    for (const result of await Promise.allSettled(calls(client))) {
      expect(result).toMatchObject({ status: 'rejected', reason: { data: { code: 'FORBIDDEN' } } });
    }
    expect(await auditOf(sessionId)).toEqual([]);
    expect(await sql('select resolved_at, assigned_to_id from chat_conversation where id = $1', [sessionId])).toEqual([
      { resolved_at: null, assigned_to_id: null },
    ]);
    expect(await sql(`select count(*)::int as n from chat_canned_reply where title = 'Hi'`)).toEqual([{ n: 0 }]);
    await visitor.close();
  });
});

describe('private notes (docs/chat.md#private-notes)', () => {
  it('a note reaches every agent inline and never the visitor: not their socket, not their replay, not the messages', async () => {
    const otherDesk = await desk(admin);
    const { socket: visitor, sessionId, visitorKey } = await visitorChat('Nell Notes', 'nell@example.com');
    const secret = 'Private: she sounded unsure about the price';

    const note = await agent.trpc().chat.addNote.mutate({ id: sessionId, text: secret });
    expect(note).toMatchObject({ sessionId, text: secret, authorName: 'Dora Desk' });
    expect((await otherDesk.next('note', (f) => f.note.id === note.id)).note).toEqual(note);

    // Something the visitor does receive, sent after the note: the note would have come before it.
    otherDesk.send({ type: 'support_message', sessionId, text: 'We can talk about pricing.', agentName: 'x' });
    await visitor.next('message', (f) => f.text === 'We can talk about pricing.');
    expect(visitor.frames.map((f) => f.type)).not.toContain('note');
    expect(JSON.stringify(visitor.frames)).not.toContain(secret);

    const again = await ChatClient.open(baseUrl);
    again.send({ type: 'resume', sessionId, visitorKey });
    await again.next('message', (f) => f.text === 'We can talk about pricing.');
    expect(JSON.stringify(again.frames)).not.toContain(secret);
    expect(await sql('select count(*)::int as n from chat_message where text = $1', [secret])).toEqual([{ n: 0 }]);

    // The desk's history shows it among the messages, and the admin's record among the notes.
    otherDesk.send({ type: 'support_history', sessionId });
    const history = await otherDesk.next('history', (f) => f.sessionId === sessionId);
    expect(history.notes).toEqual([note]);
    expect(JSON.stringify(history.messages)).not.toContain(secret);
    expect((await record('chat', sessionId)).history).toContainEqual(expect.objectContaining({ action: 'note_added', note: secret, actorName: 'Dora Desk' }));
    await Promise.all([visitor.close(), again.close(), otherDesk.close()]);
  });

  it('an empty or too long note is refused with 400 and nothing is stored', async () => {
    const { socket: visitor, sessionId } = await visitorChat('Ned Empty', 'ned@example.com');
    for (const text of ['   ', 'x'.repeat(2001)]) {
      await expect(agent.trpc().chat.addNote.mutate({ id: sessionId, text })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    }
    await expect(agent.trpc().chat.addNote.mutate({ id: randomUUID(), text: 'Lost note' })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(await auditOf(sessionId)).toEqual([]);
    await visitor.close();
  });
});

describe('canned replies (docs/chat.md#canned-replies)', () => {
  it('admins create, edit and delete canned replies; agents list them but may not change them', async () => {
    const created = await admin
      .trpc()
      .chat.createCannedReply.mutate({ title: '  Opening hours ', text: 'We are open Monday to Friday, 9 AM to 6 PM Eastern.' });
    expect(created).toMatchObject({ title: 'Opening hours', text: 'We are open Monday to Friday, 9 AM to 6 PM Eastern.' });
    expect(await agent.trpc().chat.cannedReplies.query()).toContainEqual(created);

    await expect(agent.trpc().chat.createCannedReply.mutate({ title: 'Agent', text: 'Mine' })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(agent.trpc().chat.updateCannedReply.mutate({ id: created.id, title: 'Changed', text: 'Changed' })).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    await expect(agent.trpc().chat.deleteCannedReply.mutate({ id: created.id })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });

    const edited = await admin.trpc().chat.updateCannedReply.mutate({ id: created.id, title: 'Opening hours', text: 'We are open 9 AM to 6 PM Eastern.' });
    expect(edited.text).toBe('We are open 9 AM to 6 PM Eastern.');
    expect(await admin.trpc().chat.deleteCannedReply.mutate({ id: created.id })).toEqual({ ok: true });
    expect((await agent.trpc().chat.cannedReplies.query()).map((r) => r.id)).not.toContain(created.id);
  });

  it('a canned reply without a title or text, or longer than a message, is refused with 400 and nothing is stored; an unknown one is 404', async () => {
    const before = await sql('select count(*)::int as n from chat_canned_reply');
    const trpc = admin.trpc();
    await expect(trpc.chat.createCannedReply.mutate({ title: ' ', text: 'Text' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { title: ['Please give the reply a title.'] } } },
    });
    await expect(trpc.chat.createCannedReply.mutate({ title: 'Title', text: '' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    await expect(trpc.chat.createCannedReply.mutate({ title: 'Title', text: 'x'.repeat(2001) })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    await expect(trpc.chat.createCannedReply.mutate({ title: 'x'.repeat(101), text: 'Text' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    await expect(trpc.chat.createCannedReply.mutate({ title: 'Bell\u0007', text: 'Text' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    expect(await sql('select count(*)::int as n from chat_canned_reply')).toEqual(before);
    await expect(trpc.chat.updateCannedReply.mutate({ id: randomUUID(), title: 'T', text: 'T' })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    await expect(trpc.chat.deleteCannedReply.mutate({ id: randomUUID() })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
  });
});

describe('presence (docs/chat.md#presence)', () => {
  it("the visitor's typing reaches the agents at most once in 1.5 s: a burst of typing frames is passed on once, and never to the visitor", async () => {
    const watching = await desk(agent);
    const { socket: visitor, sessionId } = await visitorChat('Tina Typing', 'tina@example.com');
    for (let i = 0; i < 4; i += 1) visitor.send({ type: 'typing' });
    // Frames of one socket are handled in order: the message is announced after every typing frame was.
    await say(visitor, 'Done typing.', 'Tina Typing', 'tina@example.com');
    await watching.next('message', (f) => f.text === 'Done typing.');
    expect(watching.all('typing').filter((f) => f.sessionId === sessionId)).toHaveLength(1);
    expect(visitor.all('typing')).toEqual([]);
    expect(visitor.all('error')).toEqual([]);
    await Promise.all([visitor.close(), watching.close()]);
  });

  it('typing on a socket without a conversation reaches nobody', async () => {
    const watching = await desk(agent);
    const lurker = await ChatClient.open(baseUrl);
    lurker.send({ type: 'typing' });
    const { socket: visitor, sessionId } = await visitorChat('Tom Later', 'tom@example.com');
    visitor.send({ type: 'typing' });
    expect((await watching.next('typing')).sessionId).toBe(sessionId);
    await Promise.all([visitor.close(), lurker.close(), watching.close()]);
  });

  it('the page the visitor reports is shown to the agents, from before the first message and on each navigation', async () => {
    const watching = await desk(agent);
    const { socket: visitor, sessionId } = await visitorChat('Pia Pages', 'pia@example.com', 'Which plan suits me?', [
      { type: 'page', path: '/services/formation' },
    ]);
    expect((await watching.next('session', (f) => f.session.sessionId === sessionId)).session.visitorPage).toBe('/services/formation');
    visitor.send({ type: 'page', path: '/pricing' });
    expect((await watching.next('session', (f) => f.session.sessionId === sessionId && f.session.visitorPage === '/pricing')).session.status).toBe('waiting');
    expect((await agent.trpc().chat.conversation.query({ id: sessionId })).visitorPage).toBe('/pricing');
    await Promise.all([visitor.close(), watching.close()]);
  });

  it('a page that is not a path of this site (another site, a query, a fragment, too long) is refused and the recorded one stays', async () => {
    const { socket: visitor, sessionId } = await visitorChat('Ola Offsite', 'ola@example.com', 'Hi', [{ type: 'page', path: '/contact' }]);
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'services',
      '/reset?token=abc',
      '/a#b',
      '/a b',
      `/${'x'.repeat(200)}`,
    ]) {
      visitor.send({ type: 'page', path });
      expect(await visitor.next('error'), path).toMatchObject({ code: 'invalid_frame' });
    }
    visitor.send({ type: 'page', path: '/bad\u0001' });
    expect(await visitor.next('error')).toMatchObject({ code: 'invalid_frame', message: 'Must not contain control characters.' });
    expect(visitor.all('error').filter((e) => e.message === CHAT_PAGE_MESSAGE).length).toBeGreaterThanOrEqual(6);
    expect(await sql('select visitor_page from chat_conversation where id = $1', [sessionId])).toEqual([{ visitor_page: '/contact' }]);
    await visitor.close();
  });
});

describe('chats join the client (docs/chat.md#chats-join-the-client)', () => {
  it("chats appear on the lead with the same e-mail whatever its case, the chat's record shows the lead, and two chats from one address are seen together", async () => {
    expect(
      (await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, firstName: 'Joan', lastName: 'Client', email: 'Joan.Client@Example.com' }))
        .status,
    ).toBe(201);
    const [lead] = await sql<{ id: string }>(`select id from lead where email = 'Joan.Client@Example.com'`);
    const watching = await desk(agent);
    const first = await visitorChat('Joan Client', 'joan.client@example.com', 'First chat');
    watching.send({ type: 'support_message', sessionId: first.sessionId, text: 'Answered.', agentName: 'x' });
    await first.socket.next('message', (f) => f.sender === 'support');
    const second = await visitorChat('Joan C.', 'JOAN.CLIENT@example.com', 'Second chat');
    const stranger = await visitorChat('Sam Stranger', 'sam@example.com', 'Not Joan');

    const leadRecord = await record('lead', lead!.id);
    expect(leadRecord.kind === 'lead' && leadRecord.record.chats.map((c) => [c.id, c.status])).toEqual([
      [second.sessionId, 'waiting'],
      [first.sessionId, 'answered'],
    ]);
    const chatRecord = await record('chat', first.sessionId);
    expect(chatRecord.kind === 'chat' && chatRecord.record.lead).toMatchObject({ id: lead!.id, name: 'Joan Client' });
    expect(chatRecord.kind === 'chat' && chatRecord.record.otherChats.map((c) => c.id)).toEqual([second.sessionId]);

    const info = await agent.trpc().chat.conversation.query({ id: second.sessionId });
    expect(info).toMatchObject({ status: 'waiting', lead: { id: lead!.id }, otherChats: [{ id: first.sessionId, status: 'answered', messageCount: 2 }] });
    expect((await agent.trpc().chat.conversation.query({ id: stranger.sessionId })).otherChats).toEqual([]);
    await Promise.all([first.socket.close(), second.socket.close(), stranger.socket.close(), watching.close()]);
  });

  it("joining is for staff's eyes: a portal client with that confirmed e-mail is shown no chat, and another browser cannot open one by its id", async () => {
    const typed = await visitorChat('Paula Portal', 'portal.paula@example.com', 'Chat typed with the portal client’s address');
    const dashboard = await client.fetch('/api/portal/dashboard');
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).not.toContain('Chat typed with the portal client');
    const other = await ChatClient.open(baseUrl);
    other.send({ type: 'resume', sessionId: typed.sessionId });
    expect((await other.next('error')).code).toBe('unknown_session');
    expect(other.all('message')).toEqual([]);
    await Promise.all([typed.socket.close(), other.close()]);
  });
});
