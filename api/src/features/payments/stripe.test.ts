import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { ConfigError, parseConfig } from '../../config.ts';
import { miniWebDist } from '../../../test/web-dist.ts';
import { formationData } from './test-data.ts';

/** Stripe mode, with Stripe's API answered at the HTTP edge by msw and webhooks signed offline. */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_elite', STRIPE_PUBLISHABLE_KEY: 'pk_test_elite', STRIPE_WEBHOOK_SECRET: 'whsec_elite' };
const json = (res: Response) => res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Seen { method: string; path: string; idempotencyKey: string | null; body: string }
const seen: Seen[] = [];
const intents = new Map<string, { amount: number; status: string; metadata: Record<string, string> }>();
let next = 0;

const api = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    seen.push({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: request.headers.get('idempotency-key'), body: body.toString() });
    const id = `pi_test_${++next}`;
    const metadata = Object.fromEntries([...body].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
    intents.set(id, { amount: Number(body.get('amount')), status: 'requires_payment_method', metadata });
    return HttpResponse.json({ id, object: 'payment_intent', client_secret: `${id}_secret_abc`, amount: Number(body.get('amount')), currency: 'usd', status: 'requires_payment_method', metadata });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
    const intent = intents.get(String(params.id));
    if (!intent) return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
    return HttpResponse.json({ id: params.id, object: 'payment_intent', amount: intent.amount, currency: 'usd', status: intent.status, metadata: intent.metadata });
  }),
  http.post('https://api.stripe.com/v1/products', async ({ request }) => {
    seen.push({ method: 'POST', path: '/v1/products', idempotencyKey: request.headers.get('idempotency-key'), body: await request.text() });
    return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } }, { status: 400 });
  }),
  http.post('https://api.stripe.com/v1/customers', async ({ request }) => {
    seen.push({ method: 'POST', path: '/v1/customers', idempotencyKey: request.headers.get('idempotency-key'), body: await request.text() });
    return HttpResponse.json({ id: 'cus_test_1', object: 'customer' });
  }),
  http.post('https://api.stripe.com/v1/subscriptions', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    seen.push({ method: 'POST', path: '/v1/subscriptions', idempotencyKey: request.headers.get('idempotency-key'), body: body.toString() });
    const id = `pi_sub_${++next}`;
    intents.set(id, { amount: Number(body.get('items[0][price_data][unit_amount]')), status: 'requires_payment_method', metadata: {} });
    return HttpResponse.json({
      id: 'sub_test_1',
      object: 'subscription',
      latest_invoice: { id: 'in_test_1', object: 'invoice', confirmation_secret: { client_secret: `${id}_secret_xyz`, type: 'payment_intent' }, payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: id } }] } },
    });
  }),
);

let baseUrl: string;
let databaseUrl: string;
const signer = new Stripe('sk_test_signer');

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (where: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${where}`))[0]!.n);

function sendEvent(event: Record<string, unknown>, secret = STRIPE.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}
const succeeded = (id: string, eventId: string) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id, object: 'payment_intent', amount: intents.get(id)!.amount, currency: 'usd', status: 'succeeded', metadata: intents.get(id)!.metadata } },
});

beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'bypass' });
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100', WEB_DIST_DIR: miniWebDist(), ...STRIPE });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});
afterAll(() => api.close());
beforeEach(() => {
  seen.length = 0;
});

describe('configuration', () => {
  it('refuses a partial set of Stripe keys with one clear line', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY must be set together with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(parseConfig(STRIPE).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_elite');
  });

  it('gives the browser the publishable key in Stripe mode', async () => {
    expect(await json(await fetch(`${baseUrl}/api/payments/config`))).toEqual({ mode: 'stripe', publishableKey: 'pk_test_elite' });
  });

  it('lets the checkout pages load Stripe.js, its frames and its API (the Content-Security-Policy in Stripe mode)', async () => {
    for (const path of ['/entity-checkout', '/checkout', '/']) {
      const policy = (await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy')!;
      expect(policy).toContain('https://js.stripe.com');
      expect(policy).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    }
  });
});

describe('Stripe adapter through msw', () => {
  it('creates a payment intent for the catalogue price with an idempotency key, and records after Stripe says succeeded', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-entity-payment', { entityType: 's-corp', state: 'NY', amount: 12500 }));
    expect(created.clientSecret).toMatch(/^pi_test_\d+_secret_abc$/);
    const call = seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(call.idempotencyKey).toMatch(/^checkout:/);
    expect(new URLSearchParams(call.body).get('amount')).toBe('1250000');
    expect(new URLSearchParams(call.body).get('metadata[entityType]')).toBe('s-corp');

    const form = { businessName: 'Stripe Co', contactName: 'Ada', email: 'ada@example.com', phone: '2125550199', entityType: 's-corp', state: 'NY', price: 12500, stripePaymentIntentId: created.paymentIntentId };
    expect((await browser.post('/api/entity-formations', form)).status).toBe(409); // Stripe says not paid yet
    intents.get(created.paymentIntentId)!.status = 'succeeded';
    expect((await browser.post('/api/entity-formations', form)).status).toBe(201);
    expect((await browser.post('/api/entity-formations', form)).status).toBe(200);
    expect(await count(`entity_formation where payment_intent_id = '${created.paymentIntentId}'`)).toBe(1);
  });

  it('creates a customer and a monthly subscription, each with an idempotency key, paid through the first invoice', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/create-subscription-payment', { planId: 'enterprise', amount: 15000, businessData: formationData });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.paymentIntentId).toMatch(/^pi_sub_/);
    const sub = seen.find((s) => s.path === '/v1/subscriptions')!;
    const body = new URLSearchParams(sub.body);
    expect(body.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(body.get('items[0][price_data][unit_amount]')).toBe('1500000');
    expect(body.get('payment_behavior')).toBe('default_incomplete');
    expect(seen.filter((s) => ['/v1/customers', '/v1/subscriptions', '/v1/products'].includes(s.path)).every((s) => s.idempotencyKey)).toBe(true);
    // Stripe never sees the SSN.
    expect(seen.map((s) => s.body).join('\n')).not.toMatch(/123-?45-?6789/);
  });

  it('answers the simulated confirm with 404 in Stripe mode', async () => {
    expect((await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' })).status).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('records a paid subscription once, however often the event is replayed', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-subscription-payment-simple', { planId: 'transformation', amount: 75000, name: 'Grace', email: 'grace@example.com' }));
    intents.get(created.paymentIntentId)!.status = 'succeeded';
    for (let i = 0; i < 10; i++) {
      const res = await sendEvent(succeeded(created.paymentIntentId, 'evt_replayed_1'));
      expect(res.status).toBe(200);
    }
    // A second, different event for the same payment changes nothing either.
    expect((await sendEvent(succeeded(created.paymentIntentId, 'evt_other_2'))).status).toBe(200);
    expect(await count(`subscription where payment_intent_id = '${created.paymentIntentId}' and provider_subscription_id = 'sub_test_1'`)).toBe(1);
    expect(await count(`webhook_event where id = 'evt_replayed_1'`)).toBe(1);
    expect(await count(`outbox_mail where "to" = 'grace@example.com' and subject like 'Payment receipt%'`)).toBe(1);
  });

  it('records a paid cart order once when Stripe delivers the same event ten times at once', async () => {
    const payer = { name: 'Annie Easley', email: 'annie.stripe@example.com', phone: '(212) 555-0111', company: 'Easley Energy' };
    const created = await json(await new TestBrowser(baseUrl).post('/api/create-cart-payment', { ...payer, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 }));
    intents.get(created.paymentIntentId)!.status = 'succeeded';
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendEvent(succeeded(created.paymentIntentId, 'evt_parallel_1'))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await count(`customer_order where payment_intent_id = '${created.paymentIntentId}'`)).toBe(1);
    expect(await count(`outbox_mail where "to" = 'annie.stripe@example.com'`)).toBe(1);
  });

  it('marks a subscription canceled when Stripe says it was deleted', async () => {
    const created = await json(await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Ada', email: 'ada.cancel@example.com' }));
    intents.get(created.paymentIntentId)!.status = 'succeeded';
    await sendEvent(succeeded(created.paymentIntentId, 'evt_paid_then_deleted'));
    const [row] = await sql<{ provider_subscription_id: string }>('select provider_subscription_id from subscription where payment_intent_id = $1', [created.paymentIntentId]);
    const deleted = { id: 'evt_sub_deleted', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: row!.provider_subscription_id, object: 'subscription' } } };
    expect((await sendEvent(deleted)).status).toBe(200);
    expect(await count(`subscription where payment_intent_id = '${created.paymentIntentId}' and status = 'canceled'`)).toBe(1);
  });

  it('refuses a bad signature, a missing signature and a body changed after signing, and records nothing', async () => {
    const before = await count('webhook_event');
    expect((await sendEvent(succeeded('pi_test_1', 'evt_bad'), 'whsec_wrong')).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
    const payload = JSON.stringify(succeeded('pi_test_1', 'evt_tampered'));
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    const tampered = payload.replace('"amount":', '"amount":1');
    expect((await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: tampered })).status).toBe(400);
    expect(await count('webhook_event')).toBe(before);
  });

  it('answers 200 to events it does not handle, and marks failed payments', async () => {
    expect((await sendEvent({ id: 'evt_unknown', object: 'event', type: 'charge.refund.updated', data: { object: {} } })).status).toBe(200);
    const created = await json(await new TestBrowser(baseUrl).post('/api/create-entity-payment', { entityType: 'llc', state: 'DE', amount: 4999 }));
    const failed = { id: 'evt_failed', object: 'event', type: 'payment_intent.payment_failed', data: { object: { id: created.paymentIntentId, object: 'payment_intent' } } };
    expect((await sendEvent(failed)).status).toBe(200);
    expect(await count(`checkout_payment where payment_intent_id = '${created.paymentIntentId}' and status = 'failed'`)).toBe(1);
  });

  it('does not record a payment whose signed amount differs from the order', async () => {
    const created = await json(await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Eve', email: 'eve@example.com' }));
    const event = succeeded(created.paymentIntentId, 'evt_wrong_amount');
    (event.data.object as { amount: number }).amount = 100;
    expect((await sendEvent(event)).status).toBe(200);
    expect(await count(`subscription where payment_intent_id = '${created.paymentIntentId}'`)).toBe(0);
  });
});
