import type { ChatStatus } from '@elite/contracts/schemas/queue-fields';
import type { ChatConversationRow, WorkRecord } from '@elite/contracts/schemas/work-queues';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlCondition, StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { ChatConversation } from './chat.entity.ts';
import { history } from './chat.service.ts';

type ConversationEntity = InferEntity<typeof ChatConversation>;
type StatsDb = { id: string; messages: number; unread: number; last_sender: 'user' | 'support' | null };

/**
 * Who wrote a conversation's last message, by the (conversation_id, id) index: the visitor (`user`: waiting for
 * us) or the team (`support`). A conversation without messages counts as answered.
 */
const LAST_SENDER = `coalesce((select m.sender from chat_message m where m.conversation_id = e.id order by m.id desc limit 1), 'support')`;
const SENDER_OF: Record<ChatStatus, 'user' | 'support'> = { waiting: 'user', answered: 'support' };

/** Conversations the visitor wrote last in: the dashboard's unanswered chats and the list's `waiting`. */
export const waitingChats = (statuses: ChatStatus[]): SqlCondition => ({
  sql: `${LAST_SENDER} in (${statuses.map(() => '?').join(', ')})`,
  params: statuses.map((s) => SENDER_OF[s]),
});

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
    status: s?.last_sender === 'user' ? 'waiting' : 'answered',
    messageCount: s?.messages ?? 0,
    unread: s?.unread ?? 0,
    assignedTo: staff(r.assignedTo),
  };
}

/** Live-chat conversations (docs/chat.md): no workflow; their status is who wrote last. */
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
    const [found, messages] = await Promise.all([stats(em, [r]), history(em, r.id)]);
    return {
      ...toRow(r, found.get(r.id), staff),
      messages: messages.map((m) => ({ id: m.id, sender: m.sender, senderName: m.senderName, text: m.text, createdAt: m.timestamp })),
    };
  },
  related: (r) => ({ title: `Chat conversation (${r.userName})`, status: null }),
};
