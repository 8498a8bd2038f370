import type { CheckoutStarted, OrderSummary } from '@elite/contracts/schemas/payments';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { card, cartPayer, entityBody } from '../../../test/fixtures/checkout.ts';

/**
 * The order model's guarantees (docs/payments.md): one pending order per checkout, a changed order cancels the
 * earlier payment, the amount charged is the amount stored and shown, fulfilment happens once however many callers
 * race, and a failure half-way through fulfilment leaves nothing half-done for the next attempt to repair.
 */
let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (where: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${where}`, params))[0]!.n);

beforeAll(async () => {
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }));
});

async function startCart(checkoutKey: string, items: { serviceId: string; quantity: number }[], amountCents: number) {
  const res = await new TestBrowser(baseUrl).post('/api/create-cart-payment', { ...cartPayer, checkoutKey, items, amountCents });
  return { status: res.status, body: (await res.json()) as CheckoutStarted & { error?: string } };
}
const confirm = async (clientSecret: string, cardNumber = card.cardNumber) =>
  (await (await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, cardNumber, clientSecret })).json()) as {
    status: string;
    error: { message: string } | null;
  };
const readOrder = async (orderId: string) => (await (await fetch(`${baseUrl}/api/payments/orders/${orderId}`)).json()) as OrderSummary;

const llc = { serviceId: 'llc-formation-excellence', quantity: 1 };
const agent = { serviceId: 'executive-registered-agent', quantity: 1 };

describe('one checkout, one pending order', () => {
  it('gives back the same order and payment for the same checkout key and the same charge (a reload, a retry)', async () => {
    const key = crypto.randomUUID();
    const first = await startCart(key, [llc], 499_900);
    const again = await startCart(key, [llc], 499_900);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, paymentIntentId: first.body.paymentIntentId, clientSecret: first.body.clientSecret });
    expect(await count('customer_order where checkout_key = $1', [key])).toBe(1);
    expect(await count(`simulated_payment_intent where metadata->>'orderId' = $1`, [first.body.orderId])).toBe(1);
  });

  it('keeps the payment but takes the new details when only the details changed', async () => {
    const key = crypto.randomUUID();
    const first = await startCart(key, [llc], 499_900);
    const res = await new TestBrowser(baseUrl).post('/api/create-cart-payment', {
      ...cartPayer,
      email: 'fixed.typo@example.com',
      checkoutKey: key,
      items: [llc],
      amountCents: 499_900,
    });
    const again = (await res.json()) as CheckoutStarted;
    expect(again.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(again.order.receiptEmail).toBe('f***@example.com');
  });

  it('makes exactly one pending order when ten requests of one checkout race', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => startCart(key, [llc, agent], 749_900)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await count(`customer_order where checkout_key = $1 and status = 'pending'`, [key])).toBe(1);
  });
});

describe('payments.resumeCheckout: the card step again after a reload', () => {
  it('gives the tab holding the checkout key the same payment while the order is pending, and the paid order after', async () => {
    const key = crypto.randomUUID();
    const started = await startCart(key, [llc], 499_900);
    const trpc = new TestBrowser(baseUrl).trpc();
    const resumed = await trpc.payments.resumeCheckout.mutate({ orderId: started.body.orderId, checkoutKey: key });
    expect(resumed).toMatchObject({ clientSecret: started.body.clientSecret, order: { status: 'pending', totalCents: 499_900 } });
    await confirm(started.body.clientSecret);
    expect(await trpc.payments.resumeCheckout.mutate({ orderId: started.body.orderId, checkoutKey: key })).toMatchObject({
      clientSecret: null,
      order: { status: 'paid' },
    });
  });

  it('refuses another checkout key (404) and bad input (400), and reveals nothing', async () => {
    const started = await startCart(crypto.randomUUID(), [llc], 499_900);
    const trpc = new TestBrowser(baseUrl).trpc();
    await expect(trpc.payments.resumeCheckout.mutate({ orderId: started.body.orderId, checkoutKey: crypto.randomUUID() })).rejects.toMatchObject({
      message: 'This checkout has expired. Please start again.',
      data: { code: 'NOT_FOUND' },
    });
    await expect(trpc.payments.resumeCheckout.mutate({ orderId: started.body.orderId, checkoutKey: 'nope' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { checkoutKey: ['Please reload the page and try again.'] } } },
    });
  });
});

describe('the charged total is the confirmed total', () => {
  it('cancels the earlier payment when the cart changes while the card form is open, and charges the new total', async () => {
    const key = crypto.randomUUID();
    const before = await startCart(key, [llc], 499_900);
    const after = await startCart(key, [llc, agent], 749_900);
    expect(after.body.orderId).not.toBe(before.body.orderId);
    expect(await sql('select status from customer_order where id = $1', [before.body.orderId])).toEqual([{ status: 'canceled' }]);
    expect(await sql('select status from simulated_payment_intent where id = $1', [before.body.paymentIntentId])).toEqual([{ status: 'canceled' }]);
    // The card form still showing the old order can no longer pay it.
    expect(await confirm(before.body.clientSecret)).toMatchObject({
      status: 'canceled',
      error: { message: 'This payment was replaced by a newer order. Please reload the page.' },
    });
    expect((await confirm(after.body.clientSecret)).status).toBe('succeeded');
    expect(await readOrder(after.body.orderId)).toMatchObject({ status: 'paid', totalCents: 749_900 });
    expect(await readOrder(before.body.orderId)).toMatchObject({ status: 'canceled' });
  });

  it('refuses the change with 409, and records the earlier order as paid, when the earlier payment already went through', async () => {
    const key = crypto.randomUUID();
    const before = await startCart(key, [llc], 499_900);
    // Paid at the provider (another tab) while this one still showed the form.
    await sql(`update simulated_payment_intent set status = 'succeeded' where id = $1`, [before.body.paymentIntentId]);
    const after = await startCart(key, [llc, agent], 749_900);
    expect(after.status).toBe(409);
    expect(after.body.error).toBe(
      `Your earlier payment for this checkout already went through (order ${before.body.order.reference}). Nothing more was charged.`,
    );
    expect(await readOrder(before.body.orderId)).toMatchObject({ status: 'paid', totalCents: 499_900 });
    expect(await count(`customer_order where checkout_key = $1 and status = 'pending'`, [key])).toBe(0);
  });

  it('for any sequence of cart edits, the amount charged, the amount stored and the amount shown are the same', async () => {
    const services = ['llc-formation-excellence', 'executive-registered-agent', 'compliance-management-suite', 'corporate-credit-strategy'] as const;
    const prices = {
      'llc-formation-excellence': 499_900,
      'executive-registered-agent': 250_000,
      'compliance-management-suite': 850_000,
      'corporate-credit-strategy': 950_000,
    };
    const cart = fc
      .array(fc.record({ serviceId: fc.constantFrom(...services), quantity: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 2 })
      .map((lines) => [...new Map(lines.map((l) => [l.serviceId, l])).values()]);
    await fc.assert(
      fc.asyncProperty(fc.array(cart, { minLength: 1, maxLength: 4 }), async (edits) => {
        const key = crypto.randomUUID();
        let last: CheckoutStarted | null = null;
        for (const items of edits) {
          const total = items.reduce((sum, l) => sum + prices[l.serviceId] * l.quantity, 0);
          const started = await startCart(key, items, total);
          if (total > 2_500_000) {
            expect(started.status).toBe(400); // a proposal, not a checkout
            continue;
          }
          expect(started.body.amountCents).toBe(total);
          expect(started.body.order.totalCents).toBe(total);
          last = started.body;
        }
        if (!last) return;
        expect((await confirm(last.clientSecret)).status).toBe('succeeded');
        const [charged] = await sql<{ amount_cents: string }>('select amount_cents from simulated_payment_intent where id = $1', [last.paymentIntentId]);
        const [stored] = await sql<{ total_cents: string; status: string }>('select total_cents, status from customer_order where id = $1', [last.orderId]);
        const shown = await readOrder(last.orderId);
        expect([Number(charged!.amount_cents), Number(stored!.total_cents), shown.totalCents]).toEqual([last.amountCents, last.amountCents, last.amountCents]);
        expect(stored!.status).toBe('paid');
        // Every other payment of this checkout was cancelled, so nothing else can be charged.
        expect(
          await count(
            `customer_order o join simulated_payment_intent i on i.id = o.payment_intent_id where o.checkout_key = $1 and o.id <> $2 and i.status <> 'canceled'`,
            [key, last.orderId],
          ),
        ).toBe(0);
      }),
      { numRuns: 15 },
    );
  });
});

describe('fulfilment happens once', () => {
  it('ten confirmations and reads racing on one paid order make one formation and one set of mails', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), email: 'race@example.com' });
    const started = (await res.json()) as CheckoutStarted;
    await sql(`update simulated_payment_intent set status = 'succeeded' where id = $1`, [started.paymentIntentId]);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => confirm(started.clientSecret)),
      ...Array.from({ length: 5 }, () => readOrder(started.orderId)),
    ]);
    expect(answers.slice(0, 5).every((a) => a.status === 'succeeded')).toBe(true);
    // A read that another read beat to the provider answers the row as it was then (docs/payments.md#reading-an-order).
    expect(answers.slice(5).every((a) => a.status === 'pending' || a.status === 'paid')).toBe(true);
    expect((await readOrder(started.orderId)).status).toBe('paid');
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(1);
    expect(await count(`outbox_mail where "to" = 'race@example.com'`)).toBe(1);
  });

  it('does not fulfil an order whose payment is for another amount: the order keeps the reason and the team is told', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), email: 'mismatch@example.com' });
    const started = (await res.json()) as CheckoutStarted;
    await sql(`update simulated_payment_intent set status = 'succeeded', amount_cents = 100 where id = $1`, [started.paymentIntentId]);
    await readOrder(started.orderId);
    const order = await readOrder(started.orderId);
    expect(order.status).toBe('pending');
    expect(order.lastPaymentError).toMatch(/^A payment of \$1 USD .* does not match this order; the team was told\.$/);
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(0);
    expect(await count(`outbox_mail where "to" = 'mismatch@example.com'`)).toBe(0);
    expect(await count(`outbox_mail where subject = $1`, [`Payment does not match order ${started.order.reference}`])).toBe(1);
  });

  it('leaves nothing half-done when fulfilment fails in the middle: the card was not charged, and paying again fulfils once', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), email: 'crash.midway@example.com' });
    const started = (await res.json()) as CheckoutStarted;
    // The outbox insert fails, after the order was marked paid and the formation written in the same transaction.
    await sql(`create or replace function fail_midway() returns trigger language plpgsql as $$ begin
      if new."to" = 'crash.midway@example.com' then raise exception 'simulated crash during fulfilment'; end if; return new; end $$`);
    await sql('create trigger fail_midway before insert on outbox_mail for each row execute function fail_midway()');
    try {
      const crashed = await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret });
      expect(crashed.status).toBe(500);
    } finally {
      await sql('drop trigger fail_midway on outbox_mail');
    }
    // The simulated payment's success commits with its fulfilment (docs/payments.md): neither happened, so a read
    // changes nothing, and the visitor's next try is the one payment.
    expect(await sql('select status from simulated_payment_intent where id = $1', [started.paymentIntentId])).toEqual([{ status: 'requires_payment_method' }]);
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending' });
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(0);
    expect(await confirm(started.clientSecret)).toMatchObject({ status: 'succeeded' });
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'paid' });
    expect(await count('entity_formation where order_id = $1', [started.orderId])).toBe(1);
    expect(await count(`outbox_mail where "to" = 'crash.midway@example.com'`)).toBe(1);
  });
});

describe('the per-address limit on checkout starts', () => {
  it('answers 429 with a sentence and a wait, and stores no order', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer({ RATE_LIMIT_SCALE: '0.05' }); // 2 starts an hour
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 2; i++) expect((await browser.post('/api/create-entity-payment', entityBody())).status).toBe(201);
    const refused = await browser.post('/api/create-entity-payment', entityBody());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many payment attempts\. Please wait .+, or call us at /);
    expect(Number((await rawQuery<{ n: string }>(db, 'select count(*) as n from customer_order'))[0]!.n)).toBe(2);
  });
});

describe('security finding 9: the per-address limit on order reads (docs/payments.md#reading-an-order)', () => {
  it('counts every read, batched or not, on both doors, and answers 429 past it with a wait (the formation read after a payment is a payment step, limited on its own)', async () => {
    const { baseUrl: limited } = await startTestServer({ RATE_LIMIT_SCALE: '0.05' }); // 6 reads in 10 minutes
    const browser = new TestBrowser(limited);
    const started = (await (await browser.post('/api/create-entity-payment', entityBody())).json()) as CheckoutStarted;
    for (let i = 0; i < 3; i++) expect((await browser.fetch(`/api/payments/orders/${started.orderId}`)).status).toBe(200);
    // A batch of three is three reads: the limit is reached, not passed.
    await expect(Promise.all([0, 1, 2].map(() => browser.trpc().payments.order.query({ orderId: started.orderId })))).resolves.toHaveLength(3);
    const refused = await browser.fetch(`/api/payments/orders/${started.orderId}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^You have looked up orders many times in a short time\. Please wait .+, or call us at /,
    );
    await expect(browser.trpc().payments.order.query({ orderId: started.orderId })).rejects.toMatchObject({ data: { code: 'TOO_MANY_REQUESTS' } });
  });
});
