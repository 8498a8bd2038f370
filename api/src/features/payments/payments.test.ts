import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { DEMO_ADMIN } from '../accounts/accounts.service.ts';
import { formationData } from './test-data.ts';

const json = (res: Response) => res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
const counts = async () => Promise.all(['simulated_payment_intent', 'checkout_payment', 'entity_formation', 'business_formation', 'subscription', 'customer_order'].map(count));

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const entityForm = { businessName: 'Acme Robotics LLC', contactName: 'Ada Lovelace', email: 'ada@example.com', phone: '2125550199' };


beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});

async function payEntity(browser = new TestBrowser(baseUrl), type = 'llc', price = 4999, cardNumber = card.cardNumber) {
  const created = await browser.post('/api/create-entity-payment', { entityType: type, state: 'DE', amount: price });
  expect(created.status).toBe(201);
  const { clientSecret, paymentIntentId } = await json(created);
  const confirmed = await json(await browser.post('/api/payments/simulated/confirm', { ...card, cardNumber, clientSecret }));
  return { clientSecret, paymentIntentId, confirmed };
}

describe('payments config', () => {
  it('says simulated, with no publishable key, when Stripe is not configured', async () => {
    expect(await json(await fetch(`${baseUrl}/api/payments/config`))).toEqual({ mode: 'simulated', publishableKey: null });
  });
});

describe('entity checkout: POST /api/create-entity-payment and POST /api/entity-formations', () => {
  it('creates an intent for the catalogue price and records the formation once the card succeeded', async () => {
    const browser = new TestBrowser(baseUrl);
    const { paymentIntentId, confirmed } = await payEntity(browser);
    expect(confirmed).toEqual({ status: 'succeeded', paymentIntentId, error: null });
    const [intent] = await sql('select amount_cents, status from simulated_payment_intent where id = $1', [paymentIntentId]);
    expect(intent).toEqual({ amount_cents: '499900', status: 'succeeded' });

    const res = await browser.post('/api/entity-formations', { ...entityForm, entityType: 'llc', state: 'DE', price: 4999, stripePaymentIntentId: paymentIntentId });
    expect(res.status).toBe(201);
    const first = await json(res);
    const [row] = await sql('select business_name, entity_type, state, price_cents, status, phone from entity_formation where id = $1', [first.id]);
    expect(row).toEqual({ business_name: 'Acme Robotics LLC', entity_type: 'llc', state: 'DE', price_cents: '499900', status: 'pending', phone: '2125550199' });
    const mails = await sql<{ subject: string }>(`select subject from outbox_mail where "to" = 'ada@example.com' order by subject`);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining(['Payment receipt: $4,999', 'Your Limited Liability Company (LLC) formation has started']));

    // The same payment recorded again (a retry, a double click) answers the same record.
    const again = await browser.post('/api/entity-formations', { ...entityForm, businessName: 'Other', entityType: 'llc', state: 'DE', price: 4999, stripePaymentIntentId: paymentIntentId });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(first.id);
    expect(await count(`entity_formation where payment_intent_id = '${paymentIntentId}'`)).toBe(1);
  });

  it('prices PLLC and PC from the catalogue', async () => {
    for (const [type, price] of [['pllc', 6999], ['pc', 8999]] as const) {
      const { confirmed } = await payEntity(undefined, type, price);
      expect(confirmed.status).toBe('succeeded');
    }
  });

  it.each([
    ['a tampered amount', { entityType: 'llc', state: 'DE', amount: 1 }, 400],
    ['the price of another type', { entityType: 'llc', state: 'DE', amount: 12500 }, 400],
    ['an entity type the checkout does not sell', { entityType: 'lp', state: 'DE', amount: 4999 }, 400],
    ['an unknown state', { entityType: 'llc', state: 'ZZ', amount: 4999 }, 400],
    ['a fractional amount', { entityType: 'llc', state: 'DE', amount: 4999.5 }, 400],
    ['a missing amount', { entityType: 'llc', state: 'DE' }, 400],
  ])('refuses %s with 400 and creates no intent', async (_name, body, status) => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/create-entity-payment', body);
    expect(res.status).toBe(status);
    expect((await json(res)).error).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('declines the test card that is declined, keeps the intent unpaid, and refuses to record it', async () => {
    const browser = new TestBrowser(baseUrl);
    const { paymentIntentId, confirmed } = await payEntity(browser, 'llc', 4999, '4000 0000 0000 0002');
    expect(confirmed).toEqual({ status: 'requires_payment_method', paymentIntentId, error: { message: 'Your card was declined.' } });
    const before = await count('entity_formation');
    const res = await browser.post('/api/entity-formations', { ...entityForm, entityType: 'llc', state: 'DE', price: 4999, stripePaymentIntentId: paymentIntentId });
    expect(res.status).toBe(409);
    expect(await count('entity_formation')).toBe(before);
  });

  it('refuses unknown, foreign and mismatched payment ids, and stores nothing', async () => {
    const browser = new TestBrowser(baseUrl);
    const { paymentIntentId } = await payEntity(browser);
    const simple = await json(await browser.post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Ada', email: 'ada@example.com' }));
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: simple.clientSecret });
    const before = await count('entity_formation');
    const record = (change: Record<string, unknown>) => browser.post('/api/entity-formations', { ...entityForm, entityType: 'llc', state: 'DE', price: 4999, stripePaymentIntentId: paymentIntentId, ...change });
    expect((await record({ stripePaymentIntentId: 'pi_sim_unknown' })).status).toBe(400);
    expect((await record({ stripePaymentIntentId: simple.paymentIntentId })).status).toBe(400); // paid, but for a retainer
    expect((await record({ entityType: 's-corp', price: 12500 })).status).toBe(400); // paid for an LLC
    expect((await record({ state: 'NY' })).status).toBe(400);
    expect((await record({ price: 1 })).status).toBe(400);
    expect((await record({ phone: '(212) 555-0199' })).status).toBe(400); // digits only
    expect(await count('entity_formation')).toBe(before);
  });

  it('refuses a payment whose amount at the provider differs from the order', async () => {
    const browser = new TestBrowser(baseUrl);
    const { paymentIntentId } = await payEntity(browser);
    await sql('update simulated_payment_intent set amount_cents = 100 where id = $1', [paymentIntentId]);
    const res = await browser.post('/api/entity-formations', { ...entityForm, entityType: 'llc', state: 'DE', price: 4999, stripePaymentIntentId: paymentIntentId });
    expect(res.status).toBe(400);
    expect(await count(`entity_formation where payment_intent_id = '${paymentIntentId}'`)).toBe(0);
  });
});

describe('POST /api/create-subscription-payment (the /checkout formation form)', () => {
  it('records the business formation with the SSN encrypted, the subscription and the mails once paid', async () => {
    const browser = new TestBrowser(baseUrl);
    const res = await browser.post('/api/create-subscription-payment', { planId: 'professional', amount: 5000, businessData: formationData });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(JSON.stringify(created)).not.toContain('6789');
    expect(await count(`business_formation where payment_intent_id = '${created.paymentIntentId}'`)).toBe(0); // not before payment
    const [pending] = await sql<{ ssn_encrypted: string; details: unknown }>('select ssn_encrypted, details from checkout_payment where payment_intent_id = $1', [created.paymentIntentId]);
    expect(pending!.ssn_encrypted).toMatch(/^v1:/);
    expect(JSON.stringify(pending)).not.toContain('123-45-6789');

    const confirmed = await json(await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret }));
    expect(confirmed.status).toBe('succeeded');
    const complete = await browser.post('/api/payments/complete', { paymentIntentId: created.paymentIntentId });
    expect(complete.status).toBe(200);
    const [row] = await sql<Record<string, string>>('select * from business_formation where payment_intent_id = $1', [created.paymentIntentId]);
    expect(row).toMatchObject({ plan_id: 'professional', business_name: 'Lovelace Analytics', ssn_last4: '6789', status: 'pending' });
    // The raw row holds no clear text SSN anywhere.
    expect(JSON.stringify(row)).not.toMatch(/123-?45-?6789/);
    expect(await count(`subscription where payment_intent_id = '${created.paymentIntentId}' and plan_id = 'professional' and amount_cents = 500000`)).toBe(1);
    const subjects = (await sql<{ subject: string }>(`select subject from outbox_mail where subject like 'Payment receipt: $5,000' or subject like 'Welcome%Professional%'`)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Payment receipt: $5,000', 'Welcome to Elite Business Advisory: your Professional plan']));

    // Completing again changes nothing.
    await browser.post('/api/payments/complete', { paymentIntentId: created.paymentIntentId });
    expect(await count(`business_formation where payment_intent_id = '${created.paymentIntentId}'`)).toBe(1);

    // The admin sees the last four only; no answer carries the SSN.
    const admin = new TestBrowser(baseUrl);
    expect((await admin.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })).status).toBe(200);
    const list = await admin.fetch('/api/business-formations');
    const text = await list.text();
    expect(text).toContain('"ssnLast4":"6789"');
    expect(text).not.toMatch(/123-?45/);
  });

  it.each([
    ['a tampered amount', { planId: 'professional', amount: 1, businessData: formationData }],
    ['the price of another plan', { planId: 'enterprise', amount: 5000, businessData: formationData }],
    ['a retainer plan id', { planId: 'foundation', amount: 25000, businessData: formationData }],
    ['a bad SSN', { planId: 'essential', amount: 1000, businessData: { ...formationData, responsiblePartySSN: '123456789' } }],
    ['no owners', { planId: 'essential', amount: 1000, businessData: { ...formationData, owners: [] } }],
    ['an owner above 100%', { planId: 'essential', amount: 1000, businessData: { ...formationData, owners: [{ name: 'Ada', percentage: 120, address: '12 Engine St' }] } }],
    ['a bad ZIP', { planId: 'essential', amount: 1000, businessData: { ...formationData, businessZip: '1980' } }],
  ])('refuses %s with 400 and creates no intent', async (_name, body) => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/create-subscription-payment', body);
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('does not record an unpaid subscription', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-subscription-payment', { planId: 'essential', amount: 1000, businessData: formationData }));
    expect((await browser.post('/api/payments/complete', { paymentIntentId: created.paymentIntentId })).status).toBe(409);
    expect((await browser.post('/api/payments/complete', { paymentIntentId: 'pi_sim_nope' })).status).toBe(400);
    expect(await count(`business_formation where payment_intent_id = '${created.paymentIntentId}'`)).toBe(0);
  });
});

describe('POST /api/create-subscription-payment-simple (retainers)', () => {
  it.each([
    ['foundation', 25000],
    ['transformation', 75000],
    ['enterprise', 250000],
  ])('charges the %s retainer its monthly price and records the subscription', async (planId, amount) => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-subscription-payment-simple', { planId, amount, name: 'Grace Hopper', email: 'grace@example.com' }));
    expect(created.amountCents).toBe(amount * 100);
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret });
    expect(await count(`subscription where payment_intent_id = '${created.paymentIntentId}' and plan_kind = 'retainer' and plan_id = '${planId}'`)).toBe(1);
  });

  it.each([
    ['a tampered amount', { planId: 'foundation', amount: 1000, name: 'G', email: 'g@example.com' }],
    ['a /checkout plan id', { planId: 'essential', amount: 1000, name: 'G', email: 'g@example.com' }],
    ['a bad e-mail', { planId: 'foundation', amount: 25000, name: 'G', email: 'nope' }],
  ])('refuses %s with 400 and creates no intent', async (_name, body) => {
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', body)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/create-cart-payment (cart checkout)', () => {
  const payer = { name: 'Grace Hopper', email: 'grace@example.com', phone: '(212) 555-0100', company: 'Hopper Compilers' };
  it('charges the server-priced total and records the order with its items', async () => {
    const browser = new TestBrowser(baseUrl);
    const items = [{ serviceId: 'llc-formation-excellence', quantity: 2 }, { serviceId: 'executive-registered-agent', quantity: 1 }];
    const res = await browser.post('/api/create-cart-payment', { ...payer, items, amountCents: 1_249_800 });
    expect(res.status).toBe(201);
    const created = await json(res);
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret });
    const [order] = await sql<{ total_cents: string; items: unknown[] }>('select total_cents, items from customer_order where payment_intent_id = $1', [created.paymentIntentId]);
    expect(order!.total_cents).toBe('1249800');
    expect(order!.items).toHaveLength(2);
  });

  it.each([
    ['a tampered total', { items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }], amountCents: 100 }],
    ['an unknown service', { items: [{ serviceId: 'free-money', quantity: 1 }], amountCents: 100 }],
    ['an empty cart', { items: [], amountCents: 100 }],
    ['a cart for a proposal', { items: [{ serviceId: 'holding-company-formation', quantity: 1 }], amountCents: 7_500_000 }],
  ])('refuses %s with 400 and creates no intent', async (_name, body) => {
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post('/api/create-cart-payment', { ...payer, ...body })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('simulated confirm', () => {
  it('refuses an unknown client secret, an expired card and bad card fields', async () => {
    const browser = new TestBrowser(baseUrl);
    expect((await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: 'pi_sim_x_secret_nope' })).status).toBe(400);
    const created = await json(await browser.post('/api/create-entity-payment', { entityType: 'llc', state: 'DE', amount: 4999 }));
    const expired = await json(await browser.post('/api/payments/simulated/confirm', { ...card, expiry: '01 / 20', clientSecret: created.clientSecret }));
    expect(expired.error).toEqual({ message: 'Your card has expired.' });
    expect((await browser.post('/api/payments/simulated/confirm', { ...card, cardNumber: 'abcd', clientSecret: created.clientSecret })).status).toBe(400);
  });

  it('answers 404 to the Stripe webhook when Stripe is not configured', async () => {
    expect((await new TestBrowser(baseUrl).post('/api/stripe/webhook', { id: 'evt_1' })).status).toBe(404);
  });
});

describe('admin and portal reads', () => {
  it('lists entity formations, orders and subscriptions for admins only', async () => {
    for (const path of ['/api/entity-formations', '/api/business-formations', '/api/orders', '/api/subscriptions']) {
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(401);
    }
    const admin = new TestBrowser(baseUrl);
    await admin.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const entity = await json(await admin.fetch('/api/entity-formations'));
    expect(entity.items.length).toBeGreaterThan(0);
    expect(entity.items[0]).toMatchObject({ price: expect.any(Number), status: 'pending' });
    expect((await json(await admin.fetch('/api/subscriptions'))).total).toBeGreaterThan(0);
    expect((await json(await admin.fetch('/api/orders'))).total).toBeGreaterThan(0);
    expect((await admin.fetch('/api/portal/records')).status).toBe(403);
  });

  it("shows a portal client only the records of their own e-mail", async () => {
    const client = new TestBrowser(baseUrl);
    const reg = await client.post('/api/portal/register', { email: 'ada@example.com', password: 'analytical-engine', fullName: 'Ada Lovelace', companyName: 'Acme' });
    expect(reg.status).toBeLessThan(300);
    expect((await client.post('/api/portal/login', { email: 'ada@example.com', password: 'analytical-engine' })).status).toBe(200);
    const records = await json(await client.fetch('/api/portal/records'));
    expect(records.entityFormations.length).toBeGreaterThan(0);
    expect(records.businessFormations.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toContain('grace@example.com');
    expect(JSON.stringify(records)).not.toContain('Hopper');
    expect((await fetch(`${baseUrl}/api/portal/records`)).status).toBe(401);
  });
});
