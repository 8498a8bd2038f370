import { randomUUID } from 'node:crypto';
import { ILL_FORMED_TEXT_MESSAGE } from '@elite/contracts/rules/plain-text';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../../../test/database.ts';
import { startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { STAFF_LIKE_NAME } from '@elite/contracts/rules/chat-names';
import { expectNothingTyped, PHISHING } from '../../../test/acknowledgements.ts';
import { ChatClient } from '../../../test/chat-client.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { notifiedMessage, storeVisitorMessage } from './chat.service.ts';

let baseUrl: string;
let databaseUrl: string;
let server: Awaited<ReturnType<typeof startTestServer>>['server'];

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);

/** A signed-in demo admin's socket, joined as an agent. */
async function joinedAgent(url = baseUrl, agentName = 'Dana from Support') {
  const browser = new TestBrowser(url);
  expect((await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
  const agent = await ChatClient.open(url, { cookie: browser.cookieHeader() });
  agent.send({ type: 'support_join', agentName });
  await agent.next('sessions');
  return agent;
}

const visitor = (name = 'Ada Lovelace', email = 'ada@example.com') => ({ name, email });
/** Signs `username` in and opens an agent socket for them. */
async function agentSocket(username: string, password: string) {
  const browser = new TestBrowser(baseUrl);
  expect((await browser.post('/api/admin/login', { username, password })).status).toBe(200);
  const socket = await ChatClient.open(baseUrl, { cookie: browser.cookieHeader() });
  socket.send({ type: 'support_join', agentName: 'Anyone I Like' });
  await socket.next('sessions');
  return { browser, socket };
}

const say = (text: string, who = visitor(), clientId: string = randomUUID()) => ({
  type: 'message',
  text,
  sender: 'user',
  userInfo: who,
  senderName: who.name,
  clientId,
});

/** A visitor's socket, once the server has said that support is online. */
async function onlineGuest() {
  const guest = await ChatClient.open(baseUrl);
  await guest.next('status', (f) => f.supportOnline);
  return guest;
}

/** Sends a visitor's message and waits for its acknowledgement: the stored message, with its id. */
async function acknowledged(guest: ChatClient, frame: ReturnType<typeof say>) {
  guest.send(frame);
  return guest.next('message', (f) => f.clientId === frame.clientId);
}

/**
 * `sockets` visitors from one address (spread over the servers at `urls`) each send `each` messages at once; the texts
 * the server acknowledged, and those it refused as over the per-address limit (with the visitor's message).
 */
async function messageBurst(urls: string[], sockets: number, each: number) {
  const guests = await Promise.all(Array.from({ length: sockets }, (_, i) => ChatClient.open(urls[i % urls.length]!)));
  await Promise.all(guests.map((g) => g.next('status')));
  const sent = guests.map((guest, i) =>
    Array.from({ length: each }, (_, j) => say(`burst ${i}.${j}`, visitor(`Burst Visitor ${i}`, `burst.${i}@example.com`))),
  );
  sent.forEach((frames, i) => frames.forEach((frame) => guests[i]!.send(frame)));
  const answers = await Promise.all(
    sent.flatMap((frames, i) =>
      frames.map((frame) =>
        Promise.race([
          guests[i]!.next('message', (f) => f.clientId === frame.clientId).then(() => ({ text: frame.text, ok: true })),
          guests[i]!.next('error', (f) => f.clientId === frame.clientId).then((f) => {
            expect(f).toMatchObject({ code: 'rate_limited', message: 'You have sent many messages in a short time. Please wait a few minutes.' });
            return { text: frame.text, ok: false };
          }),
        ]),
      ),
    ),
  );
  await Promise.all(guests.map((g) => g.close()));
  return { acknowledged: answers.filter((a) => a.ok).map((a) => a.text), refused: answers.filter((a) => !a.ok).map((a) => a.text) };
}

/** Which of `texts` are stored as messages. */
const storedOf = async (db: string, texts: string[]) =>
  (await rawQuery<{ text: string }>(db, 'select text from chat_message where text = any($1)', [texts])).map((r) => r.text);

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
  server = started.server;
});

describe('/ws/chat', () => {
  it('carries a visitor message to the agent and the answer back, each stored before it is acknowledged', async () => {
    const agent = await joinedAgent();
    const guest = await onlineGuest();

    const ack = await acknowledged(guest, say('Hello, I need an LLC.'));
    expect(ack).toMatchObject({ sender: 'user', text: 'Hello, I need an LLC.', senderName: 'Ada Lovelace', userInfo: visitor() });
    expect(await sql('select text from chat_message where id = $1', [ack.id])).toEqual([{ text: 'Hello, I need an LLC.' }]);

    const seen = await agent.next('message', (f) => f.id === ack.id);
    expect(seen).toMatchObject({ sessionId: ack.sessionId, userInfo: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    expect(seen.timestamp).toMatch(/Z$/);

    agent.send({ type: 'support_message', sessionId: ack.sessionId, text: 'Happy to help!', agentName: 'Dana from Support' });
    const answer = await guest.next('message', (f) => f.sender === 'support');
    // The name comes from the agent's account, not from the frame (docs/decisions/0013-chat-on-postgresql.md).
    expect(answer).toMatchObject({ text: 'Happy to help!', senderName: TEST_ADMIN.name, sessionId: ack.sessionId });
    expect(await sql('select sender_name from chat_message where id = $1', [answer.id])).toEqual([{ sender_name: TEST_ADMIN.name }]);
    expect(answer.id).toBeGreaterThan(ack.id);
    await Promise.all([guest.close(), agent.close()]);
  });

  it('a visitor gets each of its own messages once, as the acknowledgement, while the agent gets it delivered (docs/chat.md#delivery)', async () => {
    const agent = await joinedAgent();
    const guest = await onlineGuest();
    const ack = await acknowledged(guest, say('Once, please.'));
    // The agent's copy goes out in the same delivery as any copy to the visitor's socket, and frames keep their order:
    // once the next message is acknowledged, a repeat of the first would already be here.
    await agent.next('message', (f) => f.id === ack.id);
    const ackOfSecond = await acknowledged(guest, say('And this one too.'));
    await agent.next('message', (f) => f.id === ackOfSecond.id);
    guest.send(say('A third one.'));
    await guest.next('message', (f) => f.text === 'A third one.');
    expect(guest.all('message').map((m) => m.id)).toEqual([ack.id, ackOfSecond.id, expect.any(Number)]);
    await Promise.all([guest.close(), agent.close()]);
  });

  it('a message too long for a notification (PostgreSQL takes 8000 bytes) is read from the table and reaches every instance whole (docs/chat.md#delivery)', async () => {
    // Two instances on a database of their own: their agents stay out of the other tests' presence.
    const first = await startTestServer({ RATE_LIMIT_SCALE: '100' });
    const second = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: first.databaseUrl });
    const agents = [await joinedAgent(first.baseUrl), await joinedAgent(second.baseUrl)];
    // 5,000 three-byte characters: a chat answer by e-mail may be this long (docs/conversations.md#chats-continue-by-e-mail).
    const text = `Long answer: ${'€'.repeat(5000)}`;
    const stored = await storeVisitorMessage(first.server.orm.em, {
      conversationId: randomUUID(),
      visitorKeyHash: null,
      clientId: randomUUID(),
      text,
      userInfo: visitor('Mail Visitor', 'mail.visitor@example.com'),
    });
    for (const agent of agents)
      expect(await agent.next('message', (f) => f.id === stored.message.id)).toMatchObject({ text, userInfo: { name: 'Mail Visitor' } });
    await Promise.all(agents.map((a) => a.close()));
  });

  it('an agent whose account name is as long as the account allows (200 characters) goes online and answers under it', async () => {
    const longName = `Dana ${'Q'.repeat(190)} Support`.slice(0, 200);
    await upsertStaffAccount(server.orm.em.fork(), { username: 'chat.longname', password: 'chat-longname-1', role: 'agent', name: longName });
    const { socket: agent } = await agentSocket('chat.longname', 'chat-longname-1');
    const guest = await onlineGuest();
    const ack = await acknowledged(guest, say('Anyone with a long name?', visitor('Long Name Test', 'long.name@example.com')));
    agent.send({ type: 'support_message', sessionId: ack.sessionId, text: 'Yes, me.', agentName: 'ignored' });
    const answer = await guest.next('message', (f) => f.sender === 'support');
    expect(answer).toMatchObject({ text: 'Yes, me.', senderName: longName });
    expect(agent.all('error')).toEqual([]);
    await Promise.all([guest.close(), agent.close()]);
  });

  it('replays what a dropped visitor missed, after its last message id, with no loss and no duplicates', async () => {
    const agent = await joinedAgent();
    const first = await ChatClient.open(baseUrl);
    const one = say('First question');
    first.send(one);
    const { visitorKey } = await first.next('conversation');
    const ack = await first.next('message', (f) => f.clientId === one.clientId);
    const sessionId = ack.sessionId;
    first.ws.terminate(); // dropped, not closed politely
    await first.closed;

    for (const text of ['Answer one', 'Answer two']) agent.send({ type: 'support_message', sessionId, text, agentName: 'Dana' });
    await agent.next('message', (f) => f.text === 'Answer two');

    const again = await ChatClient.open(baseUrl);
    again.send({ type: 'resume', sessionId, visitorKey, lastMessageId: ack.id });
    // The browser retries the message it never saw acknowledged, under the same client id.
    again.send(one);
    const retried = await again.next('message', (f) => f.clientId === one.clientId);
    expect(retried.id).toBe(ack.id);
    const replayed = again.all('message').filter((f) => f.sender === 'support');
    expect(replayed.map((f) => f.text)).toEqual(['Answer one', 'Answer two']);
    const rows = await sql<{ text: string }>('select text from chat_message where conversation_id = $1 order by id', [sessionId]);
    expect(rows.map((r) => r.text)).toEqual(['First question', 'Answer one', 'Answer two']);

    // A new message in the resumed conversation stays in it.
    const two = say('Second question');
    again.send(two);
    expect((await again.next('message', (f) => f.clientId === two.clientId)).sessionId).toBe(sessionId);
    await Promise.all([again.close(), agent.close()]);
  });

  it('tells a visitor resuming an unknown conversation, and starts a new one with the next message', async () => {
    const guest = await ChatClient.open(baseUrl);
    const unknown = randomUUID();
    guest.send({ type: 'resume', sessionId: unknown, lastMessageId: 3 });
    expect(await guest.next('error')).toMatchObject({ code: 'unknown_session' });
    const hi = say('Hi');
    guest.send(hi);
    expect((await guest.next('message', (f) => f.clientId === hi.clientId)).sessionId).not.toBe(unknown);
    await guest.close();
  });

  it('security finding 14: a conversation id without its visitor key resumes, replays and posts nothing, and answers as an unknown id', async () => {
    const owner = await ChatClient.open(baseUrl);
    const first = say('My SSN question, private');
    owner.send(first);
    const started = await owner.next('conversation');
    expect(started.visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ack = await owner.next('message', (f) => f.clientId === first.clientId);
    expect(started.sessionId).toBe(ack.sessionId);
    // Only its hash is kept.
    const [row] = await sql<{ visitor_key_hash: string }>('select visitor_key_hash from chat_conversation where id = $1', [ack.sessionId]);
    expect(row!.visitor_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitor_key_hash).not.toContain(started.visitorKey);

    const refusalFor = async (resume: Record<string, unknown>) => {
      const intruder = await ChatClient.open(baseUrl);
      intruder.send({ type: 'resume', ...resume });
      const refusal = await intruder.next('error');
      const post = say('Posted by someone else', visitor('Mallory', 'mallory@example.com'));
      intruder.send(post);
      const stored = await intruder.next('message', (f) => f.clientId === post.clientId);
      await intruder.close();
      return { refusal, replayed: intruder.all('message').filter((f) => f.id === ack.id), postedTo: stored.sessionId };
    };
    const unknown = await refusalFor({ sessionId: randomUUID() });
    for (const resume of [
      { sessionId: ack.sessionId },
      { sessionId: ack.sessionId, visitorKey: 'A'.repeat(43) },
      { sessionId: ack.sessionId, visitorKey: '' },
    ]) {
      const answer = await refusalFor(resume);
      expect(answer.refusal).toEqual(unknown.refusal);
      expect(answer.replayed).toEqual([]);
      expect(answer.postedTo).not.toBe(ack.sessionId);
    }
    expect((await sql<{ text: string }>('select text from chat_message where conversation_id = $1', [ack.sessionId])).map((r) => r.text)).toEqual([
      'My SSN question, private',
    ]);

    // With its key, the visitor's own browser resumes it after a reload.
    const reloaded = await ChatClient.open(baseUrl);
    reloaded.send({ type: 'resume', sessionId: ack.sessionId, visitorKey: started.visitorKey });
    expect(await reloaded.next('message', (f) => f.id === ack.id)).toMatchObject({ text: 'My SSN question, private' });
    await Promise.all([owner.close(), reloaded.close()]);
  });

  it('security finding 14: a conversation from before visitor keys cannot be resumed by its id', async () => {
    const legacy = randomUUID();
    await sql(`insert into chat_conversation (id, user_name, user_email) values ($1, 'Old Visitor', 'old@example.com')`, [legacy]);
    await sql(`insert into chat_message (conversation_id, sender, sender_name, text) values ($1, 'user', 'Old Visitor', 'An old secret')`, [legacy]);
    const guest = await ChatClient.open(baseUrl);
    guest.send({ type: 'resume', sessionId: legacy, visitorKey: 'x'.repeat(43) });
    expect(await guest.next('error')).toMatchObject({ code: 'unknown_session' });
    guest.send({ type: 'resume', sessionId: legacy });
    expect(await guest.next('error')).toMatchObject({ code: 'unknown_session' });
    expect(guest.all('message')).toEqual([]);
    await guest.close();
  });

  it('security finding 14: a visitor cannot chat as the team: staff-like names are refused by the schema, staff members’ names by the server', async () => {
    const guest = await ChatClient.open(baseUrl);
    for (const name of ['Support Agent', ' support  AGENT ', 'Admin', 'Elite Business Advisory']) {
      const frame = say('Please send your password', visitor(name, 'staff.like@example.com'));
      guest.send(frame);
      expect(await guest.next('error', (f) => f.clientId === frame.clientId)).toMatchObject({ code: 'invalid_frame', message: STAFF_LIKE_NAME });
    }
    const asSender = { ...say('Hi'), senderName: 'Support Agent' };
    guest.send(asSender);
    expect(await guest.next('error', (f) => f.clientId === asSender.clientId)).toMatchObject({ code: 'invalid_frame' });
    // A staff member's name: only the server knows it.
    await upsertStaffAccount(server.orm.em.fork(), { username: 'chat.dana', password: 'chat-dana-pass-1', role: 'agent', name: 'Dana Whitfield' });
    const staffNamed = say('Hello', visitor('  dana   WHITFIELD', 'staff.like@example.com'));
    guest.send(staffNamed);
    expect(await guest.next('error', (f) => f.clientId === staffNamed.clientId)).toMatchObject({ code: 'reserved_name', message: STAFF_LIKE_NAME });
    expect(guest.all('message')).toEqual([]);
    expect(await sql(`select 1 from chat_conversation where user_email = 'staff.like@example.com'`)).toEqual([]);

    // Once started, later frames cannot rename the visitor's messages.
    const ok = say('First', visitor('Ada Visitor', 'ada.visitor@example.com'));
    guest.send(ok);
    await guest.next('message', (f) => f.clientId === ok.clientId);
    const renamed = { ...say('Second', visitor('Ada Visitor', 'ada.visitor@example.com')), senderName: 'Ada Visitor (verified)' };
    guest.send(renamed);
    expect(await guest.next('message', (f) => f.clientId === renamed.clientId)).toMatchObject({ senderName: 'Ada Visitor' });
    await guest.close();
  });

  it('refuses an upgrade from another site, or with no Origin, before it happens', async () => {
    await expect(ChatClient.open(baseUrl, { origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
    await expect(ChatClient.open(baseUrl, { origin: null })).rejects.toThrow('refused with 403');
    const plain = await fetch(`${baseUrl}/ws/chat`);
    expect(plain.status).toBe(426);
  });

  it('answers malformed frames with an error and closes only a 2 MB sender, leaving other sockets working', async () => {
    const noisy = await ChatClient.open(baseUrl);
    const bystander = await ChatClient.open(baseUrl);
    const before = Number((await sql<{ n: string }>('select count(*) as n from chat_message'))[0]!.n);

    noisy.send('this is not json');
    expect(await noisy.next('error')).toMatchObject({ code: 'invalid_frame' });
    noisy.send({ type: 'message', text: '   ', sender: 'user', userInfo: visitor() });
    expect((await noisy.next('error')).code).toBe('invalid_frame');
    noisy.send({ type: 'message', text: 'hi', sender: 'user', userInfo: { name: 'Ada', email: 'not-an-email' } });
    expect((await noisy.next('error')).message).toBe('Please enter a valid email address.');
    noisy.send({ type: 'launch_missiles' });
    expect((await noisy.next('error')).code).toBe('invalid_frame');
    noisy.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await noisy.next('error')).code).toBe('invalid_frame');
    expect(noisy.isOpen).toBe(true);
    expect(Number((await sql<{ n: string }>('select count(*) as n from chat_message'))[0]!.n)).toBe(before);

    noisy.send(JSON.stringify(say('x'.repeat(2 * 1024 * 1024))));
    expect((await noisy.closed).code).toBe(1009);

    const fine = say('Still here?');
    bystander.send(fine);
    expect((await bystander.next('message', (f) => f.clientId === fine.clientId)).text).toBe('Still here?');
    await bystander.close();
  });

  it('does not let an anonymous socket join as an agent or answer as support', async () => {
    const guest = await ChatClient.open(baseUrl);
    guest.send({ type: 'support_join', agentName: 'Mallory' });
    expect(await guest.next('error')).toMatchObject({ code: 'forbidden', message: 'Please sign in as a support agent.' });
    expect((await guest.closed).code).toBe(1008);
    expect(await sql("select * from chat_agent_presence where agent_name = 'Mallory'")).toEqual([]);

    const other = await ChatClient.open(baseUrl);
    other.send({ type: 'support_message', sessionId: randomUUID(), text: 'I am support', agentName: 'Mallory' });
    expect((await other.next('error')).code).toBe('forbidden');
    expect((await other.closed).code).toBe(1008);
  });

  it('reports support online while any agent is joined, and offline when the last one leaves', async () => {
    const guest = await ChatClient.open(baseUrl);
    const first = await joinedAgent(baseUrl, 'First');
    const second = await joinedAgent(baseUrl, 'Second');
    await guest.next('status', (f) => f.supportOnline);
    await first.close();
    await second.close();
    await guest.next('status', (f) => !f.supportOnline);
    expect(await sql('select * from chat_agent_presence')).toEqual([]);
    await guest.close();
  });
});

describe('garbage frames', () => {
  it('answers each generated bad frame with an error, stores nothing and keeps the socket open', async () => {
    const junk = fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 50 }),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.string({ minLength: 2001, maxLength: 2100 }),
    );
    const frame = fc.oneof(
      fc.record({
        type: fc.constantFrom('message', 'resume', 'support_join', 'support_message', 'support_history', 'support_read', 'status', '__proto__'),
        text: junk,
        sender: fc.oneof(junk, fc.constant('support')),
        userInfo: fc.oneof(junk, fc.record({ name: junk, email: junk })),
        sessionId: junk,
        lastMessageId: fc.oneof(junk, fc.constant(-1), fc.constant(1.5)),
        clientId: junk,
      }),
      fc.string({ maxLength: 80 }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const samples = fc.sample(frame, { seed: 20261123, numRuns: 150 });
    const count = async () =>
      Number((await sql<{ n: string }>('select (select count(*) from chat_message) + (select count(*) from chat_conversation) as n'))[0]!.n);
    const before = await count();
    const guest = await ChatClient.open(baseUrl);
    for (const sample of samples) {
      guest.send(typeof sample === 'string' ? sample : JSON.stringify(sample));
      // Frames are answered in order: one error each (no frame here is a valid one).
      await guest.next('error');
    }
    expect(guest.isOpen).toBe(true);
    expect(await count()).toBe(before);
    await guest.close();
  });
});

describe('with no agent online', () => {
  it('keeps the messages for the dashboard and records the conversation once as a lead with two mails', async () => {
    const who = visitor('Grace Hopper', 'grace@example.com');
    const guest = await ChatClient.open(baseUrl);
    expect(await guest.next('status')).toEqual({ type: 'status', supportOnline: false });
    let sessionId = '';
    for (const text of ['Anyone there?', 'I will wait for an e-mail.']) {
      const frame = say(text, who);
      guest.send(frame);
      sessionId = (await guest.next('message', (f) => f.clientId === frame.clientId)).sessionId;
    }
    const leads = await sql('select kind, first_name, last_name, email, message from lead where email = $1', ['grace@example.com']);
    expect(leads).toEqual([{ kind: 'chat', first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', message: 'Anyone there?' }]);
    const mails = await sql<{ to: string; subject: string }>(
      `select "to", subject from outbox_mail where subject like '%Grace%' or "to" = 'grace@example.com' order by "to"`,
    );
    expect(mails).toEqual([
      { to: 'advisors@elitebusinessadvisory.com', subject: 'Chat while offline: Grace Hopper' },
      { to: 'grace@example.com', subject: 'We received your chat message' },
    ]);

    // The admin sees it among the contact submissions.
    const admin = new TestBrowser(baseUrl);
    await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const page = (await (await admin.fetch('/api/contacts?pageSize=50')).json()) as { items: { kind: string; email: string }[] };
    expect(page.items).toContainEqual(expect.objectContaining({ kind: 'chat', email: 'grace@example.com' }));

    // An agent joining later finds the conversation waiting, unread, with its history.
    const agent = await ChatClient.open(baseUrl, { cookie: admin.cookieHeader() });
    agent.send({ type: 'support_join', agentName: 'Late Agent' });
    const { sessions } = await agent.next('sessions');
    expect(sessions.find((s) => s.sessionId === sessionId)).toMatchObject({ userName: 'Grace Hopper', userEmail: 'grace@example.com', unreadCount: 2 });
    agent.send({ type: 'support_history', sessionId });
    const { messages } = await agent.next('history');
    expect(messages.map((m) => m.text)).toEqual(['Anyone there?', 'I will wait for an e-mail.']);

    // Read by the team: the count is cleared for every agent.
    agent.send({ type: 'support_read', sessionId, lastMessageId: messages.at(-1)!.id });
    agent.send({ type: 'support_join', agentName: 'Late Agent' });
    const again = await agent.next('sessions');
    expect(again.sessions.find((s) => s.sessionId === sessionId)?.unreadCount).toBe(0);
    await Promise.all([guest.close(), agent.close()]);
  });
});

describe('an agent socket lives only as long as its session (docs/decisions/0025-accounts-and-sessions.md)', () => {
  it('sign-out closes the agent socket within seconds, and nothing it sends afterwards is stored', async () => {
    const { browser, socket } = await agentSocket(TEST_ADMIN.username, TEST_ADMIN.password);
    const guest = await ChatClient.open(baseUrl);
    const hello = say('Is anyone there?', visitor('Closing Test', 'closing@example.com'));
    guest.send(hello);
    const { sessionId } = await guest.next('message', (f) => f.clientId === hello.clientId);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Signed out' });
    expect(socket.all('error').at(-1)).toMatchObject({ code: 'forbidden', message: 'Your session has ended. Please sign in again.' });
    const before = await sql(`select count(*)::int as n from chat_message where conversation_id = $1`, [sessionId]);
    if (socket.isOpen) socket.send({ type: 'support_message', sessionId, text: 'late', agentName: 'x' });
    expect(await sql(`select count(*)::int as n from chat_message where conversation_id = $1`, [sessionId])).toEqual(before);
    await guest.close();
  });

  it('disabling the account or an expired session closes it too', async () => {
    await upsertStaffAccount(server.orm.em.fork(), { username: 'chat.leaver', password: 'chat-leaver-1', role: 'agent', name: 'Leaver' });
    const leaver = await agentSocket('chat.leaver', 'chat-leaver-1');
    const expiring = await agentSocket(TEST_ADMIN.username, TEST_ADMIN.password);
    await sql(`update app_user set disabled_at = now() where username = 'chat.leaver'`);
    const token = expiring.browser.cookies.get('elite_session')!;
    await sql(`update app_session set expires_at = now() - interval '1 second' where id_hash = encode(sha256($1::bytea), 'hex')`, [token]);
    expect((await leaver.socket.closed).code).toBe(4401);
    expect((await expiring.socket.closed).code).toBe(4401);
    await sql(`update app_user set disabled_at = null where username = 'chat.leaver'`);
  });
});

describe('abuse limits', () => {
  it('a frame with a control character is refused and nothing is stored (docs/input-limits.md)', async () => {
    const guest = await ChatClient.open(baseUrl);
    await guest.next('status');
    guest.send(say('hello\u0000there', visitor('Nul Test', 'nul@example.com')));
    expect(await guest.next('error')).toMatchObject({ code: 'invalid_frame', message: 'Must not contain control characters.' });
    expect(await sql(`select count(*)::int as n from chat_message where text like 'hello%there'`)).toEqual([{ n: 0 }]);
    await guest.close();
  });

  it('security finding 4: a frame with an unpaired surrogate or a non-character, in a value or a key, is refused and nothing is stored (docs/input-limits.md#text)', async () => {
    const guest = await ChatClient.open(baseUrl);
    await guest.next('status');
    const who = visitor('Surrogate Test', 'surrogate@example.com');
    for (const frame of [say('hello \ud800 there', who), say('hello \uffff there', who), { ...say('hello there', who), ['extra\udfff']: 1 }]) {
      guest.send(frame);
      expect(await guest.next('error')).toMatchObject({ code: 'invalid_frame', message: ILL_FORMED_TEXT_MESSAGE });
    }
    expect(await sql(`select count(*)::int as n from chat_message where text like 'hello%there'`)).toEqual([{ n: 0 }]);
    await guest.close();
  });

  it('one address holds at most twenty chat sockets; the next upgrade is refused with 429', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    const open = await Promise.all(Array.from({ length: 20 }, () => ChatClient.open(limited)));
    await expect(ChatClient.open(limited)).rejects.toThrow('refused with 429');
    await open[0]!.close();
    // A closed socket frees its place (the server notices the close first).
    for (let attempt = 0; ; attempt += 1) {
      const again = await ChatClient.open(limited).catch(() => null);
      if (again) {
        open.push(again);
        break;
      }
      expect(attempt).toBeLessThan(50);
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all(open.slice(1).map((c) => c.close()));
  });

  it('forty upgrades from one address at the same moment open twenty sockets and refuse the other twenty with 429', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    // A session cookie makes each upgrade wait on the database before it opens: the window a burst would slip through.
    const cookie = `elite_session=${'a'.repeat(43)}`;
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => ChatClient.open(limited, { cookie })));
    const opened = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(opened).toHaveLength(20);
    expect(refused).toHaveLength(20);
    expect(refused.every((reason) => reason.includes('refused with 429'))).toBe(true);
    await Promise.all(opened.map((c) => c.close()));
  });

  it('a burst of 65 messages from one address, 60 allowed in 10 minutes: exactly the 5 past the limit are told to wait and stored nowhere (docs/input-limits.md#a-burst-from-one-address)', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    const outcome = await messageBurst([limited], 13, 5);
    expect(outcome.acknowledged).toHaveLength(60);
    expect(outcome.refused).toHaveLength(5);
    expect(await storedOf(db, outcome.refused)).toEqual([]);
    expect(await storedOf(db, outcome.acknowledged)).toHaveLength(60);
  });

  it("two instances share one address's message count: bursts on both allow 60 between them and refuse the rest (docs/input-limits.md#a-burst-from-one-address)", async () => {
    const first = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    const second = await startTestServer({ RATE_LIMIT_SCALE: '1' }, { databaseUrl: first.databaseUrl });
    const outcome = await messageBurst([first.baseUrl, second.baseUrl], 26, 3);
    expect(outcome.acknowledged).toHaveLength(60);
    expect(outcome.refused).toHaveLength(18);
    expect(await storedOf(first.databaseUrl, outcome.refused)).toEqual([]);
  });

  it('security finding 7: offline chat mails the team every time, acknowledges one mailbox three times a day in our words only, never the name or the message', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    const texts = ['Buy cheap watches at spam.example', 'Second conversation', 'Third conversation', 'Fourth conversation'];
    const notified = () => rawQuery<{ n: number }>(db, `select count(*)::int as n from outbox_mail where "to" = 'advisors@elitebusinessadvisory.com'`);
    for (const [i, text] of texts.entries()) {
      const guest = await ChatClient.open(limited);
      await guest.next('status');
      const frame = say(text, visitor(PHISHING, `Victim+${i}@example.com`));
      guest.send(frame);
      await guest.next('message', (f) => f.clientId === frame.clientId);
      await guest.close();
      // The lead and its mails are written after the message is acknowledged: the conversations come one after
      // another, each recorded before the next starts (10 s at most), or the mailbox's share goes to whichever
      // of two overlapping ones counts first.
      for (const deadline = Date.now() + 10_000; (await notified())[0]!.n < i + 1 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
    }
    const mails = await rawQuery<{ to: string; subject: string; text: string }>(db, `select "to", subject, text from outbox_mail order by created_at, "to"`);
    const acknowledgements = mails.filter((m) => m.to !== 'advisors@elitebusinessadvisory.com');
    expect(acknowledgements.map((m) => m.to)).toEqual(['Victim+0@example.com', 'Victim+1@example.com', 'Victim+2@example.com']);
    expectNothingTyped(acknowledgements, [PHISHING, 'spam.example', 'conversation', 'victim']);
    const notices = mails.filter((m) => m.to === 'advisors@elitebusinessadvisory.com');
    expect(notices.map((m) => texts.some((t) => m.text.includes(t)))).toEqual([true, true, true, true]);
    expect(notices.map((m) => m.text.includes('No acknowledgement was sent'))).toEqual([false, false, false, true]);
  });
});

describe('per-socket rate limit', () => {
  it('refuses frames beyond the allowance with a rate_limited error, and closes a socket that keeps flooding', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    const flood = await ChatClient.open(limited);
    for (let i = 0; i < 25; i += 1) flood.send(say(`message ${i}`));
    expect(await flood.next('error')).toMatchObject({ code: 'rate_limited' });
    for (let i = 0; i < 40; i += 1) flood.send(say(`more ${i}`));
    expect((await flood.closed).code).toBe(1008);
    expect(flood.all('message').length).toBeLessThanOrEqual(20);
  });
});

describe('message notifications (docs/chat.md#delivery)', () => {
  it('carry the stored message, or only its id when it did not fit; anything else is not a message', () => {
    const row = {
      id: 7,
      conversation_id: 'c0a80101-0000-4000-8000-000000000001',
      client_id: null,
      sender: 'user',
      sender_name: 'Ada',
      text: 'Hi',
      created_at: '2026-11-29T06:00:00.123456+00:00',
      user_name: 'Ada',
      user_email: 'ada@example.com',
    };
    expect(notifiedMessage(JSON.stringify(row))).toEqual({
      type: 'message',
      id: 7,
      text: 'Hi',
      sender: 'user',
      senderName: 'Ada',
      timestamp: '2026-11-29T06:00:00.123Z',
      sessionId: row.conversation_id,
      userInfo: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(notifiedMessage('42')).toBe(42);
    for (const payload of ['', '0', '-3', '4.5', '{"id":42}', '{}', '{not json', 'not json', undefined]) expect(notifiedMessage(payload)).toBeNull();
  });
});
