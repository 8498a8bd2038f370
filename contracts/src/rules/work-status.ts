import type { PaymentMode } from '../schemas/payments.ts';
import type { FormationStatus, IntakeStatus, LeadStatus } from '../schemas/queue-fields.ts';
import { statusLabels, workLists, workStatuses, type WorkKind, type WorkStatus } from '../schemas/work-queues.ts';
import { allowedTransitions } from './appointment-status.ts';

/**
 * docs/admin.md#status-workflows: which status changes staff may make, per record kind. The server enforces this
 * rule under a row lock (admin.changeStatus); the admin shows only these moves. Moves the payment provider makes
 * (an order paid, failed or refunded by Stripe, a subscription past due or cancelled by Stripe) are not staff
 * moves: the payments code makes them when the provider reports them.
 */

/** What a move may depend on besides the current status. */
export interface MoveContext {
  /** Appointments: whether the start has passed, by the server's clock. */
  isPast?: boolean;
  /**
   * Orders and subscriptions: the provider that took the payment. Staff mark a refund or cancel a subscription
   * only for simulated payments; with Stripe, Stripe's own event makes the change (refund or cancel there).
   */
  provider?: PaymentMode;
  /** Formations: the status of the order that paid for it (a refunded order's formation stays closed). */
  orderStatus?: string | null;
}

const leadMoves: Record<LeadStatus, LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
};

const formationMoves: Record<FormationStatus, FormationStatus[]> = {
  received: ['in_progress', 'cancelled'],
  in_progress: ['filed', 'cancelled'],
  filed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const intakeMoves: Record<IntakeStatus, IntakeStatus[]> = { new: ['reviewed'], reviewed: [] };

/** The statuses staff may move a record of `kind` in `status` to, in the order the admin offers them. */
export function allowedMoves<K extends WorkKind>(kind: K, status: WorkStatus<K>, context: MoveContext = {}): WorkStatus<K>[] {
  return movesOf(kind, status, context) as WorkStatus<K>[];
}

function movesOf(kind: WorkKind, status: string, context: MoveContext): string[] {
  const simulated = context.provider === 'simulated';
  switch (kind) {
    case 'lead':
    case 'quiz-result':
      return leadMoves[status as LeadStatus] ?? [];
    case 'business-formation':
    case 'entity-formation':
      return formationMoves[status as FormationStatus] ?? [];
    case 'business-intake':
      return intakeMoves[status as IntakeStatus] ?? [];
    case 'order':
      if (status === 'paid') return simulated ? ['fulfilled', 'refunded'] : ['fulfilled'];
      if (status === 'fulfilled') return simulated ? ['refunded'] : [];
      return [];
    case 'subscription':
      return (status === 'active' || status === 'past_due') && simulated ? ['cancelled'] : [];
    case 'appointment':
      return allowedTransitions(status as WorkStatus<'appointment'>, context.isPast ?? false);
    case 'chat':
      return [];
  }
}

const said = (status: string) => (statusLabels[status as WorkStatus] ?? status).toLowerCase();
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * Null when staff may move the record from `from` to `to`; otherwise the sentence the refusal (400) carries, naming
 * the moves that are allowed: "A lead that is new cannot become won (allowed: contacted, lost)."
 */
export function moveRefusal<K extends WorkKind>(kind: K, from: WorkStatus<K>, to: WorkStatus<K>, context: MoveContext = {}): string | null {
  const allowed = movesOf(kind, from, context);
  if (allowed.includes(to)) return null;
  const past = kind === 'appointment' && context.isPast ? ' and past' : '';
  const sentence = `${capitalised(workLists[kind].noun)} that is ${said(from)}${past} cannot become ${said(to)}${allowed.length ? ` (allowed: ${allowed.map(said).join(', ')})` : ''}.`;
  return [sentence, ...hint(kind, from, to, context)].join(' ');
}

/** Why a move staff cannot make belongs to someone else, where that is the case. */
function hint(kind: WorkKind, from: string, to: string, context: MoveContext): string[] {
  if (kind === 'order') {
    if (to === 'refunded' && (from === 'paid' || from === 'fulfilled'))
      return ['Refund the payment in Stripe: the order becomes refunded when Stripe reports the refund.'];
    if (to === 'pending' || to === 'payment_failed' || to === 'paid' || to === 'failed' || to === 'canceled')
      return ['Only payments make an order pending, payment failed, paid, failed or replaced.'];
  }
  if (kind === 'subscription') {
    if (to === 'cancelled' && context.provider === 'stripe' && from !== 'cancelled')
      return ['Cancel the subscription in Stripe: it becomes cancelled when Stripe reports it.'];
    if (to === 'active' || to === 'past_due') return ['The payment provider makes a subscription active or past due.'];
  }
  if (kind === 'chat') return ["A chat conversation's status follows its messages."];
  return [];
}

// ---- Closing and reopening (docs/admin.md#closing-and-reopening) --------------------------------------------

/**
 * The statuses that close a record: no staff move leads on from them. A move into one needs a reason (the server
 * refuses it without one), and only an admin can take a record out of one again (reopen).
 */
export const closedStatuses: Record<WorkKind, readonly string[]> = {
  lead: ['won', 'lost'],
  'quiz-result': ['won', 'lost'],
  'business-formation': ['completed', 'cancelled'],
  'entity-formation': ['completed', 'cancelled'],
  'business-intake': ['reviewed'],
  order: ['refunded'],
  subscription: ['cancelled'],
  appointment: ['cancelled', 'completed', 'no_show'],
  chat: [],
};

/** Whether `status` closes a record of `kind`. */
export const isClosed = (kind: WorkKind, status: string): boolean => closedStatuses[kind].includes(status);

/** Where a reopened record goes when its history does not say which open status it had before it was closed. */
const reopenDefaults: Record<Exclude<WorkKind, 'chat' | 'order'>, string> = {
  lead: 'contacted',
  'quiz-result': 'contacted',
  'business-formation': 'in_progress',
  'entity-formation': 'in_progress',
  'business-intake': 'new',
  subscription: 'active',
  appointment: 'scheduled',
};

/** The open statuses a record may be reopened into (an order's own statuses belong to payments). */
const reopenable = (kind: WorkKind, status: string) =>
  kind !== 'chat' && kind !== 'order' && (workStatuses[kind] as readonly string[]).includes(status) && !isClosed(kind, status);

/**
 * The status a closed record goes back to: the one it had before it was closed (`before`, from its history), or
 * the kind's default when the history does not say.
 */
export function reopenTarget(kind: Exclude<WorkKind, 'chat' | 'order'>, before: string | null): string {
  return before && reopenable(kind, before) ? before : reopenDefaults[kind];
}

/** Null when an admin may reopen the record; otherwise the refusal's sentence (400). */
export function reopenRefusal(kind: WorkKind, status: string, context: MoveContext = {}): string | null {
  if (kind === 'chat') return "A chat conversation's status follows its messages.";
  if (!isClosed(kind, status)) return `${capitalised(workLists[kind].noun)} that is ${said(status)} is open: there is nothing to reopen.`;
  if (kind === 'order') return 'A refunded order cannot be reopened: the money went back to the client. Start a new order instead.';
  if ((kind === 'business-formation' || kind === 'entity-formation') && context.orderStatus === 'refunded')
    return 'Its order was refunded, so this formation cannot be reopened: the money went back to the client. Start a new order instead.';
  if (kind === 'subscription' && context.provider === 'stripe') return 'Stripe cannot resume a cancelled subscription: the client needs a new one.';
  return null;
}
