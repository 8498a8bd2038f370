import { adminTrends as trendsAnswer, workLists, type AdminTrends, type ListLink, type TrendPoint } from '@elite/contracts/schemas/work-queues';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { adminTrends } from './trends.service.ts';

/**
 * The dashboard's trends (docs/admin.md#trends): per week and per month in New York, counted in SQL, each point with
 * the list that shows its records. The service is asked at a fixed "now" so records can sit on the zone's boundaries.
 */

let baseUrl: string;
let databaseUrl: string;
let orm: MikroORM;
let admin: TestBrowser;
let agent: TestBrowser;
let client: TestBrowser;

const sql = (text: string, params: unknown[] = []) => rawQuery(databaseUrl, text, params);

/** Wednesday 18 March 2026, noon in New York (EDT since 8 March): this week is 16-22 March, this month March. */
const NOW = Date.parse('2026-03-18T16:00:00Z');
const trendsAt = () => adminTrends(orm.em.fork(), NOW);

/** An instant given as New York wall time and its UTC offset that day (-05:00 EST, -04:00 EDT). */
const ny = (wallTime: string, offset: '-05:00' | '-04:00') => new Date(`${wallTime}${offset}`);

const lead = (email: string, createdAt: Date) =>
  sql(`insert into lead (id, kind, first_name, last_name, email, message, created_at) values (gen_random_uuid(), 'contact', 'Trend', 'Lead', $1, 'Hi', $2)`, [
    email,
    createdAt,
  ]);
const order = (email: string, status: string, totalCents: number, paidAt: Date | null) =>
  sql(
    `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, total_cents, lines, email, name, paid_at)
     values (gen_random_uuid(), 'cart', 'cart-services', 'Services', $1, 'simulated', $2, $2, '[]', $3, 'Trend Buyer', $4)`,
    [status, totalCents, email, paidAt],
  );
let nextStart = Date.parse('2026-06-01T14:00:00Z');
const booking = (createdAt: Date, status = 'scheduled') => {
  // Each its own time: the calendar refuses two live appointments at once.
  const start = new Date((nextStart += 3_600_000));
  return sql(
    `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone, status, created_at)
     values (gen_random_uuid(), 'Trend Client', 'booker@example.com', '2125550100', 'consultation', $1, $2, 'America/New_York', $3, $4)`,
    [start, new Date(start.getTime() + 30 * 60_000), status, createdAt],
  );
};

/** The points as `{ start: value }`, leaving out the empty ones. */
const nonZero = (points: TrendPoint[]) => Object.fromEntries(points.filter((p) => p.value !== 0).map((p) => [p.start, p.value]));

beforeAll(async () => {
  const db = await createTestDatabase();
  orm = db.orm;
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  await upsertStaffAccount(db.orm.em.fork(), { username: 'helper', password: 'helper-password-1', role: 'agent', name: 'Helper Agent' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'helper', password: 'helper-password-1' })).status).toBe(200);
  client = new TestBrowser(baseUrl);
  await signUpClient(client, databaseUrl, {
    email: 'trend.client@example.com',
    password: 'client-password-1',
    fullName: 'Trend Client',
    companyName: 'Trend Co',
  });
});

beforeEach(async () => {
  await sql('delete from lead');
  await sql('delete from customer_order');
  await sql('delete from appointment');
});

describe('docs/admin.md#trends: the last 12 weeks and 12 months in New York', () => {
  it('counts new leads per week from Monday in New York: a Sunday 23:30 lead is in the week it ends; empty weeks are 0', async () => {
    await lead('sunday-late@example.com', ny('2026-03-15T23:30:00', '-04:00')); // Monday 03:30 UTC, still the week of 9 March
    await lead('monday-early@example.com', ny('2026-03-16T00:10:00', '-04:00'));
    await lead('est-sunday@example.com', ny('2026-03-01T23:30:00', '-05:00')); // week of 23 February
    await lead('est-monday@example.com', ny('2026-03-02T00:30:00', '-05:00'));
    await lead('too-old@example.com', ny('2025-12-28T23:30:00', '-05:00')); // the Sunday before the first week shown
    const { newLeadsPerWeek } = await trendsAt();
    expect(newLeadsPerWeek.map((p) => p.start)).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(nonZero(newLeadsPerWeek)).toEqual({ '2026-02-23': 1, '2026-03-02': 1, '2026-03-09': 1, '2026-03-16': 1 });
    expect(newLeadsPerWeek.at(-1)!.link).toEqual({
      kind: 'lead',
      query: { dateField: 'createdAt', from: '2026-03-16', to: '2026-03-22', sort: 'createdAt', dir: 'desc' },
    });
  });

  it('sums paid revenue per month paid in New York: paid and fulfilled orders, never refunded or unpaid ones', async () => {
    await order('a@example.com', 'paid', 10_000, ny('2026-03-01T00:30:00', '-05:00'));
    await order('b@example.com', 'paid', 20_000, ny('2026-02-28T23:30:00', '-05:00')); // 1 March in UTC, February here
    await order('c@example.com', 'fulfilled', 5_000, ny('2026-03-10T12:00:00', '-04:00'));
    await order('d@example.com', 'refunded', 70_000, ny('2026-03-10T12:00:00', '-04:00'));
    await order('e@example.com', 'pending', 80_000, null);
    await order('f@example.com', 'failed', 90_000, null);
    await order('g@example.com', 'paid', 40_000, ny('2025-03-31T12:00:00', '-04:00')); // before the twelve months shown
    const { revenuePerMonth } = await trendsAt();
    expect(revenuePerMonth.map((p) => p.start)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(nonZero(revenuePerMonth)).toEqual({ '2026-02-01': 20_000, '2026-03-01': 15_000 });
    expect(revenuePerMonth.at(-2)!.link).toEqual({
      kind: 'order',
      query: { status: ['paid', 'fulfilled'], dateField: 'paidAt', from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('converts a month’s lead when its e-mail, any case, paid an order at or after it arrived and kept it paid', async () => {
    await lead('paid.later@example.com', ny('2026-01-31T23:30:00', '-05:00')); // January in New York
    await order('Paid.Later@Example.com', 'fulfilled', 1_000, ny('2026-02-20T12:00:00', '-05:00'));
    await lead('paid.before@example.com', ny('2026-01-20T12:00:00', '-05:00'));
    await order('paid.before@example.com', 'paid', 1_000, ny('2026-01-02T12:00:00', '-05:00'));
    await lead('refunded@example.com', ny('2026-01-21T12:00:00', '-05:00'));
    await order('refunded@example.com', 'refunded', 1_000, ny('2026-01-25T12:00:00', '-05:00'));
    await lead('never@example.com', ny('2026-01-22T12:00:00', '-05:00'));
    await lead('february@example.com', ny('2026-02-01T00:30:00', '-05:00'));
    await order('february@example.com', 'paid', 1_000, ny('2026-02-01T09:00:00', '-05:00'));
    const { conversionPerMonth } = await trendsAt();
    const month = (start: string) => conversionPerMonth.find((p) => p.start === start)!;
    expect(month('2026-01-01')).toMatchObject({ leads: 4, converted: 1, value: 25 });
    expect(month('2026-02-01')).toMatchObject({ leads: 1, converted: 1, value: 100 });
    expect(month('2026-03-01')).toMatchObject({ leads: 0, converted: 0, value: 0 });
    expect(month('2026-01-01').link).toEqual({
      kind: 'lead',
      query: { dateField: 'createdAt', from: '2026-01-01', to: '2026-01-31', sort: 'createdAt', dir: 'desc' },
    });
  });

  it('counts bookings per week they were made in New York, cancelled ones too', async () => {
    await booking(ny('2026-03-15T23:30:00', '-04:00'));
    await booking(ny('2026-03-16T00:10:00', '-04:00'), 'cancelled');
    await booking(ny('2026-03-17T10:00:00', '-04:00'), 'confirmed');
    const { bookingsPerWeek } = await trendsAt();
    expect(bookingsPerWeek).toHaveLength(12);
    expect(nonZero(bookingsPerWeek)).toEqual({ '2026-03-09': 1, '2026-03-16': 2 });
    expect(bookingsPerWeek.at(-1)!.link).toEqual({
      kind: 'appointment',
      query: { dateField: 'createdAt', from: '2026-03-16', to: '2026-03-22', sort: 'createdAt', dir: 'desc' },
    });
  });

  it('each point’s link opens a list of as many records as the point counts', async () => {
    await lead('one@example.com', ny('2026-03-15T23:30:00', '-04:00'));
    await lead('two@example.com', ny('2026-02-10T12:00:00', '-05:00'));
    await order('two@example.com', 'paid', 12_345, ny('2026-02-11T12:00:00', '-05:00'));
    await order('three@example.com', 'refunded', 5_000, ny('2026-02-11T12:00:00', '-05:00'));
    await booking(ny('2026-03-16T00:10:00', '-04:00'));
    const trends = await trendsAt();
    const total = async (link: ListLink) => {
      const search = new URLSearchParams(Object.entries(link.query).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]));
      const res = await admin.fetch(`/api/${workLists[link.kind].slug}?${search.toString()}`);
      expect(res.status).toBe(200);
      return (await readJson<{ total: number }>(res)).total;
    };
    for (const p of [...trends.newLeadsPerWeek, ...trends.bookingsPerWeek]) expect(await total(p.link), `${p.link.kind} ${p.start}`).toBe(p.value);
    for (const p of trends.conversionPerMonth) expect(await total(p.link), `leads of ${p.start}`).toBe(p.leads);
    const paidOrders = await Promise.all(trends.revenuePerMonth.map((p) => total(p.link)));
    expect(paidOrders.filter(Boolean)).toEqual([1]);
  });
});

describe('admin.trends: the admin’s own read', () => {
  it('answers an admin the four trends of 12 points each, today’s lead in this week', async () => {
    await lead('today@example.com', new Date());
    const trends: AdminTrends = await admin.trpc().admin.trends.query();
    expect(trendsAnswer.parse(trends)).toEqual(trends);
    for (const points of [trends.newLeadsPerWeek, trends.revenuePerMonth, trends.conversionPerMonth, trends.bookingsPerWeek]) expect(points).toHaveLength(12);
    expect(trends.newLeadsPerWeek.at(-1)!.value).toBe(1);
  });

  it('is refused without a session (401), to a support agent and to a portal client (403) (docs/accounts.md)', async () => {
    expect((await new TestBrowser(baseUrl).fetch('/trpc/admin.trends')).status).toBe(401);
    expect((await agent.fetch('/trpc/admin.trends')).status).toBe(403);
    expect((await client.fetch('/trpc/admin.trends')).status).toBe(403);
  });
});
