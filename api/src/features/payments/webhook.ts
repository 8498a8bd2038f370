import type { Context } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../../http/app-env.ts';
import { ServiceError } from '../../http/service-error.ts';
import { paymentProvider } from './payment-provider.ts';
import { completePayment, markPaymentFailed } from './payments.service.ts';
import { statusOf, StripeProvider } from './stripe-provider.ts';

/**
 * POST /api/stripe/webhook: the provider's word is the source of truth (DECISIONS 1). The raw
 * body is verified against STRIPE_WEBHOOK_SECRET; an event id already handled changes nothing;
 * events we do not handle answer 200 and are logged.
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
  const conn = ctx.em.getConnection();
  const fresh = await conn.execute<{ id: string }[]>('insert into webhook_event (id, type) values (?, ?) on conflict (id) do nothing returning id', [event.id, event.type]);
  if (fresh.length === 0) {
    ctx.log.info({ eventId: event.id, type: event.type }, 'stripe event already handled');
    return c.json({ received: true, duplicate: true });
  }
  try {
    await handle(c, event);
  } catch (err) {
    // Forget the event so Stripe's retry is handled, unless the failure is about the event's content.
    await conn.execute('delete from webhook_event where id = ?', [event.id]);
    if (err instanceof ServiceError && err.status !== 429) {
      ctx.log.warn({ eventId: event.id, type: event.type, reason: err.message }, 'stripe event refused');
      return c.json({ received: true, ignored: err.message });
    }
    throw err;
  }
  return c.json({ received: true });
}

async function handle(c: Context<AppEnv>, event: Stripe.Event): Promise<void> {
  const ctx = c.get('ctx');
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      const result = await completePayment(ctx, pi.id, { id: pi.id, status: statusOf(pi.status), amountCents: pi.amount, currency: pi.currency, metadata: pi.metadata ?? {} });
      ctx.log.info({ eventId: event.id, paymentIntentId: pi.id, recorded: result.recorded }, 'stripe payment succeeded');
      return;
    }
    case 'payment_intent.payment_failed': {
      await markPaymentFailed(ctx.em, event.data.object.id);
      ctx.log.info({ eventId: event.id, paymentIntentId: event.data.object.id }, 'stripe payment failed');
      return;
    }
    case 'customer.subscription.deleted': {
      await ctx.em.getConnection().execute(`update subscription set status = 'canceled' where provider_subscription_id = ?`, [event.data.object.id]);
      ctx.log.info({ eventId: event.id, subscriptionId: event.data.object.id }, 'stripe subscription canceled');
      return;
    }
    default:
      ctx.log.info({ eventId: event.id, type: event.type }, 'stripe event not handled');
  }
}
