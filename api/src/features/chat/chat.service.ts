import { createHash, randomBytes } from 'node:crypto';
import type { ChatMessage, ChatSession, ChatUserInfo } from '@elite/contracts/schemas/chat';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { Session } from '../accounts/session.entity.ts';
import { User } from '../accounts/user.entity.ts';
import { recordChatLead } from '../leads/leads.service.ts';
import { hitRecipient } from '../limits/rate-limit.service.ts';
import { ChatAgentPresence, ChatConversation } from './chat.entity.ts';

/** NOTIFY channels: a stored message's id, and "an agent came or went". The rows are the truth. */
export const MESSAGE_CHANNEL = 'chat_message';
export const PRESENCE_CHANNEL = 'chat_presence';
/** An agent's presence row counts for this long after its instance last refreshed it (a crashed instance's agents expire). */
const PRESENCE_TTL_SECONDS = 60;
/** The most messages one replay or history answer carries. */
const PAGE = 500;

/** A message with its conversation's visitor (JOINED), as frames carry it. */
type MessageRow = {
  id: string;
  conversation_id: string;
  client_id: string | null;
  sender: 'user' | 'support';
  sender_name: string;
  text: string;
  created_at: Date;
  user_name: string;
  user_email: string;
};

const MESSAGE_COLUMNS = 'id, conversation_id, client_id, sender, sender_name, text, created_at';
// raw SQL (every read built on it): messages with their visitor in one query, the shape of the delivery path that
// `npm run bench:chat` measures against a bare ws + pg relay.
const JOINED = `select m.id, m.conversation_id, m.client_id, m.sender, m.sender_name, m.text, m.created_at, c.user_name, c.user_email
                  from chat_message m join chat_conversation c on c.id = m.conversation_id`;

function toFrame(row: MessageRow): ChatMessage {
  return {
    type: 'message',
    id: Number(row.id),
    text: row.text,
    sender: row.sender,
    senderName: row.sender_name,
    timestamp: new Date(row.created_at).toISOString(),
    sessionId: row.conversation_id,
    userInfo: { name: row.user_name, email: row.user_email },
    ...(row.client_id ? { clientId: row.client_id } : {}),
  };
}

/** Knex spreads a JS array binding into a list; an array literal ('{1,2}') stays one parameter. Only ids and uuids go here. */
const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;

/** One raw statement; each caller says why it is raw. */
const sql = <T>(em: EntityManager, text: string, params: unknown[] = []) => em.getConnection().execute<T[]>(text, params);

/** The message already stored under this client id (a retry): stored once, acknowledged again. */
async function byClientId(em: EntityManager, conversationId: string, clientId: string | undefined): Promise<ChatMessage | null> {
  if (!clientId) return null;
  // raw SQL: a JOINED read (see there).
  const [row] = await sql<MessageRow>(em, `${JOINED} where m.conversation_id = ? and m.client_id = ?`, [conversationId, clientId]);
  return row ? toFrame(row) : null;
}

export interface StoredMessage {
  message: ChatMessage;
  /** False when the client id was seen before: nothing new was stored or announced. */
  created: boolean;
}

/** SHA-256 (hex) of a conversation's visitor key: what the table keeps of it. */
export const hashVisitorKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new conversation's visitor key: 32 random bytes, base64url. */
export const newVisitorKey = () => randomBytes(32).toString('base64url');

/**
 * Stores a visitor's message, creating the conversation on its first message
 * (with the hash of the key its visitor's browser gets), and announces it to
 * every instance (pg_notify is delivered at commit, so a listener always finds
 * the row). One statement, one round trip. The message carries the name the
 * conversation started with, checked then (docs/chat.md#visitor-names).
 */
export async function storeVisitorMessage(
  em: EntityManager,
  input: { conversationId: string; visitorKeyHash: string | null; clientId?: string; text: string; userInfo: ChatUserInfo },
): Promise<StoredMessage> {
  // raw SQL: the conversation, the message and its NOTIFY in one statement, one round trip (npm run bench:chat).
  const [row] = await sql<MessageRow>(
    em,
    `with conv as (
       insert into chat_conversation (id, user_name, user_email, visitor_key_hash) values (?, ?, ?, ?)
       on conflict (id) do update set last_message_at = now()
       returning id, user_name, user_email
     ), ins as (
       insert into chat_message (conversation_id, client_id, sender, sender_name, text)
       select id, ?, 'user', user_name, ? from conv
       on conflict (conversation_id, client_id) do nothing
       returning ${MESSAGE_COLUMNS}
     )
     select ins.*, conv.user_name, conv.user_email, pg_notify('${MESSAGE_CHANNEL}', ins.id::text) from ins, conv`,
    [input.conversationId, input.userInfo.name, input.userInfo.email, input.visitorKeyHash, input.clientId ?? null, input.text],
  );
  if (row) return { message: toFrame(row), created: true };
  const existing = await byClientId(em, input.conversationId, input.clientId);
  if (!existing) throw new Error('chat message neither stored nor found');
  return { message: existing, created: false };
}

/** Stores an agent's answer in an existing conversation; null when there is no such conversation. */
export async function storeSupportMessage(
  em: EntityManager,
  input: { conversationId: string; clientId?: string; text: string; agentName: string },
): Promise<StoredMessage | null> {
  // raw SQL: the conversation's time, the message and its NOTIFY in one statement, one round trip.
  const [row] = await sql<MessageRow>(
    em,
    `with conv as (
       update chat_conversation set last_message_at = now() where id = ? returning id, user_name, user_email
     ), ins as (
       insert into chat_message (conversation_id, client_id, sender, sender_name, text)
       select id, ?, 'support', ?, ? from conv
       on conflict (conversation_id, client_id) do nothing
       returning ${MESSAGE_COLUMNS}
     )
     select ins.*, conv.user_name, conv.user_email, pg_notify('${MESSAGE_CHANNEL}', ins.id::text) from ins, conv`,
    [input.conversationId, input.clientId ?? null, input.agentName, input.text],
  );
  if (row) return { message: toFrame(row), created: true };
  const existing = await byClientId(em, input.conversationId, input.clientId);
  return existing ? { message: existing, created: false } : null;
}

/**
 * Whether this browser may resume the conversation: it exists and the key is the one its visitor was given. A
 * missing or wrong key, an unknown id and a conversation from before keys (no hash) all answer false.
 */
export async function visitorMayResume(em: EntityManager, conversationId: string, visitorKey: string | undefined): Promise<boolean> {
  if (!visitorKey) return false;
  return (await em.count(ChatConversation, { id: conversationId, visitorKeyHash: hashVisitorKey(visitorKey) })) > 0;
}

/** The staff accounts' names, which no visitor may chat under (docs/chat.md#visitor-names). */
export async function staffNames(em: EntityManager): Promise<string[]> {
  return (await em.find(User, { role: { $in: ['admin', 'agent'] } }, { fields: ['name'] })).map((u) => u.name);
}

/** What a conversation received after `afterId` (0: from the start), oldest first: the replay of a reconnecting client. */
export async function messagesAfter(em: EntityManager, conversationId: string, afterId = 0): Promise<ChatMessage[]> {
  // raw SQL: a JOINED read (see there).
  const rows = await sql<MessageRow>(em, `${JOINED} where m.conversation_id = ? and m.id > ? order by m.id limit ${PAGE}`, [conversationId, afterId]);
  return rows.map(toFrame);
}

/** The latest messages of a conversation, oldest first (the agent's conversation pane). */
export async function history(em: EntityManager, conversationId: string): Promise<ChatMessage[]> {
  // raw SQL: a JOINED read (see there), its latest page put back in order.
  const rows = await sql<MessageRow>(em, `select * from (${JOINED} where m.conversation_id = ? order by m.id desc limit ${PAGE}) latest order by id`, [
    conversationId,
  ]);
  return rows.map(toFrame);
}

/** The rows behind a batch of notifications, in id order. */
export async function messagesByIds(em: EntityManager, ids: number[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  // raw SQL: a JOINED read (see there), the one each delivery makes.
  const rows = await sql<MessageRow>(em, `${JOINED} where m.id = any(?::bigint[]) order by m.id`, [pgArray(ids)]);
  return rows.map(toFrame);
}

type SessionRow = { id: string; user_name: string; user_email: string; last_message_at: Date; unread: number };

/** The dashboard's session list: the 100 most recent conversations with the visitor messages nobody has read yet. */
export async function listSessions(em: EntityManager): Promise<ChatSession[]> {
  // raw SQL: each conversation's unread count as a correlated subquery of the same query.
  const rows = await sql<SessionRow>(
    em,
    `select c.id, c.user_name, c.user_email, c.last_message_at,
            (select count(*) from chat_message m where m.conversation_id = c.id and m.sender = 'user' and m.id > c.agent_read_id)::int as unread
       from chat_conversation c order by c.last_message_at desc limit 100`,
  );
  return rows.map((r) => ({
    sessionId: r.id,
    userName: r.user_name,
    userEmail: r.user_email,
    lastMessageAt: new Date(r.last_message_at).toISOString(),
    unreadCount: r.unread,
  }));
}

export async function markRead(em: EntityManager, conversationId: string, lastMessageId: number): Promise<void> {
  // Only forward: a late mark of an older message leaves the later one read.
  await em.nativeUpdate(ChatConversation, { id: conversationId, agentReadId: { $lt: lastMessageId } }, { agentReadId: lastMessageId });
}

// --- Agents online, shared by every instance ---------------------------------------------------

export async function agentJoined(em: EntityManager, row: { socketId: string; instanceId: string; userId: string; agentName: string }): Promise<void> {
  // raw SQL: the presence row and its NOTIFY in one statement.
  await sql(
    em,
    `with up as (
       insert into chat_agent_presence (socket_id, instance_id, user_id, agent_name) values (?, ?, ?, ?)
       on conflict (socket_id) do update set agent_name = excluded.agent_name, seen_at = now() returning 1
     ) select pg_notify('${PRESENCE_CHANNEL}', '') from up`,
    [row.socketId, row.instanceId, row.userId, row.agentName],
  );
}

export async function agentLeft(em: EntityManager, socketIds: string[]): Promise<void> {
  if (socketIds.length === 0) return;
  // raw SQL: the rows and one NOTIFY (only if any was there) in one statement.
  await sql(
    em,
    `with gone as (delete from chat_agent_presence where socket_id = any(?::uuid[]) returning 1) select pg_notify('${PRESENCE_CHANNEL}', '') from (select 1 from gone limit 1) g`,
    [pgArray(socketIds)],
  );
}

/** Keeps this instance's agents counted (rows not refreshed for PRESENCE_TTL_SECONDS stop counting). */
export async function refreshPresence(em: EntityManager, instanceId: string): Promise<void> {
  await em.nativeUpdate(ChatAgentPresence, { instanceId }, { seenAt: dbTime.now() });
}

/** Is any agent online on any instance? */
export async function anyAgentOnline(em: EntityManager): Promise<boolean> {
  return (await em.count(ChatAgentPresence, { seenAt: { $gt: dbTime.ago(PRESENCE_TTL_SECONDS, 'secs') } })) > 0;
}

/**
 * The visitor wrote while nobody was online: the first such message of a
 * conversation becomes a lead (docs/chat.md#when-nobody-is-online), in one transaction with the
 * mark that prevents a second one. Returns whether a lead was recorded.
 */
export async function recordOfflineLead(
  em: EntityManager,
  team: { email: string; origin: string },
  rateLimitScale: number,
  input: { conversationId: string; userInfo: ChatUserInfo; text: string },
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const leadId = crypto.randomUUID();
    const claimed = await tx.nativeUpdate(ChatConversation, { id: input.conversationId, leadId: null }, { leadId });
    if (claimed === 0) return false;
    // The typed address's share of acknowledgements, however many conversations name it (docs/input-limits.md#acknowledgements).
    const acknowledge = (await hitRecipient(tx, 'chat', input.userInfo.email, rateLimitScale)).allowed;
    await recordChatLead(tx, team, { id: leadId, ...input.userInfo, message: input.text }, { acknowledge });
    return true;
  });
}

// --- Visitors here or gone (docs/conversations.md#chats-continue-by-e-mail) ------------------------

/** These conversations' visitors have a socket open on this instance (on binding, and with each presence refresh). */
export async function visitorsHere(em: EntityManager, conversationIds: string[]): Promise<void> {
  if (conversationIds.length === 0) return;
  await em.nativeUpdate(ChatConversation, { id: { $in: conversationIds } }, { visitorSeenAt: dbTime.now() });
}

/** The last socket of this conversation's visitor on this instance closed. */
export async function visitorGone(em: EntityManager, conversationId: string): Promise<void> {
  await em.nativeUpdate(ChatConversation, { id: conversationId }, { visitorSeenAt: null });
}

/** The conversation's visitor and whether they have left (no instance saw their socket within the presence time). */
export async function chatVisitor(em: EntityManager, conversationId: string): Promise<{ email: string; left: boolean } | null> {
  const conversation = await em.findOne(ChatConversation, { id: conversationId }, { fields: ['userEmail'] });
  if (!conversation) return null;
  const here = await em.count(ChatConversation, { id: conversationId, visitorSeenAt: { $gt: dbTime.ago(PRESENCE_TTL_SECONDS, 'secs') } });
  return { email: conversation.userEmail, left: here === 0 };
}

/** Of `idHashes`, the sessions still valid (not expired, idle or disabled); an open socket refreshes the idle clock. */
export async function liveSessions(em: EntityManager, idHashes: string[], idleMinutes: number): Promise<Set<string>> {
  if (idHashes.length === 0) return new Set();
  const rows = await em
    .createQueryBuilder(Session)
    .select('idHash')
    .where({ idHash: { $in: idHashes }, expiresAt: { $gt: dbTime.now() }, lastSeenAt: { $gt: dbTime.ago(idleMinutes, 'mins') }, user: { disabledAt: null } })
    .execute<{ idHash: string }[]>('all');
  const live = rows.map((r) => r.idHash);
  // Sliding idle window, written at most once a minute per session.
  if (live.length > 0) await em.nativeUpdate(Session, { idHash: { $in: live }, lastSeenAt: { $lt: dbTime.ago(1, 'mins') } }, { lastSeenAt: dbTime.now() });
  return new Set(live);
}
