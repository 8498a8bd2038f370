import { beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import type { Config } from '../../config.ts';
import { DEMO_ADMIN } from '../accounts/accounts.service.ts';
import { miniWebDist } from '../../../test/web-dist.ts';
import { decryptSsn } from './ssn-cipher.ts';
import { formationData } from './test-data.ts';

/**
 * Recording a paid checkout (DECISIONS 1 and 3): only what the provider says succeeded, for the
 * price we set, once however many callers race; and the SSN never leaves in clear text.
 */
const json = (res: Response) => res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const entityForm = { businessName: 'Babbage Engines LLC', contactName: 'Charles Babbage', email: 'charles@example.com', phone: '2125550142' };
const log = captureLogger('debug');
let baseUrl: string;
let databaseUrl: string;
let config: Config;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (where: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${where}`, params))[0]!.n);
const recorded = () => Promise.all(['business_formation', 'entity_formation', 'subscription', 'customer_order', 'outbox_mail'].map((t) => count(t)));
/** The provider saying "succeeded" without our card form: what a payment made elsewhere looks like. */
const markPaid = (paymentIntentId: string) => sql(`update simulated_payment_intent set status = 'succeeded' where id = $1`, [paymentIntentId]);

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100', WEB_DIST_DIR: miniWebDist() }, { logger: log.logger });
  ({ baseUrl, databaseUrl, config } = started);
});

describe('simulated mode', () => {
  it('keeps every third party out of the pages: no Stripe in the Content-Security-Policy', async () => {
    const policy = (await fetch(`${baseUrl}/entity-checkout`)).headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('stripe');
  });
});

describe('POST /api/payments/complete refuses what was not paid to us, and stores nothing', () => {
  it('an unpaid, an unknown, a wrong-amount and a foreign payment id', async () => {
    const browser = new TestBrowser(baseUrl);
    const unpaid = await json(await browser.post('/api/create-subscription-payment', { planId: 'essential', amount: 1000, businessData: formationData }));
    const wrongAmount = await json(await browser.post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Eve', email: 'eve@example.com' }));
    await sql(`update simulated_payment_intent set status = 'succeeded', amount_cents = 100 where id = $1`, [wrongAmount.paymentIntentId]);
    // Paid at the provider, for a real price, but never started by this site.
    await sql(`insert into simulated_payment_intent (id, client_secret, amount_cents, status) values ('pi_sim_foreign', 'pi_sim_foreign_secret', 2500000, 'succeeded')`);
    const before = await recorded();

    const complete = (paymentIntentId: string) => browser.post('/api/payments/complete', { paymentIntentId });
    expect((await complete(unpaid.paymentIntentId)).status).toBe(409);
    expect((await complete('pi_sim_unknown')).status).toBe(400);
    expect((await complete(wrongAmount.paymentIntentId)).status).toBe(400);
    expect((await complete('pi_sim_foreign')).status).toBe(400);
    expect((await browser.post('/api/payments/complete', { paymentIntentId: '' })).status).toBe(400);
    expect(await recorded()).toEqual(before);
    expect(await count(`checkout_payment where status = 'succeeded' and payment_intent_id in ($1, $2)`, [unpaid.paymentIntentId, wrongAmount.paymentIntentId])).toBe(0);
  });
});

describe('recording is idempotent on the payment id', () => {
  it('ten browsers completing one paid subscription at once record one formation, one subscription and one set of mails', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-subscription-payment', { planId: 'enterprise', amount: 15000, businessData: { ...formationData, businessName: 'Race Conditions Inc', responsiblePartyEmail: 'race@example.com' } }));
    await markPaid(created.paymentIntentId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => new TestBrowser(baseUrl).post('/api/payments/complete', { paymentIntentId: created.paymentIntentId })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await count('business_formation where payment_intent_id = $1', [created.paymentIntentId])).toBe(1);
    expect(await count('subscription where payment_intent_id = $1', [created.paymentIntentId])).toBe(1);
    expect(await count(`outbox_mail where "to" = 'race@example.com'`)).toBe(2); // receipt + welcome
  });

  it('ten calls recording one paid entity formation at once answer the same record', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-entity-payment', { entityType: 'c-corp', state: 'NY', amount: 25000 }));
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret });
    const body = { ...entityForm, entityType: 'c-corp', state: 'NY', price: 25000, stripePaymentIntentId: created.paymentIntentId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => new TestBrowser(baseUrl).post('/api/entity-formations', body)));
    const ids = new Set(await Promise.all(answers.map(async (r) => (await json(r)).id)));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await count('entity_formation where payment_intent_id = $1', [created.paymentIntentId])).toBe(1);
    expect(await count(`outbox_mail where "to" = 'charles@example.com' and subject like 'Payment receipt%'`)).toBe(1);
  });
});

describe('mails through the outbox', () => {
  it('a retainer queues its receipt and the "welcome, what happens next" mail, with the team told', async () => {
    const browser = new TestBrowser(baseUrl);
    const created = await json(await browser.post('/api/create-subscription-payment-simple', { planId: 'transformation', amount: 75000, name: 'Mary Jackson', email: 'mary@example.com' }));
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret });
    const mails = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = 'mary@example.com' order by subject`);
    expect(mails.map((m) => m.subject)).toEqual(['Payment receipt: $75,000', 'Welcome to Elite Business Advisory: your Transformation retainer']);
    expect(mails[0]!.text).toContain('Transformation retainer, first month');
    expect(mails[1]!.text).toContain('What happens next');
    expect(mails[1]!.text).toContain('within 24 hours');
    expect(await count(`outbox_mail where "to" = $1 and subject = 'New Transformation retainer'`, [config.TEAM_EMAIL])).toBe(1);
  });

  it('a cart order queues a receipt that lists nothing it did not charge', async () => {
    const browser = new TestBrowser(baseUrl);
    const payer = { name: 'Annie Easley', email: 'annie@example.com', phone: '(212) 555-0111', company: 'Easley Energy' };
    const created = await json(await browser.post('/api/create-cart-payment', { ...payer, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 }));
    await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret });
    const [receipt] = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = 'annie@example.com'`);
    expect(receipt!.subject).toBe('Payment receipt: $9,500');
    expect(receipt!.text).toContain('Corporate Credit Strategy');
  });
});

describe('the SSN of the formation form', () => {
  it('is stored only encrypted, comes back whole from no answer, mail or log line, and decrypts with the configured key', async () => {
    const ssn = '078-05-1120';
    const clear = [/078-?05-?1120/, /078\s?05\s?1120/];
    const email = 'ssn.owner@example.com';
    const answers: string[] = [];
    const keep = async (res: Response) => {
      const text = await res.text();
      answers.push(text);
      return JSON.parse(text);
    };

    const payer = new TestBrowser(baseUrl);
    const created = await keep(await payer.post('/api/create-subscription-payment', { planId: 'professional', amount: 5000, businessData: { ...formationData, responsiblePartySSN: ssn, responsiblePartyEmail: email } }));
    await keep(await payer.post('/api/payments/simulated/confirm', { ...card, clientSecret: created.clientSecret }));
    await keep(await payer.post('/api/payments/complete', { paymentIntentId: created.paymentIntentId }));
    // A bad form answers its field errors without echoing the number it refused.
    await keep(await payer.post('/api/create-subscription-payment', { planId: 'professional', amount: 5000, businessData: { ...formationData, responsiblePartySSN: '078051120', businessZip: 'x' } }));

    const admin = new TestBrowser(baseUrl);
    await admin.post('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const adminList = await keep(await admin.fetch('/api/business-formations'));
    await keep(await admin.fetch('/api/subscriptions'));
    answers.push(JSON.stringify(await admin.trpc().admin.businessFormations.query({ page: 1, pageSize: 50 })));

    const client = new TestBrowser(baseUrl);
    await client.post('/api/portal/register', { email, password: 'correct-horse-battery', fullName: 'Ada Lovelace', companyName: 'Lovelace Analytics' });
    await client.post('/api/portal/login', { email, password: 'correct-horse-battery' });
    const mine = await keep(await client.fetch('/api/portal/records'));
    expect(mine.businessFormations).toHaveLength(1);

    expect(adminList.items.find((r: { businessName: string; ssnLast4: string }) => r.ssnLast4 === '1120')).toBeTruthy();
    for (const answer of answers) for (const pattern of clear) expect(answer).not.toMatch(pattern);

    const [row] = await sql<Record<string, unknown>>('select * from business_formation where payment_intent_id = $1', [created.paymentIntentId]);
    const [checkout] = await sql<Record<string, unknown>>('select * from checkout_payment where payment_intent_id = $1', [created.paymentIntentId]);
    for (const raw of [row, checkout]) for (const pattern of clear) expect(JSON.stringify(raw)).not.toMatch(pattern);
    expect(decryptSsn(config, row!.ssn_encrypted as string)).toBe(ssn);

    const mails = await sql<{ text: string; subject: string }>('select subject, text from outbox_mail');
    for (const pattern of clear) expect(JSON.stringify(mails)).not.toMatch(pattern);
    for (const pattern of clear) expect(log.text()).not.toMatch(pattern);
    expect(log.text()).toContain(created.paymentIntentId); // the log was written, just without the SSN
  });
});
