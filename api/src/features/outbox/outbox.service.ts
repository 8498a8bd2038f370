import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailAttachment } from './outbox.entity.ts';

export interface NewMail {
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
  await em.getConnection().execute(
    `insert into outbox_mail (id, "to", subject, text, attachments) values ${mails.map(() => '(?, ?, ?, ?, ?::jsonb)').join(', ')}`,
    mails.flatMap((mail) => [crypto.randomUUID(), mail.to, mail.subject, mail.text, JSON.stringify(mail.attachments ?? [])]),
    'run',
    em.getTransactionContext(),
  );
}
