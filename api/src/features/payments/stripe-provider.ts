import type { PaymentStatus } from '@elite/contracts/schemas/payments';
import Stripe from 'stripe';
import type {
  CreatedPayment,
  OneOffPaymentRequest,
  PaymentProvider,
  ProviderPayment,
  RefundOutcome,
  RefundRequest,
  SubscriptionRequest,
} from './payment-provider.ts';

/**
 * Stripe: PaymentIntents for one-off payments; Customer + Subscription (first invoice's payment
 * intent) for monthly plans. Every create carries an idempotency key, so a retried request never
 * charges twice. Stripe's servers are unreachable here: the tests answer at the HTTP edge with msw.
 */
export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'elite-advisory' } });
  }

  async createPayment(_em: unknown, request: OneOffPaymentRequest): Promise<CreatedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'usd',
        description: request.description,
        metadata: request.metadata,
        automatic_payment_methods: { enabled: true },
        ...(request.receiptEmail ? { receipt_email: request.receiptEmail } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async createSubscription(_em: unknown, request: SubscriptionRequest): Promise<CreatedPayment> {
    const key = request.idempotencyKey;
    const product = await this.planProduct(request.planId, request.planName);
    const customer = await this.stripe.customers.create(
      { email: request.email, name: request.name, metadata: request.metadata },
      { idempotencyKey: `${key}:customer` },
    );
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price_data: { currency: 'usd', product, unit_amount: request.amountCents, recurring: { interval: 'month' } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: request.metadata,
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      },
      { idempotencyKey: `${key}:subscription` },
    );
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new Error(`Stripe subscription ${subscription.id} came without its first invoice`);
    const clientSecret = invoice.confirmation_secret?.client_secret;
    if (!clientSecret) throw new Error(`Stripe invoice ${invoice.id} has no confirmation secret`);
    const paid = invoice.payments?.data[0]?.payment.payment_intent;
    // A payment intent's client secret is "<intent id>_secret_<random>".
    const paymentIntentId = (typeof paid === 'string' ? paid : paid?.id) ?? clientSecret.split('_secret_')[0]!;
    return { paymentIntentId, clientSecret, subscriptionId: subscription.id };
  }

  async retrievePayment(_em: unknown, paymentIntentId: string): Promise<ProviderPayment | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
      return { id: intent.id, status: statusOf(intent.status), amountCents: intent.amount, currency: intent.currency, metadata: intent.metadata ?? {} };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw err;
    }
  }

  async cancelPayment(_em: unknown, payment: { paymentIntentId: string; subscriptionId: string | null }): Promise<'canceled' | 'succeeded'> {
    // Cancelling a subscription whose first invoice was paid would end what the client bought: look first.
    if ((await this.retrievePayment(undefined, payment.paymentIntentId))?.status === 'succeeded') return 'succeeded';
    try {
      if (payment.subscriptionId) await this.stripe.subscriptions.cancel(payment.subscriptionId);
      else await this.stripe.paymentIntents.cancel(payment.paymentIntentId);
      return 'canceled';
    } catch (err) {
      // Stripe refuses to cancel what already went through (or was cancelled): ask what it is now.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const now = await this.retrievePayment(undefined, payment.paymentIntentId);
      if (now?.status === 'succeeded') return 'succeeded';
      if (now?.status === 'canceled' || now === null) return 'canceled';
      throw err;
    }
  }

  async refundPayment(_em: unknown, request: RefundRequest): Promise<RefundOutcome> {
    if (!request.paymentIntentId) return { status: 'refused', message: 'The order has no Stripe payment to refund.' };
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'succeeded') return { status: 'succeeded' };
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'refused', message: `Stripe reports the refund ${refund.status}.` };
      // pending or requires_action: charge.refunded says when it is done.
      return { status: 'pending' };
    } catch (err) {
      // Already refunded, a payment Stripe does not know: Stripe's own sentence, for staff.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'refused', message: err.message };
      throw err;
    }
  }

  async endSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      // Already cancelled (Stripe's customer.subscription.deleted may be on its way) or unknown to Stripe: it is over.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw err;
    }
  }

  /** One product per plan, with a fixed id, created on first use. */
  private async planProduct(planId: string, planName: string): Promise<string> {
    const id = `elite_plan_${planId}`;
    try {
      await this.stripe.products.create({ id, name: `${planName} plan` }, { idempotencyKey: `product:${id}` });
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_already_exists')) throw err;
    }
    return id;
  }
}

function statusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  if (status === 'canceled') return 'canceled';
  return 'requires_payment_method';
}
