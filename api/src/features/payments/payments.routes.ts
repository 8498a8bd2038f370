import { pageQuery } from '@elite/contracts/schemas/pagination';
import {
  completePaymentInput,
  createCartPaymentInput,
  createEntityPaymentInput,
  createSimpleSubscriptionPaymentInput,
  createSubscriptionPaymentInput,
  entityFormationInput,
  simulatedConfirmInput,
} from '@elite/contracts/schemas/payments';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readJsonBody, readQuery } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as payments from './payments.service.ts';
import { clientRecords, listOrders, listSubscriptions } from './records.service.ts';
import { stripeWebhook } from './webhook.ts';

/** The spec's payment calls (spec 1 and 2, section 7) and the cart checkout's; twins of the payments tRPC router. */
export const paymentsRoutes = new Hono<AppEnv>()
  .get('/payments/config', (c) => c.json(payments.paymentConfig(c.get('ctx').config)))
  .post('/create-entity-payment', async (c) => c.json(await payments.createEntityPayment(c.get('ctx'), await readJsonBody(c, createEntityPaymentInput)), 201))
  .post('/create-subscription-payment', async (c) => c.json(await payments.createSubscriptionPayment(c.get('ctx'), await readJsonBody(c, createSubscriptionPaymentInput)), 201))
  .post('/create-subscription-payment-simple', async (c) =>
    c.json(await payments.createSimpleSubscriptionPayment(c.get('ctx'), await readJsonBody(c, createSimpleSubscriptionPaymentInput)), 201),
  )
  .post('/create-cart-payment', async (c) => c.json(await payments.createCartPayment(c.get('ctx'), await readJsonBody(c, createCartPaymentInput)), 201))
  .post('/payments/simulated/confirm', async (c) => c.json(await payments.confirmSimulatedPayment(c.get('ctx'), await readJsonBody(c, simulatedConfirmInput))))
  .post('/payments/complete', async (c) => c.json(await payments.completePaymentFromBrowser(c.get('ctx'), await readJsonBody(c, completePaymentInput))))
  .post('/entity-formations', async (c) => {
    const result = await payments.recordEntityFormation(c.get('ctx'), await readJsonBody(c, entityFormationInput));
    return c.json(result, result.created ? 201 : 200);
  })
  .post('/stripe/webhook', stripeWebhook)
  .get('/orders', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await listOrders(c.get('ctx').em, readQuery(c, pageQuery)));
  })
  .get('/subscriptions', async (c) => {
    await requireRole(c, ['admin']);
    return c.json(await listSubscriptions(c.get('ctx').em, readQuery(c, pageQuery)));
  })
  .get('/portal/records', async (c) => {
    const user = await requireRole(c, ['client']);
    return c.json(await clientRecords(c.get('ctx').em, user.email ?? ''));
  });
