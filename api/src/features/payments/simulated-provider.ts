import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SIMULATED_CARD_DECLINED,
  SIMULATED_CARD_SUCCEEDS,
  SIMULATED_DECLINE_MESSAGE,
  type PaymentStatus,
  type SimulatedConfirmAnswer,
} from '@elite/contracts/schemas/payments';
import type { CreatedPayment, OneOffPaymentRequest, PaymentProvider, ProviderPayment, SubscriptionRequest } from './payment-provider.ts';

type IntentRow = { id: string; client_secret: string; amount_cents: string; currency: string; status: PaymentStatus; metadata: Record<string, string> };

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
    const rows = await em.getConnection().execute<IntentRow[]>(
      `insert into simulated_payment_intent (id, client_secret, amount_cents, description, metadata, idempotency_key)
       values (?, ?, ?, ?, ?::jsonb, ?)
       on conflict (idempotency_key) do update set updated_at = now()
       returning *`,
      [id, clientSecret, request.amountCents, request.description, JSON.stringify(request.metadata), request.idempotencyKey],
    );
    return { paymentIntentId: rows[0]!.id, clientSecret: rows[0]!.client_secret };
  }

  async createSubscription(em: EntityManager, request: SubscriptionRequest): Promise<CreatedPayment> {
    const payment = await this.createPayment(em, request);
    return { ...payment, subscriptionId: `sub_sim_${payment.paymentIntentId.slice('pi_sim_'.length)}` };
  }

  async retrievePayment(em: EntityManager, paymentIntentId: string): Promise<ProviderPayment | null> {
    const rows = await em.getConnection().execute<IntentRow[]>('select * from simulated_payment_intent where id = ?', [paymentIntentId]);
    const row = rows[0];
    return row ? { id: row.id, status: row.status, amountCents: Number(row.amount_cents), currency: row.currency, metadata: row.metadata } : null;
  }

  async cancelPayment(em: EntityManager, payment: { paymentIntentId: string }): Promise<'canceled' | 'succeeded'> {
    const rows = await em
      .getConnection()
      .execute<IntentRow[]>(`update simulated_payment_intent set status = 'canceled', updated_at = now() where id = ? and status <> 'succeeded' returning status`, [payment.paymentIntentId]);
    return rows.length > 0 ? 'canceled' : 'succeeded';
  }

  /**
   * The test card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, an expired
   * date is refused, any other number is declined with a hint. Confirming a succeeded intent again
   * answers its success. Null when the client secret is unknown. Runs in the caller's transaction (em.execute), so
   * the success and the order's fulfilment commit together.
   */
  async confirm(em: EntityManager, input: { clientSecret: string; cardNumber: string; expiry: string }, now = new Date()): Promise<SimulatedConfirmAnswer | null> {
    const rows = await em.execute<IntentRow[]>('select * from simulated_payment_intent where client_secret = ?', [input.clientSecret]);
    const intent = rows[0];
    if (!intent) return null;
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id, error: null };
    if (intent.status === 'canceled') return { status: 'canceled', paymentIntentId: intent.id, error: { message: CANCELED_MESSAGE } };
    const error = declineReason(input.cardNumber, input.expiry, now);
    // Only a payment still open changes: one cancelled meanwhile (the order changed) stays cancelled.
    const updated = await em.execute<IntentRow[]>(
      `update simulated_payment_intent set status = ?, last_error = ?, updated_at = now()
        where id = ? and status not in ('succeeded', 'canceled') returning status`,
      [error ? 'requires_payment_method' : 'succeeded', error, intent.id],
    );
    if (updated.length === 0) return (await this.confirm(em, input, now))!;
    const status = updated[0]!.status;
    return { status, paymentIntentId: intent.id, error: error ? { message: error } : null };
  }
}

function declineReason(cardNumber: string, expiry: string, now: Date): string | null {
  const [month, year] = expiry.split('/').map((p) => Number(p.trim()));
  const lastDay = new Date(Date.UTC(2000 + year!, month!, 0, 23, 59, 59));
  if (lastDay < now) return 'Your card has expired.';
  if (cardNumber === SIMULATED_CARD_SUCCEEDS) return null;
  if (cardNumber === SIMULATED_CARD_DECLINED) return SIMULATED_DECLINE_MESSAGE;
  return `${SIMULATED_DECLINE_MESSAGE} In test mode use 4242 4242 4242 4242.`;
}
