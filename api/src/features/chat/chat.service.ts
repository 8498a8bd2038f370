import { createHash, randomBytes } from 'node:crypto';
import type { ChatMessage, ChatNote, ChatSession, ChatUserInfo } from '@elite/contracts/schemas/chat';
import type { ChatLead, ChatLink, ChatStatus } from '@elite/contracts/schemas/queue-fields';
import type { HistoryEntry } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { executePrepared } from '../../db/prepared.ts';
import { Session } from '../accounts/session.entity.ts';
import { newestLeadByEmail, recordChatLead } from '../leads/leads.service.ts';
import { historyOf } from '../work-queues/audit.service.ts';
import { hitRecipient } from '../limits/rate-limit.service.ts';
import { ChatAgentPresence, ChatConversation } from './chat.entity.ts';

/** NOTIFY channels: a stored message's id, and "an agent came or went". The rows are the truth. */
export const MESSAGE_CHANNEL = 'chat_message';
export const PRESENCE_CHANNEL = 'chat_presence';
/** Agents only: a conversation changed, a note was written, a visitor is typing (a JSON DeskEvent). */
export const DESK_CHANNEL = 'chat_desk';

/** Tells every instance's desks that a conversation's status or assignee changed (delivered at commit). */
export async function announceDeskSession(em: EntityManager, id: string): Promise<void> {
  // raw SQL: a NOTIFY, which the ORM cannot send.
  await em.execute(`select pg_notify('${DESK_CHANNEL}', ?)`, [JSON.stringify({ t: 'session', id })]);
}
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

/**
 * The notification of a stored message (SQL over `ins` and `conv`): the message's row as JSON, so that no instance
 * reads it back to deliver it, or its id alone when the row would not fit PostgreSQL's 8000 bytes (a long message of
 * many-byte characters), which the listener reads from the table (an id alone is also what instances sent before).
 * Sent at commit either way.
 */
const NOTIFY_MESSAGE = `pg_notify('${MESSAGE_CHANNEL}', (select case when octet_length(j) < 8000 then j else ins.id::text end
   from (select json_build_object('id', ins.id, 'conversation_id', ins.conversation_id, 'client_id', ins.client_id, 'sender', ins.sender,
     'sender_name', ins.sender_name, 'text', ins.text, 'created_at', ins.created_at, 'user_name', conv.user_name, 'user_email', conv.user_email)::text as j) row))`;

/** What a message notification says: the stored message itself, or only its id (to read); null for anything else. */
export function notifiedMessage(payload: string | undefined): ChatMessage | number | null {
  if (payload?.startsWith('{')) {
    try {
      const row = JSON.parse(payload) as Partial<MessageRow>;
      return row.conversation_id ? toFrame(row as MessageRow) : null;
    } catch {
      return null;
    }
  }
  const id = Number(payload);
  return payload && Number.isSafeInteger(id) && id > 0 ? id : null;
}

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

/** One raw statement, in `em`'s transaction when it has one; each caller says why it is raw. */
const sql = <T>(em: EntityManager, text: string, params: unknown[] = []) => em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());

/**
 * sql() for the statements every chat message runs: outside a transaction, a named prepared statement that PostgreSQL
 * plans once per connection (decision 18); sent as text it planned the message's four-part CTE every time.
 */
const hotSql = <T extends object>(em: EntityManager, text: string, params: unknown[]) =>
  em.isInTransaction() ? sql<T>(em, text, params) : executePrepared<T>(em, text, params);

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
 * conversation started with, checked then (docs/chat.md#visitor-names). A
 * resolved conversation the visitor writes to is open again, and its history
 * says so (docs/chat.md#working-a-conversation).
 */
export async function storeVisitorMessage(
  em: EntityManager,
  input: {
    conversationId: string;
    visitorKeyHash: string | null;
    clientId?: string;
    text: string;
    userInfo: ChatUserInfo;
    /** The message came from the visitor's socket: a conversation it starts is marked as having its visitor here. */
    fromSocket?: boolean;
  },
): Promise<StoredMessage> {
  // raw SQL: the conversation, the message and its NOTIFY in one statement, one round trip (npm run bench:chat).
  // A conversation the message starts has its visitor here from the start (visitorsHere, without a statement of its
  // own); a later message leaves the mark to the hub's ordered presence writes, so a close is never undone by it.
  const [row] = await hotSql<MessageRow>(
    em,
    `with was_resolved as (
       select id from chat_conversation where id = ? and resolved_at is not null
     ), conv as (
       insert into chat_conversation (id, user_name, user_email, visitor_key_hash, visitor_seen_at)
       values (?, ?, ?, ?, case when ?::boolean then now() end)
       on conflict (id) do update set last_message_at = now(), resolved_at = null
       returning id, user_name, user_email
     ), ins as (
       insert into chat_message (conversation_id, client_id, sender, sender_name, text)
       select id, ?, 'user', user_name, ? from conv
       on conflict (conversation_id, client_id) do nothing
       returning ${MESSAGE_COLUMNS}
     ), reopened as (
       insert into audit_entry (id, kind, record_id, action, actor_name, from_value, to_value)
       select gen_random_uuid(), 'chat', id, 'status_changed', '${VISITOR_ACTOR}', 'resolved', 'waiting' from was_resolved
     )
     select ins.*, conv.user_name, conv.user_email, ${NOTIFY_MESSAGE} from ins, conv`,
    [
      input.conversationId,
      input.conversationId,
      input.userInfo.name,
      input.userInfo.email,
      input.visitorKeyHash,
      input.fromSocket ?? false,
      input.clientId ?? null,
      input.text,
    ],
  );
  if (row) return { message: toFrame(row), created: true };
  const existing = await byClientId(em, input.conversationId, input.clientId);
  if (!existing) throw new Error('chat message neither stored nor found');
  return { message: existing, created: false };
}

/** Who reopened a resolved conversation by writing to it, in its history. */
export const VISITOR_ACTOR = 'Visitor (wrote again)';

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
     select ins.*, conv.user_name, conv.user_email, ${NOTIFY_MESSAGE} from ins, conv`,
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
  // raw SQL: read for every conversation's first message, a prepared statement (hotSql) rather than the ORM's find.
  return (await hotSql<{ name: string }>(em, `select name from app_user where role in ('admin', 'agent')`, [])).map((u) => u.name);
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
  const rows = await hotSql<MessageRow>(em, `${JOINED} where m.id = any(?::bigint[]) order by m.id`, [pgArray(ids)]);
  return rows.map(toFrame);
}

/**
 * Who wrote a conversation's last message, by the (conversation_id, id) index: the visitor (`user`: waiting for
 * us) or the team (`support`). A conversation without messages counts as answered. SQL on a conversation `e`.
 */
export const LAST_SENDER = `coalesce((select m.sender from chat_message m where m.conversation_id = e.id order by m.id desc limit 1), 'support')`;

/** A conversation's status (docs/chat.md#working-a-conversation): resolved, else who wrote last. */
export const chatStatusOf = (resolvedAt: Date | string | null, lastSender: 'user' | 'support' | null): ChatStatus =>
  resolvedAt ? 'resolved' : lastSender === 'user' ? 'waiting' : 'answered';

type SessionRow = {
  id: string;
  user_name: string;
  user_email: string;
  last_message_at: Date;
  unread: number;
  resolved_at: Date | null;
  visitor_page: string | null;
  assigned_to_id: string | null;
  assignee_name: string | null;
  last_sender: 'user' | 'support';
};

// raw SQL (the desk's session reads): each conversation's unread count and last sender as correlated subqueries,
// its assignee's name joined, in one query.
const SESSIONS = `select e.id, e.user_name, e.user_email, e.last_message_at, e.resolved_at, e.visitor_page, e.assigned_to_id, u.name as assignee_name,
            (select count(*) from chat_message m where m.conversation_id = e.id and m.sender = 'user' and m.id > e.agent_read_id)::int as unread,
            ${LAST_SENDER} as last_sender
       from chat_conversation e left join app_user u on u.id = e.assigned_to_id`;

function toSession(r: SessionRow): ChatSession {
  return {
    sessionId: r.id,
    userName: r.user_name,
    userEmail: r.user_email,
    lastMessageAt: new Date(r.last_message_at).toISOString(),
    unreadCount: r.unread,
    status: chatStatusOf(r.resolved_at, r.last_sender),
    assignedTo: r.assigned_to_id ? { id: r.assigned_to_id, name: r.assignee_name ?? '' } : null,
    visitorPage: r.visitor_page,
  };
}

/**
 * The dashboard's session list (docs/chat.md#support-chat-dashboard): the 100 most recent open conversations and the
 * 50 most recently resolved, each with the visitor messages nobody has read yet, its status and assignee.
 */
export async function listSessions(em: EntityManager): Promise<ChatSession[]> {
  const rows = await sql<SessionRow>(
    em,
    `(${SESSIONS} where e.resolved_at is null order by e.last_message_at desc limit 100)
     union all (${SESSIONS} where e.resolved_at is not null order by e.last_message_at desc limit 50)
     order by last_message_at desc`,
  );
  return rows.map(toSession);
}

/** One conversation as the session list shows it, or null. */
export async function sessionById(em: EntityManager, conversationId: string): Promise<ChatSession | null> {
  const [row] = await sql<SessionRow>(em, `${SESSIONS} where e.id = ?`, [conversationId]);
  return row ? toSession(row) : null;
}

type LinkDb = { id: string; user_name: string; resolved_at: Date | null; last_message_at: Date; messages: number; last_sender: 'user' | 'support' };

/**
 * The conversations from an e-mail, whatever its case (the lower(user_email) index), most recent first, but
 * `except`: a lead's chats and a conversation's "other chats from this address" (docs/chat.md#chats-join-the-client).
 */
export async function chatsFrom(em: EntityManager, email: string, except?: string): Promise<ChatLink[]> {
  // raw SQL: each conversation's message count and last sender as correlated subqueries of one query.
  const rows = await sql<LinkDb>(
    em,
    `select e.id, e.user_name, e.resolved_at, e.last_message_at,
            (select count(*) from chat_message m where m.conversation_id = e.id)::int as messages,
            ${LAST_SENDER} as last_sender
       from chat_conversation e where lower(e.user_email) = lower(?) and e.id is distinct from ?::uuid order by e.last_message_at desc limit 20`,
    [email.trim(), except ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.user_name,
    status: chatStatusOf(r.resolved_at, r.last_sender),
    lastMessageAt: new Date(r.last_message_at).toISOString(),
    messageCount: r.messages,
  }));
}

/**
 * The lead a conversation joins (docs/chat.md#chats-join-the-client): the one its offline message made, else the
 * newest lead with its e-mail. Staff see them together; a typed address proves nothing to anyone else.
 */
export function leadOfChat(em: EntityManager, r: { leadId?: string | null; userEmail: string }): Promise<ChatLead | null> {
  return newestLeadByEmail(em, r.userEmail, r.leadId ?? null);
}

/**
 * Records the page the visitor reported (docs/chat.md#presence), when it is another than the one recorded. Returns
 * whether it changed (then the desk is told).
 */
export async function setVisitorPage(em: EntityManager, conversationId: string, path: string): Promise<boolean> {
  return (
    (await em.nativeUpdate(ChatConversation, { id: conversationId, $or: [{ visitorPage: null }, { visitorPage: { $ne: path } }] }, { visitorPage: path })) > 0
  );
}

/** A note of the history as the desk shows it. */
const toNote = (sessionId: string, e: HistoryEntry): ChatNote => ({ id: e.id, sessionId, text: e.note ?? '', authorName: e.actorName, timestamp: e.at });

/** The team's private notes in a conversation, oldest first (docs/chat.md#private-notes): its history's notes. */
export async function notesOf(em: EntityManager, conversationId: string): Promise<ChatNote[]> {
  const entries = await historyOf(em, 'chat', conversationId);
  return entries
    .filter((e) => e.action === 'note_added')
    .reverse()
    .map((e) => toNote(conversationId, e));
}

/** One note, by its history line's id (what the desk channel announces), or null. */
export async function noteById(em: EntityManager, conversationId: string, id: string): Promise<ChatNote | null> {
  const [entry] = await historyOf(em, 'chat', conversationId, { id });
  return entry?.action === 'note_added' ? toNote(conversationId, entry) : null;
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
