import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { recordAudit, type Actor } from '../work-queues/audit.service.ts';
import type { StatusMail } from '../outbox/outbox.service.ts';
import type { StatusMove } from '../work-queues/queue.ts';
import {
  businessFormationLabel,
  entityFormationLabel,
  formationCancelledMail,
  planName,
  refundMail,
  type CancelledPayment,
  type EndedByRefund,
  type FormationLabel,
} from './client-mails.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference, Subscription, type CustomerOrderEntity } from './order.entity.ts';
import { paymentProvider } from './payment-provider.ts';

/**
 * Records that stay consistent with their order's money (docs/admin.md#refunds-and-formations): a refunded order
 * cancels the formation it paid for, in the same transaction, whoever records the refund; and staff cancelling a paid
 * formation say whether its order is refunded with it.
 */

const OPEN = ['received', 'in_progress', 'filed'] as const;

/**
 * Ends what a refunded order paid for (docs/admin.md#refunds-and-formations): its open formations (not `exceptId`, the
 * one being cancelled by the move that refunds) and the subscription it started, each with its history line naming
 * why. A subscription is also ended at the provider, so the client is never charged again for what was refunded.
 */
export async function endWhatARefundPaidFor(
  ctx: RequestContext,
  em: EntityManager,
  order: CustomerOrderEntity,
  actor: Actor,
  exceptId?: string,
): Promise<EndedByRefund> {
  const where = { orderId: order.id, status: { $in: [...OPEN] }, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  const options = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
  const [entity, business, subscription] = await Promise.all([
    em.find(EntityFormation, where, options),
    em.find(BusinessFormation, where, options),
    em.findOne(Subscription, { orderId: order.id, status: { $in: ['active', 'past_due'] } }, options),
  ]);
  const text = `Cancelled because its order ${orderReference(order)} was refunded.`;
  const cancelled = [
    ...entity.map((f) => ({ kind: 'entity-formation' as const, f, label: entityFormationLabel(f) })),
    ...business.map((f) => ({ kind: 'business-formation' as const, f, label: businessFormationLabel(f) })),
  ];
  for (const { kind, f } of cancelled) {
    await recordAudit(em, { kind, recordId: f.id, action: 'status_changed', actor, from: f.status, to: 'cancelled', text });
    f.status = 'cancelled';
  }
  if (subscription) {
    const provider = paymentProvider(ctx.config);
    // Only the provider that took the payment runs the subscription (a simulated one charges nothing more).
    if (subscription.providerSubscriptionId && provider.mode === order.provider) await provider.endSubscription(subscription.providerSubscriptionId);
    await recordAudit(em, {
      kind: 'subscription',
      recordId: subscription.id,
      action: 'status_changed',
      actor,
      from: subscription.status,
      to: 'cancelled',
      text,
    });
    subscription.status = 'cancelled';
  }
  return { formations: cancelled.map((c) => c.label), subscription: subscription ? planName(subscription) : null };
}

/**
 * A locked paid or fulfilled order becomes refunded (with its history line) and cancels its formations; answers the
 * client's one mail about both. Stripe's charge.refunded and a refund made with a formation's cancellation use it.
 */
export async function recordRefund(
  ctx: RequestContext,
  em: EntityManager,
  order: CustomerOrderEntity,
  change: { actor: Actor; reason: string | null; cancelling?: { id: string; label: FormationLabel } },
): Promise<StatusMail> {
  await recordAudit(em, {
    kind: 'order',
    recordId: order.id,
    action: 'status_changed',
    actor: change.actor,
    from: order.status,
    to: 'refunded',
    text: change.reason,
  });
  order.status = 'refunded';
  order.refundedAt = new Date();
  const ended = await endWhatARefundPaidFor(ctx, em, order, change.actor, change.cancelling?.id);
  return refundMail(ctx, order, { ...ended, formations: [...(change.cancelling ? [change.cancelling.label] : []), ...ended.formations] });
}

const isPaid = (order: CustomerOrderEntity | null) => order?.status === 'paid' || order?.status === 'fulfilled';

/**
 * The effects of staff cancelling a formation (docs/admin.md#cancelling-a-paid-formation). With a paid order the
 * move must say whether to refund it: `refund: true` refunds it through the provider in this transaction (the
 * simulated provider at once; Stripe's refund is created now and, when Stripe answers `succeeded`, the order is
 * refunded now too, else when its charge.refunded arrives); `false` keeps the payment. The client gets one mail.
 */
export async function cancelFormationEffects(
  ctx: RequestContext,
  em: EntityManager,
  formation: { id: string; email: string; orderId?: string | null; label: FormationLabel },
  move: StatusMove<'business-formation' | 'entity-formation'>,
): Promise<StatusMail | null> {
  const order = formation.orderId ? await em.findOne(CustomerOrder, { id: formation.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  const reference = order ? orderReference(order) : null;
  const paid = isPaid(order) ? order : null;
  if (paid && move.refund === undefined) {
    const ask = `Its order ${reference} is paid: say whether to refund it with the cancellation.`;
    throw new ServiceError(400, ask, undefined, { refund: [ask] });
  }
  if (!paid && move.refund) {
    throw new ServiceError(
      400,
      order ? `Its order ${reference} is not paid (${order.status}): there is no payment to refund.` : 'It has no order: there is no payment to refund.',
    );
  }
  let payment: CancelledPayment = { outcome: 'none' };
  if (paid) {
    payment = { outcome: 'kept', order: paid };
    if (move.refund) {
      const outcome = await paymentProvider(ctx.config).refundPayment(em, {
        paymentIntentId: paid.paymentIntentId ?? null,
        idempotencyKey: `refund:${paid.id}`,
        metadata: { orderId: paid.id, reference: orderReference(paid) },
      });
      if (outcome.status === 'refused') throw new ServiceError(409, `The refund was refused: ${outcome.message} Nothing was changed.`);
      if (outcome.status === 'succeeded') {
        const reason = `Refunded with the cancellation of its formation: ${move.reason ?? ''}`.trim();
        return recordRefund(ctx, em, paid, { actor: move.actor, reason, cancelling: { id: formation.id, label: formation.label } });
      }
      payment = { outcome: 'refund-pending', order: paid };
    }
  }
  // A formation reopened and cancelled again: the client knows, unless money moves now.
  if (move.told && payment.outcome !== 'refund-pending') return null;
  return formationCancelledMail(ctx, formation.email, reference, formation.label, payment);
}
