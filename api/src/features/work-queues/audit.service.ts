import type { ContactCard, ContactChange } from '@elite/contracts/schemas/clients';
import type { AuditKind, HistoryAction, HistoryEntry, WorkKind } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from './audit-entry.entity.ts';
import { ports } from './registry.ts';

/** Who made a change: a staff member, or (id null) the payment provider, the client's own link, the system. */
export interface Actor {
  id: string | null;
  name: string;
}

/** Stripe's events (a payment, a refund, a failed renewal, a cancellation). */
export const STRIPE: Actor = { id: null, name: 'Stripe' };
/** The simulated provider's confirmation of a test card. */
export const SIMULATED_PAYMENTS: Actor = { id: null, name: 'Simulated payments' };
/** The client, through the cancel link of their confirmation e-mail. */
export const CLIENT_LINK: Actor = { id: null, name: 'Client (cancel link)' };
/** The client, through the reschedule link of their latest mail about the appointment. */
export const CLIENT_RESCHEDULE_LINK: Actor = { id: null, name: 'Client (reschedule link)' };

export interface AuditInput {
  kind: AuditKind;
  recordId: string;
  action: HistoryAction;
  actor: Actor;
  from?: string | null;
  to?: string | null;
  /** A status change's reason or a note's text. */
  text?: string | null;
}

/**
 * Writes one history line (docs/admin.md#work-queues). Pass the em of the transaction that makes the change: the
 * line is there exactly when the change is.
 */
export async function recordAudit(em: EntityManager, entry: AuditInput): Promise<string> {
  const id = crypto.randomUUID();
  await em.insert(AuditEntry, {
    id,
    kind: entry.kind,
    recordId: entry.recordId,
    action: entry.action,
    actorId: entry.actor.id,
    actorName: entry.actor.name.slice(0, 200),
    fromValue: entry.from ?? null,
    toValue: entry.to ?? null,
    text: entry.text ?? null,
  });
  return id;
}

/**
 * The version of an appointment's calendar invitation: the booking was 0, and each status change or staff
 * reschedule since (each mailed or not) is one more, so every later mail replaces the event in the client's calendar.
 */
export function inviteSequence(em: EntityManager, recordId: string): Promise<number> {
  return em.count(AuditEntry, { kind: 'appointment', recordId, action: { $in: ['status_changed', 'rescheduled', 'reopened'] } });
}

/**
 * Whether the record moved into `status` more than once (the move just written included): its client was mailed
 * about the first, and a record reopened and closed again does not mail them twice (docs/admin.md#closing-and-reopening).
 */
export async function movedIntoBefore(em: EntityManager, kind: WorkKind, recordId: string, status: string): Promise<boolean> {
  return (await em.count(AuditEntry, { kind, recordId, action: 'status_changed', toValue: status })) > 1;
}

/** The status a record had before its last move into `status` (its history's word), or null. */
export async function statusBefore(em: EntityManager, kind: WorkKind, recordId: string, status: string): Promise<string | null> {
  const last = await em.findOne(
    AuditEntry,
    { kind, recordId, action: 'status_changed', toValue: status },
    { fields: ['fromValue'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return last?.fromValue ?? null;
}

/** Lines whose from and to are account ids: an assignment, and a record put in or taken out of a client's portal. */
const NAMES_ACCOUNTS: readonly HistoryAction[] = ['assigned', 'unassigned', 'client_attached', 'client_detached'];

/** A record's history, newest first, with the names of the accounts it went from and to. */
export async function historyOf(em: EntityManager, kind: WorkKind, recordId: string, only?: { id: string }): Promise<HistoryEntry[]> {
  const rows = await em.find(AuditEntry, { kind, recordId, ...(only ? { id: only.id } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
  const assignments = rows.filter((r) => NAMES_ACCOUNTS.includes(r.action));
  const names = await ports().accounts.names(
    em,
    assignments.flatMap((r) => [r.fromValue, r.toValue]),
  );
  return rows.map((r) => {
    const isAssignment = NAMES_ACCOUNTS.includes(r.action);
    return {
      id: r.id,
      at: r.createdAt.toISOString(),
      action: r.action,
      actor: r.actorId ? { id: r.actorId, name: r.actorName } : null,
      actorName: r.actorName,
      from: r.fromValue ?? null,
      to: r.toValue ?? null,
      fromName: isAssignment && r.fromValue ? (names.get(r.fromValue) ?? null) : null,
      toName: isAssignment && r.toValue ? (names.get(r.toValue) ?? null) : null,
      reason: r.action === 'status_changed' || r.action === 'reopened' ? (r.text ?? null) : null,
      note: r.action === 'note_added' || r.action === 'follow_up_set' ? (r.text ?? null) : null,
    };
  });
}

/**
 * Writes a client's change of their portal contact card to their account's history, the card before and after as
 * JSON (docs/admin.md#one-client). Pass the em of the transaction that changes it.
 */
export async function recordContactChange(em: EntityManager, account: Actor & { id: string }, from: ContactCard, to: ContactCard): Promise<void> {
  await recordAudit(em, {
    kind: 'client-account',
    recordId: account.id,
    action: 'contact_changed',
    actor: account,
    from: JSON.stringify(from),
    to: JSON.stringify(to),
  });
}

/** A portal account's contact changes, newest first (docs/admin.md#one-client). */
export async function contactChangesOf(em: EntityManager, accountId: string, limit: number): Promise<ContactChange[]> {
  const rows = await em.find(
    AuditEntry,
    { kind: 'client-account', recordId: accountId, action: 'contact_changed' },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return rows.map((r) => ({
    at: r.createdAt.toISOString(),
    from: JSON.parse(r.fromValue ?? '{}') as ContactCard,
    to: JSON.parse(r.toValue ?? '{}') as ContactCard,
  }));
}
