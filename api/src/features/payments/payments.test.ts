import type { OrderRow, SubscriptionRow } from '@elite/contracts/schemas/admin';
import type { Page } from '@elite/contracts/schemas/pagination';
import type { CheckoutStarted, EntityFormationRecord, OrderSummary } from '@elite/contracts/schemas/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { rawQuery } from '../../../test/database.ts';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import { decryptSsn } from './ssn-cipher.ts';
import { card, cartPayer, entityBody, formationData } from '../../../test/fixtures/checkout.ts';

/**
 * The checkouts in simulated mode, on a real server and PostgreSQL (docs/payments.md): every order is stored,
 * pending, with its lines and total before any payment exists; the payment is for exactly that total; the order
 * is fulfilled by the server when it confirms the payment, and every read after that only reads.
 */
let baseUrl: string;
let databaseUrl: string;
let ssnKeyConfig: Parameters<typeof decryptSsn>[0];

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (where: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${where}`, params))[0]!.n);
const tables = ['simulated_payment_intent', 'customer_order', 'entity_formation', 'business_formation', 'subscription', 'outbox_mail'];
const counts = () => Promise.all(tables.map((t) => count(t)));

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  ({ baseUrl, databaseUrl } = started);
  ssnKeyConfig = started.config;
});

async function start(path: string, body: unknown, browser = new TestBrowser(baseUrl)) {
  const res = await browser.post(path, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CheckoutStarted;
}
async function confirm(clientSecret: string, cardNumber = card.cardNumber, browser = new TestBrowser(baseUrl)) {
  return (await (await browser.post('/api/payments/simulated/confirm', { ...card, cardNumber, clientSecret })).json()) as {
    status: string;
    paymentIntentId: string;
    error: { message: string } | null;
  };
}
const readOrder = async (orderId: string) => (await (await fetch(`${baseUrl}/api/payments/orders/${orderId}`)).json()) as OrderSummary;
const orderRow = async (id: string) => (await sql<Record<string, unknown>>('select * from customer_order where id = $1', [id]))[0]!;

describe('payments config', () => {
  it('says simulated, with no publishable key, when Stripe is not configured', async () => {
    expect(await (await fetch(`${baseUrl}/api/payments/config`)).json()).toEqual({ mode: 'simulated', publishableKey: null });
  });
});

describe('entity checkout: the order is stored before the payment, and fulfilled by the server', () => {
  it('stores a pending order with its details, lines and total, then a payment for exactly that total tied to the order', async () => {
    const started = await start('/api/create-entity-payment', entityBody());
    expect(started.amountCents).toBe(499_900);
    expect(started.order).toMatchObject({
      status: 'pending',
      kind: 'entity',
      productId: 'llc-formation',
      totalCents: 499_900,
      businessName: 'Acme Robotics LLC',
      receiptEmail: 'a***@example.com',
    });
    expect(started.order.reference).toMatch(/^EBA-\d{5,}$/);
    const order = await orderRow(started.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      total_cents: '499900',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '2125550199',
      business_name: 'Acme Robotics LLC',
      payment_intent_id: started.paymentIntentId,
    });
    expect(order.lines).toEqual([
      { id: 'llc-formation', title: 'Limited Liability Company (LLC) formation (Delaware)', quantity: 1, unitCents: 499_900, lineCents: 499_900 },
    ]);
    const [intent] = await sql<{ amount_cents: string; metadata: Record<string, string>; idempotency_key: string }>(
      'select amount_cents, metadata, idempotency_key from simulated_payment_intent where id = $1',
      [started.paymentIntentId],
    );
    expect(intent).toMatchObject({
      amount_cents: '499900',
      metadata: { orderId: started.orderId, productId: 'llc-formation' },
      idempotency_key: `order:${started.orderId}`,
    });
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(0);
  });

  it.each([
    ['a tampered amount', { amount: 1 }, null],
    ['the price of another type', { amount: 12500 }, null],
    ['an entity type the checkout does not sell', { entityType: 'lp' }, 'entityType'],
    ['an unknown state', { state: 'ZZ' }, 'state'],
    ['a fractional amount', { amount: 4999.5 }, 'amount'],
    ['a missing amount', { amount: undefined }, 'amount'],
    ['a six-digit phone ("Short Phone PLLC")', { businessName: 'Short Phone PLLC', entityType: 'pllc', amount: 6999, phone: '555-123' }, 'phone'],
    ['an e-mail the server refuses', { email: 'ada@example' }, 'email'],
    ['a missing business name', { businessName: '  ' }, 'businessName'],
    ['a business name longer than its column', { businessName: 'x'.repeat(201) }, 'businessName'],
    ['a checkout key that is not a UUID', { checkoutKey: 'abc' }, 'checkoutKey'],
  ])('refuses %s with 400 naming the field, and stores no order and no payment', async (_name, change, field) => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors?: Record<string, string[]> };
    if (field) expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
    else expect(body.error).toMatch(/does not match the current price of \$4,999/);
    expect(await counts()).toEqual(before);
  });

  it("records the formation on the server's own confirmation, with the receipt and the team's mail, before the browser asks", async () => {
    const started = await start('/api/create-entity-payment', { ...entityBody(), email: 'grace.entity@example.com' });
    expect(await confirm(started.clientSecret)).toEqual({ status: 'succeeded', paymentIntentId: started.paymentIntentId, error: null });
    // Nothing else was called: a tab closed right after paying loses nothing.
    expect(await orderRow(started.orderId)).toMatchObject({ status: 'paid', last_payment_error: null });
    const [formation] = await sql(
      'select business_name, contact_name, email, phone, entity_type, state, price_cents, status from entity_formation where order_id = $1',
      [started.orderId],
    );
    expect(formation).toEqual({
      business_name: 'Acme Robotics LLC',
      contact_name: 'Ada Lovelace',
      email: 'grace.entity@example.com',
      phone: '2125550199',
      entity_type: 'llc',
      state: 'DE',
      price_cents: '499900',
      status: 'received',
    });
    const mails = await sql<{ to: string; subject: string; text: string }>(`select "to", subject, text from outbox_mail where text like $1 order by "to"`, [
      `%${started.order.reference}%`,
    ]);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [
        'advisors@elitebusinessadvisory.com',
        `Paid order ${started.order.reference}: Limited Liability Company (LLC) formation in Delaware for Acme Robotics LLC`,
      ],
      ['grace.entity@example.com', `Payment receipt ${started.order.reference}: $4,999`],
    ]);
    // The receipt says what happens next with the catalogue's times (the LLC's 7-10 business days).
    expect(mails[1]!.text).toContain('4. 7-10 business days: State approval, your EIN and your formation documents.');
    expect(mails[1]!.text).toContain(`/entity-success?order=${started.orderId}`);
    // The receipt gives the one client address every page gives (docs/site-and-navigation.md#company-facts).
    expect(mails[1]!.text).toContain('Write to advisors@elitebusinessadvisory.com');
    expect(mails[1]!.text).not.toContain('support@');
  });

  it('POST /api/entity-formations only reads: 409 before the payment, the same record after, 400 for details that are not the order', async () => {
    const browser = new TestBrowser(baseUrl);
    const started = await start('/api/create-entity-payment', entityBody(), browser);
    const body = { ...entityBody(), phone: '2125550199', price: 4999, stripePaymentIntentId: started.paymentIntentId };
    const unpaid = await browser.post('/api/entity-formations', body);
    expect(unpaid.status).toBe(409);
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(0);

    await confirm(started.clientSecret);
    const first = await browser.post('/api/entity-formations', body);
    expect(first.status).toBe(200);
    const record = (await first.json()) as EntityFormationRecord;
    const [formation] = await sql<{ id: string }>('select id from entity_formation where order_id = $1', [started.orderId]);
    expect(record).toEqual({ id: formation!.id, status: 'received', orderId: started.orderId, reference: started.order.reference });
    expect(((await (await browser.post('/api/entity-formations', body)).json()) as { id: string }).id).toBe(record.id);

    for (const change of [
      { businessName: 'Other Co' },
      { entityType: 's-corp', price: 12500 },
      { state: 'NY' },
      { price: 1 },
      { stripePaymentIntentId: 'pi_sim_unknown' },
    ]) {
      expect((await browser.post('/api/entity-formations', { ...body, ...change })).status).toBe(400);
    }
    expect((await browser.post('/api/entity-formations', { ...body, phone: '(212) 555-0199' })).status).toBe(400);
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(1);
  });

  it('shows a declined order as payment failed with the reason, and the same order can then be paid (docs/payments.md#order-states)', async () => {
    const started = await start('/api/create-entity-payment', entityBody());
    expect(await confirm(started.clientSecret, '4000 0000 0000 0002')).toEqual({
      status: 'requires_payment_method',
      paymentIntentId: started.paymentIntentId,
      error: { message: 'Your card was declined.' },
    });
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'payment_failed', lastPaymentError: 'Your card was declined.' });
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(0);
    expect((await confirm(started.clientSecret)).status).toBe('succeeded');
    const paid = await readOrder(started.orderId);
    expect(paid).toMatchObject({ status: 'paid', lastPaymentError: null });
    expect(typeof paid.paidAt).toBe('string');
  });

  it.each([
    ['pllc', 6999, 699_900],
    ['pc', 8999, 899_900],
  ])('prices a %s formation from the catalogue', async (entityType, amount, cents) => {
    expect((await start('/api/create-entity-payment', { ...entityBody(), entityType, amount })).amountCents).toBe(cents);
  });
});

describe('/checkout plans: the formation form with its SSN', () => {
  it('keeps the SSN encrypted on the order, and on payment records the formation, the subscription and the mails', async () => {
    const browser = new TestBrowser(baseUrl);
    const started = await start('/api/create-subscription-payment', { planId: 'professional', amount: 5000, businessData: formationData }, browser);
    expect(JSON.stringify(started)).not.toContain('6789');
    const order = await orderRow(started.orderId);
    expect(order).toMatchObject({ kind: 'plan', product_id: 'professional-plan', status: 'pending', ssn_last4: '6789', total_cents: '500000' });
    expect(decryptSsn(ssnKeyConfig, order.ssn_encrypted as string)).toBe('123-45-6789');
    expect(JSON.stringify(order)).not.toMatch(/123-?45-?6789/);
    expect(await count('business_formation where order_id = $1', [started.orderId])).toBe(0);

    await confirm(started.clientSecret, card.cardNumber, browser);
    const [formation] = await sql<Record<string, unknown>>('select * from business_formation where order_id = $1', [started.orderId]);
    expect(formation).toMatchObject({ plan_id: 'professional', business_name: 'Lovelace Analytics', ssn_last4: '6789', status: 'received' });
    expect(decryptSsn(ssnKeyConfig, formation!.ssn_encrypted as string)).toBe('123-45-6789');
    expect(JSON.stringify(formation)).not.toMatch(/123-?45-?6789/);
    const [subscription] = await sql('select plan_kind, plan_id, plan_name, amount_cents, status from subscription where order_id = $1', [started.orderId]);
    expect(subscription).toEqual({ plan_kind: 'plan', plan_id: 'professional-plan', plan_name: 'Professional plan', amount_cents: '500000', status: 'active' });
    const receipt = (
      await sql<{ text: string }>(`select text from outbox_mail where subject = $1`, [`Payment receipt ${started.order.reference}: $5,000`])
    )[0]!;
    expect(receipt.text).toContain(`/business-intake?plan=professional&order=${started.orderId}`);
    expect(receipt.text).not.toMatch(/123-?45/);
  });

  it.each([
    ['a tampered amount', { planId: 'professional', amount: 1, businessData: formationData }],
    ['the price of another plan', { planId: 'enterprise', amount: 5000, businessData: formationData }],
    ['a retainer plan id', { planId: 'foundation', amount: 25000, businessData: formationData }],
    ['a bad SSN', { planId: 'essential', amount: 1000, businessData: { ...formationData, responsiblePartySSN: '123456789' } }],
    ['no owners', { planId: 'essential', amount: 1000, businessData: { ...formationData, owners: [] } }],
    [
      'an owner above 100%',
      { planId: 'essential', amount: 1000, businessData: { ...formationData, owners: [{ ...formationData.owners[0]!, percentage: 150 }] } },
    ],
    [
      'owners together above 100%',
      {
        planId: 'essential',
        amount: 1000,
        businessData: { ...formationData, owners: [formationData.owners[0]!, { ...formationData.owners[0]!, name: 'Charles Babbage', percentage: 20 }] },
      },
    ],
    ['a bad ZIP', { planId: 'essential', amount: 1000, businessData: { ...formationData, businessZip: '1980' } }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post('/api/create-subscription-payment', body)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('/checkout-simple sells the monthly plans and the retainers, priced by the server (docs/subscriptions-and-intake.md#simple-checkout)', () => {
  it.each([
    ['essential', 1000, 'plan', 'essential-plan', 'Essential plan'],
    ['professional', 5000, 'plan', 'professional-plan', 'Professional plan'],
    ['enterprise', 15000, 'plan', 'enterprise-plan', 'Enterprise plan'],
    ['foundation', 25000, 'retainer', 'foundation-retainer', 'Foundation retainer'],
    ['transformation', 75000, 'retainer', 'transformation-retainer', 'Transformation retainer'],
    ['enterprise-retainer', 250000, 'retainer', 'enterprise-retainer', 'Enterprise retainer'],
  ])('charges ?plan=%s its catalogue price ($%i) and records it as that product', async (planId, amount, kind, productId, name) => {
    const started = await start('/api/create-subscription-payment-simple', { planId, amount, name: 'Grace Hopper', email: 'grace@example.com' });
    expect(started.amountCents).toBe(amount * 100);
    expect(started.order).toMatchObject({
      kind,
      productId,
      description: `${name} (monthly)`,
      totalCents: amount * 100,
      monthly: true,
      checkoutPlan: planId,
      checkoutHref: `/checkout-simple?plan=${planId}`,
    });
    const [intent] = await sql<{ amount_cents: string }>('select amount_cents from simulated_payment_intent where id = $1', [started.paymentIntentId]);
    expect(intent!.amount_cents).toBe(String(amount * 100));
    await confirm(started.clientSecret);
    expect(await sql('select plan_kind, plan_id, plan_name, amount_cents from subscription where order_id = $1', [started.orderId])).toEqual([
      { plan_kind: kind, plan_id: productId, plan_name: name, amount_cents: String(amount * 100) },
    ]);
    // A plan bought here comes with a name and an e-mail only: no business formation is recorded for it.
    expect(await count('business_formation where order_id = $1', [started.orderId])).toBe(0);
    expect(await count(`outbox_mail where subject = $1`, [`Payment receipt ${started.order.reference}: $${amount.toLocaleString('en-US')}`])).toBe(1);
  });

  it('an old ?plan=enterprise link buys the $15,000 plan: the $250,000 retainer price is refused for it (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md)', async () => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', {
      planId: 'enterprise',
      amount: 250000,
      name: 'G',
      email: 'g@example.com',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'The amount $250,000 does not match the current price of $15,000. Please reload the page.' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a tampered amount for a retainer', { planId: 'foundation', amount: 1000, name: 'G', email: 'g@example.com' }],
    ['a tampered amount for a plan', { planId: 'professional', amount: 1, name: 'G', email: 'g@example.com' }],
    ['the $15,000 plan price for the Enterprise retainer', { planId: 'enterprise-retainer', amount: 15000, name: 'G', email: 'g@example.com' }],
    ['an unknown plan', { planId: 'platinum', amount: 1000, name: 'G', email: 'g@example.com' }],
    ['a product id instead of a plan', { planId: 'professional-plan', amount: 5000, name: 'G', email: 'g@example.com' }],
    ['no amount', { planId: 'essential', name: 'G', email: 'g@example.com' }],
    ['an amount in cents', { planId: 'essential', amount: 100000, name: 'G', email: 'g@example.com' }],
    ['a bad e-mail', { planId: 'foundation', amount: 25000, name: 'G', email: 'nope' }],
    ['no name', { planId: 'essential', amount: 1000, email: 'g@example.com' }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', body)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('a paid checkout never pays again (docs/payments.md#paid-checkouts)', () => {
  it.each([
    [
      '/checkout-simple',
      '/api/create-subscription-payment-simple',
      () => ({ planId: 'professional', amount: 5000, name: 'Grace Hopper', email: 'grace.twice@example.com' }),
    ],
    ['/checkout?plan=', '/api/create-subscription-payment', () => ({ planId: 'essential', amount: 1000, businessData: formationData })],
    ['/entity-checkout', '/api/create-entity-payment', () => entityBody()],
    [
      'the cart checkout',
      '/api/create-cart-payment',
      () => ({ ...cartPayer, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 }),
    ],
  ])('%s: a second start with the paid checkout key is refused with 409, and no order or payment is made', async (_page, path, body) => {
    const checkoutKey = crypto.randomUUID();
    const first = await start(path, { ...body(), checkoutKey });
    await confirm(first.clientSecret);
    const before = await counts();
    const again = await new TestBrowser(baseUrl).post(path, { ...body(), checkoutKey });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: `Your earlier payment for this checkout already went through (order ${first.order.reference}). Nothing more was charged.`,
    });
    expect(await counts()).toEqual(before);
    expect((await readOrder(first.orderId)).status).toBe('paid');
    // A new checkout (a new key) is a new order.
    expect((await start(path, { ...body(), checkoutKey: crypto.randomUUID() })).orderId).not.toBe(first.orderId);
  });

  it('a paid checkout refuses another plan too, over tRPC', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    const checkoutKey = crypto.randomUUID();
    const first = await trpc.payments.startSimpleCheckout.mutate({ checkoutKey, planId: 'essential', amount: 1000, name: 'G', email: 'g.twice@example.com' });
    await trpc.payments.confirmSimulated.mutate({ ...card, clientSecret: first.clientSecret });
    await expect(
      trpc.payments.startSimpleCheckout.mutate({ checkoutKey, planId: 'transformation', amount: 75000, name: 'G', email: 'g.twice@example.com' }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' }, message: expect.stringContaining(`order ${first.order.reference}`) });
  });

  it('confirming the paid payment again charges nothing more and fulfils nothing twice', async () => {
    const first = await start('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'G', email: 'g.confirm@example.com' });
    await confirm(first.clientSecret);
    const before = await counts();
    expect(await confirm(first.clientSecret)).toMatchObject({ status: 'succeeded' });
    expect(await counts()).toEqual(before);
  });
});

describe('cart checkout', () => {
  it('charges the server-priced total and keeps the priced lines on the order', async () => {
    const items = [
      { serviceId: 'llc-formation-excellence', quantity: 2 },
      { serviceId: 'executive-registered-agent', quantity: 1 },
    ];
    const started = await start('/api/create-cart-payment', { ...cartPayer, items, amountCents: 1_249_800 });
    await confirm(started.clientSecret);
    const order = await readOrder(started.orderId);
    expect(order).toMatchObject({ status: 'paid', kind: 'cart', totalCents: 1_249_800, description: '3 services for Hopper Compilers' });
    expect(order.lines).toEqual([
      { id: 'llc-formation-excellence', title: 'LLC Formation Excellence', quantity: 2, unitCents: 499_900, lineCents: 999_800 },
      { id: 'executive-registered-agent', title: 'Executive Registered Agent', quantity: 1, unitCents: 250_000, lineCents: 250_000 },
    ]);
  });

  it('security finding 7: the receipt to the typed address lists the catalogue lines and prices, never the name or company typed', async () => {
    const payer = { name: PHISHING, email: 'victim.cart@example.com', phone: '(212) 555-0100', company: 'Call 555-0100 now' };
    const started = await start('/api/create-cart-payment', {
      ...payer,
      items: [{ serviceId: 'executive-registered-agent', quantity: 1 }],
      amountCents: 250_000,
    });
    await confirm(started.clientSecret);
    const mails = await mailsTo(databaseUrl, payer.email);
    expect(mails.map((m) => m.subject)).toEqual([`Payment receipt ${started.order.reference}: $2,500`]);
    expectNothingTyped(mails, [PHISHING, 'Call 555-0100', '555-0100']);
    expect(mails[0]!.text).toContain('Executive Registered Agent: $2,500');
  });

  it.each([
    ['a tampered total', { items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }], amountCents: 100 }],
    ['an unknown service', { items: [{ serviceId: 'free-money', quantity: 1 }], amountCents: 100 }],
    ['an empty cart', { items: [], amountCents: 100 }],
    ['a cart for a proposal', { items: [{ serviceId: 'holding-company-formation', quantity: 1 }], amountCents: 7_500_000 }],
    ['a six-digit phone', { phone: '555-123', items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }], amountCents: 499_900 }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post('/api/create-cart-payment', { ...cartPayer, ...body })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('reading an order: GET /api/payments/orders/:id and payments.order', () => {
  it('answers the order a success page shows, over REST and tRPC alike', async () => {
    const started = await start('/api/create-subscription-payment-simple', {
      planId: 'enterprise-retainer',
      amount: 250000,
      name: 'Grace Hopper',
      email: 'grace.read@example.com',
    });
    const rest = await readOrder(started.orderId);
    expect(rest).toMatchObject({
      id: started.orderId,
      status: 'pending',
      description: 'Enterprise retainer (monthly)',
      totalCents: 25_000_000,
      receiptEmail: 'g***@example.com',
      paidAt: null,
    });
    const { trpc } = await startTestServer({}, { databaseUrl });
    expect(await trpc.payments.order.query({ orderId: started.orderId })).toEqual(rest);
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    expect((await fetch(`${baseUrl}/api/payments/orders/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/payments/orders/not-an-id`)).status).toBe(400);
  });
});

describe('simulated confirm', () => {
  it('refuses an unknown client secret, an expired card and bad card fields', async () => {
    const browser = new TestBrowser(baseUrl);
    expect((await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: 'pi_sim_x_secret_nope' })).status).toBe(400);
    const started = await start('/api/create-entity-payment', entityBody(), browser);
    const expired = await (await browser.post('/api/payments/simulated/confirm', { ...card, expiry: '01 / 20', clientSecret: started.clientSecret })).json();
    expect(expired).toMatchObject({ status: 'requires_payment_method', error: { message: 'Your card has expired.' } });
    expect((await browser.post('/api/payments/simulated/confirm', { ...card, cardNumber: 'abcd', clientSecret: started.clientSecret })).status).toBe(400);
    // The expired card was a decline; the refused fields changed nothing.
    expect(await orderRow(started.orderId)).toMatchObject({ status: 'payment_failed', last_payment_error: 'Your card has expired.' });
  });

  it('answers 404 to the Stripe webhook when Stripe is not configured', async () => {
    expect((await new TestBrowser(baseUrl).post('/api/stripe/webhook', { id: 'evt_1' })).status).toBe(404);
  });
});

describe('a declined card: the order says "Payment failed" to staff (docs/payments.md#order-states)', () => {
  it('the Orders list filters it, the dashboard counts it, its history names the payment provider, and the card step resumes it', async () => {
    const browser = new TestBrowser(baseUrl);
    const started = await start('/api/create-entity-payment', { ...entityBody(), businessName: 'Declined Twice LLC' }, browser);
    const admin = new TestBrowser(baseUrl);
    expect((await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
    const failedCount = async () =>
      ((await (await admin.fetch('/api/admin/summary')).json()) as { queues: { kind: string; byStatus: { status: string; count: number }[] }[] }).queues
        .find((q) => q.kind === 'order')!
        .byStatus.find((b) => b.status === 'payment_failed')!.count;
    const before = await failedCount();
    // Declined twice: one status change in the history, the newest reason on the order.
    await confirm(started.clientSecret, '4000 0000 0000 0002');
    await confirm(started.clientSecret, '4000 0000 0000 0002');
    expect(await failedCount()).toBe(before + 1);
    const listed = (await (await admin.fetch('/api/orders?status=payment_failed&pageSize=100')).json()) as Page<OrderRow>;
    expect(listed.items.map((o) => o.id)).toContain(started.orderId);
    expect(listed.items.every((o) => o.status === 'payment_failed')).toBe(true);
    const detail = (await (await admin.fetch(`/api/admin/records/order/${started.orderId}`)).json()) as {
      history: { action: string; from: string | null; to: string | null; actorName: string }[];
    };
    const changes = detail.history.filter((h) => h.action === 'status_changed');
    expect(changes).toEqual([expect.objectContaining({ from: 'pending', to: 'payment_failed', actorName: 'Simulated payments' })]);
    // Staff cannot make it paid; a card can.
    const refused = await admin.post(`/api/admin/records/order/${started.orderId}/status`, { to: 'paid' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('Only payments make an order');
    expect((await confirm(started.clientSecret)).status).toBe('succeeded');
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'paid', lastPaymentError: null });
    expect(await failedCount()).toBe(before);
  });

  it('a checkout whose card was declined keeps one open order: starting it again with the same details resumes that order', async () => {
    const browser = new TestBrowser(baseUrl);
    const checkoutKey = crypto.randomUUID();
    const first = await start('/api/create-entity-payment', { ...entityBody(), checkoutKey }, browser);
    await confirm(first.clientSecret, '4000 0000 0000 0002');
    const again = await start('/api/create-entity-payment', { ...entityBody(), checkoutKey }, browser);
    expect(again.orderId).toBe(first.orderId);
    expect(again.order.status).toBe('payment_failed');
  });
});

describe('admin reads: orders as orders, amounts in dollars', () => {
  it('lists every order with its state, payment reference and dollar amounts, and the formations priced in dollars', async () => {
    const paid = await start('/api/create-entity-payment', { ...entityBody(), businessName: 'Admin Lists LLC' });
    await confirm(paid.clientSecret);
    const pending = await start('/api/create-cart-payment', {
      ...cartPayer,
      company: 'Pending Co',
      items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }],
      amountCents: 950_000,
    });
    const admin = new TestBrowser(baseUrl);
    expect((await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
    const orders = (await (await admin.fetch('/api/orders?pageSize=100')).json()) as Page<OrderRow>;
    expect(orders.items.find((o) => o.id === paid.orderId)).toMatchObject({
      status: 'paid',
      total: 4999,
      paymentReference: paid.paymentIntentId,
      reference: paid.order.reference,
      kind: 'entity',
      company: 'Admin Lists LLC',
    });
    expect(orders.items.find((o) => o.id === pending.orderId)).toMatchObject({
      status: 'pending',
      total: 9500,
      lines: [{ title: 'Corporate Credit Strategy', quantity: 1, unitPrice: 9500, lineTotal: 9500 }],
    });
    const formations = (await (await admin.fetch('/api/entity-formations?pageSize=100')).json()) as Page<{
      businessName: string;
      price: number;
      orderReference: string;
    }>;
    expect(formations.items.find((f) => f.businessName === 'Admin Lists LLC')).toMatchObject({ price: 4999, orderReference: paid.order.reference });
    const subscriptions = (await (await admin.fetch('/api/subscriptions?pageSize=100')).json()) as Page<SubscriptionRow>;
    expect(subscriptions.items.find((s) => s.planName === 'Enterprise retainer')).toMatchObject({ kind: 'retainer', monthly: 250000 });
  });

  it('refuses the lists without a session (401) and to a portal client (403)', async () => {
    for (const path of ['/api/entity-formations', '/api/business-formations', '/api/orders', '/api/subscriptions']) {
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(401);
    }
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email: 'lister@example.com', password: 'analytical-engine', fullName: 'Lister', companyName: 'Acme' });
    expect((await client.fetch('/api/orders')).status).toBe(403);
    const { trpc } = await startTestServer({}, { databaseUrl });
    await expect(trpc.payments.orders.query({ page: 1, pageSize: 10 })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});

describe('portal records', () => {
  it('shows a portal client the paid records of their own e-mail only', async () => {
    const mine = await start('/api/create-entity-payment', { ...entityBody(), email: 'portal.owner@example.com', businessName: 'Owner Co' });
    await confirm(mine.clientSecret);
    const theirs = await start('/api/create-entity-payment', { ...entityBody(), email: 'someone.else@example.com', businessName: 'Hopper Secret Co' });
    await confirm(theirs.clientSecret);
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email: 'portal.owner@example.com', password: 'analytical-engine', fullName: 'Owner', companyName: 'Owner Co' });
    const records = (await (await client.fetch('/api/portal/records')).json()) as {
      entityFormations: { businessName: string }[];
      orders: { reference: string; status: string }[];
    };
    expect(records.entityFormations.map((f) => f.businessName)).toEqual(['Owner Co']);
    expect(records.orders).toEqual([expect.objectContaining({ reference: mine.order.reference, status: 'paid' })]);
    expect(JSON.stringify(records)).not.toContain('Hopper Secret');
    expect((await fetch(`${baseUrl}/api/portal/records`)).status).toBe(401);
  });
});

describe('the payments router: the doors the browser uses, typed end to end', () => {
  const planBody = { planId: 'essential' as const, amount: 1000, businessData: formationData };
  const cartBody = { ...cartPayer, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 };

  it('starts every checkout, confirms the test card, and reads the recorded formation, as the REST aliases do', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    const checkoutKey = crypto.randomUUID();
    const entity = await trpc.payments.startEntityCheckout.mutate({
      checkoutKey,
      entityType: 'c-corp',
      state: 'NY',
      amount: 25000,
      businessName: 'Router Co',
      contactName: 'Ada Lovelace',
      email: 'router@example.com',
      phone: '(212) 555-0199',
    });
    expect(entity.order).toMatchObject({ productId: 'c-corp-formation', totalCents: 2_500_000, status: 'pending' });
    expect((await trpc.payments.startPlanCheckout.mutate({ ...planBody, checkoutKey: crypto.randomUUID() })).order.productId).toBe('essential-plan');
    expect(
      (await trpc.payments.startSimpleCheckout.mutate({ planId: 'foundation', amount: 25000, name: 'Grace', email: 'grace.router@example.com' })).order
        .productId,
    ).toBe('foundation-retainer');
    expect((await trpc.payments.startCartCheckout.mutate(cartBody)).order.totalCents).toBe(950_000);

    expect(await trpc.payments.confirmSimulated.mutate({ ...card, clientSecret: entity.clientSecret })).toEqual({
      status: 'succeeded',
      paymentIntentId: entity.paymentIntentId,
      error: null,
    });
    const formation = await trpc.formations.entity.query({
      businessName: 'Router Co',
      contactName: 'Ada Lovelace',
      email: 'router@example.com',
      phone: '2125550199',
      entityType: 'c-corp',
      state: 'NY',
      price: 25000,
      stripePaymentIntentId: entity.paymentIntentId,
    });
    expect(formation).toMatchObject({ orderId: entity.orderId, reference: entity.order.reference, status: 'received' });
  });

  it.each([
    [
      'startEntityCheckout',
      (t: ReturnType<TestBrowser['trpc']>) =>
        t.payments.startEntityCheckout.mutate({
          entityType: 'llc',
          state: 'DE',
          amount: 4999,
          businessName: 'Acme',
          contactName: 'Ada',
          email: 'ada@example.com',
          phone: '555',
        }),
      'phone',
    ],
    [
      'startPlanCheckout',
      (t: ReturnType<TestBrowser['trpc']>) =>
        t.payments.startPlanCheckout.mutate({ ...planBody, businessData: { ...formationData, responsiblePartySSN: '12' } }),
      'businessData',
    ],
    [
      'startSimpleCheckout',
      (t: ReturnType<TestBrowser['trpc']>) =>
        t.payments.startSimpleCheckout.mutate({ planId: 'enterprise-plan', amount: 15000, name: 'G', email: 'g@example.com' } as never),
      'planId',
    ],
    ['startCartCheckout', (t: ReturnType<TestBrowser['trpc']>) => t.payments.startCartCheckout.mutate({ ...cartBody, items: [] }), 'items'],
    [
      'confirmSimulated',
      (t: ReturnType<TestBrowser['trpc']>) => t.payments.confirmSimulated.mutate({ ...card, clientSecret: 'pi_sim_x_secret_y', cvc: '1' }),
      'cvc',
    ],
    ['order', (t: ReturnType<TestBrowser['trpc']>) => t.payments.order.query({ orderId: 'nope' }), 'orderId'],
  ])('%s answers BAD_REQUEST naming the bad field, and stores nothing', async (_name, call, field) => {
    const before = await counts();
    const refused = call(new TestBrowser(baseUrl).trpc());
    await expect(refused).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    await expect(refused).rejects.toHaveProperty(['data', 'zodError', 'fieldErrors', field], expect.any(Array));
    expect(await counts()).toEqual(before);
  });

  it('names a field of the nested formation form by its dotted path too (REST and tRPC), so the form marks that input', async () => {
    const businessData = { ...formationData, responsiblePartySSN: '12', owners: [{ ...formationData.owners[0]!, name: 'A' }] };
    const res = await new TestBrowser(baseUrl).post('/api/create-subscription-payment', { ...planBody, businessData });
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toEqual({
      businessData: ['Please enter SSN in format XXX-XX-XXXX', 'Owner name required'],
      'businessData.responsiblePartySSN': ['Please enter SSN in format XXX-XX-XXXX'],
      'businessData.owners.0.name': ['Owner name required'],
    });
    await expect(new TestBrowser(baseUrl).trpc().payments.startPlanCheckout.mutate({ ...planBody, businessData })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { formErrors: [], fieldErrors } },
    });
  });

  it('names the owners list when the owners together hold more than 100% (docs/subscriptions-and-intake.md#formation-form)', async () => {
    const owners = [formationData.owners[0]!, { ...formationData.owners[0]!, name: 'Charles Babbage', percentage: 25 }];
    const res = await new TestBrowser(baseUrl).post('/api/create-subscription-payment', { ...planBody, businessData: { ...formationData, owners } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors['businessData.owners']).toEqual([
      "The owners' percentages add up to 125%; together they can hold at most 100%",
    ]);
  });

  it('answers a price that is not the catalogue one with BAD_REQUEST and its sentence', async () => {
    await expect(
      new TestBrowser(baseUrl).trpc().payments.startSimpleCheckout.mutate({ planId: 'enterprise-retainer', amount: 15000, name: 'G', email: 'g@example.com' }),
    ).rejects.toMatchObject({
      message: 'The amount $15,000 does not match the current price of $250,000. Please reload the page.',
      data: { code: 'BAD_REQUEST' },
    });
  });
});
