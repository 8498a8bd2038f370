import {
  entityFormationInput,
  orderIdInput,
  simulatedConfirmInput,
  startCartCheckoutInput,
  startEntityCheckoutInput,
  startPlanCheckoutInput,
  startSimpleCheckoutInput,
} from '@elite/contracts/schemas/payments';
import { revealSsnInput } from '@elite/contracts/schemas/work-queues';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { parseOr400, readJsonBody } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { readOrder } from './orders.service.ts';
import { revealSsn } from './records.service.ts';
import * as payments from './payments.service.ts';
import { listRoute } from '../work-queues/work-queues.routes.ts';
import { clientRecords } from '../portal/portal.service.ts';
import { stripeWebhook } from './webhook.ts';

/** The documented payment calls and the cart checkout's (docs/payments.md, "Calls"): REST doors to the payments router's functions. */
export const paymentsRoutes = new Hono<AppEnv>()
  .get('/payments/config', (c) => c.json(payments.paymentConfig(c.get('ctx').config)))
  .post('/create-entity-payment', async (c) => c.json(await payments.startEntityCheckout(c.get('ctx'), await readJsonBody(c, startEntityCheckoutInput)), 201))
  .post('/create-subscription-payment', async (c) => c.json(await payments.startPlanCheckout(c.get('ctx'), await readJsonBody(c, startPlanCheckoutInput)), 201))
  .post('/create-subscription-payment-simple', async (c) =>
    c.json(await payments.startSimpleCheckout(c.get('ctx'), await readJsonBody(c, startSimpleCheckoutInput)), 201),
  )
  .post('/create-cart-payment', async (c) => c.json(await payments.startCartCheckout(c.get('ctx'), await readJsonBody(c, startCartCheckoutInput)), 201))
  .post('/payments/simulated/confirm', async (c) => c.json(await payments.confirmSimulatedPayment(c.get('ctx'), await readJsonBody(c, simulatedConfirmInput))))
  .get('/payments/orders/:orderId', async (c) => c.json(await readOrder(c.get('ctx'), parseOr400(orderIdInput, { orderId: c.req.param('orderId') }).orderId)))
  .post('/entity-formations', async (c) => c.json(await payments.readEntityFormation(c.get('ctx'), await readJsonBody(c, entityFormationInput))))
  .post('/stripe/webhook', stripeWebhook)
  // The work queues of orders and subscriptions (docs/admin.md#work-queues).
  .get('/orders', listRoute('order'))
  .get('/subscriptions', listRoute('subscription'))
  .get('/portal/records', async (c) => {
    const user = await requireRole(c, ['client']);
    return c.json(await clientRecords(c.get('ctx'), user));
  })
  // An admin reads a business formation's full SSN; audited (docs/admin.md).
  .post('/admin/business-formations/:id/ssn', async (c) => {
    const user = await requireRole(c, ['admin']);
    const { id } = parseOr400(revealSsnInput, { id: c.req.param('id') });
    return c.json(await revealSsn(c.get('ctx'), user, id));
  });
