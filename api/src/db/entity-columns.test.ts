import { ReferenceKind } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestCaller } from '../../test/app.ts';
import { card, entityBody } from '../../test/fixtures/checkout.ts';
import { CustomerOrder } from '../features/payments/order.entity.ts';
import { plainRecords, selectColumns } from './entity-columns.ts';
import { executePrepared } from './prepared.ts';

/** A test app with one entity formation order, paid in the simulated mode. */
async function paidOrder(businessName: string) {
  const { orm } = await createTestApp();
  const caller = createTestCaller(orm);
  const started = await caller.payments.startEntityCheckout({ ...entityBody(), businessName } as Parameters<typeof caller.payments.startEntityCheckout>[0]);
  await caller.payments.confirmSimulated({ ...card, clientSecret: started.clientSecret });
  return { orm, started };
}

describe('selectColumns: a raw read of an entity, as the ORM reads it (docs/performance.md#visit-pages)', () => {
  it('reads a paid order as the ORM does: bigint columns as numbers, timestamps as Dates, JSON as objects, nulls as null', async () => {
    const { orm, started } = await paidOrder('Selkirk Column Works LLC');

    const names = ['id', 'number', 'totalCents', 'discountCents', 'lines', 'details', 'createdAt', 'paidAt', 'lastPaymentError', 'businessName'] as const;
    const { columns, read } = selectColumns(orm.em, CustomerOrder, names);
    const [row] = await executePrepared<Record<string, unknown>>(orm.em, `select ${columns} from customer_order where id = ?`, [started.orderId]);
    const raw = read(row!);
    const viaOrm = await orm.em.fork().findOneOrFail(CustomerOrder, { id: started.orderId });

    for (const name of names) expect(raw[name], name).toEqual(viaOrm[name]);
    expect(typeof raw.number).toBe('number');
    expect(raw.paidAt).toBeInstanceOf(Date);
    expect(raw.lastPaymentError).toBeNull();
  });

  it('refuses a property the entity does not have, on the first call', async () => {
    const { orm } = await createTestApp();
    expect(() => selectColumns(orm.em, CustomerOrder, ['nonsense' as 'id'])).toThrow('CustomerOrder has no property nonsense');
  });
});

describe('plainRecords: a list page read as plain rows (docs/performance.md#goals)', () => {
  it('gives each property the value hydration gives it: bigint columns as numbers, timestamps as Dates, JSON as objects, foreign keys as ids', async () => {
    const { orm, started } = await paidOrder('Plain Rows Holdings LLC');

    const em = orm.em.fork();
    const rows = await em.createQueryBuilder(CustomerOrder, 'e').where({ id: started.orderId }).execute<Record<string, unknown>[]>('all');
    const [plain] = plainRecords(em, CustomerOrder, rows);
    const viaOrm = await orm.em.fork().findOneOrFail(CustomerOrder, { id: started.orderId });

    const properties = em
      .getMetadata()
      .find(CustomerOrder)!
      .props.filter((p) => p.fieldNames?.length === 1 && p.persist !== false && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE));
    expect(properties.length).toBeGreaterThan(10);
    for (const { name } of properties) expect(plain![name as keyof typeof plain], name).toEqual(viaOrm[name as keyof typeof viaOrm]);
    expect(typeof plain!.totalCents).toBe('number');
    expect(plain!.paidAt).toBeInstanceOf(Date);
  });
});
