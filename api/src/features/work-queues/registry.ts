import type { FollowUp, StaffRef } from '@elite/contracts/schemas/queue-fields';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueueMail, QueueRecord, SqlCondition, WorkQueue } from './queue.ts';

/**
 * The work queues' registry (docs/architecture.md#adding-a-record-kind-to-the-admin): the engine in this folder
 * imports no feature. Each feature describes its kind in its `<feature>.queue.ts`, and one place,
 * api/src/features/queues.ts, gives the engine every kind's queue and the few things it needs from other features
 * (these ports) before the app or a worker runs. ESLint's `no-restricted-imports` on this folder keeps it so.
 */

/** Every kind's queue: the compiler asks for each kind of `workKinds`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feature's queue is typed with its own entity (MikroORM's entity types are invariant); queueOf() gives the engine its one view of them.
export type WorkQueues = { [K in WorkKind]: WorkQueue<K, any> };

/** What the engine asks of other features, by what it needs rather than by who answers. */
export interface WorkQueuePorts {
  accounts: {
    /** The names of accounts by id (assignees, portal clients, the history's from and to). */
    names(em: EntityManager, ids: Iterable<string | null | undefined>): Promise<Map<string, string>>;
    /** An enabled staff account (admin or support agent), the only ones records may be assigned to. */
    enabledStaff(em: EntityManager, id: string): Promise<StaffRef | null>;
    /** Where an enabled staff account reads its mail, or null. */
    staffMailbox(em: EntityManager, id: string): Promise<string | null>;
    /** The client account that has proved this e-mail, or null (docs/portal.md#the-rules). */
    confirmedClient(em: EntityManager, email: string): Promise<StaffRef | null>;
  };
  followUps: {
    /** The records of a kind whose follow-up is due (docs/admin.md#follow-ups), as SQL on the list's table `e`. */
    dueCondition(kind: WorkKind): SqlCondition;
    /** A record's follow-up, or null. */
    of(em: EntityManager, kind: WorkKind, recordId: string): Promise<FollowUp | null>;
  };
  /** Queues mails in the caller's transaction (the outbox): sent only if it commits. */
  enqueueMail(em: EntityManager, mails: (QueueMail & { replyTo?: string })[]): Promise<void>;
}

let registered: { queues: WorkQueues; ports: WorkQueuePorts } | null = null;

/** Called by api/src/features/queues.ts only; calling it again replaces the registration (the same objects). */
export function setWorkQueues(queues: WorkQueues, ports: WorkQueuePorts): void {
  registered = { queues, ports };
}

function registration() {
  if (!registered) throw new Error('The work queues are not registered: call registerWorkQueues() (api/src/features/queues.ts) first.');
  return registered;
}

/** The queue of a kind, typed for the engine (each feature's queue is typed with its own entity). */
export const queueOf = <K extends WorkKind>(kind: K) => registration().queues[kind] as unknown as WorkQueue<K, QueueRecord>;

/** What the engine asks of other features. */
export const ports = (): WorkQueuePorts => registration().ports;
