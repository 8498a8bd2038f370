import type { ChatStatus } from '@elite/contracts/schemas/queue-fields';
import type { ChatConversationRow, WorkRecord } from '@elite/contracts/schemas/work-queues';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlCondition, StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { ChatConversation } from './chat.entity.ts';
import { announceDeskSession, chatsFrom, chatStatusOf, history, LAST_SENDER, leadOfChat } from './chat.service.ts';

type ConversationEntity = InferEntity<typeof ChatConversation>;
type StatsDb = { id: string; messages: number; unread: number; last_sender: 'user' | 'support' | null };

/** Each status as SQL on the list's table (docs/chat.md#working-a-conversation): resolved first, else who wrote last. */
const STATUS_SQL: Record<ChatStatus, string> = {
  waiting: `(e.resolved_at is null and ${LAST_SENDER} = 'user')`,
  answered: `(e.resolved_at is null and ${LAST_SENDER} = 'support')`,
  resolved: '(e.resolved_at is not null)',
};

/** Conversations of these statuses: the dashboard's unanswered chats (`waiting`) and the list's status filter. */
export const waitingChats = (statuses: ChatStatus[]): SqlCondition => ({ sql: `(${statuses.map((s) => STATUS_SQL[s]).join(' or ')})`, params: [] });

async function stats(em: EntityManager, records: ConversationEntity[]): Promise<Map<string, StatsDb>> {
  if (records.length === 0) return new Map();
  // raw SQL: per conversation of the page, its message count, unread visitor messages and last sender as correlated
  // subqueries on the (conversation_id, id) index, in one query.
  const rows = await em.getConnection().execute<StatsDb[]>(
    `select e.id,
            (select count(*) from chat_message m where m.conversation_id = e.id)::int as messages,
            (select count(*) from chat_message m where m.conversation_id = e.id and m.sender = 'user' and m.id > e.agent_read_id)::int as unread,
            ${LAST_SENDER} as last_sender
       from chat_conversation e where e.id = any(?::uuid[])`,
    [`{${records.map((r) => r.id).join(',')}}`],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function toRow(r: ConversationEntity, s: StatsDb | undefined, staff: StaffNames): ChatConversationRow {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
    name: r.userName,
    email: r.userEmail,
    status: chatStatusOf(r.resolvedAt ?? null, s?.last_sender ?? null),
    messageCount: s?.messages ?? 0,
    unread: s?.unread ?? 0,
    assignedTo: staff(r.assignedTo),
  };
}

/** Live-chat conversations (docs/chat.md): no workflow of the engine's; agents resolve and reopen them (chat-desk.service.ts). */
export const chatQueue: WorkQueue<'chat', ConversationEntity> = {
  kind: 'chat',
  entity: ChatConversation,
  sorts: { lastMessageAt: ['lastMessageAt'], createdAt: ['createdAt'], name: ['userName'], email: ['userEmail'] },
  dates: { lastMessageAt: 'lastMessageAt', createdAt: 'createdAt' },
  emailColumn: 'user_email',
  email: (r) => r.userEmail,
  statusFilter: waitingChats,
  rows: async (em, records, staff) => {
    const found = await stats(em, records);
    return records.map((r) => toRow(r, found.get(r.id), staff));
  },
  record: async (em, r, staff): Promise<WorkRecord<'chat'>> => {
    const [found, messages, lead, otherChats] = await Promise.all([stats(em, [r]), history(em, r.id), leadOfChat(em, r), chatsFrom(em, r.userEmail, r.id)]);
    return {
      ...toRow(r, found.get(r.id), staff),
      lead,
      otherChats,
      visitorPage: r.visitorPage ?? null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      messages: messages.map((m) => ({ id: m.id, sender: m.sender, senderName: m.senderName, text: m.text, createdAt: m.timestamp })),
    };
  },
  person: (r) => ({ name: r.userName, phone: null }),
  related: (r) => ({ title: `Chat conversation (${r.userName})`, status: null }),
  // A chat given from its record shows on every agent's desk as if given there (docs/chat.md#working-a-conversation).
  assigned: announceDeskSession,
};
