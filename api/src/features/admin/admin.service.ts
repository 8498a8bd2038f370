import { workKinds, workStatuses, type AdminDashboard, type ListLink, type QueueSummary, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { raw } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../trpc/context.ts';
import { nextAppointments, upcomingAppointmentCount } from '../appointments/appointments.service.ts';
import { quizResultCount } from '../assessments/assessments.service.ts';
import { chatQueue, waitingChats } from '../chat/chat.queue.ts';
import { dueCounts } from '../follow-ups/follow-ups.service.ts';
import { leadCounts } from '../leads/leads.service.ts';
import { revenueSince } from '../payments/order-records.service.ts';
import type { QueueRecord } from '../work-queues/queue.ts';
import { queueOf } from '../work-queues/registry.ts';
import { businessDays, startOfDay } from '../work-queues/work-queues.service.ts';

/**
 * The admin dashboard's summary (docs/admin.md#summary-cards and #dashboard-numbers): the four cards of before, each from its feature's
 * service, and the work queues' numbers, each with the list that shows it. The lists themselves are the work
 * queues' (work-queues.service.ts).
 */
export async function adminSummary(em: EntityManager): Promise<AdminDashboard> {
  const [leads, quizResults, upcomingAppointments, queues] = await Promise.all([
    leadCounts(em),
    quizResultCount(em),
    upcomingAppointmentCount(em),
    dashboard({ em }),
  ]);
  return { totalContacts: leads.total, todaysContacts: leads.today, quizResults, upcomingAppointments, ...queues };
}

// ---- The dashboard -------------------------------------------------------------------------------------------

const link = (kind: WorkKind, query: ListLink['query'] = {}): ListLink => ({ kind, query });

async function queueSummary(em: EntityManager, kind: WorkKind, weekStarts: string): Promise<QueueSummary> {
  const queue = queueOf(kind);
  const counts = new Map<string, number>();
  if (queue.statusFilter) {
    await Promise.all(
      workStatuses[kind].map(async (status) => {
        const condition = queue.statusFilter!([status] as never);
        counts.set(
          status,
          await (em.fork().createQueryBuilder(queue.entity, 'e') as unknown as QueryBuilder<QueueRecord>).where(condition.sql, condition.params).getCount(),
        );
      }),
    );
  } else {
    const rows = await (em.fork().createQueryBuilder(queue.entity, 'e') as unknown as QueryBuilder<QueueRecord>)
      .select(['e.status', raw('count(*)::int as count')])
      .groupBy('e.status')
      .execute<{ status: string; count: number }[]>('all', false);
    for (const row of rows) counts.set(row.status, Number(row.count));
  }
  const newThisWeek = await em.fork().count(queue.entity, { createdAt: { $gte: startOfDay(weekStarts) } });
  const byStatus = workStatuses[kind].map((status) => ({ status, count: counts.get(status) ?? 0, link: link(kind, { status: [status] }) }));
  return {
    kind,
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    newThisWeek,
    newThisWeekLink: link(kind, { from: weekStarts, dateField: 'createdAt', sort: 'createdAt', dir: 'desc' }),
    byStatus,
  };
}

/** What admin.summary adds to its four counts (docs/admin.md#dashboard-numbers), each number with the list that shows it. */
async function dashboard(
  ctx: Pick<RequestContext, 'em'>,
  now = Date.now(),
): Promise<Required<Omit<AdminDashboard, 'totalContacts' | 'todaysContacts' | 'quizResults' | 'upcomingAppointments'>>> {
  const em = ctx.em.fork();
  const { today, weekStarts, monthStarts } = businessDays(now);
  const [queueSummaries, revenueThisMonthCents, upcoming, unansweredChats, followUpsDue] = await Promise.all([
    Promise.all(workKinds.map((kind) => queueSummary(em, kind, weekStarts))),
    revenueSince(em.fork(), startOfDay(monthStarts)),
    nextAppointments(em.fork(), 5),
    (em.fork().createQueryBuilder(chatQueue.entity, 'e') as unknown as QueryBuilder<QueueRecord>)
      .where(waitingChats(['waiting']).sql, waitingChats(['waiting']).params)
      .getCount(),
    dueCounts(em.fork(), now),
  ]);
  return {
    weekStarts,
    monthStarts,
    queues: queueSummaries,
    revenueThisMonthCents,
    revenueLink: link('order', { status: ['paid', 'fulfilled'], dateField: 'paidAt', from: monthStarts }),
    nextAppointments: upcoming,
    // No sort: the list's default order starts with the next appointment, as the dashboard's list does (docs/admin.md#appointments).
    nextAppointmentsLink: link('appointment', { status: ['scheduled', 'confirmed'], from: today }),
    unansweredChats,
    unansweredChatsLink: link('chat', { status: ['waiting'] }),
    followUpsDue: followUpsDue.total,
    followUpsDueByKind: followUpsDue.byKind,
  };
}
