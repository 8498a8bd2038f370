import { defineEntity } from '@mikro-orm/core';
import { expressionIndex } from '../../db/indexes.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics invitation, a CSV). */
  content: string;
}

/**
 * A mail to send, written in the same transaction as the thing that causes it
 * (so a crash never loses one), sent by the outbox worker.
 */
export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mail',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    to: p.string().length(320),
    /** Where the client's answer goes (TEAM_EMAIL) for mails that invite one; the sender is a no-reply address. */
    replyTo: p.string().length(320).nullable(),
    subject: p.string().length(300),
    text: p.text(),
    attachments: p.json<MailAttachment[]>().default('[]' as never),
    status: p.enum(['pending', 'sent', 'failed'] as const).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lockedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  // The worker's claim walks this index only (claim_outbox_mail, a function in the migrations: decision 18).
  indexes: [expressionIndex('outbox_mail_due_index', `create index "outbox_mail_due_index" on "outbox_mail" ("next_attempt_at") where "status" = 'pending'`)],
});
