import { describe, expect, it } from 'vitest';
import { createUnmigratedDatabase, rawQuery } from '../../../test/database.ts';

/**
 * Migration20261125010000Orders carries every started checkout over into the order table, and points what paid
 * orders made at them: an existing database keeps each payment's record.
 */
describe('the orders migration', () => {
  it('turns started checkouts into orders, keeping their state, lines, details and links', async () => {
    const { url, orm } = await createUnmigratedDatabase();
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(url, text, params);

    await orm.getMigrator().up({ to: 'Migration20261124010000OutboxClaimFunction' });
    const ids = {
      entity: crypto.randomUUID(),
      plan: crypto.randomUUID(),
      retainer: crypto.randomUUID(),
      cart: crypto.randomUUID(),
      abandoned: crypto.randomUUID(),
    };
    await sql(
      `insert into checkout_payment (id, provider, payment_intent_id, kind, amount_cents, email, name, plan_id, details, ssn_encrypted, status, completed_at) values
      ($1, 'simulated', 'pi_entity', 'entity', 499900, null, null, null, '{"entityType":"llc","state":"DE"}', null, 'succeeded', now()),
      ($2, 'simulated', 'pi_plan', 'subscription', 500000, 'ada@example.com', 'Ada', 'professional', '{"businessName":"Lovelace Analytics","responsiblePartyPhone":"(212) 555-0199","ssnLast4":"6789"}', 'v1:abc', 'succeeded', now()),
      ($3, 'stripe', 'pi_retainer', 'simple', 25000000, 'grace@example.com', 'Grace', 'enterprise', '{}', null, 'succeeded', now()),
      ($4, 'simulated', 'pi_cart', 'cart', 749900, 'dorothy@example.com', 'Dorothy', null,
        '{"phone":"(212) 555-0123","company":"Vaughan Co","subtotalCents":749900,"discountCents":0,"lines":[{"serviceId":"llc-formation-excellence","title":"LLC Formation Excellence","quantity":1,"unitCents":499900,"lineCents":499900},{"serviceId":"executive-registered-agent","title":"Executive Registered Agent","quantity":1,"unitCents":250000,"lineCents":250000}]}',
        null, 'succeeded', now()),
      ($5, 'simulated', 'pi_abandoned', 'entity', 1250000, null, null, null, '{"entityType":"s-corp","state":"NY"}', null, 'failed', null)`,
      [ids.entity, ids.plan, ids.retainer, ids.cart, ids.abandoned],
    );
    await sql(`insert into entity_formation (id, payment_intent_id, business_name, contact_name, email, phone, entity_type, state, price_cents) values
      (gen_random_uuid(), 'pi_entity', 'Acme LLC', 'Ada Lovelace', 'ada@example.com', '2125550199', 'llc', 'DE', 499900)`);
    await sql(`insert into subscription (id, payment_intent_id, plan_kind, plan_id, plan_name, email, name, amount_cents) values
      (gen_random_uuid(), 'pi_plan', 'plan', 'professional', 'Professional plan', 'ada@example.com', 'Ada', 500000),
      (gen_random_uuid(), 'pi_retainer', 'retainer', 'enterprise', 'Enterprise retainer', 'grace@example.com', 'Grace', 25000000)`);
    await sql(`insert into customer_order (id, payment_intent_id, email, name, company, phone, items, subtotal_cents, discount_cents, total_cents) values
      (gen_random_uuid(), 'pi_cart', 'dorothy@example.com', 'Dorothy', 'Vaughan Co', '(212) 555-0123', '[]', 749900, 0, 749900)`);
    await sql(`insert into business_intake (id, plan_type, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, responsible_party_phone) values
      (gen_random_uuid(), 'foundation', 'Retainer Co', 'llc', 'DE', 'Ada', 'ada@example.com', '2125550199'),
      (gen_random_uuid(), 'enterprise', 'Plan Co', 'llc', 'DE', 'Ada', 'ada@example.com', '2125550199')`);

    await orm.getMigrator().up();

    const orders = await sql<Record<string, unknown>>(
      'select id, kind, product_id, status, total_cents, email, name, phone, business_name, lines, ssn_last4, paid_at is not null as has_paid_at from customer_order order by number',
    );
    const byId = Object.fromEntries(orders.map((o) => [o.id as string, o]));
    expect(orders).toHaveLength(5);
    expect(byId[ids.entity]).toMatchObject({
      kind: 'entity',
      product_id: 'llc-formation',
      status: 'paid',
      total_cents: '499900',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '2125550199',
      business_name: 'Acme LLC',
      has_paid_at: true,
    });
    expect(byId[ids.plan]).toMatchObject({
      kind: 'plan',
      product_id: 'professional-plan',
      status: 'paid',
      business_name: 'Lovelace Analytics',
      ssn_last4: '6789',
      phone: '(212) 555-0199',
    });
    expect(byId[ids.retainer]).toMatchObject({ kind: 'retainer', product_id: 'enterprise-retainer', status: 'paid', total_cents: '25000000' });
    expect(byId[ids.cart]).toMatchObject({ kind: 'cart', product_id: 'cart-services', status: 'paid', business_name: 'Vaughan Co' });
    expect(byId[ids.cart]!.lines).toEqual([
      { id: 'llc-formation-excellence', title: 'LLC Formation Excellence', quantity: 1, unitCents: 499900, lineCents: 499900 },
      { id: 'executive-registered-agent', title: 'Executive Registered Agent', quantity: 1, unitCents: 250000, lineCents: 250000 },
    ]);
    expect(byId[ids.abandoned]).toMatchObject({ status: 'pending', product_id: 's-corp-formation', email: '' });
    expect(await sql('select order_id from entity_formation')).toEqual([{ order_id: ids.entity }]);
    expect(await sql('select plan_id, order_id from subscription order by plan_id')).toEqual([
      { plan_id: 'enterprise-retainer', order_id: ids.retainer },
      { plan_id: 'professional-plan', order_id: ids.plan },
    ]);
    expect(await sql('select plan_type from business_intake order by business_name')).toEqual([
      { plan_type: 'enterprise' },
      { plan_type: 'foundation-retainer' },
    ]);
    expect(
      Number(
        (
          await sql<{ n: string }>(
            `select count(*) as n from information_schema.tables where table_name in ('checkout_payment', 'paid_cart_order_before_orders')`,
          )
        )[0]!.n,
      ),
    ).toBe(0);
  });
});
