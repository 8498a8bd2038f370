import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '../../db/prepared.ts';
import { GUARD_ALLOWS, type LimitGuard, type LimitState } from '../limits/rate-limit.service.ts';
import { OutboxMail, type MailAttachment } from './outbox.entity.ts';

export interface NewMail {
  /** Chosen by the caller when it must find the mail again (a quiz result's report); random otherwise. */
  id?: string;
  to: string;
  /** Where a reply goes (the team's address) when the mail invites one; the sender is a no-reply address. */
  replyTo?: string;
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
  // One multi-row insert for all of them: one round trip inside the caller's transaction.
  await em.insertMany<InferEntity<typeof OutboxMail>>(
    OutboxMail,
    mails.map((mail) => ({
      id: mail.id ?? crypto.randomUUID(),
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: subjectLine(mail.subject),
      text: mail.text,
      attachments: mail.attachments ?? [],
    })),
  );
}

/** Of `ids`, the mails the worker has sent. */
export async function sentMailIds(em: EntityManager, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const sent = await em
    .createQueryBuilder(OutboxMail)
    .select('id')
    .where({ id: { $in: ids }, status: 'sent' })
    .execute<{ id: string }[]>('all');
  return new Set(sent.map((m) => m.id));
}

/** The subject column's size. */
const SUBJECT_MAX = 300;

/** Subjects are built from what people typed (names, companies): a long one is cut, never refused with a 500. */
const subjectLine = (subject: string) => (subject.length <= SUBJECT_MAX ? subject : `${subject.slice(0, SUBJECT_MAX - 1)}…`);

/** The INSERT of `mails` inside insertWithMails' statement; with `onlyIf`, a condition (a select rather than VALUES can have one). */
function mailInsert(mails: NewMail[], onlyIf?: string): { sql: string; params: unknown[] } {
  // The casts are what a plain VALUES list would take from the columns.
  return {
    sql: `insert into outbox_mail (id, "to", reply_to, subject, text, attachments)
      select * from (values ${mails.map(() => '(?::uuid, ?, ?, ?, ?, ?::jsonb)').join(', ')}) as mail${onlyIf ? ` where ${onlyIf}` : ''}`,
    params: mails.flatMap((mail) => [
      mail.id ?? crypto.randomUUID(),
      mail.to,
      mail.replyTo ?? null,
      subjectLine(mail.subject),
      mail.text,
      JSON.stringify(mail.attachments ?? []),
    ]),
  };
}

/** The one write of insertWithMails; writes with the same `serialiseOn` key run one at a time. */
interface Write {
  sql: string;
  params: unknown[];
  serialiseOn?: string;
}

/**
 * One row and the mails it causes in a single statement (data-modifying CTEs
 * are one atomic statement): the same guarantee as enqueueMail inside a
 * transaction, in one round trip and without BEGIN/COMMIT. For the busiest
 * public writes (a contact, a proposal, a quiz result); `write` is one INSERT
 * or UPDATE statement.
 *
 * With a `guard` (limitGuard), the per-address count is part of the same
 * statement: `write` must only write `where ${GUARD_ALLOWS}` (it
 * is refused otherwise), the mails are queued only then, and the guard's
 * answer is returned.
 */
export async function insertWithMails(db: Pick<EntityManager, 'getConnection'>, write: Write, mails: NewMail[]): Promise<void>;
export async function insertWithMails(db: Pick<EntityManager, 'getConnection'>, write: Write, mails: NewMail[], guard: LimitGuard): Promise<LimitState>;
export async function insertWithMails(
  db: Pick<EntityManager, 'getConnection'>,
  write: Write,
  mails: NewMail[],
  guard?: LimitGuard,
): Promise<LimitState | void> {
  if (guard && !write.sql.includes(GUARD_ALLOWS)) throw new Error(`a guarded write must check ${GUARD_ALLOWS}`);
  // raw SQL: the count, the row and its mails as one prepared statement, measured by `npm run bench` (decision 18).
  const queued = mailInsert(mails, guard ? GUARD_ALLOWS : undefined);
  const rows = await executePrepared<{ count: number; window_start: Date }>(
    db,
    `with ${guard ? `${guard.cte.sql}, ` : ''}recorded as (${write.sql} returning 1), queued as (${queued.sql} returning 1)
     select ${guard ? 'guard.count, guard.window_start from guard' : '(select count(*) from recorded) as recorded, (select count(*) from queued) as queued'}`,
    [...(guard?.cte.params ?? []), ...write.params, ...queued.params],
    { serialiseOn: write.serialiseOn },
  );
  if (guard) return guard.state(rows[0]!);
}
