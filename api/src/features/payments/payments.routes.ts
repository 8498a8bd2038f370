import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { stripeWebhook } from './webhook.ts';

/**
 * Stripe's webhook (docs/payments.md#the-webhook): hand-written, as it reads the raw body to check its signature.
 * Every other payment call is a procedure's REST alias (payments.router.ts).
 */
export const paymentsRoutes = new Hono<AppEnv>().post('/stripe/webhook', stripeWebhook);
