import type { CheckoutStarted, OrderSummary } from '@elite/contracts/schemas/payments';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { rawQuery } from '../../../test/database.ts';
import { miniWebDist } from '../../../test/web-dist.ts';
import { ConfigError, parseConfig } from '../../config.ts';
import { PROVIDER_LOOKUP_SECONDS } from './orders.service.ts';
import { cartPayer, entityBody, formationData } from '../../../test/fixtures/checkout.ts';

/**
 * Stripe mode, proven offline (docs/payments.md, "Stripe"): Stripe's API is answered at the HTTP edge by msw, and
 * webhook events are signed with the Stripe library's own test helper. For every order kind: paid, declined,
 * replayed, out of order, and a crash between the event and its effect.
 */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_elite', STRIPE_PUBLISHABLE_KEY: 'pk_test_elite', STRIPE_WEBHOOK_SECRET: 'whsec_elite' };

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: URLSearchParams;
}
interface Intent {
  amount: number;
  status: string;
  metadata: Record<string, string>;
  subscription?: string;
}
const seen: Seen[] = [];
const intents = new Map<string, Intent>();
const subscriptions = new Map<string, { paymentIntentId: string; metadata: Record<string, string>; amount: number; status: string }>();
let next = 0;
/** Run while Stripe "creates" a payment, before the answer reaches the server: a webhook that overtakes it. */
let beforeCreateAnswers: ((id: string) => Promise<void>) | null = null;

const metadataOf = (body: URLSearchParams) => Object.fromEntries([...body].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
const record = async (request: Request, path: string) => {
  const body = new URLSearchParams(await request.text());
  seen.push({ method: request.method, path, idempotencyKey: request.headers.get('idempotency-key'), body });
  return body;
};
const missing = (what: string) =>
  HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }, { status: 404 });

const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = await record(request, '/v1/payment_intents');
    // Stripe answers the same intent to the same idempotency key.
    const existing = [...intents].find(([, i]) => i.metadata.orderId && i.metadata.orderId === metadataOf(body).orderId);
    const id = existing?.[0] ?? `pi_test_${++next}`;
    if (!existing) intents.set(id, { amount: Number(body.get('amount')), status: 'requires_payment_method', metadata: metadataOf(body) });
    if (beforeCreateAnswers) await beforeCreateAnswers(id);
    const intent = intents.get(id)!;
    return HttpResponse.json({
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_abc`,
      amount: intent.amount,
      currency: 'usd',
      status: intent.status,
      metadata: intent.metadata,
    });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', async ({ request, params }) => {
    await record(request, `/v1/payment_intents/${String(params.id)}`);
    const intent = intents.get(String(params.id));
    if (!intent) return missing('payment_intent');
    return HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: 'usd',
      status: intent.status,
      metadata: intent.metadata,
    });
  }),
  http.post('https://api.stripe.com/v1/payment_intents/:id/cancel', async ({ request, params }) => {
    await record(request, `/v1/payment_intents/${String(params.id)}/cancel`);
    const intent = intents.get(String(params.id));
    if (!intent) return missing('payment_intent');
    if (intent.status === 'succeeded')
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be canceled.' } },
        { status: 400 },
      );
    intent.status = 'canceled';
    return HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: 'usd',
      status: 'canceled',
      metadata: intent.metadata,
    });
  }),
  http.post('https://api.stripe.com/v1/products', async ({ request }) => {
    await record(request, '/v1/products');
    return HttpResponse.json(
      { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } },
      { status: 400 },
    );
  }),
  http.post('https://api.stripe.com/v1/customers', async ({ request }) => {
    await record(request, '/v1/customers');
    return HttpResponse.json({ id: `cus_test_${++next}`, object: 'customer' });
  }),
  http.post('https://api.stripe.com/v1/subscriptions', async ({ request }) => {
    const body = await record(request, '/v1/subscriptions');
    const subscriptionId = `sub_test_${++next}`;
    const paymentIntentId = `pi_sub_${++next}`;
    const amount = Number(body.get('items[0][price_data][unit_amount]'));
    // An invoice's payment intent carries no metadata of ours: the subscription does.
    intents.set(paymentIntentId, { amount, status: 'requires_payment_method', metadata: {}, subscription: subscriptionId });
    subscriptions.set(subscriptionId, { paymentIntentId, metadata: metadataOf(body), amount, status: 'incomplete' });
    if (beforeCreateAnswers) await beforeCreateAnswers(subscriptionId);
    return HttpResponse.json({
      id: subscriptionId,
      object: 'subscription',
      latest_invoice: {
        id: `in_${subscriptionId}`,
        object: 'invoice',
        confirmation_secret: { client_secret: `${paymentIntentId}_secret_xyz`, type: 'payment_intent' },
        payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: paymentIntentId } }] },
      },
    });
  }),
  http.delete('https://api.stripe.com/v1/subscriptions/:id', async ({ request, params }) => {
    await record(request, `/v1/subscriptions/${String(params.id)}/cancel`);
    const subscription = subscriptions.get(String(params.id));
    if (!subscription) return missing('subscription');
    subscription.status = 'canceled';
    intents.get(subscription.paymentIntentId)!.status = 'canceled';
    return HttpResponse.json({ id: params.id, object: 'subscription', status: 'canceled' });
  }),
);

/** How Stripe answers the next refunds: succeeded at once, pending (charge.refunded follows), or refused. */
let refundAnswer: 'succeeded' | 'pending' | 'refused' = 'succeeded';
stripeApi.use(
  http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
    const body = await record(request, '/v1/refunds');
    if (refundAnswer === 'refused')
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } },
        { status: 400 },
      );
    return HttpResponse.json({ id: `re_${++next}`, object: 'refund', payment_intent: body.get('payment_intent'), status: refundAnswer, amount: 1 });
  }),
);

let baseUrl: string;
let databaseUrl: string;
const signer = new Stripe('sk_test_signer');
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (where: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${where}`, params))[0]!.n);
const orderStatus = async (orderId: string) => (await sql<{ status: string }>('select status from customer_order where id = $1', [orderId]))[0]!.status;

function sendEvent(event: Record<string, unknown>, secret = STRIPE.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}
const eventId = () => `evt_${++next}`;
const intentSucceeded = (id: string, eventIdValue = eventId()) => ({
  id: eventIdValue,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: { id, object: 'payment_intent', amount: intents.get(id)!.amount, currency: 'usd', status: 'succeeded', metadata: intents.get(id)!.metadata },
  },
});
const invoicePaid = (subscriptionId: string, eventIdValue = eventId(), amount = subscriptions.get(subscriptionId)!.amount) => ({
  id: eventIdValue,
  object: 'event',
  type: 'invoice.paid',
  data: {
    object: {
      id: `in_${subscriptionId}`,
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_paid: amount,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: subscriptions.get(subscriptionId)!.metadata } },
    },
  },
});

/** Each order kind: how its checkout starts, and the event with which Stripe says it was paid. */
const kinds = {
  entity: {
    start: (email: string) => ({ path: '/api/create-entity-payment', body: { ...entityBody(), email } }),
    record: 'entity_formation',
  },
  plan: {
    start: (email: string) => ({
      path: '/api/create-subscription-payment',
      body: { planId: 'enterprise', amount: 15000, businessData: { ...formationData, responsiblePartyEmail: email } },
    }),
    record: 'subscription',
  },
  retainer: {
    start: (email: string) => ({
      path: '/api/create-subscription-payment-simple',
      body: { planId: 'enterprise-retainer', amount: 250000, name: 'Grace Hopper', email },
    }),
    record: 'subscription',
  },
  cart: {
    start: (email: string) => ({
      path: '/api/create-cart-payment',
      body: { ...cartPayer, email, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 },
    }),
    record: null,
  },
} as const;
type Kind = keyof typeof kinds;
const monthly = (kind: Kind) => kind === 'plan' || kind === 'retainer';

async function startCheckout(kind: Kind, email: string) {
  const { path, body } = kinds[kind].start(email);
  const res = await new TestBrowser(baseUrl).post(path, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CheckoutStarted;
}
/** Stripe's own view turns succeeded, and the event that says so. */
function paidEvent(kind: Kind, started: CheckoutStarted, id = eventId()) {
  intents.get(started.paymentIntentId)!.status = 'succeeded';
  if (!monthly(kind)) return intentSucceeded(started.paymentIntentId, id);
  return invoicePaid(intents.get(started.paymentIntentId)!.subscription!, id);
}
async function fulfilled(kind: Kind, orderId: string) {
  const record = kinds[kind].record;
  return {
    status: await orderStatus(orderId),
    records: record ? await count(`${record} where order_id = $1`, [orderId]) : null,
    // The client's mails that name the order (the team's alert links the order too: docs/conversations.md#team-alerts).
    mails: await count(`outbox_mail where text like $1 and "to" <> 'advisors@elitebusinessadvisory.com'`, [`%${orderId}%`]),
  };
}
const once = (kind: Kind) => ({ status: 'paid', records: kinds[kind].record ? 1 : null, mails: 1 });

beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'bypass' });
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100', WEB_DIST_DIR: miniWebDist(), ...STRIPE }));
});
afterAll(() => stripeApi.close());
beforeEach(() => {
  seen.length = 0;
  beforeCreateAnswers = null;
  refundAnswer = 'succeeded';
});

describe('configuration', () => {
  it('refuses a partial set of Stripe keys with one clear line', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY must be set together with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(parseConfig(STRIPE).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_elite');
  });

  it('gives the browser the publishable key in Stripe mode', async () => {
    expect(await (await fetch(`${baseUrl}/api/payments/config`)).json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_elite' });
  });

  it('lets the checkout pages load Stripe.js, its frames and its API (the Content-Security-Policy in Stripe mode)', async () => {
    for (const path of ['/entity-checkout', '/checkout', '/']) {
      const policy = (await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy')!;
      expect(policy).toContain('https://js.stripe.com');
      expect(policy).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    }
  });

  it('answers the simulated confirm with 404 in Stripe mode', async () => {
    expect(
      (
        await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', {
          clientSecret: 'pi_x_secret_y',
          cardNumber: '4242424242424242',
          expiry: '12/40',
          cvc: '123',
        })
      ).status,
    ).toBe(404);
  });
});

describe('payments created for the stored order', () => {
  it('creates an intent for the order total, with the order id in its metadata and order:<id> as its idempotency key', async () => {
    const started = await startCheckout('entity', 'ada.create@example.com');
    const call = seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(call.idempotencyKey).toBe(`order:${started.orderId}`);
    expect(call.body.get('amount')).toBe('499900');
    expect(call.body.get('metadata[orderId]')).toBe(started.orderId);
    expect(call.body.get('metadata[reference]')).toBe(started.order.reference);
    expect(call.body.get('receipt_email')).toBe('ada.create@example.com');
  });

  it('creates a customer and a monthly subscription for a plan, each with an idempotency key, and never sends the SSN', async () => {
    const started = await startCheckout('plan', 'ada.sub@example.com');
    expect(started.paymentIntentId).toMatch(/^pi_sub_/);
    const sub = seen.find((s) => s.path === '/v1/subscriptions')!;
    expect(sub.body.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(sub.body.get('items[0][price_data][unit_amount]')).toBe('1500000');
    expect(sub.body.get('payment_behavior')).toBe('default_incomplete');
    expect(sub.body.get('metadata[orderId]')).toBe(started.orderId);
    expect(
      seen
        .filter((s) => ['/v1/customers', '/v1/subscriptions', '/v1/products'].includes(s.path))
        .every((s) => s.idempotencyKey?.startsWith(`order:${started.orderId}`) || s.path === '/v1/products'),
    ).toBe(true);
    expect(seen.map((s) => s.body.toString()).join('\n')).not.toMatch(/123-?45-?6789/);
  });

  it('cancels the earlier intent at Stripe when the cart changes, and the earlier subscription when the plan form changes its plan', async () => {
    const key = crypto.randomUUID();
    const browser = new TestBrowser(baseUrl);
    const cart = (items: { serviceId: string; quantity: number }[], amountCents: number) =>
      browser.post('/api/create-cart-payment', { ...cartPayer, checkoutKey: key, items, amountCents });
    const first = (await (await cart([{ serviceId: 'corporate-credit-strategy', quantity: 1 }], 950_000)).json()) as CheckoutStarted;
    const second = (await (
      await cart(
        [
          { serviceId: 'corporate-credit-strategy', quantity: 1 },
          { serviceId: 'executive-registered-agent', quantity: 1 },
        ],
        1_200_000,
      )
    ).json()) as CheckoutStarted;
    expect(seen.map((s) => s.path)).toContain(`/v1/payment_intents/${first.paymentIntentId}/cancel`);
    expect(intents.get(first.paymentIntentId)!.status).toBe('canceled');
    expect(intents.get(second.paymentIntentId)!.amount).toBe(1_200_000);

    const planKey = crypto.randomUUID();
    const plan = (planId: string, amount: number) =>
      browser.post('/api/create-subscription-payment', { checkoutKey: planKey, planId, amount, businessData: formationData });
    const essential = (await (await plan('essential', 1000)).json()) as CheckoutStarted;
    await plan('professional', 5000);
    const essentialSubscription = intents.get(essential.paymentIntentId)!.subscription!;
    expect(seen.map((s) => s.path)).toContain(`/v1/subscriptions/${essentialSubscription}/cancel`);
    expect(await orderStatus(essential.orderId)).toBe('canceled');
  });
});

describe.each(Object.keys(kinds) as Kind[])('a %s order in Stripe mode', (kind) => {
  it('is fulfilled when the signed webhook says paid: the order paid, its record made, its mails queued', async () => {
    const started = await startCheckout(kind, `${kind}.paid@example.com`);
    expect(await fulfilled(kind, started.orderId)).toEqual({ status: 'pending', records: kinds[kind].record ? 0 : null, mails: 0 });
    const res = await sendEvent(paidEvent(kind, started));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await fulfilled(kind, started.orderId)).toEqual(once(kind));
    expect(await count(`outbox_mail where "to" = $1 and subject like 'Payment receipt%'`, [`${kind}.paid@example.com`])).toBe(1);
  });

  it('shows payment failed with the reason when the card is declined, and is fulfilled when the visitor pays after all', async () => {
    const started = await startCheckout(kind, `${kind}.declined@example.com`);
    const declined = {
      id: eventId(),
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: started.paymentIntentId, object: 'payment_intent', last_payment_error: { message: 'Your card has insufficient funds.' } } },
    };
    expect((await sendEvent(declined)).status).toBe(200);
    const pending = (await (await fetch(`${baseUrl}/api/payments/orders/${started.orderId}`)).json()) as OrderSummary;
    expect(pending).toMatchObject({ status: 'payment_failed', lastPaymentError: 'Your card has insufficient funds.' });
    expect((await sendEvent(paidEvent(kind, started))).status).toBe(200);
    expect(await fulfilled(kind, started.orderId)).toEqual(once(kind));
  });

  it('changes nothing more when the event is replayed, ten times in a row and ten times at once', async () => {
    const started = await startCheckout(kind, `${kind}.replayed@example.com`);
    const event = paidEvent(kind, started);
    for (let i = 0; i < 10; i++) expect((await sendEvent(event)).status).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => sendEvent(event)));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(200));
    // Another event saying the same payment succeeded (Stripe sends several) changes nothing either.
    expect((await sendEvent(intentSucceeded(started.paymentIntentId))).status).toBe(200);
    expect(await fulfilled(kind, started.orderId)).toEqual(once(kind));
    expect(await count('webhook_event where id = $1', [event.id])).toBe(1);
  });

  it("is fulfilled when the payment succeeds before the order's own call returns (the event overtakes it)", async () => {
    const email = `${kind}.overtaken@example.com`;
    beforeCreateAnswers = async (id) => {
      beforeCreateAnswers = null;
      const orderId = (id.startsWith('sub_') ? subscriptions.get(id)!.metadata : intents.get(id)!.metadata).orderId!;
      const paymentIntentId = id.startsWith('sub_') ? subscriptions.get(id)!.paymentIntentId : id;
      const early = paidEvent(kind, { paymentIntentId } as CheckoutStarted);
      const res = await sendEvent(early);
      expect(res.status).toBe(200);
      expect(await orderStatus(orderId)).toBe('paid');
    };
    const started = await startCheckout(kind, email);
    expect(await fulfilled(kind, started.orderId)).toEqual(once(kind));
    const [order] = await sql<{ payment_intent_id: string; client_secret: string }>(
      'select payment_intent_id, client_secret from customer_order where id = $1',
      [started.orderId],
    );
    expect(order).toEqual({ payment_intent_id: started.paymentIntentId, client_secret: started.clientSecret });
    const summary = (await (await fetch(`${baseUrl}/api/payments/orders/${started.orderId}`)).json()) as OrderSummary;
    expect(summary.status).toBe('paid');
  });

  it('keeps neither the event nor its effect when the server fails between them, and fulfils once on the retry', async () => {
    const email = `${kind}.crash@example.com`;
    const started = await startCheckout(kind, email);
    const event = paidEvent(kind, started);
    await sql(`create or replace function fail_for_crash_test() returns trigger language plpgsql as $$ begin
      if new."to" = '${email}' then raise exception 'simulated crash between the event and its effect'; end if; return new; end $$`);
    await sql('create trigger fail_for_crash_test before insert on outbox_mail for each row execute function fail_for_crash_test()');
    try {
      expect((await sendEvent(event)).status).toBe(500);
    } finally {
      await sql('drop trigger fail_for_crash_test on outbox_mail');
    }
    expect(await count('webhook_event where id = $1', [event.id])).toBe(0);
    expect(await fulfilled(kind, started.orderId)).toEqual({ status: 'pending', records: kinds[kind].record ? 0 : null, mails: 0 });
    // Stripe retries a 500: the same event now does all of it, once.
    expect((await sendEvent(event)).status).toBe(200);
    expect(await fulfilled(kind, started.orderId)).toEqual(once(kind));
    expect(await count('webhook_event where id = $1', [event.id])).toBe(1);
  });
});

describe('POST /api/stripe/webhook, its other events and its refusals', () => {
  it('refuses a bad signature, a missing signature and a body changed after signing, and records nothing', async () => {
    const started = await startCheckout('entity', 'bad.signature@example.com');
    intents.get(started.paymentIntentId)!.status = 'succeeded';
    const before = await count('webhook_event');
    expect((await sendEvent(intentSucceeded(started.paymentIntentId, 'evt_bad'), 'whsec_wrong')).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
    const payload = JSON.stringify(intentSucceeded(started.paymentIntentId, 'evt_tampered'));
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    expect(
      (
        await fetch(`${baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload.replace('"amount":', '"amount":1'),
        })
      ).status,
    ).toBe(400);
    expect(await count('webhook_event')).toBe(before);
    expect(await orderStatus(started.orderId)).toBe('pending');
  });

  it('does not fulfil an order whose signed amount differs from it', async () => {
    const started = await startCheckout('retainer', 'eve.amount@example.com');
    const subscription = intents.get(started.paymentIntentId)!.subscription!;
    expect(await (await sendEvent(invoicePaid(subscription, eventId(), 100))).json()).toEqual({ received: true, outcome: 'refused' });
    expect(await fulfilled('retainer', started.orderId)).toEqual({ status: 'pending', records: 0, mails: 0 });
  });

  it('answers 200 to events it does not handle and to payments that are not ours', async () => {
    expect(await (await sendEvent({ id: eventId(), object: 'event', type: 'charge.dispute.created', data: { object: {} } })).json()).toEqual({
      received: true,
      outcome: 'not handled',
    });
    const foreign = {
      id: eventId(),
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_elsewhere', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', metadata: {} } },
    };
    expect(await (await sendEvent(foreign)).json()).toEqual({ received: true, outcome: 'no order for this payment' });
  });

  it('marks a paid order refunded when its charge is refunded in full, tells the client with replies to the team, and the history names Stripe', async () => {
    const started = await startCheckout('cart', 'refund@example.com');
    await sendEvent(paidEvent('cart', started));
    const charge = {
      id: eventId(),
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: started.paymentIntentId, refunded: true } },
    };
    expect((await sendEvent(charge)).status).toBe(200);
    expect(await orderStatus(started.orderId)).toBe('refunded');
    // docs/admin.md#what-the-client-hears: the client is told, replies go to the team; the history names Stripe.
    const refundMails = await sql<{ subject: string; reply_to: string }>(
      `select subject, reply_to from outbox_mail where "to" = 'refund@example.com' and subject like '%refunded'`,
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.subject).toMatch(/^Your order EBA-\d+ was refunded$/);
    expect(refundMails[0]!.reply_to).toBe('advisors@elitebusinessadvisory.com');
    expect(await sql(`select actor_id, actor_name, from_value, to_value from audit_entry where record_id = $1 order by created_at`, [started.orderId])).toEqual(
      [
        { actor_id: null, actor_name: 'Stripe', from_value: 'pending', to_value: 'paid' },
        { actor_id: null, actor_name: 'Stripe', from_value: 'paid', to_value: 'refunded' },
      ],
    );
  });

  it('marks a subscription cancelled when Stripe deletes it, audited as Stripe', async () => {
    const started = await startCheckout('retainer', 'deleted.subscription@example.com');
    await sendEvent(paidEvent('retainer', started));
    const subscriptionId = intents.get(started.paymentIntentId)!.subscription!;
    expect(
      (
        await sendEvent({
          id: eventId(),
          object: 'event',
          type: 'customer.subscription.deleted',
          data: { object: { id: subscriptionId, object: 'subscription' } },
        })
      ).status,
    ).toBe(200);
    expect(await sql('select status from subscription where order_id = $1', [started.orderId])).toEqual([{ status: 'cancelled' }]);
    expect(
      await sql(
        `select a.actor_name, a.from_value, a.to_value from audit_entry a join subscription s on s.id = a.record_id where s.order_id = $1 and a.kind = 'subscription'`,
        [started.orderId],
      ),
    ).toEqual([{ actor_name: 'Stripe', from_value: 'active', to_value: 'cancelled' }]);
  });

  it('moves a subscription to past due when a renewal fails, and back to active when a renewal is paid, each audited as Stripe', async () => {
    const started = await startCheckout('plan', 'renewal@example.com');
    await sendEvent(paidEvent('plan', started));
    const subscriptionId = intents.get(started.paymentIntentId)!.subscription!;
    const status = async () => (await sql<{ status: string }>('select status from subscription where order_id = $1', [started.orderId]))[0]!.status;
    expect(await status()).toBe('active');
    const renewal = (type: 'invoice.payment_failed' | 'invoice.paid') => ({
      id: eventId(),
      object: 'event',
      type,
      data: {
        object: {
          id: `in_renewal_${next}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: type === 'invoice.paid' ? 1_500_000 : 0,
          currency: 'usd',
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
        },
      },
    });
    expect((await sendEvent(renewal('invoice.payment_failed'))).status).toBe(200);
    expect(await status()).toBe('past_due');
    // A replay of the failure changes nothing more.
    expect((await sendEvent(renewal('invoice.payment_failed'))).status).toBe(200);
    expect(await status()).toBe('past_due');
    expect((await sendEvent(renewal('invoice.paid'))).status).toBe(200);
    expect(await status()).toBe('active');
    // The renewal neither makes another order nor another subscription.
    expect(await count('subscription where order_id = $1', [started.orderId])).toBe(1);
    expect(
      await sql(
        `select a.actor_name, a.from_value, a.to_value from audit_entry a join subscription s on s.id = a.record_id where s.order_id = $1 and a.kind = 'subscription' order by a.created_at`,
        [started.orderId],
      ),
    ).toEqual([
      { actor_name: 'Stripe', from_value: 'active', to_value: 'past_due' },
      { actor_name: 'Stripe', from_value: 'past_due', to_value: 'active' },
    ]);
  });

  it('a success page read asks Stripe about a pending order and fulfils it when Stripe says succeeded (a late webhook)', async () => {
    const started = await startCheckout('entity', 'late.webhook@example.com');
    intents.get(started.paymentIntentId)!.status = 'succeeded';
    const summary = (await (await fetch(`${baseUrl}/api/payments/orders/${started.orderId}`)).json()) as OrderSummary;
    expect(summary.status).toBe('paid');
    expect(await fulfilled('entity', started.orderId)).toEqual(once('entity'));
    // The webhook arriving afterwards changes nothing.
    expect(await (await sendEvent(intentSucceeded(started.paymentIntentId))).json()).toEqual({ received: true, outcome: 'already' });
  });
});

describe('security finding 9: reads of a pending order ask Stripe at most once in a while (docs/payments.md#reading-an-order)', () => {
  const lookups = (paymentIntentId: string) => seen.filter((s) => s.method === 'GET' && s.path === `/v1/payment_intents/${paymentIntentId}`).length;

  it('twenty reads at once, over REST, tRPC and POST /api/entity-formations, make one look-up; the webhook still fulfils the order', async () => {
    const started = await startCheckout('entity', 'many.reads@example.com');
    const browser = new TestBrowser(baseUrl);
    const formation = { ...entityBody(), email: 'many.reads@example.com', phone: '2125550199', price: 4999, stripePaymentIntentId: started.paymentIntentId };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => browser.fetch(`/api/payments/orders/${started.orderId}`).then((r) => r.status)),
      ...Array.from({ length: 5 }, () =>
        browser
          .trpc()
          .payments.order.query({ orderId: started.orderId })
          .then(() => 200),
      ),
      ...Array.from({ length: 5 }, () => browser.post('/api/entity-formations', formation).then((r) => r.status)),
    ]);
    expect(answers.filter((status) => status === 200)).toHaveLength(15);
    expect(answers.filter((status) => status === 409)).toHaveLength(5);
    expect(lookups(started.paymentIntentId)).toBe(1);

    // Stripe's answer changes; reads inside the window do not ask again, the webhook is what tells the server.
    const event = paidEvent('entity', started);
    expect(((await (await browser.fetch(`/api/payments/orders/${started.orderId}`)).json()) as OrderSummary).status).toBe('pending');
    expect(lookups(started.paymentIntentId)).toBe(1);
    expect(await (await sendEvent(event)).json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(((await (await browser.fetch(`/api/payments/orders/${started.orderId}`)).json()) as OrderSummary).status).toBe('paid');
    expect(await fulfilled('entity', started.orderId)).toEqual(once('entity'));
    expect(lookups(started.paymentIntentId)).toBe(1);
  });

  it(`asks again once ${PROVIDER_LOOKUP_SECONDS} seconds have passed since the last look-up, and fulfils the order when the webhook is late`, async () => {
    const started = await startCheckout('entity', 'late.again@example.com');
    const read = async () => ((await (await fetch(`${baseUrl}/api/payments/orders/${started.orderId}`)).json()) as OrderSummary).status;
    expect(await read()).toBe('pending');
    intents.get(started.paymentIntentId)!.status = 'succeeded';
    expect(await read()).toBe('pending');
    expect(lookups(started.paymentIntentId)).toBe(1);
    // The row says when it last asked: as if that were the window ago (no sleeping in tests).
    await sql(`update customer_order set provider_checked_at = now() - make_interval(secs => $2) where id = $1`, [started.orderId, PROVIDER_LOOKUP_SECONDS]);
    expect(await read()).toBe('paid');
    expect(lookups(started.paymentIntentId)).toBe(2);
    expect(await fulfilled('entity', started.orderId)).toEqual(once('entity'));
  });
});

describe('docs/admin.md#refunds-and-formations: a refund and the formation its order paid for, with Stripe', () => {
  const chargeRefunded = (paymentIntentId: string) => ({
    id: eventId(),
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${next}`, object: 'charge', payment_intent: paymentIntentId, refunded: true } },
  });
  const mailsTo = (email: string) =>
    sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = $1 order by created_at, id`, [email]);
  const formationOf = async (orderId: string) =>
    (await sql<{ id: string; status: string }>('select id, status from entity_formation where order_id = $1', [orderId]))[0]!;
  async function paidEntityOrder(email: string) {
    const started = await startCheckout('entity', email);
    expect((await sendEvent(paidEvent('entity', started))).status).toBe(200);
    await sql(`delete from outbox_mail where "to" = $1`, [email]);
    return { started, formation: await formationOf(started.orderId) };
  }
  let admin: TestBrowser;
  beforeAll(async () => {
    admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
  });
  const cancel = (formationId: string, body: Record<string, unknown>) =>
    admin.post(`/api/admin/records/entity-formation/${formationId}/status`, { to: 'cancelled', reason: 'Client withdrew', ...body });

  it("Stripe's charge.refunded cancels the open formation of the order, audited as Stripe with why, and the client gets one mail saying both", async () => {
    const { started, formation } = await paidEntityOrder('stripe.refund.formation@example.com');
    expect(formation.status).toBe('received');
    expect((await sendEvent(chargeRefunded(started.paymentIntentId))).status).toBe(200);
    expect(await orderStatus(started.orderId)).toBe('refunded');
    expect((await formationOf(started.orderId)).status).toBe('cancelled');
    expect(await sql(`select actor_name, from_value, to_value, text from audit_entry where record_id = $1`, [formation.id])).toEqual([
      {
        actor_name: 'Stripe',
        from_value: 'received',
        to_value: 'cancelled',
        text: expect.stringMatching(/^Cancelled because its order EBA-\d+ was refunded\.$/) as string,
      },
    ]);
    const mails = await mailsTo('stripe.refund.formation@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your order EBA-\d+ was refunded and your LLC formation cancelled$/);
    expect(mails[0]!.text).toContain('With it we cancelled your Limited Liability Company formation in the State of');
  });

  it('staff cancel a paid formation with a refund: Stripe refunds it (one key per order), the order is refunded at once when Stripe says succeeded, and the late event changes and mails nothing', async () => {
    const { started, formation } = await paidEntityOrder('stripe.cancel.refund@example.com');
    const res = await cancel(formation.id, { refund: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const refund = seen.find((r) => r.path === '/v1/refunds')!;
    expect(refund.body.get('payment_intent')).toBe(started.paymentIntentId);
    expect(refund.idempotencyKey).toBe(`refund:${started.orderId}`);
    expect(await orderStatus(started.orderId)).toBe('refunded');
    expect((await formationOf(started.orderId)).status).toBe('cancelled');
    expect(await sql(`select actor_name, from_value, to_value from audit_entry where record_id = $1 and to_value = 'refunded'`, [started.orderId])).toEqual([
      { actor_name: 'Test Administrator', from_value: 'paid', to_value: 'refunded' },
    ]);
    expect((await sendEvent(chargeRefunded(started.paymentIntentId))).status).toBe(200);
    const mails = await mailsTo('stripe.cancel.refund@example.com');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your order EBA-\d+ was refunded and your LLC formation cancelled$/)]);
  });

  it('a refund Stripe has not finished: the formation is cancelled now and the mail says the refund is under way; the order is refunded when charge.refunded arrives', async () => {
    refundAnswer = 'pending';
    const { started, formation } = await paidEntityOrder('stripe.refund.pending@example.com');
    expect((await cancel(formation.id, { refund: true })).status).toBe(200);
    expect(await orderStatus(started.orderId)).toBe('paid');
    expect((await formationOf(started.orderId)).status).toBe('cancelled');
    expect((await mailsTo('stripe.refund.pending@example.com')).map((m) => m.subject)).toEqual(['Your LLC formation was cancelled']);
    expect((await mailsTo('stripe.refund.pending@example.com'))[0]!.text).toMatch(/We are refunding your order EBA-\d+/);
    expect((await sendEvent(chargeRefunded(started.paymentIntentId))).status).toBe(200);
    expect(await orderStatus(started.orderId)).toBe('refunded');
    expect((await mailsTo('stripe.refund.pending@example.com')).map((m) => m.subject)).toEqual([
      'Your LLC formation was cancelled',
      expect.stringMatching(/^Your order EBA-\d+ was refunded$/),
    ]);
  });

  it("Stripe's charge.refunded of a retainer's first payment ends the subscription in Stripe and here, audited as Stripe, in the one refund mail; Stripe's deletion event afterwards changes nothing", async () => {
    const email = 'stripe.refund.retainer@example.com';
    const started = await startCheckout('retainer', email);
    expect((await sendEvent(paidEvent('retainer', started))).status).toBe(200);
    await sql(`delete from outbox_mail where "to" = $1`, [email]);
    const [subscription] = await sql<{ id: string; provider_subscription_id: string }>(
      'select id, provider_subscription_id from subscription where order_id = $1',
      [started.orderId],
    );
    expect((await sendEvent(chargeRefunded(started.paymentIntentId))).status).toBe(200);
    expect(await orderStatus(started.orderId)).toBe('refunded');
    expect(seen.map((s) => s.path)).toContain(`/v1/subscriptions/${subscription!.provider_subscription_id}/cancel`);
    expect(await sql(`select status from subscription where id = $1`, [subscription!.id])).toEqual([{ status: 'cancelled' }]);
    expect(await sql(`select actor_name, from_value, to_value from audit_entry where record_id = $1`, [subscription!.id])).toEqual([
      { actor_name: 'Stripe', from_value: 'active', to_value: 'cancelled' },
    ]);
    const deleted = {
      id: eventId(),
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription!.provider_subscription_id, object: 'subscription' } },
    };
    expect((await sendEvent(deleted)).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your order EBA-\d+ was refunded and your Enterprise retainer subscription cancelled$/),
    ]);
    expect(await count('audit_entry where record_id = $1', [subscription!.id])).toBe(1);
  });

  it('a refund Stripe refuses changes nothing: 409 with its sentence, the formation open, the order paid, no mail, no history', async () => {
    refundAnswer = 'refused';
    const { started, formation } = await paidEntityOrder('stripe.refund.refused@example.com');
    const res = await cancel(formation.id, { refund: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('The refund was refused: Charge ch_1 has already been refunded. Nothing was changed.');
    expect(await orderStatus(started.orderId)).toBe('paid');
    expect((await formationOf(started.orderId)).status).toBe('received');
    expect(await mailsTo('stripe.refund.refused@example.com')).toEqual([]);
    expect(await count('audit_entry where record_id = $1', [formation.id])).toBe(0);
  });
});
