import { conversationMessageStates, type ConversationAttachment } from '@elite/contracts/schemas/conversations';
import { workKinds } from '@elite/contracts/schemas/work-queues';
import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { expressionIndex } from '../../db/indexes.ts';
import { User } from '../accounts/user.entity.ts';

/**
 * The e-mail conversation of one record with its client (docs/conversations.md): made when the first mail goes out.
 * Its token is the `<token>` of the reply address `reply+<token>@INBOUND_DOMAIN` every mail of it carries; a mail to
 * that address comes back to this record (docs/decisions/0045-reply-addresses-and-two-receivers.md).
 */
export const MailConversation = defineEntity({
  name: 'MailConversation',
  tableName: 'mail_conversation',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    /** The record, as the audit table names it (no foreign key: nine tables). */
    recordKind: p.enum([...workKinds]),
    recordId: p.uuid(),
    /** 160 random bits as 32 base-32 characters: unguessable, and safe in a mail address whatever its case. */
    token: p.string().columnType('char(32)').unique(),
    /** The address the record's mails go to, as it was when the conversation started (the sender check compares with it). */
    clientEmail: p.string().length(320),
    /** Replies are refused after this; each mail out moves it on (docs/conversations.md#reply-addresses). */
    expiresAt: p.datetime(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [{ name: 'mail_conversation_record_unique', properties: ['recordKind', 'recordId'] }],
});
export type MailConversationRow = InferEntity<typeof MailConversation>;

/** One mail of a conversation: sent by staff, or received (stored, held aside, or discarded by staff). */
export const ConversationMessage = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_message',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    conversationId: p
      .manyToOne(MailConversation)
      .mapToPk()
      .joinColumn('conversation_id')
      .deleteRule('cascade')
      .updateRule('cascade')
      .foreignKeyName('conversation_message_conversation_id_fkey'),
    direction: p.enum(['out', 'in'] as const),
    state: p.enum([...conversationMessageStates]),
    fromAddress: p.string().length(320),
    toAddress: p.string().length(320),
    subject: p.string().length(300),
    text: p.text(),
    /** The staff member who wrote it; null for a received mail (its sender's name is the author name). */
    authorId: p.manyToOne(User).mapToPk().joinColumn('author_id').nullable().deleteRule('set null').updateRule('cascade'),
    authorName: p.string().length(200),
    heldReason: p.string().length(300).nullable(),
    attachments: p.json<ConversationAttachment[]>().default('[]' as never),
    /** A held mail as it came (bytes), so accepting it can still store its attachments; dropped once staff decide. Threads never read it. */
    rawMessage: p.blob().nullable(),
    /** The outbox mail that carried it (out). */
    outboxMailId: p.uuid().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    expressionIndex(
      'conversation_message_thread_index',
      'create index "conversation_message_thread_index" on "conversation_message" ("conversation_id", "created_at", "id")',
    ),
  ],
});
export type ConversationMessageRow = InferEntity<typeof ConversationMessage>;

/** A starting point for a staff mail (docs/conversations.md#templates): managed by staff, copied into the composer. */
export const MailTemplate = defineEntity({
  name: 'MailTemplate',
  tableName: 'mail_template',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    name: p.string().length(100).unique(),
    subject: p.string().length(200),
    body: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
