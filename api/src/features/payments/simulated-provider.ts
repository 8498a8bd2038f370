import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SIMULATED_CARD_DECLINED,
  SIMULATED_CARD_SUCCEEDS,
  SIMULATED_DECLINE_MESSAGE,
  type PaymentStatus,
  type SimulatedConfirmAnswer,
} from '@elite/contracts/schemas/payments';
import { dbTime } from '../../db/db-time.ts';
import type { CreatedPayment, OneOffPaymentRequest, PaymentProvider, ProviderPayment, RefundOutcome, SubscriptionRequest } from './payment-provider.ts';
import { SimulatedPaymentIntent } from './simulated-payment-intent.entity.ts';

/** The columns the provider reads of an intent (a query builder's rows leave bigint as PostgreSQL's text). */
type Intent = { id: string; clientSecret: string; amountCents: string; currency: string; status: PaymentStatus; metadata: Record<string, string> };
const INTENT_FIELDS = ['id', 'clientSecret', 'amountCents', 'currency', 'status', 'metadata'] as const;

const CANCELED_MESSAGE = 'This payment was replaced by a newer order. Please reload the page.';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Payments without a provider (the embedded default and CI): intents live in PostgreSQL, the
 * browser's test card form is confirmed by POST /api/payments/simulated/confirm. No card data is
 * stored: only the outcome.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly mode = 'simulated' as const;

  async createPayment(em: EntityManager, request: OneOffPaymentRequest): Promise<CreatedPayment> {
    const id = token('pi_sim');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    // raw SQL: one statement that creates the intent or, on a repeated idempotency key, returns the existing one
    // (the ORM's upsert would answer the new id and secret, not the stored ones).
    const rows = await em.getConnection().execute<{ id: string; client_secret: string }[]>(
      `insert into simulated_payment_intent (id, client_secret, amount_cents, description, metadata, idempotency_key)
       values (?, ?, ?, ?, ?::jsonb, ?)
       on conflict (idempotency_key) do update set updated_at = now()
       returning id, client_secret`,
      [id, clientSecret, request.amountCents, request.description, JSON.stringify(request.metadata), request.idempotencyKey],
    );
    return { paymentIntentId: rows[0]!.id, clientSecret: rows[0]!.client_secret };
  }

  async createSubscription(em: EntityManager, request: SubscriptionRequest): Promise<CreatedPayment> {
    const payment = await this.createPayment(em, request);
    return { ...payment, subscriptionId: `sub_sim_${payment.paymentIntentId.slice('pi_sim_'.length)}` };
  }

  async retrievePayment(em: EntityManager, paymentIntentId: string): Promise<ProviderPayment | null> {
    const row = await em
      .createQueryBuilder(SimulatedPaymentIntent)
      .select([...INTENT_FIELDS])
      .where({ id: paymentIntentId })
      .execute<Intent | undefined>('get');
    return row ? { id: row.id, status: row.status, amountCents: Number(row.amountCents), currency: row.currency, metadata: row.metadata } : null;
  }

  async cancelPayment(em: EntityManager, payment: { paymentIntentId: string }): Promise<'canceled' | 'succeeded'> {
    const canceled = await em.nativeUpdate(
      SimulatedPaymentIntent,
      { id: payment.paymentIntentId, status: { $ne: 'succeeded' } },
      { status: 'canceled', updatedAt: dbTime.now() },
    );
    return canceled > 0 ? 'canceled' : 'succeeded';
  }

  /** No money moved: the refund is done as soon as it is asked for. */
  refundPayment(): Promise<RefundOutcome> {
    return Promise.resolve({ status: 'succeeded' });
  }

  /**
   * The test card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, an expired
   * date is refused, any other number is declined with a hint. Confirming a succeeded intent again
   * answers its success. Null when the client secret is unknown. Runs in the caller's transaction (`em` is its
   * transactional entity manager), so the success and the order's fulfilment commit together.
   */
  /** A simulated subscription charges nothing after its first payment: there is nothing to stop. */
  endSubscription(): Promise<void> {
    return Promise.resolve();
  }

  async confirm(
    em: EntityManager,
    input: { clientSecret: string; cardNumber: string; expiry: string },
    now = new Date(),
  ): Promise<SimulatedConfirmAnswer | null> {
    const intent = await em
      .createQueryBuilder(SimulatedPaymentIntent)
      .select([...INTENT_FIELDS])
      .where({ clientSecret: input.clientSecret })
      .execute<Intent | undefined>('get');
    if (!intent) return null;
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id, error: null };
    if (intent.status === 'canceled') return { status: 'canceled', paymentIntentId: intent.id, error: { message: CANCELED_MESSAGE } };
    const error = declineReason(input.cardNumber, input.expiry, now);
    // Only a payment still open changes: one cancelled meanwhile (the order changed) stays cancelled.
    const status = error ? 'requires_payment_method' : 'succeeded';
    const updated = await em.nativeUpdate(
      SimulatedPaymentIntent,
      { id: intent.id, status: { $nin: ['succeeded', 'canceled'] } },
      { status, lastError: error, updatedAt: dbTime.now() },
    );
    if (updated === 0) return (await this.confirm(em, input, now))!;
    return { status, paymentIntentId: intent.id, error: error ? { message: error } : null };
  }
}

function declineReason(cardNumber: string, expiry: string, now: Date): string | null {
  const [month, year] = expiry.split('/').map((p) => Number(p.trim()));
  const lastDay = new Date(Date.UTC(2000 + year!, month, 0, 23, 59, 59));
  if (lastDay < now) return 'Your card has expired.';
  if (cardNumber === SIMULATED_CARD_SUCCEEDS) return null;
  if (cardNumber === SIMULATED_CARD_DECLINED) return SIMULATED_DECLINE_MESSAGE;
  return `${SIMULATED_DECLINE_MESSAGE} In test mode use 4242 4242 4242 4242.`;
}
