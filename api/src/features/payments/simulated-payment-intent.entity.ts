import type { PaymentStatus } from '@elite/contracts/schemas/payments';
import { defineEntity } from '@mikro-orm/core';

/**
 * The simulated provider's own payment intent (simulated-provider.ts; used only when no Stripe keys are set). No
 * card data: only the amount, what it pays for and the outcome of the test card form.
 */
export const SimulatedPaymentIntent = defineEntity({
  name: 'SimulatedPaymentIntent',
  tableName: 'simulated_payment_intent',
  properties: (p) => ({
    /** `pi_sim_<hex>`, like Stripe's `pi_…`. */
    id: p.text().primary(),
    clientSecret: p.text().unique(),
    amountCents: p.bigint('number'),
    currency: p.text().default('usd'),
    status: p.enum<PaymentStatus[]>(['requires_payment_method', 'processing', 'succeeded', 'canceled']).default('requires_payment_method'),
    description: p.text().default(''),
    metadata: p.json<Record<string, string>>().default('{}' as never),
    /** The order's checkout attempt: creating the intent again returns the same one. */
    idempotencyKey: p.text().nullable().unique(),
    lastError: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
  checks: [{ name: 'simulated_payment_intent_amount_cents_check', expression: '"amount_cents" > 0' }],
});
