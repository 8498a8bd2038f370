import { payableOrderStatuses } from '@elite/contracts/schemas/payments';
import type { SubscriptionStatus } from '@elite/contracts/schemas/queue-fields';
import { LockMode, type QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../../http/app-env.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { recordAudit, STRIPE } from '../work-queues/audit.service.ts';
import { CustomerOrder, Subscription, WebhookEvent } from './order.entity.ts';
import { fulfilLockedOrder, lockOrderFor, recordDecline } from './orders.service.ts';
import { paymentProvider } from './payment-provider.ts';
import { recordRefund } from './refunds.service.ts';
import { StripeProvider } from './stripe-provider.ts';

/**
 * POST /api/stripe/webhook: the provider's word is the source of truth (docs/payments.md, "Fulfilment"). The raw
 * body is verified against STRIPE_WEBHOOK_SECRET. The event's id and its effect are one transaction: a crash in
 * between leaves neither, so Stripe's retry does the work; a replayed event finds its id and changes nothing.
 * An unexpected failure answers 500, which Stripe retries; events we do not handle answer 200 and are logged.
 */
export async function stripeWebhook(c: Context<AppEnv>) {
  const ctx = c.get('ctx');
  const provider = paymentProvider(ctx.config);
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!(provider instanceof StripeProvider) || !secret) return c.json({ error: 'Stripe is not configured on this site.' }, 404);
  const signature = c.req.header('stripe-signature');
  if (!signature) return c.json({ error: 'Missing Stripe-Signature header.' }, 400);
  const body = await c.req.text();
  let event: Stripe.Event;
  try {
    event = provider.stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    ctx.log.warn('stripe webhook with a bad signature');
    return c.json({ error: 'Invalid signature.' }, 400);
  }
  const outcome = await ctx.em.fork().transactional(async (em) => {
    // A second delivery of the same event waits here for the first to commit, then finds its id.
    const fresh = await em.createQueryBuilder(WebhookEvent).insert({ id: event.id, type: event.type }).onConflict('id').ignore().execute<QueryResult>('run');
    if (fresh.affectedRows === 0) return 'duplicate';
    return handle(ctx, em, event);
  });
  ctx.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  if (outcome === 'order refunded') ctx.notifyOutbox();
  return c.json({ received: true, outcome });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe's word on a subscription, each change a line of its history (the actor: Stripe). */
async function moveSubscriptions(em: EntityManager, providerSubscriptionId: string, from: SubscriptionStatus[], to: SubscriptionStatus): Promise<void> {
  const found = await em.find(Subscription, { providerSubscriptionId, status: { $in: from } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  for (const subscription of found) {
    await recordAudit(em, { kind: 'subscription', recordId: subscription.id, action: 'status_changed', actor: STRIPE, from: subscription.status, to });
    subscription.status = to;
  }
}

async function handle(ctx: RequestContext, em: EntityManager, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      const order = await lockOrderFor(em, { orderId: pi.metadata?.orderId, paymentIntentId: pi.id });
      // A subscription's first payment carries no order id; invoice.paid names its subscription instead.
      if (!order) return 'no order for this payment';
      return fulfilLockedOrder(ctx, em, order, { paymentIntentId: pi.id, amountCents: pi.amount, currency: pi.currency });
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (invoice.billing_reason !== 'subscription_create') {
        // A renewal: the subscription is current again.
        if (subscriptionId) await moveSubscriptions(em, subscriptionId, ['past_due', 'cancelled'], 'active');
        return 'renewal';
      }
      const order = await lockOrderFor(em, { orderId: details?.metadata?.orderId, subscriptionId });
      if (!order) return 'no order for this subscription';
      const paymentIntentId = idOf(invoice.payments?.data[0]?.payment.payment_intent) ?? order.paymentIntentId ?? null;
      return fulfilLockedOrder(ctx, em, order, { paymentIntentId, amountCents: invoice.amount_paid, currency: invoice.currency, subscriptionId });
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      // The visitor can still pay the order with another card: it shows "Payment failed", with the reason.
      await recordDecline(em, pi.id, pi.last_payment_error?.message ?? 'The payment failed.');
      return 'decline recorded';
    }
    case 'payment_intent.canceled': {
      const pi = event.data.object;
      await em.nativeUpdate(
        CustomerOrder,
        { paymentIntentId: pi.id, status: { $in: [...payableOrderStatuses] } },
        { status: 'failed', lastPaymentError: 'The payment was cancelled by the payment provider.' },
      );
      return 'order failed';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId || !charge.refunded) return 'partial refund';
      const order = await em.findOne(CustomerOrder, { paymentIntentId, status: { $in: ['paid', 'fulfilled'] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) return 'no paid order for this refund';
      // The refund cancels the formation it paid for; the client hears of both in one mail, as when staff record a
      // simulated refund (docs/admin.md#refunds-and-formations).
      const mail = await recordRefund(ctx, em, order, { actor: STRIPE, reason: null });
      await enqueueMail(em, [{ ...mail, replyTo: ctx.config.TEAM_EMAIL }]);
      return 'order refunded';
    }
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (subscriptionId) await moveSubscriptions(em, subscriptionId, ['active'], 'past_due');
      return 'subscription past due';
    }
    case 'customer.subscription.deleted': {
      await moveSubscriptions(em, event.data.object.id, ['active', 'past_due'], 'cancelled');
      return 'subscription canceled';
    }
    default:
      return 'not handled';
  }
}
