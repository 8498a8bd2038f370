import { randomBytes } from 'node:crypto';
import { company } from '@elite/contracts/catalogue/company';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { ChatMessage } from '@elite/contracts/schemas/chat';
import type { ConversationMessage as MessageShape, ConversationThread, SendMailInput } from '@elite/contracts/schemas/conversations';
import { adminRecordPath, workLists, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { dbTime } from '../../db/db-time.ts';
import { inRecords, type RecordRef } from '../../db/record-refs.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { User } from '../accounts/user.entity.ts';
import { chatVisitor, history } from '../chat/chat.service.ts';
import { hitRecipient } from '../limits/rate-limit.service.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox.service.ts';
import { recordAudit, type Actor } from '../work-queues/audit.service.ts';
import { recordContact } from '../work-queues/work-queues.service.ts';
import { ConversationMessage, MailConversation, type ConversationMessageRow, type MailConversationRow } from './conversation.entity.ts';

/**
 * A record's e-mail conversation with its client (docs/conversations.md): staff write from the record, every mail
 * carries the conversation's reply address, and what comes back to that address is stored on the same record.
 */

type Caller = Pick<SessionUser, 'id' | 'name'>;

/** A reply address works for this long after the conversation's last mail out (docs/conversations.md#reply-addresses). */
const REPLY_ADDRESS_DAYS = 180;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 160 random bits as 32 lowercase base-32 characters: a mail address's local part may lose its case on the way. */
function newToken(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export const replyAddress = (config: Pick<Config, 'INBOUND_DOMAIN'>, token: string) => `reply+${token}@${config.INBOUND_DOMAIN}`;

/** The token of a reply address of our inbound domain, or null (docs/conversations.md#reply-addresses). */
export function tokenOf(address: string, domain: string): string | null {
  const match = /^reply\+([a-z2-7]{32})@(.+)$/i.exec(address.trim().replace(/^<|>$/g, ''));
  return match && match[2]!.toLowerCase() === domain.toLowerCase() ? match[1]!.toLowerCase() : null;
}

/** The conversation whose reply address this is, while it has not expired; null otherwise. */
export function liveConversation(em: EntityManager, token: string): Promise<MailConversationRow | null> {
  return em.findOne(MailConversation, { token, expiresAt: { $gt: dbTime.now() } });
}

/**
 * The record's conversation, made on its first mail out, its reply address moved on to REPLY_ADDRESS_DAYS from now.
 * Pass the transaction of the mail.
 */
async function conversationFor(em: EntityManager, kind: WorkKind, recordId: string, clientEmail: string): Promise<MailConversationRow> {
  const expiresAt = new Date(Date.now() + REPLY_ADDRESS_DAYS * 24 * 3600 * 1000);
  // raw SQL: insert-or-move-on in one statement, so two first mails at once make one conversation (and one token).
  const [row] = await em.getConnection().execute<{ id: string }[]>(
    `insert into mail_conversation (id, record_kind, record_id, token, client_email, expires_at) values (?, ?, ?, ?, ?, ?)
     on conflict (record_kind, record_id) do update set expires_at = excluded.expires_at, client_email = excluded.client_email returning id`,
    [crypto.randomUUID(), kind, recordId, newToken(), clientEmail, expiresAt],
    'all',
    em.getTransactionContext(),
  );
  return em.findOneOrFail(MailConversation, { id: row!.id }, { refresh: true });
}

export function toMessage(row: Omit<ConversationMessageRow, 'rawMessage'>): MessageShape {
  return {
    id: row.id,
    direction: row.direction,
    state: row.state,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    authorName: row.authorName,
    at: row.createdAt.toISOString(),
    heldReason: row.heldReason ?? null,
    attachments: row.attachments,
  };
}

/** The mail's sign-off: who wrote, and that a reply reaches the team. */
const signOff = (name: string) => ['', name, company.name, `${company.phoneDisplay} (${company.hours})`, '', 'Reply to this e-mail to answer us.'];

/** Queues a mail of the conversation and keeps it as a message of the thread, with its line in the record's history. */
async function mailOut(
  em: EntityManager,
  config: Config,
  conversation: MailConversationRow,
  mail: Omit<NewMail, 'id' | 'replyTo' | 'to'>,
  author: Actor,
): Promise<MessageShape> {
  const outboxMailId = crypto.randomUUID();
  await enqueueMail(em, [{ ...mail, id: outboxMailId, to: conversation.clientEmail, replyTo: replyAddress(config, conversation.token) }]);
  const row = em.create(ConversationMessage, {
    conversationId: conversation.id,
    direction: 'out',
    state: 'sent',
    fromAddress: config.MAIL_FROM.slice(0, 320),
    toAddress: conversation.clientEmail,
    subject: mail.subject.slice(0, 300),
    text: mail.text,
    authorId: author.id,
    authorName: author.name.slice(0, 200),
    outboxMailId,
    rawMessage: null,
  });
  await em.flush();
  await recordAudit(em, { kind: conversation.recordKind, recordId: conversation.recordId, action: 'mail_sent', actor: author, to: mail.subject });
  return toMessage(row);
}

/**
 * conversations.send (docs/conversations.md#writing-to-the-client): staff's mail to the record's client, through the
 * outbox, with the conversation's reply address; stored on the thread and in the record's history. It quotes
 * nothing the client typed: only what staff wrote.
 */
export async function sendFromRecord(ctx: RequestContext, caller: Caller, input: SendMailInput): Promise<MessageShape> {
  const message = await ctx.em.fork().transactional(async (em) => {
    const contact = await recordContact(em, input.kind, input.id);
    if (!contact.email) throw new ServiceError(409, 'This record has no e-mail address to write to.');
    const conversation = await conversationFor(em, input.kind, input.id, contact.email);
    return mailOut(em, ctx.config, conversation, { subject: input.subject, text: [input.text, ...signOff(caller.name)].join('\n') }, caller);
  });
  ctx.notifyOutbox();
  ctx.log.info({ kind: input.kind, recordId: input.id, userId: caller.id }, 'mail sent from a record');
  return message;
}

/** conversations.thread: a record's mails out and in, oldest first, and its reply address. */
export async function threadOf(ctx: Pick<RequestContext, 'em' | 'config'>, kind: WorkKind, recordId: string): Promise<ConversationThread> {
  const em = ctx.em.fork();
  const contact = await recordContact(em, kind, recordId);
  const conversation = await em.findOne(MailConversation, { recordKind: kind, recordId });
  const rows = conversation
    ? await em.find(ConversationMessage, { conversationId: conversation.id }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500, exclude: ['rawMessage'] })
    : [];
  return {
    kind,
    recordId,
    clientEmail: contact.email,
    replyAddress: conversation ? replyAddress(ctx.config, conversation.token) : null,
    messages: rows.map(toMessage),
  };
}

/** A mail of a record's conversation as its client's timeline shows it (docs/admin.md#one-client). */
export interface RecordMail {
  id: string;
  direction: 'out' | 'in';
  state: MessageShape['state'];
  subject: string;
  at: Date;
  record: { kind: WorkKind; id: string };
}

/** The newest `limit` mails out and in of these records' conversations, in one statement. */
export async function mailsOfRecords(em: EntityManager, records: readonly RecordRef[], limit: number): Promise<RecordMail[]> {
  if (records.length === 0) return [];
  const where = inRecords('c.record_kind', 'c.record_id', records);
  // raw SQL: the messages of many records' conversations, matched as (kind, id) pairs from two arrays, which the ORM
  // cannot declare; served by the conversation's (record_kind, record_id) and the message's thread index.
  const rows = await em
    .getConnection()
    .execute<
      { id: string; direction: 'out' | 'in'; state: MessageShape['state']; subject: string; created_at: Date; record_kind: WorkKind; record_id: string }[]
    >(
      `select m.id, m.direction, m.state, m.subject, m.created_at, c.record_kind, c.record_id
       from conversation_message m join mail_conversation c on c.id = m.conversation_id
      where ${where.sql}
      order by m.created_at desc, m.id desc limit ?`,
      [...where.params, limit],
    );
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    state: r.state,
    subject: r.subject,
    at: new Date(r.created_at),
    record: { kind: r.record_kind, id: r.record_id },
  }));
}

// ---- Telling staff ---------------------------------------------------------------------------------------------

/**
 * Tells the record's assignee that the client wrote (a mail with the link to the record), or the team's address when
 * nobody is assigned or the assignee has no e-mail (docs/conversations.md#who-is-told). Team mails may quote the
 * client: they go to us.
 */
export async function tellStaff(
  em: EntityManager,
  config: Config,
  origin: string,
  record: { kind: WorkKind; id: string; assignedTo: string | null },
  news: { subject: string; lines: string[]; replyTo: string | null },
): Promise<void> {
  const assignee = record.assignedTo ? await em.findOne(User, { id: record.assignedTo, disabledAt: null }, { fields: ['email'] }) : null;
  await enqueueMail(em, [
    {
      to: assignee?.email ?? config.TEAM_EMAIL,
      ...(news.replyTo ? { replyTo: news.replyTo } : {}),
      subject: news.subject,
      text: [...news.lines, '', `Open ${workLists[record.kind].noun.replace(/^an? /, 'the ')}: ${origin}${adminRecordPath(record.kind, record.id)}`].join('\n'),
    },
  ]);
}

// ---- Held messages ----------------------------------------------------------------------------------------------

/** A held message under a row lock, with its conversation; 404 when it is not (or no longer) held. */
export async function lockedHeldMessage(em: EntityManager, id: string): Promise<{ message: ConversationMessageRow; conversation: MailConversationRow }> {
  const message = await em.findOne(ConversationMessage, { id, state: 'held' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!message) throw new ServiceError(404, 'This held e-mail does not exist, or staff already decided about it.');
  const conversation = await em.findOneOrFail(MailConversation, { id: message.conversationId });
  return { message, conversation };
}

/** conversations.discard: a held mail stays out of the record; its text stays on the thread as discarded, its bytes go. */
export async function discardHeld(ctx: RequestContext, caller: Caller, id: string): Promise<MessageShape> {
  const message = await ctx.em.fork().transactional(async (em) => {
    const { message, conversation } = await lockedHeldMessage(em, id);
    message.state = 'discarded';
    message.rawMessage = null;
    message.attachments = message.attachments.map((a) => ({ ...a, refused: 'Discarded with its message.' }));
    await em.flush();
    await recordAudit(em, { kind: conversation.recordKind, recordId: conversation.recordId, action: 'mail_discarded', actor: caller, to: message.subject });
    return toMessage(message);
  });
  ctx.log.info({ messageId: id, userId: caller.id }, 'held mail discarded');
  return message;
}

// ---- Chats that continue by e-mail --------------------------------------------------------------------------------

/** The transcript a chat reply by mail carries: the conversation's latest messages, each cut to this length. */
const TRANSCRIPT_MESSAGES = 10;
const TRANSCRIPT_MESSAGE_CHARS = 1000;

/**
 * The chat hub's hook after an agent's reply is stored: when the visitor has left, the reply is mailed (below).
 * Returns whether a mail was queued.
 */
export async function continueChatByMail(em: EntityManager, config: Config, input: { reply: ChatMessage; agent: Actor }): Promise<boolean> {
  const visitor = await chatVisitor(em, input.reply.sessionId);
  if (!visitor?.left) return false;
  const transcript = await history(em, input.reply.sessionId);
  return mailChatReply(em, config, { conversationId: input.reply.sessionId, userEmail: visitor.email, reply: input.reply, transcript, agent: input.agent });
}

/**
 * An agent answered a chat whose visitor has left (docs/conversations.md#chats-continue-by-e-mail): the answer goes
 * to the address the chat was opened with, with the chat's recent messages, the reply address of the chat's
 * conversation, and within that address's share of such mails (the recipient guard). Returns whether it was queued.
 */
async function mailChatReply(
  em: EntityManager,
  config: Config,
  chat: { conversationId: string; userEmail: string; reply: ChatMessage; transcript: ChatMessage[]; agent: Actor },
): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (!(await hitRecipient(tx, 'chat-reply', chat.userEmail, config.RATE_LIMIT_SCALE)).allowed) return false;
    const conversation = await conversationFor(tx, 'chat', chat.conversationId, chat.userEmail);
    const lines = chat.transcript
      .slice(-TRANSCRIPT_MESSAGES)
      .map(
        (m) =>
          `${m.sender === 'support' ? m.senderName : 'You'} (${m.timestamp.slice(0, 16).replace('T', ' ')} UTC):\n${m.text.slice(0, TRANSCRIPT_MESSAGE_CHARS)}`,
      );
    const text = [
      'Hello,',
      '',
      `${chat.reply.senderName} of ${company.name} answered you in our website chat after you had left:`,
      '',
      chat.reply.text,
      '',
      'Reply to this e-mail to answer: your answer reaches the same chat.',
      '',
      '---- The chat so far ----',
      ...lines.flatMap((line) => [line, '']),
      'If you did not chat with us, you can ignore this e-mail.',
      company.name,
    ].join('\n');
    await mailOut(tx, config, conversation, { subject: `Your chat with ${company.name}`, text }, chat.agent);
    return true;
  });
}
