import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '../../db/prepared.ts';
import { GUARD_ALLOWS, RECIPIENT_ALLOWS, type LimitGuard, type LimitState } from '../limits/rate-limit.service.ts';
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
  /**
   * insertWithMails with a recipient guard: `'acknowledgement'` is the mail to the typed address, queued only while
   * that recipient's share allows it; `{ whenHeld }` (the team's notice) is always queued, with `whenHeld` added to
   * its text when the acknowledgement was held back (docs/input-limits.md#acknowledgements).
   */
  recipientShare?: 'acknowledgement' | { whenHeld: string };
}

/** A client's mail about a change staff made (a work queue's status move), before the team's Reply-To is added. */
export type StatusMail = Omit<NewMail, 'replyTo'>;

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

/** A mail's columns, in the order of mailInsert's VALUES. */
const mailColumns = (mail: NewMail) => [
  mail.id ?? crypto.randomUUID(),
  mail.to,
  mail.replyTo ?? null,
  subjectLine(mail.subject),
  mail.text,
  JSON.stringify(mail.attachments ?? []),
];

/** The INSERT of `mails` inside insertWithMails' statement, each mail queued only if the guards it answers to allow it. */
function mailInsert(mails: NewMail[], guards: Guards): { sql: string; params: unknown[] } {
  const senderAllows = guards.sender ? GUARD_ALLOWS : 'true';
  // The casts are what a plain VALUES list would take from the columns.
  if (!guards.recipient) {
    return {
      sql: `insert into outbox_mail (id, "to", reply_to, subject, text, attachments)
      select * from (values ${mails.map(() => '(?::uuid, ?, ?, ?, ?, ?::jsonb)').join(', ')}) as mail where ${senderAllows}`,
      params: mails.flatMap(mailColumns),
    };
  }
  // Two more columns per mail: whether it is the acknowledgement the recipient's share holds back, and what its
  // notice adds when that happens.
  return {
    sql: `insert into outbox_mail (id, "to", reply_to, subject, text, attachments)
      select id, "to", reply_to, subject, case when ${RECIPIENT_ALLOWS} then text else text || held end, attachments
        from (values ${mails.map(() => '(?::uuid, ?, ?, ?, ?, ?::jsonb, ?::boolean, ?)').join(', ')})
          as mail (id, "to", reply_to, subject, text, attachments, acknowledgement, held)
       where ${senderAllows} and (not acknowledgement or ${RECIPIENT_ALLOWS})`,
    params: mails.flatMap((mail) => [
      ...mailColumns(mail),
      mail.recipientShare === 'acknowledgement',
      typeof mail.recipientShare === 'object' ? `\n\n${mail.recipientShare.whenHeld}` : '',
    ]),
  };
}

/** The one write of insertWithMails; writes with the same `serialiseOn` key run one at a time. */
interface Write {
  sql: string;
  params: unknown[];
  serialiseOn?: string;
}

/** The limits one insertWithMails statement counts (limitGuard, recipientGuard). */
export interface Guards {
  /** The sender's address: `write` must only write `where ${GUARD_ALLOWS}`, and nothing is queued unless it allows. */
  sender?: LimitGuard;
  /** The recipient's share of acknowledgements: it holds back the mails marked `recipientShare: 'acknowledgement'`. */
  recipient?: LimitGuard;
}

/** What each guard of the statement answered. */
type GuardStates<G extends Guards> = { [K in keyof G]-?: LimitState };

/**
 * One row and the mails it causes in a single statement (data-modifying CTEs
 * are one atomic statement): the same guarantee as enqueueMail inside a
 * transaction, in one round trip and without BEGIN/COMMIT. For the busiest
 * public writes (a contact, a proposal, a quiz result, a booking); `write` is
 * one INSERT or UPDATE statement.
 *
 * The guards' counts are part of the same statement: with a sender guard
 * (limitGuard) the row and its mails are written only while the sender's
 * address is within its limit; with a recipient guard (recipientGuard) the
 * acknowledgement is queued only while the typed address has its share left,
 * the row and the team's notice regardless.
 */
export async function insertWithMails<G extends Guards = Record<never, never>>(
  db: Pick<EntityManager, 'getConnection'>,
  write: Write,
  mails: NewMail[],
  guards: G = {} as G,
): Promise<GuardStates<G>> {
  if (guards.sender && !write.sql.includes(GUARD_ALLOWS)) throw new Error(`a guarded write must check ${GUARD_ALLOWS}`);
  // raw SQL: the counts, the row and its mails as one prepared statement, measured by `npm run bench` (decision 18).
  const queued = mailInsert(mails, guards);
  const roles = (['sender', 'recipient'] as const).filter((role) => guards[role]);
  const ctes = roles.map((role) => guards[role]!);
  const answers = ctes.map((g) => `(select count from ${g.name}) as ${g.name}_count, (select window_start from ${g.name}) as ${g.name}_window_start`);
  const [row = {}] = await executePrepared<Record<string, number | string | Date | null>>(
    db,
    `with ${ctes.map((g) => `${g.cte.sql}, `).join('')}recorded as (${write.sql} returning 1), queued as (${queued.sql} returning 1)
     select ${answers.length > 0 ? answers.join(', ') : '(select count(*) from recorded) as recorded, (select count(*) from queued) as queued'}`,
    [...ctes.flatMap((g) => g.cte.params), ...write.params, ...queued.params],
    { serialiseOn: write.serialiseOn },
  );
  // A recipient's hit not counted (its sender was refused) has no row: not allowed.
  const stateOf = ({ name, state }: LimitGuard) => {
    const [count, windowStart] = [row[`${name}_count`], row[`${name}_window_start`]];
    return state(typeof count === 'number' && windowStart != null ? { count, window_start: new Date(windowStart) } : undefined);
  };
  return Object.fromEntries(roles.map((role) => [role, stateOf(guards[role]!)])) as GuardStates<G>;
}
