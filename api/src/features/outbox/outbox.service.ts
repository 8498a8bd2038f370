import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailAttachment } from './outbox.entity.ts';

export interface NewMail {
  /** Chosen by the caller when it must find the mail again (a quiz result's report); random otherwise. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Queues mails inside the caller's transaction (pass the transactional em):
 * they are sent only if that transaction commits, and never lost once it has.
 */
export async function enqueueMail(em: EntityManager, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  // One statement for all of them: one round trip inside the caller's transaction.
  const insert = mailInsert(mails);
  await em.getConnection().execute(insert.sql, insert.params, 'run', em.getTransactionContext());
}

function mailInsert(mails: NewMail[]): { sql: string; params: unknown[] } {
  return {
    sql: `insert into outbox_mail (id, "to", subject, text, attachments) values ${mails.map(() => '(?, ?, ?, ?, ?::jsonb)').join(', ')}`,
    params: mails.flatMap((mail) => [mail.id ?? crypto.randomUUID(), mail.to, mail.subject, mail.text, JSON.stringify(mail.attachments ?? [])]),
  };
}

/**
 * One row and the mails it causes in a single statement (two data-modifying
 * CTEs are one atomic statement): the same guarantee as enqueueMail inside a
 * transaction, in one round trip and without BEGIN/COMMIT. For the busiest
 * public writes (a contact, a proposal); `insert` is one INSERT statement.
 */
export async function insertWithMails(em: EntityManager, insert: { sql: string; params: unknown[] }, mails: NewMail[]): Promise<void> {
  const queue = mailInsert(mails);
  await em.getConnection().execute(
    `with recorded as (${insert.sql} returning 1), queued as (${queue.sql} returning 1) select (select count(*) from recorded) as recorded, (select count(*) from queued) as queued`,
    [...insert.params, ...queue.params],
  );
}
