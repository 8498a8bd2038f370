import type { RecordDetail, WorkKind } from '@elite/contracts/schemas/work-queues';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { PEOPLE, seedQueues, type Person, type Seeded } from '../../../test/fixtures/work-queue-records.ts';

/**
 * docs/admin.md#closing-and-reopening and #cancelling-a-paid-formation on the real server: a move that closes a record
 * needs a reason; cancelling a formation whose order is paid says whether to refund; an admin reopens a closed
 * record with a reason, audited, mailing nobody, and closing it again does not mail the client twice.
 */

type ErrorBody = { error: string; fieldErrors?: Record<string, string[]> };

let baseUrl: string;
let databaseUrl: string;
let admin: TestBrowser;
let agent: TestBrowser;
let client: TestBrowser;
let seeded: Seeded;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (from: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${from}`, params))[0]!.n);
const idOf = (kind: WorkKind, person: Person) => seeded.ids[kind]![person];
const detail = async (kind: WorkKind, id: string) => readJson<RecordDetail>(await admin.fetch(`/api/admin/records/${kind}/${id}`));
const move = (kind: WorkKind, id: string, body: Record<string, unknown>) => admin.post(`/api/admin/records/${kind}/${id}/status`, body);
const mailsTo = (email: string) =>
  sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = $1 order by created_at, id`, [email]);
const statusOf = async (table: string, id: string) => (await sql<{ status: string }>(`select status from ${table} where id = $1`, [id]))[0]!.status;

/** Changes nothing: the same status, no history line, no mail. */
async function unchanged(kind: WorkKind, id: string, act: () => Promise<Response>, status: number, message: string | RegExp) {
  const before = await detail(kind, id);
  const [audit, mails] = [await count('audit_entry'), await count('outbox_mail')];
  const res = await act();
  expect(res.status).toBe(status);
  // A refusal of one field names it: its sentence is in fieldErrors, the error says "Some fields are invalid."
  const body = await readJson<ErrorBody>(res);
  expect(
    [body.error, ...Object.values(body.fieldErrors ?? {}).flat()].some((text) => (typeof message === 'string' ? text === message : message.test(text))),
    JSON.stringify(body),
  ).toBe(true);
  expect((await detail(kind, id)).status).toBe(before.status);
  expect([await count('audit_entry'), await count('outbox_mail')]).toEqual([audit, mails]);
}

beforeAll(async () => {
  const db = await createTestDatabase();
  let config;
  ({ baseUrl, databaseUrl, config } = await startTestServer({ RATE_LIMIT_SCALE: '100', SSN_ENCRYPTION_KEY: 'cd'.repeat(32) }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  await upsertStaffAccount(db.orm.em.fork(), { username: 'closer-agent', password: 'closer-password-1', role: 'agent', name: 'Closer Agent' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'closer-agent', password: 'closer-password-1' })).status).toBe(200);
  client = new TestBrowser(baseUrl);
  await signUpClient(client, databaseUrl, { email: PEOPLE.B.email, password: 'client-password-1', fullName: PEOPLE.B.name, companyName: PEOPLE.B.business });
  seeded = await seedQueues(databaseUrl, config);
});

describe('docs/admin.md#closing-and-reopening: a move that closes a record needs a reason on the server', () => {
  it('refuses lost, cancelled, refunded, reviewed and won without a reason (400 on reason), blank or missing, changing nothing', async () => {
    const closing: [WorkKind, Person, string][] = [
      ['lead', 'B', 'lost'],
      ['quiz-result', 'B', 'lost'],
      ['entity-formation', 'C', 'cancelled'],
      ['business-intake', 'C', 'reviewed'],
      ['order', 'B', 'refunded'],
      ['subscription', 'A', 'cancelled'],
      ['appointment', 'C', 'cancelled'],
    ];
    for (const [kind, person, to] of closing) {
      for (const reason of [undefined, '', '   ']) {
        await unchanged(
          kind,
          idOf(kind, person),
          () => move(kind, idOf(kind, person), { to, ...(reason === undefined ? {} : { reason }) }),
          400,
          'Please give a reason.',
        );
      }
    }
    const res = await move('lead', idOf('lead', 'B'), { to: 'lost' });
    expect((await readJson<ErrorBody>(res)).fieldErrors).toEqual({ reason: ['Please give a reason.'] });
  });

  it('refuses the same over tRPC and over the appointments tab’s PATCH, and an open move still needs none', async () => {
    await expect(admin.trpc().admin.changeStatus.mutate({ kind: 'lead', id: idOf('lead', 'C'), to: 'lost' })).rejects.toMatchObject({
      message: 'Please give a reason.',
      data: { code: 'BAD_REQUEST' },
    });
    await unchanged(
      'appointment',
      idOf('appointment', 'C'),
      () => admin.fetch(`/api/appointments/${idOf('appointment', 'C')}/status`, { method: 'PATCH', json: { status: 'cancelled' } }),
      400,
      'Please give a reason.',
    );
    expect((await move('lead', idOf('lead', 'C'), { to: 'contacted' })).status).toBe(200);
    const res = await admin.fetch(`/api/appointments/${idOf('appointment', 'C')}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled', reason: 'Asked by phone' },
    });
    expect(res.status).toBe(200);
    expect((await detail('appointment', idOf('appointment', 'C'))).history[0]).toMatchObject({ from: 'scheduled', to: 'cancelled', reason: 'Asked by phone' });
  });
});

describe('docs/admin.md#cancelling-a-paid-formation: the refund is staff’s choice, made with the cancellation', () => {
  it('asks whether to refund when the order is paid (400 on refund), and refuses a refund where nothing was paid', async () => {
    // A's order (simulated, paid) paid for A's business and entity formations.
    await unchanged(
      'business-formation',
      idOf('business-formation', 'A'),
      () => move('business-formation', idOf('business-formation', 'A'), { to: 'cancelled', reason: 'Client withdrew' }),
      400,
      /^Its order EBA-\d+ is paid: say whether to refund it with the cancellation\.$/,
    );
    // C's formation has no order.
    await unchanged(
      'business-formation',
      idOf('business-formation', 'C'),
      () => move('business-formation', idOf('business-formation', 'C'), { to: 'cancelled', reason: 'Duplicate', refund: true }),
      400,
      'It has no order: there is no payment to refund.',
    );
    const res = await move('business-formation', idOf('business-formation', 'A'), { to: 'cancelled', reason: 'x', refund: 'yes' });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).fieldErrors?.refund).toEqual(['refund must be true or false']);
    const record = await detail('business-formation', idOf('business-formation', 'A'));
    expect(record.kind === 'business-formation' && record.record.orderStatus).toBe('paid');
  });

  it('cancel and refund (simulated): the order refunded with it, all audited, the other formation and the subscription of the order ended too, one mail saying all', async () => {
    const res = await move('business-formation', idOf('business-formation', 'A'), { to: 'cancelled', reason: 'Client withdrew', refund: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await statusOf('customer_order', idOf('order', 'A'))).toBe('refunded');
    expect(await statusOf('entity_formation', idOf('entity-formation', 'A'))).toBe('cancelled');
    // The plan the order started is not charged again (docs/admin.md#refunds-and-formations).
    expect(await statusOf('subscription', idOf('subscription', 'A'))).toBe('cancelled');
    expect((await detail('subscription', idOf('subscription', 'A'))).history[0]).toMatchObject({
      from: 'active',
      to: 'cancelled',
      reason: `Cancelled because its order EBA-${seeded.orderNumbers.A} was refunded.`,
    });
    // Another client's subscription is not touched.
    expect(await statusOf('subscription', idOf('subscription', 'C'))).toBe('active');
    const order = await detail('order', idOf('order', 'A'));
    expect(order.history[0]).toMatchObject({
      action: 'status_changed',
      actor: { name: TEST_ADMIN.name },
      from: 'paid',
      to: 'refunded',
      reason: 'Refunded with the cancellation of its formation: Client withdrew',
    });
    expect((await detail('entity-formation', idOf('entity-formation', 'A'))).history[0]).toMatchObject({
      to: 'cancelled',
      reason: `Cancelled because its order EBA-${seeded.orderNumbers.A} was refunded.`,
    });
    const mails = await mailsTo(PEOPLE.A.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your order EBA-${seeded.orderNumbers.A} was refunded and your LLC formation cancelled`]);
    expect(mails[0]!.text).toContain(
      'With it we cancelled your LLC formation in the State of Delaware and your Limited Liability Company formation in the State of Delaware',
    );
    expect(mails[0]!.text).toContain('With it we cancelled your Professional plan subscription: you will not be charged for it again.');
    expect(mails[0]!.text).not.toContain(PEOPLE.A.business);
  });

  it('cancel without refund: the order stays paid and the client is told the payment is kept', async () => {
    // B's entity formation gets a paid order of its own.
    const [order] = await sql<{ id: string }>(
      `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, total_cents, lines, email, name, paid_at)
       values (gen_random_uuid(), 'entity', 'llc-formation', 'LLC formation', 'paid', 'simulated', 49900, 49900, '[]', $1, $2, now()) returning id`,
      [PEOPLE.B.email, PEOPLE.B.name],
    );
    const orderId = order!.id;
    await sql('update entity_formation set order_id = $1 where id = $2', [orderId, idOf('entity-formation', 'B')]);
    const res = await move('entity-formation', idOf('entity-formation', 'B'), { to: 'cancelled', reason: 'Client withdrew', refund: false });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await statusOf('customer_order', orderId)).toBe('paid');
    const [mail] = (await mailsTo(PEOPLE.B.email)).slice(-1);
    expect(mail!.subject).toBe('Your LLC formation was cancelled');
    expect(mail!.text).toMatch(/Your payment for order EBA-\d+ is not refunded with this cancellation/);
  });
});

describe('docs/admin.md#closing-and-reopening: an admin reopens a closed record', () => {
  const reopen = (kind: WorkKind, id: string, reason: string | undefined, browser = admin) => browser.trpc().admin.reopen.mutate({ kind, id, reason } as never);

  it('takes a lost lead back to the status it had, audited as reopened with the reason, and mails nobody', async () => {
    const id = idOf('lead', 'B');
    expect((await move('lead', id, { to: 'lost', reason: 'No budget' })).status).toBe(200);
    expect((await detail('lead', id)).reopenTo).toBe('contacted');
    const mails = await count('outbox_mail');
    expect(await reopen('lead', id, 'Called back: budget approved')).toEqual({ kind: 'lead', id, from: 'lost', to: 'contacted' });
    const after = await detail('lead', id);
    expect(after.status).toBe('contacted');
    expect(after.reopenTo).toBeNull();
    expect(after.history[0]).toMatchObject({
      action: 'reopened',
      actor: { name: TEST_ADMIN.name },
      from: 'lost',
      to: 'contacted',
      reason: 'Called back: budget approved',
    });
    expect(await count('outbox_mail')).toBe(mails);
  });

  it('is for admins only: no session 401, a support agent and a client 403; nothing changes', async () => {
    const id = idOf('quiz-result', 'C');
    expect((await move('quiz-result', id, { to: 'lost', reason: 'Not reachable' })).status).toBe(200);
    await expect(reopen('quiz-result', id, 'Mistake', new TestBrowser(baseUrl))).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(reopen('quiz-result', id, 'Mistake', agent)).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(reopen('quiz-result', id, 'Mistake', client)).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    expect(await statusOf('quiz_result', id)).toBe('lost');
  });

  it('refuses a blank reason, an open record, a chat, a refunded order (money moved) and the formation of a refunded order, changing nothing', async () => {
    const lost = idOf('quiz-result', 'C');
    const audit = await count('audit_entry');
    for (const reason of [undefined, '', '  '])
      await expect(reopen('quiz-result', lost, reason)).rejects.toMatchObject({
        data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { reason: ['Please give a reason.'] } } },
      });
    await expect(reopen('lead', idOf('lead', 'A'), 'Why not')).rejects.toMatchObject({ message: 'A lead that is new is open: there is nothing to reopen.' });
    await expect(reopen('chat', idOf('chat', 'A'), 'Why not')).rejects.toMatchObject({ message: "A chat conversation's status follows its messages." });
    await expect(reopen('order', idOf('order', 'A'), 'Mistake')).rejects.toMatchObject({
      message: 'A refunded order cannot be reopened: the money went back to the client. Start a new order instead.',
      data: { code: 'BAD_REQUEST' },
    });
    await expect(reopen('entity-formation', idOf('entity-formation', 'A'), 'Mistake')).rejects.toMatchObject({
      message: /^Its order was refunded, so this formation cannot be reopened/,
    });
    expect((await detail('order', idOf('order', 'A'))).reopenRefusal).toMatch(/^A refunded order cannot be reopened/);
    expect(await count('audit_entry')).toBe(audit);
    expect(await statusOf('customer_order', idOf('order', 'A'))).toBe('refunded');
  });

  it('does not mail the client twice: a formation cancelled, reopened and cancelled again mails one cancellation', async () => {
    const id = idOf('entity-formation', 'C');
    const before = (await mailsTo(PEOPLE.C.email)).length;
    expect((await move('entity-formation', id, { to: 'cancelled', reason: 'Duplicate order' })).status).toBe(200);
    expect(await reopen('entity-formation', id, 'Cancelled the wrong one')).toMatchObject({ from: 'cancelled', to: 'received' });
    expect((await move('entity-formation', id, { to: 'cancelled', reason: 'Duplicate after all' })).status).toBe(200);
    const mails = (await mailsTo(PEOPLE.C.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Your LLC formation was cancelled']);
  });

  it('does not mail twice for an appointment either, and a reopened appointment is a new version of its invitation', async () => {
    const id = idOf('appointment', 'B');
    const before = (await mailsTo(PEOPLE.B.email)).length;
    expect((await move('appointment', id, { to: 'cancelled', reason: 'Advisor ill' })).status).toBe(200);
    expect(await reopen('appointment', id, 'Advisor back')).toMatchObject({ from: 'cancelled', to: 'confirmed' });
    expect((await move('appointment', id, { to: 'cancelled', reason: 'Client asked' })).status).toBe(200);
    expect((await mailsTo(PEOPLE.B.email)).slice(before).map((m) => m.subject)).toEqual([expect.stringMatching(/^Cancelled: /)]);
    // cancelled, reopened, cancelled: three versions after the booking.
    expect(await count(`audit_entry where record_id = $1 and action in ('status_changed', 'reopened')`, [id])).toBe(3);
  });

  it('refuses to reopen an appointment whose time was booked meanwhile (409), leaving it cancelled', async () => {
    const id = idOf('appointment', 'A');
    expect((await move('appointment', id, { to: 'cancelled', reason: 'Client asked' })).status).toBe(200);
    await sql(
      `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone)
       select gen_random_uuid(), 'Other', 'other@example.com', '2125550100', appointment_type, starts_at, ends_at, time_zone from appointment where id = $1`,
      [id],
    );
    await expect(reopen('appointment', id, 'Mistake')).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
    expect(await statusOf('appointment', id)).toBe('cancelled');
  });
});
