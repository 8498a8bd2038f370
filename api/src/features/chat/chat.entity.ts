import { defineEntity } from '@mikro-orm/core';
import { lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';

/** One visitor's conversation with the team; its id is the sessionId the browser keeps. */
export const ChatConversation = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversation',
  properties: (p) => ({
    id: p.uuid().primary(),
    userName: p.string().length(100),
    userEmail: p.string().length(254),
    /**
     * SHA-256 (hex) of the secret the visitor's browser got when the conversation started: resuming, replaying or
     * writing to it needs the secret (docs/chat.md#reconnecting-and-resuming). Null for conversations from before it
     * existed, which can no longer be resumed.
     */
    visitorKeyHash: p.string().columnType('char(64)').nullable(),
    /** The lead recorded when the visitor wrote while no agent was online (once per conversation). */
    leadId: p.uuid().nullable(),
    /**
     * While a visitor's socket is open on some instance, refreshed by that instance; null or stale once the visitor
     * has left, and then an agent's reply is mailed (docs/conversations.md#chats-continue-by-e-mail).
     */
    visitorSeenAt: p.datetime().nullable(),
    /** The team has read the visitor's messages up to this id. */
    agentReadId: p.bigint('number').default(0),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastMessageAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /**
     * Set when an agent resolves the conversation; cleared when an agent reopens it or the visitor writes again
     * (docs/chat.md#working-a-conversation).
     */
    resolvedAt: p.datetime().nullable(),
    /** The page of this site the visitor last reported, a path (docs/chat.md#presence). */
    visitorPage: p.string().length(200).nullable(),
    /** The staff member the conversation is assigned to in the admin's work queue (docs/admin.md#work-queues). */
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p.text().generated(searchDocument('user_name', 'user_email')).nullable(),
  }),
  indexes: [
    // The agents' list of conversations, most recent first.
    {
      name: 'chat_conversation_last_message_at_index',
      expression: 'create index "chat_conversation_last_message_at_index" on "chat_conversation" ("last_message_at" desc)',
    },
    newestFirst('chat_conversation'),
    lowerEmail('chat_conversation', 'user_email'),
    searchIndex('chat_conversation'),
    whereSet('chat_conversation', 'assigned_to_id'),
  ],
});

/** A stored message; its serial id orders a conversation and is what a reconnecting client resumes after. */
export const ChatMessage = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  properties: (p) => ({
    id: p.bigint('number').primary().autoincrement().generated('identity'),
    conversationId: p
      .manyToOne(ChatConversation)
      .mapToPk()
      .joinColumn('conversation_id')
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('chat_message_conversation_id_fkey'),
    /** The sender's id for the message: a retry with the same id is stored once. */
    clientId: p.uuid().nullable(),
    sender: p.enum(['user', 'support'] as const),
    senderName: p.string().length(200),
    text: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [{ name: 'chat_message_client_id_unique', properties: ['conversationId', 'clientId'] }],
  indexes: [{ name: 'chat_message_conversation_index', properties: ['conversationId', 'id'] }],
});

/**
 * One joined agent socket, so any instance can tell a visitor whether support is online. The table is UNLOGGED
 * (a migration says so; MikroORM cannot): rows of a crashed instance are lost with it, and they expire unless
 * refreshed anyway.
 */
export const ChatAgentPresence = defineEntity({
  name: 'ChatAgentPresence',
  tableName: 'chat_agent_presence',
  properties: (p) => ({
    socketId: p.uuid().primary(),
    /** The server process holding the socket. */
    instanceId: p.uuid(),
    userId: p.uuid(),
    /** The account's name (app_user.name, 200 characters). */
    agentName: p.string().length(200),
    seenAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});

/** A reply agents insert in the desk's composer and may edit before sending; admins manage them (docs/chat.md#canned-replies). */
export const ChatCannedReply = defineEntity({
  name: 'ChatCannedReply',
  tableName: 'chat_canned_reply',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    title: p.string().length(100),
    text: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
