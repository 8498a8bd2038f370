import {
  assignInput,
  attachClientInput,
  changeStatusInput,
  noteInput,
  recordRef,
  reopenInput,
  revealSsnInput,
  workQueries,
  workRows,
  adminDashboard,
  recordDetail,
  recordRef as recordPath,
  revealedSsn,
  statusChanged,
  statusChangeBody,
  historyEntry,
  assigned,
  clientAttached,
  portalAttachableKinds,
  type WorkKind,
  type WorkQuery,
} from '@elite/contracts/schemas/work-queues';
import { pageOf } from '@elite/contracts/schemas/answers';
import { z } from 'zod';
import { named } from '../../http/openapi.ts';
import type { ApiTag, CallNote } from '../../http/rest-from-procedures.ts';
import { adminProcedure, rest, router, staffProcedure } from '../../trpc/trpc.ts';
import { availabilityBlocksRouter } from '../appointments/appointments.procedures.ts';
import { clientsRouter } from '../clients/clients.procedures.ts';
import { followUpsRouter } from '../follow-ups/follow-ups.procedures.ts';
import * as workQueues from '../work-queues/work-queues.service.ts';
import * as payments from '../payments/order-records.service.ts';
import * as admin from './admin.service.ts';
import { adminTrends } from './trends.service.ts';

/** A work queue's list (docs/admin.md#work-queues): searched, filtered, sorted, paged. */
const QUEUE =
  'Searched with `q` (names, e-mails, phones, business names, references; case and accents do not matter), filtered by `status`, `from`/`to` of `dateField` and `assignedTo`, sorted by `sort`/`dir` (newest first by default).';

/** A list's query as the feature docs' Calls tables say it. */
const QUEUE_QUERY = 'query: a work queue’s (`page`, `pageSize`, `q`, `status`, `sort` … [admin.md#work-queues](admin.md#work-queues))';

/** A list's REST alias: where it is, what it is, and its page of rows. */
interface ListAlias {
  path: `/${string}`;
  summary: string;
  tag?: ApiTag;
  description?: string;
  /** Its row in a feature doc's Calls table. */
  calls?: CallNote;
}

/** A work queue's list: the kind's query (docs/admin.md#work-queues), `{ items, total, totalCapped, page, pageSize }`. */
const list = <K extends WorkKind>(kind: K, alias: ListAlias, procedure: typeof adminProcedure = adminProcedure) =>
  procedure
    .meta({
      ...rest({
        method: 'get',
        path: alias.path,
        tag: alias.tag ?? 'Admin',
        summary: alias.summary,
        description: alias.description ?? QUEUE,
        answer: named(`${kind.replace(/(^|-)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}RowPage`, pageOf(workRows[kind])),
      }),
      ...(alias.calls ? { calls: alias.calls } : {}),
    })
    .input(workQueries[kind])
    .query(({ ctx, input }) => workQueues.listQueue(ctx, ctx.user, kind, input as WorkQuery<K>));

/** The record paths' `:kind/:id`. */
const RECORD = { tag: 'Admin', params: recordPath } as const;

export const adminRouter = router({
  summary: adminProcedure
    .meta(
      rest({
        method: 'get',
        path: '/admin/summary',
        tag: 'Admin',
        summary: 'The dashboard’s numbers',
        description:
          'Counts per status and new this week for each work queue, revenue this month, next appointments and unanswered chats, each with the query of the list that shows it.',
        answer: adminDashboard,
      }),
    )
    .query(({ ctx }) => admin.adminSummary(ctx.em)),
  /** The dashboard's charts: leads, bookings per week, revenue, conversion per month (docs/admin.md#trends). */
  trends: adminProcedure.query(({ ctx }) => adminTrends(ctx.em)),
  /** The leads: contact messages, proposal requests and chat leads (the Contact Submissions tab). */
  contacts: list('lead', { path: '/contacts', summary: 'Contact messages, proposal requests and chat leads' }),
  quizResults: list('quiz-result', { path: '/quiz-results', summary: 'Readiness assessment results' }),
  businessFormations: list('business-formation', { path: '/business-formations', summary: 'Business formations of paid monthly plans' }),
  entityFormations: list('entity-formation', { path: '/entity-formations', summary: 'Entity formations of paid orders' }),
  businessIntakes: list('business-intake', {
    path: '/business-intakes',
    summary: 'Business intake forms',
    tag: 'Intake',
    calls: { in: ['subscriptions-and-intake.md'], takes: QUEUE_QUERY, answers: 'a page of intakes' },
  }),
  orders: list('order', {
    path: '/orders',
    summary: 'Every order, in any state',
    tag: 'Payments',
    calls: { in: ['payments.md'], takes: QUEUE_QUERY, answers: 'a page of orders, in any state' },
  }),
  subscriptions: list('subscription', {
    path: '/subscriptions',
    summary: 'Paid monthly plans and retainers',
    tag: 'Payments',
    calls: { in: ['payments.md'], takes: QUEUE_QUERY, answers: 'a page of paid monthly plans and retainers' },
  }),
  appointments: list('appointment', {
    path: '/appointments',
    summary: 'Booked appointments',
    calls: {
      in: ['scheduling.md'],
      takes: QUEUE_QUERY,
      answers: 'a page of appointments, the next first ([admin.md#appointments](admin.md#appointments))',
    },
  }),
  /** Staff: support agents work chats too, and read the ones assigned to them (docs/admin.md#assigned-work). */
  chatConversations: list(
    'chat',
    {
      path: '/admin/chat-conversations',
      summary: 'Live-chat conversations',
      description: `${QUEUE} Status: waiting (the visitor wrote last) or answered. Support agents may read it too (\`assignedTo=me\`: the chats assigned to them).`,
    },
    staffProcedure,
  ),
  /** The navigation's badge: the caller's open assigned work per kind it may open (docs/admin.md#assigned-work). */
  myWork: staffProcedure.query(({ ctx }) => workQueues.myWork(ctx, ctx.user)),
  record: adminProcedure
    .meta(
      rest({
        ...RECORD,
        method: 'get',
        path: '/admin/records/:kind/:id',
        summary: 'One record: every field, its history and the client’s other records',
        description: 'The SSN is masked.',
        answer: recordDetail,
        refusals: { 404: 'No such record.' },
      }),
    )
    .input(recordRef)
    .query(({ ctx, input }) => workQueues.recordDetail(ctx, input.kind, input.id)),
  changeStatus: adminProcedure
    .meta(
      rest({
        ...RECORD,
        method: 'post',
        path: '/admin/records/:kind/:id/status',
        summary: 'Move a record along its workflow',
        description: 'Audited; a change that matters to the client mails them.',
        body: statusChangeBody,
        answer: statusChanged,
        refusals: { 400: 'Bad input, or a move the workflow does not allow (the answer names the allowed moves).', 404: 'No such record.' },
      }),
    )
    .input(changeStatusInput)
    .mutation(({ ctx, input }) => workQueues.changeStatus(ctx, ctx.user, input)),
  /** An admin takes a closed record back to an open status, with a reason; audited, nobody mailed (docs/admin.md#closing-and-reopening). */
  reopen: adminProcedure.input(reopenInput).mutation(({ ctx, input }) => workQueues.reopenRecord(ctx, ctx.user, input)),
  addNote: adminProcedure
    .meta(
      rest({
        ...RECORD,
        method: 'post',
        path: '/admin/records/:kind/:id/notes',
        summary: 'Add an internal note',
        answer: historyEntry,
        status: 201,
        refusals: { 404: 'No such record.' },
      }),
    )
    .input(noteInput)
    .mutation(({ ctx, input }) => workQueues.addNote(ctx, ctx.user, input)),
  assign: adminProcedure
    .meta(
      rest({
        ...RECORD,
        method: 'put',
        path: '/admin/records/:kind/:id/assignee',
        summary: 'Assign a record to a staff member, or to nobody (`userId: null`)',
        answer: assigned,
        refusals: { 400: 'Bad input, or not an enabled staff account.', 404: 'No such record.' },
      }),
    )
    .input(assignInput)
    .mutation(({ ctx, input }) => workQueues.assign(ctx, ctx.user, input)),
  /** Put an intake or an appointment in its client's portal, or take it out (docs/portal.md#the-rules). */
  attachToClient: adminProcedure
    .meta(
      rest({
        method: 'put',
        path: '/admin/records/:kind/:id/client',
        tag: 'Admin',
        summary: 'Show an intake or an appointment in its client’s portal (`attached: true`), or take it out',
        description:
          'Only `business-intake` and `appointment`, and only to the client account that has confirmed the record’s e-mail (docs/portal.md#the-rules). Audited.',
        params: z.object({ kind: z.enum(portalAttachableKinds), id: z.uuid() }),
        answer: clientAttached,
        refusals: { 404: 'No such record.', 409: 'No client account has confirmed the record’s e-mail yet.' },
      }),
    )
    .input(attachClientInput)
    .mutation(({ ctx, input }) => workQueues.attachToClient(ctx, ctx.user, input)),
  revealSsn: adminProcedure
    .meta(
      rest({
        method: 'post',
        path: '/admin/business-formations/:id/ssn',
        tag: 'Payments',
        summary: 'Reveal a business formation’s full SSN',
        description: 'Written to the formation’s history.',
        answer: revealedSsn,
        refusals: { 404: 'No such business formation.' },
      }),
    )
    .input(revealSsnInput)
    .mutation(({ ctx, input }) => payments.revealSsn(ctx, ctx.user, input.id)),
  availabilityBlocks: availabilityBlocksRouter,
  followUps: followUpsRouter,
  /** One client across records (docs/admin.md#one-client). */
  clients: clientsRouter,
});
