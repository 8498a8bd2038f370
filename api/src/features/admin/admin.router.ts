import {
  assignInput,
  attachClientInput,
  changeStatusInput,
  noteInput,
  recordRef,
  reopenInput,
  revealSsnInput,
  workQueries,
  type WorkKind,
  type WorkQuery,
} from '@elite/contracts/schemas/work-queues';
import { adminProcedure, router, staffProcedure } from '../../trpc/trpc.ts';
import { availabilityBlocksRouter } from '../appointments/appointments.router.ts';
import { clientsRouter } from '../clients/clients.router.ts';
import { followUpsRouter } from '../follow-ups/follow-ups.router.ts';
import * as workQueues from '../work-queues/work-queues.service.ts';
import * as payments from '../payments/records.service.ts';
import * as admin from './admin.service.ts';
import { adminTrends } from './trends.service.ts';

/** A work queue's list: the kind's query (docs/admin.md#work-queues), `{ items, total, page, pageSize }`. */
const list = <K extends WorkKind>(kind: K, procedure: typeof adminProcedure = adminProcedure) =>
  procedure.input(workQueries[kind]).query(({ ctx, input }) => workQueues.listQueue(ctx, ctx.user, kind, input as WorkQuery<K>));

export const adminRouter = router({
  summary: adminProcedure.query(({ ctx }) => admin.adminSummary(ctx.em)),
  /** The dashboard's charts: leads, bookings per week, revenue, conversion per month (docs/admin.md#trends). */
  trends: adminProcedure.query(({ ctx }) => adminTrends(ctx.em)),
  /** The leads: contact messages, proposal requests and chat leads (the Contact Submissions tab). */
  contacts: list('lead'),
  quizResults: list('quiz-result'),
  businessFormations: list('business-formation'),
  entityFormations: list('entity-formation'),
  businessIntakes: list('business-intake'),
  orders: list('order'),
  subscriptions: list('subscription'),
  appointments: list('appointment'),
  /** Staff: support agents work chats too, and read the ones assigned to them (docs/admin.md#assigned-work). */
  chatConversations: list('chat', staffProcedure),
  /** The navigation's badge: the caller's open assigned work per kind it may open (docs/admin.md#assigned-work). */
  myWork: staffProcedure.query(({ ctx }) => workQueues.myWork(ctx, ctx.user)),
  record: adminProcedure.input(recordRef).query(({ ctx, input }) => workQueues.recordDetail(ctx, input.kind, input.id)),
  changeStatus: adminProcedure.input(changeStatusInput).mutation(({ ctx, input }) => workQueues.changeStatus(ctx, ctx.user, input)),
  /** An admin takes a closed record back to an open status, with a reason; audited, nobody mailed (docs/admin.md#closing-and-reopening). */
  reopen: adminProcedure.input(reopenInput).mutation(({ ctx, input }) => workQueues.reopenRecord(ctx, ctx.user, input)),
  addNote: adminProcedure.input(noteInput).mutation(({ ctx, input }) => workQueues.addNote(ctx, ctx.user, input)),
  assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => workQueues.assign(ctx, ctx.user, input)),
  /** Put an intake or an appointment in its client's portal, or take it out (docs/portal.md#the-rules). */
  attachToClient: adminProcedure.input(attachClientInput).mutation(({ ctx, input }) => workQueues.attachToClient(ctx, ctx.user, input)),
  revealSsn: adminProcedure.input(revealSsnInput).mutation(({ ctx, input }) => payments.revealSsn(ctx, ctx.user, input.id)),
  availabilityBlocks: availabilityBlocksRouter,
  followUps: followUpsRouter,
  /** One client across records (docs/admin.md#one-client). */
  clients: clientsRouter,
});
