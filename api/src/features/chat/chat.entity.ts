import { defineEntity } from '@mikro-orm/core';

/** One visitor's conversation with the team; its id is the sessionId the browser keeps. */
export const ChatConversation = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversation',
  properties: (p) => ({
    id: p.uuid().primary(),
    userName: p.string().length(100),
    userEmail: p.string().length(254),
    /** The lead recorded when the visitor wrote while no agent was online (once per conversation). */
    leadId: p.uuid().nullable(),
    /** The team has read the visitor's messages up to this id. */
    agentReadId: p.bigint('number').default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastMessageAt: p.datetime().onCreate(() => new Date()),
  }),
});

/** A stored message; its serial id orders a conversation and is what a reconnecting client resumes after. */
export const ChatMessage = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  properties: (p) => ({
    id: p.bigint('number').primary().autoincrement(),
    conversationId: p.uuid(),
    /** The sender's id for the message: a retry with the same id is stored once. */
    clientId: p.uuid().nullable(),
    sender: p.enum(['user', 'support'] as const),
    senderName: p.string().length(200),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
