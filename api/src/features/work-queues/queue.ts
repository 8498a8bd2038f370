import type { MoveContext } from '@elite/contracts/rules/work-status';
import type { StaffRef } from '@elite/contracts/schemas/queue-fields';
import type { RelatedRecord, WorkDateField, WorkKind, WorkQuery, WorkRecord, WorkRow, WorkSort, WorkStatus } from '@elite/contracts/schemas/work-queues';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../trpc/context.ts';
import type { Actor } from './audit.service.ts';

/**
 * What a feature tells the work queues about one record kind (docs/decisions/0032-work-queues-and-audit.md). Each
 * feature writes its own in `<feature>.queue.ts`, beside its entity and service, and api/src/features/queues.ts
 * registers them all (registry.ts); the work-queues service runs them all the same way: the list's filters, search, sort and pages, the CSV export, the detail, status changes under a
 * row lock with their audit entry and mail, notes and assignment.
 */

/** A condition written as SQL on the list's table (alias `e`), with its values. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * A status change's mail to the client, before the engine gives it the team's Reply-To and hands it to the outbox
 * (docs/architecture.md#adding-a-record-kind-to-the-admin): what the engine reads of it. A feature's mail may carry
 * more (an invitation's attachment); the outbox receives it whole.
 */
export interface QueueMail {
  to: string;
  subject: string;
  text: string;
}

/** Names of accounts by id: the assignee of each row, and the portal client of an intake or an appointment. */
export type StaffNames = (id: string | null | undefined) => StaffRef | null;

export interface QueueRecord {
  id: string;
  createdAt: Date;
  assignedTo?: string | null;
  /** Intakes and appointments: the client whose portal shows it (docs/portal.md#the-rules). */
  clientUserId?: string | null;
}

interface StatusWorkflow<K extends WorkKind, E> {
  read(record: E): WorkStatus<K>;
  /** What the move also depends on: whether an appointment is past, an order's payment provider. */
  context?(record: E, em: EntityManager): MoveContext | Promise<MoveContext>;
  /** Sets the new status on the locked record and what goes with it (the change is flushed with the audit entry). */
  apply(record: E, to: WorkStatus<K>): void;
  /**
   * The client's mail for a change that matters to them (its Reply-To is the team's address), or null. `em` is the
   * change's transaction, its audit entry already written (an appointment's invitation counts its versions there).
   */
  mail?(ctx: RequestContext, em: EntityManager, record: E, from: WorkStatus<K>, to: WorkStatus<K>): QueueMail | null | Promise<QueueMail | null>;
  /**
   * Where a move changes more than the record (a refund cancels the order's formations; a paid formation's
   * cancellation may refund its order): those changes, each with its history line, in the move's transaction, and
   * the client's one mail about all of it (null: none). Replaces `mail` where given.
   */
  effects?(ctx: RequestContext, em: EntityManager, record: E, move: StatusMove<K>): Promise<QueueMail | null>;
}

/** A staff move as the workflow's `effects` see it. */
export interface StatusMove<K extends WorkKind> {
  from: WorkStatus<K>;
  to: WorkStatus<K>;
  actor: Actor;
  reason: string | null;
  /** Cancelling a formation whose order is paid: whether the order is refunded with it. */
  refund?: boolean;
  /** The client was already mailed about a move into `to` (a record reopened and closed again): no second mail for that. */
  told: boolean;
}

export interface WorkQueue<K extends WorkKind, E extends QueueRecord> {
  kind: K;
  entity: EntityName<E>;
  /** The entity properties each sort column orders by (then the id, in the same direction). */
  sorts: Record<WorkSort<K>, string[]>;
  /**
   * The order when no sort is chosen, when it is not the first sort column newest first (appointments: upcoming
   * soonest first, then past most recent first). Entity properties (formulas included) with their directions.
   */
  defaultOrder?: Record<string, 'asc' | 'desc' | 'asc nulls last'>[];
  /** Sort properties that may be null: they sort last either way. */
  nullable?: string[];
  /** The entity property of each date field `from`/`to` filter. */
  dates: Record<WorkDateField<K>, string>;
  /** The SQL column holding the client's e-mail (its lower() index finds the client's other records). */
  emailColumn: string;
  /** The client's e-mail of a record. */
  email(record: E): string;
  /** Records of the order with this number (`EBA-10042`), for kinds an order made. */
  reference?(orderNumber: number): SqlCondition;
  /** The status filter, when the status is not a column (chat conversations). */
  statusFilter?(statuses: WorkStatus<K>[]): SqlCondition;
  /** Filters only this kind has (a lead's type). */
  filters?(query: WorkQuery<K>): SqlCondition[];
  /** The list's rows, in order, with what they need from elsewhere (order references, whether a report went out). */
  rows(em: EntityManager, records: E[], staff: StaffNames): Promise<WorkRow<K>[]>;
  /** Every field, for the detail (the SSN masked). */
  record(em: EntityManager, record: E, staff: StaffNames): Promise<WorkRecord<K>>;
  /** How the record is listed among another record's related records (and on its client's timeline). */
  related(record: E): Omit<RelatedRecord, 'kind' | 'id' | 'createdAt'>;
  /** The person as this record names them: the client page's names and phones (docs/admin.md#one-client). */
  person(record: E): { name: string; phone: string | null };
  /** Chat conversations have none. */
  workflow?: StatusWorkflow<K, E>;
  /** After staff gave the record to someone (or to nobody), once the change is committed: a chat shows it on every desk. */
  assigned?(em: EntityManager, id: string): Promise<void>;
}
