import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ConversationMessage, ConversationThread } from '@elite/contracts/schemas/conversations';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { ChatClient } from '../../../test/chat-client.ts';
import { rawQuery } from '../../../test/database.ts';
import { testTempDir } from '../../../test/temp-dirs.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { realPdf } from '../../../test/fixtures/documents.ts';
import { contactMessage, proposalRequest } from '../../../test/fixtures/leads.ts';

/**
 * E-mail conversations on the real server, its SMTP receiver and PostgreSQL (docs/conversations.md): staff write
 * from a record with the conversation's reply address, the client's answer comes back by SMTP or by the providers'
 * HTTP door to the same record, senders that are not the client are held aside, attachments become documents, and a
 * chat whose visitor left goes on by e-mail both ways.
 */

const DOMAIN = 'inbound.test';
const SECRET = 'test-inbound-secret-0123456789';
const TEAM = 'advisors@elitebusinessadvisory.com';

let baseUrl: string;
let databaseUrl: string;
let smtpPort: number;
let admin: TestBrowser;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (from: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${from}`, params))[0]!.n);

/** Waits for a condition the server reaches on its own (a socket's close handled); fails after 10 s, never sleeps a fixed time. */
async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition was never met');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A contact message from `email`: a lead, its id. */
async function newLead(email: string): Promise<string> {
  const res = await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, email });
  expect(res.status).toBe(201);
  return (await readJson<{ id: string }>(res)).id;
}

const send = (browser: TestBrowser, input: { kind: string; id: string; subject: string; text: string }) =>
  browser.trpc().conversations.send.mutate(input as never);
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200).catch((e: { data?: { httpStatus?: number } }) => e.data?.httpStatus);
const thread = (kind: string, id: string): Promise<ConversationThread> => admin.trpc().conversations.thread.query({ kind: kind as 'lead', id });

/** Staff write to the lead: its reply address. */
async function replyAddressOf(leadId: string, subject = 'About your LLC'): Promise<string> {
  await send(admin, { kind: 'lead', id: leadId, subject, text: 'Which state do you want to form in?' });
  return (await thread('lead', leadId)).replyAddress!;
}

/** A complete RFC 822 message, as a mail program would send it. */
const rawMail = (mail: Mail.Options) => new MailComposer({ date: new Date(), ...mail }).compile().build();

/** POST /api/mail/inbound with the raw message as the body and the secret in its header. */
function postInbound(raw: Buffer | string, secret: string | null = SECRET, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/mail/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', ...(secret ? { 'x-inbound-secret': secret } : {}), ...headers },
    body: raw,
  });
}

beforeAll(async () => {
  ({ baseUrl, databaseUrl } = await startTestServer({
    RATE_LIMIT_SCALE: '100',
    INBOUND_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: '0',
    INBOUND_WEBHOOK_SECRET: SECRET,
  }).then(({ baseUrl, databaseUrl, server }) => {
    smtpPort = server.smtpReceiver!.port;
    return { baseUrl, databaseUrl };
  }));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
}, 60_000);

describe('staff write to the client from a record (docs/conversations.md#writing-to-the-client)', () => {
  it('the mail goes through the outbox to the record’s client with Reply-To the conversation’s reply address, and is on the thread and in the history', async () => {
    const leadId = await newLead('writer.one@example.com');
    const sent: ConversationMessage = await send(admin, { kind: 'lead', id: leadId, subject: 'Your LLC', text: 'Which state suits you?' });
    expect(sent).toMatchObject({ direction: 'out', state: 'sent', to: 'writer.one@example.com', subject: 'Your LLC', authorName: TEST_ADMIN.name });
    const [mail] = await sql<{ to: string; reply_to: string; text: string }>(`select "to", reply_to, text from outbox_mail where subject = 'Your LLC'`);
    expect(mail!.to).toBe('writer.one@example.com');
    expect(mail!.reply_to).toMatch(new RegExp(`^reply\\+[a-z2-7]{32}@${DOMAIN.replace('.', '\\.')}$`));
    expect(mail!.text).toContain('Which state suits you?');
    const view = await thread('lead', leadId);
    expect(view.replyAddress).toBe(mail!.reply_to);
    expect(view.messages.map((m) => m.subject)).toEqual(['Your LLC']);
    // A second mail keeps the conversation and its address.
    await send(admin, { kind: 'lead', id: leadId, subject: 'Following up', text: 'Any news?' });
    const [second] = await sql<{ reply_to: string }>(`select reply_to from outbox_mail where subject = 'Following up'`);
    expect(second!.reply_to).toBe(mail!.reply_to);
    const detail = await admin.trpc().admin.record.query({ kind: 'lead', id: leadId });
    expect(detail.history.filter((h) => h.action === 'mail_sent').map((h) => h.to)).toEqual(['Following up', 'Your LLC']);
  });

  it('an empty or too long subject or text is refused with 400 and nothing is stored', async () => {
    const leadId = await newLead('writer.two@example.com');
    const before = [await count('outbox_mail'), await count('conversation_message'), await count('mail_conversation')];
    for (const bad of [
      { subject: '', text: 'Hello' },
      { subject: 'Hello', text: '   ' },
      { subject: 'S'.repeat(201), text: 'Hello' },
      { subject: 'Hello', text: 'x'.repeat(10_001) },
    ]) {
      expect(await statusOf(send(admin, { kind: 'lead', id: leadId, ...bad }))).toBe(400);
    }
    expect(await statusOf(send(admin, { kind: 'lead', id: randomUUID(), subject: 'Hi', text: 'Hi' }))).toBe(404);
    expect([await count('outbox_mail'), await count('conversation_message'), await count('mail_conversation')]).toEqual(before);
  });

  it('without a session the answer is 401, for a client 403, and nothing is sent', async () => {
    const leadId = await newLead('writer.three@example.com');
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, {
      email: 'portal.writer@example.com',
      password: 'client-password-1',
      fullName: 'Pat Client',
      companyName: 'Pat Co',
    });
    const before = await count('conversation_message');
    expect(await statusOf(send(new TestBrowser(baseUrl), { kind: 'lead', id: leadId, subject: 'Hi', text: 'Hi' }))).toBe(401);
    expect(await statusOf(send(client, { kind: 'lead', id: leadId, subject: 'Hi', text: 'Hi' }))).toBe(403);
    expect(await statusOf(client.trpc().conversations.thread.query({ kind: 'lead', id: leadId }))).toBe(403);
    expect(await count('conversation_message')).toBe(before);
  });
});

describe('the client’s answer comes back (docs/conversations.md#inbound)', () => {
  it('by HTTP: the raw message with the secret threads to the record of its reply address, its quoted history trimmed', async () => {
    const other = await newLead('someone.else@example.com');
    await replyAddressOf(other);
    const leadId = await newLead('answers.http@example.com');
    const address = await replyAddressOf(leadId);
    const raw = await rawMail({
      from: 'Ada <Answers.HTTP@example.com>',
      to: address,
      subject: 'Re: About your LLC',
      text: 'Delaware, please.\n\nOn Tue, Jun 3, 2025 at 10:00 AM Elite Business Advisory <no-reply@x.test> wrote:\n> Which state do you want to form in?',
    });
    const res = await postInbound(raw);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ state: 'received' });
    const view = await thread('lead', leadId);
    expect(view.messages.at(-1)).toMatchObject({
      direction: 'in',
      state: 'received',
      from: 'Answers.HTTP@example.com',
      text: 'Delaware, please.',
      authorName: 'Ada',
    });
    expect((await thread('lead', other)).messages.filter((m) => m.direction === 'in')).toEqual([]);
    const detail = await admin.trpc().admin.record.query({ kind: 'lead', id: leadId });
    expect(detail.history[0]).toMatchObject({ action: 'mail_received', to: 'Re: About your LLC' });
  });

  it('by HTTP: a provider’s form (SendGrid’s "email" field) and Basic auth work too', async () => {
    const leadId = await newLead('answers.form@example.com');
    const address = await replyAddressOf(leadId);
    const form = new FormData();
    form.set('email', (await rawMail({ from: 'answers.form@example.com', to: address, subject: 'Form reply', text: 'Sent by a form.' })).toString());
    form.set('envelope', JSON.stringify({ to: [address], from: 'answers.form@example.com' }));
    const res = await fetch(`${baseUrl}/api/mail/inbound`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`sendgrid:${SECRET}`).toString('base64')}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect((await thread('lead', leadId)).messages.at(-1)).toMatchObject({ state: 'received', text: 'Sent by a form.' });
  });

  it('by HTTP: a missing or wrong secret is refused with 401 and nothing is stored', async () => {
    const leadId = await newLead('answers.secret@example.com');
    const raw = await rawMail({ from: 'answers.secret@example.com', to: await replyAddressOf(leadId), subject: 'x', text: 'y' });
    const before = await count('conversation_message');
    expect((await postInbound(raw, null)).status).toBe(401);
    expect((await postInbound(raw, `${SECRET}x`)).status).toBe(401);
    expect((await postInbound(raw, null, { authorization: `Basic ${Buffer.from('u:wrong').toString('base64')}` })).status).toBe(401);
    expect(await count('conversation_message')).toBe(before);
  });

  it('an unknown or expired reply address is refused (HTTP 404) and nothing is stored', async () => {
    const leadId = await newLead('answers.expired@example.com');
    const address = await replyAddressOf(leadId);
    const before = [await count('conversation_message'), await count('document'), await count('outbox_mail')];
    const unknown = await rawMail({ from: 'answers.expired@example.com', to: `reply+${'a'.repeat(32)}@${DOMAIN}`, subject: 'x', text: 'y' });
    expect((await postInbound(unknown)).status).toBe(404);
    const otherDomain = await rawMail({ from: 'answers.expired@example.com', to: address.replace(DOMAIN, 'elsewhere.test'), subject: 'x', text: 'y' });
    expect((await postInbound(otherDomain)).status).toBe(404);
    await sql(`update mail_conversation set expires_at = now() - interval '1 day' where record_id = $1`, [leadId]);
    expect((await postInbound(await rawMail({ from: 'answers.expired@example.com', to: address, subject: 'x', text: 'y' }))).status).toBe(404);
    expect([await count('conversation_message'), await count('document'), await count('outbox_mail')]).toEqual(before);
  });

  it('a message over 15 MB is refused with 413, and past a conversation’s hourly limit with 429, nothing stored (docs/conversations.md#limits)', async () => {
    const leadId = await newLead('answers.limits@example.com');
    const address = await replyAddressOf(leadId);
    const before = await count('conversation_message');
    expect((await postInbound(Buffer.alloc(15 * 1024 * 1024 + 1, 'a'))).status).toBe(413);
    expect(await count('conversation_message')).toBe(before);
    // 20 an hour × RATE_LIMIT_SCALE (100 here): the counter is put where the 2,000th mail left it.
    const [conversation] = await sql<{ id: string }>(`select id from mail_conversation where record_id = $1`, [leadId]);
    await sql(`insert into rate_limit (key, count, window_start) values ($1, 2000, now())`, [`inbound:conversation:${conversation!.id}`]);
    const res = await postInbound(await rawMail({ from: 'answers.limits@example.com', to: address, subject: 'One too many', text: 'x' }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('conversation_message')).toBe(before);
  });

  it('by SMTP: a real SMTP client’s mail to the receiver threads to the record; an unknown address is refused at RCPT TO', async () => {
    const leadId = await newLead('answers.smtp@example.com');
    const address = await replyAddressOf(leadId);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    await transport.sendMail({ from: 'answers.smtp@example.com', to: address, subject: 'Re: by SMTP', text: 'Received by our own receiver.' });
    expect((await thread('lead', leadId)).messages.at(-1)).toMatchObject({ direction: 'in', state: 'received', text: 'Received by our own receiver.' });
    const before = await count('conversation_message');
    await expect(
      transport.sendMail({ from: 'answers.smtp@example.com', to: `reply+${'b'.repeat(32)}@${DOMAIN}`, subject: 'x', text: 'y' }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(transport.sendMail({ from: 'answers.smtp@example.com', to: `sales@${DOMAIN}`, subject: 'x', text: 'y' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(await count('conversation_message')).toBe(before);
    transport.close();
  });

  it('by SMTP over STARTTLS: with a certificate the receiver offers it and a reply sent encrypted threads to the record; without one it is not offered (docs/conversations.md#receiving-by-smtp)', async () => {
    // A self-signed certificate, as an operator would install a real one.
    const folder = fs.mkdtempSync(path.join(testTempDir(), 'smtp-tls-'));
    const [cert, key] = [path.join(folder, 'cert.pem'), path.join(folder, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${DOMAIN}`, '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    const encrypted = await startTestServer(
      { INBOUND_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_SMTP_TLS_CERT: cert, INBOUND_SMTP_TLS_KEY: key },
      { databaseUrl },
    );
    const leadId = await newLead('answers.tls@example.com');
    const address = await replyAddressOf(leadId);
    // requireTLS: the client refuses to send unless the server offers STARTTLS and the handshake succeeds.
    const tls = { requireTLS: true, tls: { ca: fs.readFileSync(cert), servername: DOMAIN } };
    const secure = nodemailer.createTransport({ host: '127.0.0.1', port: encrypted.server.smtpReceiver!.port, secure: false, ...tls });
    await secure.sendMail({ from: 'answers.tls@example.com', to: address, subject: 'Re: encrypted', text: 'Sent over TLS.' });
    expect((await thread('lead', leadId)).messages.at(-1)).toMatchObject({ direction: 'in', state: 'received', text: 'Sent over TLS.' });
    secure.close();
    const plain = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ...tls });
    await expect(plain.sendMail({ from: 'answers.tls@example.com', to: address, subject: 'x', text: 'y' })).rejects.toThrow(/STARTTLS/);
    plain.close();
  });

  it('an attachment becomes a document of the record; a bad one is refused and listed while the text is kept (docs/conversations.md#attachments)', async () => {
    const leadId = await newLead('answers.files@example.com');
    const address = await replyAddressOf(leadId);
    const raw = await rawMail({
      from: 'answers.files@example.com',
      to: address,
      subject: 'The papers',
      text: 'Here are the papers.',
      attachments: [
        { filename: 'articles.pdf', content: await realPdf() },
        { filename: 'tool.exe', content: Buffer.from('MZ\x90\x00 not a document at all') },
      ],
    });
    expect((await postInbound(raw)).status).toBe(200);
    const last = (await thread('lead', leadId)).messages.at(-1)!;
    expect(last.text).toBe('Here are the papers.');
    expect(last.attachments).toEqual([
      { fileName: 'articles.pdf', documentId: expect.any(String) as string, refused: null },
      { fileName: 'tool.exe', documentId: null, refused: expect.any(String) as string },
    ]);
    const documents = await sql<{ record_kind: string; file_name: string }>(`select record_kind, file_name from document where record_id = $1`, [leadId]);
    expect(documents).toEqual([{ record_kind: 'lead', file_name: 'articles.pdf' }]);
    const download = await admin.fetch(`/api/documents/${last.attachments[0]!.documentId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('an HTML-only mail is reduced to text, never stored as HTML (docs/conversations.md#inbound)', async () => {
    const leadId = await newLead('answers.html@example.com');
    const raw = await rawMail({
      from: 'answers.html@example.com',
      to: await replyAddressOf(leadId),
      subject: 'HTML',
      html: '<p>Yes, <b>Delaware</b>.</p><script>alert(1)</script><img src="https://tracker.test/p.gif">',
    });
    expect((await postInbound(raw)).status).toBe(200);
    const text = (await thread('lead', leadId)).messages.at(-1)!.text;
    // The words, and an image's address as plain text at most: no tag, no script.
    expect(text.split('\n')[0]).toBe('Yes, Delaware.');
    expect(text).not.toMatch(/<|>|script|alert/);
  });

  it('a mail from another address, or one whose sender check failed, is held aside with its reason; staff accept or discard it (docs/conversations.md#held-messages)', async () => {
    const leadId = await newLead('answers.held@example.com');
    const address = await replyAddressOf(leadId);
    const stranger = await rawMail({
      from: 'stranger@example.net',
      to: address,
      subject: 'Change of bank',
      text: 'Please wire the fee elsewhere.',
      attachments: [{ filename: 'invoice.pdf', content: await realPdf() }],
    });
    expect(await readJson(await postInbound(stranger))).toMatchObject({ state: 'held' });
    const spoofed = await rawMail({
      from: 'Answers.Held+x@example.com',
      to: address,
      subject: 'Spoofed',
      text: 'Looks like the client.',
      headers: { 'Authentication-Results': 'mx.example.com; spf=fail smtp.mailfrom=example.com; dkim=none' },
    });
    expect(await readJson(await postInbound(spoofed))).toMatchObject({ state: 'held' });
    const held = (await thread('lead', leadId)).messages.filter((m) => m.state === 'held');
    expect(held.map((m) => m.heldReason)).toEqual([
      expect.stringContaining('Sent by stranger@example.net, not by the record'),
      expect.stringContaining('The sender check failed (spf=fail)'),
    ]);
    // Nothing of a held mail joins the record: no document.
    expect(await count('document where record_id = $1', [leadId])).toBe(0);
    // Staff accept the first (its attachment is stored now) and discard the second.
    expect(await admin.trpc().conversations.accept.mutate({ id: held[0]!.id })).toMatchObject({ state: 'received' });
    expect(await admin.trpc().conversations.discard.mutate({ id: held[1]!.id })).toMatchObject({ state: 'discarded' });
    expect(await count('document where record_id = $1', [leadId])).toBe(1);
    expect(await statusOf(admin.trpc().conversations.accept.mutate({ id: held[1]!.id }))).toBe(404);
    expect(await count(`conversation_message where raw_message is not null and id = any($1::uuid[])`, [held.map((m) => m.id)])).toBe(0);
    const actions = (await admin.trpc().admin.record.query({ kind: 'lead', id: leadId })).history.map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['mail_held', 'mail_accepted', 'mail_discarded']));
  });

  it('the assignee is told with a link to the record; with nobody assigned, the team address (docs/conversations.md#who-is-told)', async () => {
    const [me] = await sql<{ id: string }>(`update app_user set email = 'owner@example.com' where username = $1 returning id`, [TEST_ADMIN.username]);
    const assigned = await newLead('answers.assigned@example.com');
    await admin.trpc().admin.assign.mutate({ kind: 'lead', id: assigned, userId: me!.id });
    const unassigned = await newLead('answers.unassigned@example.com');
    for (const [leadId, from] of [
      [assigned, 'answers.assigned@example.com'],
      [unassigned, 'answers.unassigned@example.com'],
    ] as const) {
      const raw = await rawMail({ from, to: await replyAddressOf(leadId), subject: `Answer of ${from}`, text: 'Thanks!' });
      expect((await postInbound(raw)).status).toBe(200);
    }
    const told = await sql<{ to: string; reply_to: string; text: string; subject: string }>(
      `select "to", reply_to, text, subject from outbox_mail where subject like 'The client answered: Answer of %' order by subject`,
    );
    expect(told.map((m) => [m.to, m.reply_to])).toEqual([
      ['owner@example.com', 'answers.assigned@example.com'],
      [TEAM, 'answers.unassigned@example.com'],
    ]);
    expect(told[0]!.text).toContain(`${baseUrl}/admin?tab=contacts&open=${assigned}`);
    expect(told[1]!.text).toContain(`${baseUrl}/admin?tab=contacts&open=${unassigned}`);
  });
});

describe('team alerts (docs/conversations.md#team-alerts)', () => {
  it('the team’s "New contact" alert has Reply-To the address the visitor typed and a link to the lead in the admin', async () => {
    const leadId = await newLead('alert.reply@example.com');
    const [alert] = await sql<{ reply_to: string; text: string }>(`select reply_to, text from outbox_mail where "to" = $1 and text like $2`, [
      TEAM,
      `%${leadId}%`,
    ]);
    expect(alert!.reply_to).toBe('alert.reply@example.com');
    expect(alert!.text).toContain(`Open the lead: ${baseUrl}/admin?tab=contacts&open=${leadId}`);
  });

  it('so do the proposal request’s and the offline chat’s alerts (docs/conversations.md#team-alerts)', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/proposals', { ...proposalRequest, email: 'alert.proposal@example.com' });
    expect(res.status).toBe(201);
    const { id } = await readJson<{ id: string }>(res);
    const [proposal] = await sql<{ reply_to: string; text: string }>(
      `select reply_to, text from outbox_mail where "to" = $1 and subject like 'Proposal request:%' and text like $2`,
      [TEAM, `%${id}%`],
    );
    expect(proposal!.reply_to).toBe('alert.proposal@example.com');
    expect(proposal!.text).toContain(`${baseUrl}/admin?tab=contacts&open=${id}`);

    const guest = await ChatClient.open(baseUrl);
    guest.send({
      type: 'message',
      text: 'Anyone there?',
      sender: 'user',
      userInfo: { name: 'Ola Offline', email: 'alert.chat@example.com' },
      clientId: randomUUID(),
    });
    await guest.next('conversation');
    await guest.close();
    await until(async () => (await count(`outbox_mail where "to" = $1 and subject = 'Chat while offline: Ola Offline'`, [TEAM])) === 1);
    const [chatAlert] = await sql<{ reply_to: string; text: string }>(
      `select reply_to, text from outbox_mail where subject = 'Chat while offline: Ola Offline'`,
    );
    const [lead] = await sql<{ id: string }>(`select id from lead where email = 'alert.chat@example.com'`);
    expect(chatAlert!.reply_to).toBe('alert.chat@example.com');
    expect(chatAlert!.text).toContain(`${baseUrl}/admin?tab=contacts&open=${lead!.id}`);
    expect(chatAlert!.text).toContain(`${baseUrl}/support-chat`);
  });
});

describe('a chat whose visitor left continues by e-mail (docs/conversations.md#chats-continue-by-e-mail)', () => {
  it('the agent’s reply is mailed with the transcript and the chat’s reply address, and the visitor’s answer by mail appears in the chat, live in the desk', async () => {
    const visitor = await ChatClient.open(baseUrl);
    visitor.send({
      type: 'message',
      text: 'Can you form a Wyoming LLC?',
      sender: 'user',
      userInfo: { name: 'Lin Visitor', email: 'lin.visitor@example.com' },
      clientId: randomUUID(),
    });
    const { sessionId } = await visitor.next('conversation');
    await visitor.next('message');
    await visitor.close();
    await until(async () => (await count('chat_conversation where id = $1 and visitor_seen_at is null', [sessionId])) === 1);

    const staff = new TestBrowser(baseUrl);
    expect((await staff.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
    const agent = await ChatClient.open(baseUrl, { cookie: staff.cookieHeader() });
    agent.send({ type: 'support_join', agentName: 'x' });
    await agent.next('sessions');
    agent.send({ type: 'support_message', sessionId, text: 'Yes, we form Wyoming LLCs in 5 days.', agentName: 'x', clientId: randomUUID() });
    await agent.next('message', (m) => m.sender === 'support');
    await until(async () => (await count(`outbox_mail where "to" = 'lin.visitor@example.com' and subject like 'Your chat with%'`)) === 1);
    const [mail] = await sql<{ reply_to: string; text: string }>(
      `select reply_to, text from outbox_mail where "to" = 'lin.visitor@example.com' and subject like 'Your chat with%'`,
    );
    expect(mail!.text).toContain('Yes, we form Wyoming LLCs in 5 days.');
    expect(mail!.text).toContain('Can you form a Wyoming LLC?');
    expect(mail!.reply_to).toMatch(/^reply\+[a-z2-7]{32}@inbound\.test$/);

    const answer = await rawMail({
      from: 'lin.visitor@example.com',
      to: mail!.reply_to,
      subject: 'Re: Your chat',
      text: 'Great, let us start.\n\n> Yes, we form Wyoming LLCs',
    });
    expect((await postInbound(answer)).status).toBe(200);
    const live = await agent.next('message', (m) => m.sessionId === sessionId && m.sender === 'user' && m.text === 'Great, let us start.');
    expect(live.userInfo.email).toBe('lin.visitor@example.com');
    await agent.close();
  });

  it('a reply while the visitor is still in the chat is not mailed', async () => {
    const visitor = await ChatClient.open(baseUrl);
    visitor.send({
      type: 'message',
      text: 'Still here',
      sender: 'user',
      userInfo: { name: 'Max Present', email: 'max.present@example.com' },
      clientId: randomUUID(),
    });
    const { sessionId } = await visitor.next('conversation');
    await until(async () => (await count('chat_conversation where id = $1 and visitor_seen_at is not null', [sessionId])) === 1);
    const staff = new TestBrowser(baseUrl);
    expect((await staff.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
    const agent = await ChatClient.open(baseUrl, { cookie: staff.cookieHeader() });
    agent.send({ type: 'support_join', agentName: 'x' });
    await agent.next('sessions');
    agent.send({ type: 'support_message', sessionId, text: 'Hello Max', agentName: 'x', clientId: randomUUID() });
    await visitor.next('message', (m) => m.text === 'Hello Max');
    expect(await count(`outbox_mail where "to" = 'max.present@example.com' and subject like 'Your chat with%'`)).toBe(0);
    await Promise.all([agent.close(), visitor.close()]);
  });
});
