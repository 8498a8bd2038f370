import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { stripeWebhook } from './webhook.ts';
import { aliasesOf, named } from '../../http/openapi.ts';
import { z } from 'zod';

/**
 * Stripe's webhook (docs/payments.md#the-webhook): hand-written, as it reads the raw body to check its signature.
 * Every other payment call is a procedure's REST alias (payments.procedures.ts).
 */
export const paymentsRoutes = new Hono<AppEnv>().post('/stripe/webhook', stripeWebhook);

/** The webhook, described for the OpenAPI document. */
export const paymentsRoutesDoc = aliasesOf<typeof paymentsRoutes>()('Payments', {
  'POST /stripe/webhook': {
    summary: 'Stripe’s events',
    description:
      'For Stripe only: the raw body is checked against the Stripe-Signature header and STRIPE_WEBHOOK_SECRET before anything else (no per-address limit: Stripe sends from shared addresses).',
    headers: { 'Stripe-Signature': 'Stripe’s signature of the raw body.' },
    ok: named('WebhookReceived', z.object({ received: z.literal(true), outcome: z.string() })),
    refusals: { 400: 'Missing or invalid signature.', 404: 'Stripe is not configured on this site.' },
    calls: { in: ['payments.md'], who: 'Stripe, signature checked', takes: 'the raw event as Stripe signed it' },
  },
});
