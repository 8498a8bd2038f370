import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMode, PaymentStatus } from '@elite/contracts/schemas/payments';
import type { Config } from '../../config.ts';
import { SimulatedProvider } from './simulated-provider.ts';
import { StripeProvider } from './stripe-provider.ts';

/**
 * The payment provider port. Services speak only this; the Stripe adapter talks to Stripe,
 * the simulated adapter keeps its intents in PostgreSQL (docs/decisions/0008-payments-simulated-and-recorded-by-the-server.md, decision 0008).
 */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreatedPayment {
  paymentIntentId: string;
  clientSecret: string;
  /** Monthly plans only: the provider's subscription. */
  subscriptionId?: string;
}

export interface OneOffPaymentRequest {
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** The same key twice gives the same intent (a retried request never creates a second charge). */
  idempotencyKey: string;
  receiptEmail?: string;
}

export interface SubscriptionRequest extends OneOffPaymentRequest {
  planId: string;
  planName: string;
  email: string;
  name: string;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  createPayment(em: EntityManager, request: OneOffPaymentRequest): Promise<CreatedPayment>;
  /** A monthly subscription whose first invoice is paid through the returned intent. */
  createSubscription(em: EntityManager, request: SubscriptionRequest): Promise<CreatedPayment>;
  /** The payment as the provider sees it, or null when the provider does not know the id. */
  retrievePayment(em: EntityManager, paymentIntentId: string): Promise<ProviderPayment | null>;
  /**
   * Stops a payment that was not made (the visitor changed the order): a one-off intent is cancelled, a
   * subscription with its first invoice cancelled. Answers what the payment is afterwards: 'canceled', or
   * 'succeeded' when it had already gone through (then the old order must be fulfilled, not dropped).
   */
  cancelPayment(em: EntityManager, payment: { paymentIntentId: string; subscriptionId: string | null }): Promise<'canceled' | 'succeeded'>;
  /**
   * Refunds a payment in full (staff cancelling a paid formation, docs/admin.md#cancelling-a-paid-formation): the same
   * key twice is one refund. `succeeded` when the money is on its way back now, `pending` when the provider reports
   * it later (Stripe's charge.refunded), `refused` with the provider's sentence.
   */
  refundPayment(em: EntityManager, request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Ends a subscription at once, so it is never charged again (its first payment was refunded,
   * docs/admin.md#refunds-and-formations). One already ended is not an error.
   */
  endSubscription(subscriptionId: string): Promise<void>;
}

export interface RefundRequest {
  paymentIntentId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type RefundOutcome = { status: 'succeeded' | 'pending' } | { status: 'refused'; message: string };

const providers = new WeakMap<Config, PaymentProvider>();

/** Stripe when its keys are configured (config.ts requires all three together), the simulated provider otherwise. */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.STRIPE_SECRET_KEY ? new StripeProvider(config.STRIPE_SECRET_KEY) : new SimulatedProvider();
    providers.set(config, provider);
  }
  return provider;
}

export function stripeConfigured(config: Config): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET);
}
