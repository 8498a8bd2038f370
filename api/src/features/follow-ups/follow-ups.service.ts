import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { FOLLOW_UP_MAX_DAYS, type SetFollowUpInput } from '@elite/contracts/schemas/follow-ups';
import type { FollowUp as FollowUpView, StaffRef } from '@elite/contracts/schemas/queue-fields';
import { adminRecordPath, workKinds, workLists, type ListLink, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { dbTime } from '../../db/db-time.ts';
import { ServiceError } from '../../http/service-error.ts';
import { trustedOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { describeStart } from '../appointments/appointments.service.ts';
import { accountNames, enabledStaff, staffMailbox } from '../accounts/staff-accounts.service.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox.service.ts';
import type { MailProducer } from '../outbox/outbox.worker.ts';
import { recordAudit } from '../work-queues/audit.service.ts';
import type { SqlCondition } from '../work-queues/queue.ts';
import { lockedRecord, recordTitle } from '../work-queues/work-queues.service.ts';
import { FollowUp } from './follow-up.entity.ts';

/**
 * Follow-ups (docs/admin.md#follow-ups): a record's "look at this again then", with a note and the staff member
 * reminded. Set, changed and cleared from the record's drawer, each a line of its history; "due" is a filter of every
 * list and a number of the dashboard; the reminder is one mail at the due time, sent by the outbox worker.
 */

type Caller = { id: string; name: string };
type Row = { dueAt: Date; note: string; assigneeId?: string | null; remindedAt?: Date | null };

const DAY_MS = 86_400_000;

function view(row: Row, assignee: StaffRef | null): FollowUpView {
  return { dueAt: row.dueAt.toISOString(), note: row.note, assignee, remindedAt: row.remindedAt?.toISOString() ?? null };
}

/** A record's follow-up as its drawer shows it, or null. */
export async function followUpOf(em: EntityManager, kind: WorkKind, recordId: string): Promise<FollowUpView | null> {
  const row = await em.findOne(FollowUp, { kind, recordId });
  if (!row) return null;
  const names = await accountNames(em, [row.assigneeId]);
  return view(row, row.assigneeId && names.has(row.assigneeId) ? { id: row.assigneeId, name: names.get(row.assigneeId)! } : null);
}

/**
 * admin.followUps.set: creates or changes the record's follow-up under the record's row lock, with its history line.
 * A new due time means a new reminder (one already sent for the old time does not count); a changed note or
 * assignee alone keeps what was sent. The assignee must be an enabled staff account, the due time at most
 * FOLLOW_UP_MAX_DAYS ahead (a past one reminds at once).
 */
export async function setFollowUp(ctx: RequestContext, caller: Caller, input: SetFollowUpInput): Promise<FollowUpView> {
  const dueAt = new Date(input.dueAt);
  if (dueAt.getTime() > Date.now() + FOLLOW_UP_MAX_DAYS * DAY_MS)
    throw new ServiceError(400, `A follow-up can be at most ${FOLLOW_UP_MAX_DAYS} days ahead.`, undefined, { dueAt: ['Too far ahead'] });
  const answer = await ctx.em.fork().transactional(async (em) => {
    const assignee = input.assigneeId ? await enabledStaff(em, input.assigneeId) : null;
    if (input.assigneeId && !assignee)
      throw new ServiceError(400, 'A follow-up can only be given to an enabled staff account (an admin or a support agent).', undefined, {
        assigneeId: ['Not a staff account'],
      });
    await lockedRecord(em, input.kind, input.id);
    const existing = await em.findOne(FollowUp, { kind: input.kind, recordId: input.id });
    const before = existing?.dueAt.toISOString() ?? null;
    const row = existing ?? em.create(FollowUp, { kind: input.kind, recordId: input.id, dueAt, note: input.note });
    if (existing && existing.dueAt.getTime() !== dueAt.getTime()) row.remindedAt = null;
    Object.assign(row, { dueAt, note: input.note, assigneeId: assignee?.id ?? null, updatedAt: new Date() });
    await em.flush();
    await recordAudit(em, {
      kind: input.kind,
      recordId: input.id,
      action: 'follow_up_set',
      actor: caller,
      from: before,
      to: dueAt.toISOString(),
      text: input.note,
    });
    return view(row, assignee);
  });
  // A follow-up due already is reminded on the worker's next run, not after its poll.
  ctx.notifyOutbox();
  ctx.log.info({ kind: input.kind, recordId: input.id, dueAt: answer.dueAt, assignee: answer.assignee?.id ?? null, userId: caller.id }, 'follow-up set');
  return answer;
}

/** admin.followUps.clear: the record needs none any more; a history line when there was one. */
export async function clearFollowUp(ctx: RequestContext, caller: Caller, input: { kind: WorkKind; id: string }): Promise<{ followUp: null }> {
  const cleared = await ctx.em.fork().transactional(async (em) => {
    await lockedRecord(em, input.kind, input.id);
    const existing = await em.findOne(FollowUp, { kind: input.kind, recordId: input.id });
    if (!existing) return false;
    await em.nativeDelete(FollowUp, { id: existing.id });
    await recordAudit(em, { kind: input.kind, recordId: input.id, action: 'follow_up_cleared', actor: caller, from: existing.dueAt.toISOString() });
    return true;
  });
  if (cleared) ctx.log.info({ kind: input.kind, recordId: input.id, userId: caller.id }, 'follow-up cleared');
  return { followUp: null };
}

// ---- Due today or overdue --------------------------------------------------------------------------------------

/** The end of today in New York, as an instant: a follow-up before it is due today or overdue. */
export function endOfBusinessToday(now = Date.now()): Date {
  const today = utcToZoned(now, BUSINESS_TIME_ZONE).date;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(zonedToUtc(next.toISOString().slice(0, 10), 0, BUSINESS_TIME_ZONE));
}

/** The `followUp=due` filter of a list (alias `e`): records with a follow-up due today (New York) or overdue. */
export function dueCondition(kind: WorkKind, now = Date.now()): SqlCondition {
  return {
    sql: 'exists (select 1 from follow_up f where f.kind = ? and f.record_id = e.id and f.due_at < ?)',
    params: [kind, endOfBusinessToday(now)],
  };
}

/** The dashboard's follow-ups due today or overdue: all together and per kind, each with its list. */
export async function dueCounts(em: EntityManager, now = Date.now()): Promise<{ total: number; byKind: { kind: WorkKind; count: number; link: ListLink }[] }> {
  const rows = await em
    .createQueryBuilder(FollowUp, 'f')
    .select(['f.kind', raw('count(*)::int as count')])
    .where({ dueAt: { $lt: endOfBusinessToday(now) } })
    .groupBy('f.kind')
    .execute<{ kind: WorkKind; count: number }[]>('all', false);
  const counts = new Map(rows.map((r) => [r.kind, Number(r.count)]));
  const byKind = workKinds
    .filter((kind) => counts.has(kind))
    .map((kind) => ({ kind, count: counts.get(kind)!, link: { kind, query: { followUp: 'due' as const } } }));
  return { total: byKind.reduce((sum, k) => sum + k.count, 0), byKind };
}

// ---- The reminder ------------------------------------------------------------------------------------------

/** Reminders the outbox worker queues per run. */
const REMINDERS_PER_RUN = 20;

/**
 * The outbox worker's part of follow-ups (docs/admin.md#follow-ups): claims the due reminders not sent yet (FOR
 * UPDATE SKIP LOCKED: two instances never take the same row), queues one mail each to the assignee (the team's
 * address when the assignee has no e-mail or is gone) and marks them reminded, all in one transaction: a reminder
 * is queued exactly once, and one that fell due while no server ran goes at the next start.
 */
export function followUpReminders(config: Config): MailProducer {
  const origin = trustedOrigin(config);
  return async (em) => {
    // Most runs find none: one read on the partial index, without a transaction.
    if ((await em.fork().count(FollowUp, { remindedAt: null, dueAt: { $lte: dbTime.now() } })) === 0) return 0;
    return em.fork().transactional(async (tx) => {
      const due = await tx.find(
        FollowUp,
        { remindedAt: null, dueAt: { $lte: dbTime.now() } },
        { orderBy: { dueAt: 'asc' }, limit: REMINDERS_PER_RUN, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      const mails: NewMail[] = [];
      for (const row of due) {
        const to = (await staffMailbox(tx, row.assigneeId)) ?? config.TEAM_EMAIL;
        const title = (await recordTitle(tx, row.kind, row.recordId)) ?? workLists[row.kind].noun;
        mails.push({
          to,
          replyTo: config.TEAM_EMAIL,
          subject: `Follow-up due: ${title}`,
          text: [
            `A follow-up on ${workLists[row.kind].noun} is due now (${describeStart(row.dueAt.getTime())}).`,
            '',
            row.note,
            '',
            `Open the record: ${origin}${adminRecordPath(row.kind, row.recordId)}`,
          ].join('\n'),
        });
      }
      await enqueueMail(tx, mails);
      if (due.length > 0) await tx.nativeUpdate(FollowUp, { id: { $in: due.map((r) => r.id) } }, { remindedAt: dbTime.now() });
      return due.length;
    });
  };
}
