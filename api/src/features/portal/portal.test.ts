import type { CheckoutStarted } from '@elite/contracts/schemas/payments';
import type { PortalAccount, PortalAppointment, PortalDashboard } from '@elite/contracts/schemas/portal';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { card, entityBody } from '../../../test/fixtures/checkout.ts';

/** The professional plan's second step of the intake. */
const professionalStep = {
  businessAddress: '1 Oven Street',
  businessCity: 'Albany',
  businessState: 'NY',
  businessZip: '12207',
  businessPurpose: 'Bread and pastry for Albany.',
  numberOfEmployees: '4',
  expectedAnnualRevenue: '100k-250k',
  preferredBankName: 'First Bank',
  additionalServices: [],
};

/**
 * The portal's dashboard on a real server and PostgreSQL (docs/portal.md#portal-dashboard): a client sees exactly
 * the records tied to them (docs/portal.md#the-rules: a paid order with their confirmed e-mail, their own signed-in
 * actions, staff), each with the dates its status changed and nothing of who changed it or why; they change their
 * contact details and cancel their own upcoming appointments.
 */
let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);

beforeAll(async () => {
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }));
});

const password = 'client-pass-1';
async function client(email: string, fullName = 'Ada Lovelace', companyName = 'Lovelace LLC'): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  await signUpClient(browser, databaseUrl, { email, password, fullName, companyName });
  return browser;
}
async function admin(): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  expect((await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
  return browser;
}
/** An LLC formation paid with the simulated card by `email` (no account needed to pay). */
async function payEntity(email: string, businessName: string): Promise<{ orderId: string; formationId: string }> {
  const started = await readJson<CheckoutStarted>(await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), email, businessName }));
  const paid = await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret });
  expect(paid.status).toBe(200);
  const [formation] = await sql<{ id: string }>('select id from entity_formation where order_id = $1', [started.orderId]);
  return { orderId: started.orderId, formationId: formation!.id };
}
const dashboard = async (browser: TestBrowser) => {
  const res = await browser.fetch('/api/portal/dashboard');
  expect(res.status).toBe(200);
  return readJson<PortalDashboard>(res);
};
/** An appointment written straight into the table, `hours` from the next full hour, the client's when `owner` is their account. */
async function appointment(email: string, hours: number, status = 'scheduled', owner: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000);
  await sql(
    `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone, status, cancel_token_hash, client_user_id)
     values ($1, 'Portal Client', $2, '2125550100', 'consultation', $3, $3::timestamptz + interval '30 minutes', 'America/New_York', $4, encode(sha256(convert_to($5, 'UTF8')), 'hex'), $6)`,
    [id, email, start, status, id, owner],
  );
  return id;
}
const accountId = async (email: string) => (await sql<{ id: string }>('select id from app_user where email = $1', [email.toLowerCase()]))[0]!.id;
/** The intake form as a visitor sends it (the essential plan's one step). */
const intake = (email: string, businessName: string, orderId: string | null = null) => ({
  planType: 'essential',
  businessName,
  businessType: 'llc',
  stateOfFormation: 'NY',
  responsiblePartyName: 'Ida Intake',
  responsiblePartyEmail: email,
  responsiblePartyPhone: '2125550142',
  subscriptionId: null,
  orderId,
});

describe('portal.dashboard and GET /api/portal/dashboard', () => {
  it("shows the client's own orders and formations with the staff's status changes as dates, and nothing of another client's", async () => {
    const ada = await client('ada.portal@example.com');
    const mine = await payEntity('Ada.Portal@example.com', 'Ada Engines LLC');
    const theirs = await payEntity('grace.portal@example.com', 'Grace Compilers LLC');
    const grace = await client('grace.portal@example.com', 'Grace Hopper', 'Hopper Co');

    const staff = await admin();
    const move = (id: string, to: string, reason?: string) => staff.post(`/api/admin/records/entity-formation/${id}/status`, { to, reason });
    expect((await move(mine.formationId, 'in_progress')).status).toBe(200);
    expect((await move(mine.formationId, 'filed', 'Filed by courier, ask Bob about the fee')).status).toBe(200);
    expect((await staff.post(`/api/admin/records/entity-formation/${mine.formationId}/notes`, { text: 'Staff only: client is slow to answer' })).status).toBe(
      201,
    );
    expect(
      (await staff.post(`/api/admin/records/entity-formation/${theirs.formationId}/status`, { to: 'cancelled', reason: 'Duplicate', refund: false })).status,
    ).toBe(200);

    const seen = await dashboard(ada);
    expect(seen.emailVerified).toBe(true);
    expect(seen.account).toEqual({ name: 'Ada Lovelace', email: 'ada.portal@example.com', companyName: 'Lovelace LLC', phone: null });
    expect(seen.formations).toHaveLength(1);
    const [formation] = seen.formations;
    expect(formation).toMatchObject({ id: mine.formationId, kind: 'entity', businessName: 'Ada Engines LLC', status: 'filed' });
    expect(formation!.title).toBe('Limited Liability Company (LLC) in Delaware');
    expect(formation!.orderReference).toMatch(/^EBA-\d+$/);
    expect(formation!.history.map((h) => [h.from, h.to])).toEqual([
      ['received', 'in_progress'],
      ['in_progress', 'filed'],
    ]);
    for (const h of formation!.history) expect(Object.keys(h).sort()).toEqual(['at', 'from', 'to']);
    expect(seen.orders).toHaveLength(1);
    expect(seen.orders[0]).toMatchObject({ id: mine.orderId, status: 'paid', totalCents: 499_900, monthly: false, reference: formation!.orderReference });
    expect(seen.orders[0]!.paidAt).not.toBeNull();
    expect(seen.orders[0]!.history.map((h) => [h.from, h.to])).toEqual([['pending', 'paid']]);
    // Never who made a change, why, or a staff note; never the other client's records.
    const text = JSON.stringify(seen);
    for (const hidden of ['ask Bob', 'Staff only', TEST_ADMIN.name, 'Simulated payments', 'Grace', theirs.orderId, theirs.formationId])
      expect(text).not.toContain(hidden);

    // The tRPC procedure answers the same.
    expect(await ada.trpc().portal.dashboard.query()).toEqual(seen);

    const graceSees = await dashboard(grace);
    expect(graceSees.formations.map((f) => [f.id, f.status])).toEqual([[theirs.formationId, 'cancelled']]);
    expect(JSON.stringify(graceSees)).not.toContain('Ada Engines');
    expect(JSON.stringify(graceSees)).not.toContain('Duplicate');
  });

  it('shows subscriptions of paid orders with their state, intakes with what was sent (no SSN), and empty lists for a new client', async () => {
    const email = 'intake.portal@example.com';
    const browser = await client(email, 'Ida Intake', 'Intake Co');
    expect(await dashboard(browser)).toMatchObject({ orders: [], formations: [], subscriptions: [], intakes: [], appointments: [] });

    const started = await readJson<CheckoutStarted>(
      await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Ida Intake', email }),
    );
    expect((await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret })).status).toBe(200);
    await sql(`update subscription set status = 'past_due' where order_id = $1`, [started.orderId]);
    // Sent while signed in: theirs.
    expect((await browser.post('/api/business-intake', { ...intake(email, 'Intake Bakery'), planType: 'professional', ...professionalStep })).status).toBe(201);
    await sql(`update business_intake set details = details || $1 where business_name = 'Intake Bakery'`, [JSON.stringify({ ssn: '123-45-6789' })]);
    const seen = await dashboard(browser);
    expect(seen.subscriptions).toEqual([
      expect.objectContaining({ planName: 'Foundation retainer', amountCents: 2_500_000, status: 'past_due', orderReference: started.order.reference }),
    ]);
    expect(seen.intakes).toHaveLength(1);
    expect(seen.intakes[0]).toMatchObject({ planName: 'Professional plan', businessName: 'Intake Bakery', status: 'new' });
    expect(seen.intakes[0]!.fields.slice(0, 5)).toEqual([
      { label: 'Business type', value: 'LLC' },
      { label: 'State of formation', value: 'New York' },
      { label: 'Responsible party', value: 'Ida Intake' },
      { label: 'Email', value: email },
      { label: 'Phone', value: '(212) 555-0142' },
    ]);
    expect(seen.intakes[0]!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Business address', value: '1 Oven Street' },
        { label: 'Business city', value: 'Albany' },
      ]),
    );
    expect(JSON.stringify(seen)).not.toContain('6789');
  });

  it('security finding 7: an anonymous intake or booking typed with a client’s e-mail never shows in their portal; one sent from their paid order, or attached by staff, does', async () => {
    const email = 'target.portal@example.com';
    const browser = await client(email, 'Tara Target', 'Target Co');
    // Anyone can type Tara's address: these are not hers.
    expect((await new TestBrowser(baseUrl).post('/api/business-intake', intake(email, 'ACTION REQUIRED call 555-0100 to re-verify your SSN'))).status).toBe(
      201,
    );
    const typed = await appointment(email, 24 * 50);
    const typedSubscription = await sql<{ id: string }>(
      `insert into subscription (id, plan_kind, plan_id, plan_name, email, name, amount_cents, status) values (gen_random_uuid(), 'plan', 'professional-plan', 'Professional', $1, 'Tara', 500000, 'active') returning id`,
      [email],
    );
    const nothing = await dashboard(browser);
    expect(nothing).toMatchObject({ intakes: [], appointments: [], subscriptions: [] });
    expect(await browser.trpc().payments.myRecords.query()).toEqual({ entityFormations: [], businessFormations: [], subscriptions: [], orders: [] });
    expect(await browser.trpc().appointments.mine.query()).toEqual([]);
    expect((await browser.post(`/api/portal/appointments/${typed}/cancel`)).status).toBe(404);
    expect(typedSubscription).toHaveLength(1);

    // An intake sent from her paid order is hers, whoever sends it.
    const paid = await payEntity(email, 'Tara Holdings LLC');
    const retainer = await readJson<CheckoutStarted>(
      await new TestBrowser(baseUrl).post('/api/create-subscription-payment-simple', { planId: 'foundation', amount: 25000, name: 'Tara', email }),
    );
    await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, clientSecret: retainer.clientSecret });
    expect(
      (
        await new TestBrowser(baseUrl).post('/api/business-intake', {
          ...intake('assistant@example.com', 'Retainer Intake Co', retainer.orderId),
          planType: 'foundation-retainer',
        })
      ).status,
    ).toBe(201);
    const withOrder = await dashboard(browser);
    expect(withOrder.intakes.map((i) => i.businessName)).toEqual(['Retainer Intake Co']);
    expect(withOrder.formations.map((f) => f.id)).toEqual([paid.formationId]);

    // Staff, having checked, attach the typed booking and intake to her: now they show, and can be taken out again.
    const staff = await admin();
    const [typedIntake] = await sql<{ id: string }>(`select id from business_intake where business_name like 'ACTION REQUIRED%'`);
    const attach = (kind: string, id: string, attached: boolean) =>
      staff.fetch(`/api/admin/records/${kind}/${id}/client`, { method: 'PUT', json: { attached } });
    const attached = await attach('appointment', typed, true);
    expect(attached.status).toBe(200);
    expect(await readJson(attached)).toEqual({ portalClient: { id: await accountId(email), name: 'Tara Target' } });
    await expect(staff.trpc().admin.attachToClient.mutate({ kind: 'business-intake', id: typedIntake!.id, attached: true })).resolves.toMatchObject({
      portalClient: { name: 'Tara Target' },
    });
    const afterStaff = await dashboard(browser);
    expect(afterStaff.appointments.map((a) => a.id)).toEqual([typed]);
    expect(afterStaff.intakes.map((i) => i.businessName).sort()).toEqual(['ACTION REQUIRED call 555-0100 to re-verify your SSN', 'Retainer Intake Co']);
    const detail = await readJson<{ record: { portalClient: unknown }; history: { action: string; toName: string | null }[] }>(
      await staff.fetch(`/api/admin/records/appointment/${typed}`),
    );
    expect(detail.record.portalClient).toEqual({ id: await accountId(email), name: 'Tara Target' });
    expect(detail.history[0]).toMatchObject({ action: 'client_attached', toName: 'Tara Target' });
    expect(await readJson(await attach('appointment', typed, false))).toEqual({ portalClient: null });
    expect((await dashboard(browser)).appointments).toEqual([]);
  });

  it('attaching to a portal: admins only (401, 403), intakes and appointments only (400), only to the account that confirmed the record’s e-mail (409)', async () => {
    const booked = await appointment('nobody.registered@example.com', 24 * 51);
    const path = `/api/admin/records/appointment/${booked}/client`;
    expect((await new TestBrowser(baseUrl).fetch(path, { method: 'PUT', json: { attached: true } })).status).toBe(401);
    const someClient = await client('attacher.portal@example.com');
    expect((await someClient.fetch(path, { method: 'PUT', json: { attached: true } })).status).toBe(403);
    await expect(someClient.trpc().admin.attachToClient.mutate({ kind: 'appointment', id: booked, attached: true })).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    const staff = await admin();
    const none = await staff.fetch(path, { method: 'PUT', json: { attached: true } });
    expect(none.status).toBe(409);
    expect((await readJson<ApiErrorBody>(none)).error).toBe(
      'No client account has confirmed nobody.registered@example.com yet: the record can go to its portal once its owner has created one.',
    );
    const { orderId } = await payEntity('attacher.portal@example.com', 'Attacher LLC');
    expect((await staff.fetch(`/api/admin/records/order/${orderId}/client`, { method: 'PUT', json: { attached: true } })).status).toBe(400);
    expect((await staff.fetch(path, { method: 'PUT', json: { attached: 'yes' } })).status).toBe(400);
    expect((await staff.fetch(`/api/admin/records/appointment/${crypto.randomUUID()}/client`, { method: 'PUT', json: { attached: false } })).status).toBe(404);
    expect(await sql('select client_user_id from appointment where id = $1', [booked])).toEqual([{ client_user_id: null }]);
  });

  it('needs a signed-in portal client with a confirmed e-mail: 401 anonymous or unconfirmed, 403 for staff', async () => {
    const anonymous = new TestBrowser(baseUrl);
    expect((await anonymous.fetch('/api/portal/dashboard')).status).toBe(401);
    await expect(anonymous.trpc().portal.dashboard.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    const staff = await admin();
    expect((await staff.fetch('/api/portal/dashboard')).status).toBe(403);
    await expect(staff.trpc().portal.dashboard.query()).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    expect((await staff.fetch('/api/portal/contact', { method: 'PUT', json: { name: 'X', companyName: '', phone: '' } })).status).toBe(403);
    expect((await staff.post(`/api/portal/appointments/${crypto.randomUUID()}/cancel`)).status).toBe(403);

    // Registered, never confirmed: no sign-in (the page says to open the mailed link), so nothing to read.
    const unconfirmed = new TestBrowser(baseUrl);
    expect(
      (await unconfirmed.post('/api/portal/register', { email: 'unconfirmed.portal@example.com', password, fullName: 'Una', companyName: 'Una Co' })).status,
    ).toBe(201);
    await payEntity('unconfirmed.portal@example.com', 'Una Holdings LLC');
    const login = await unconfirmed.post('/api/portal/login', { email: 'unconfirmed.portal@example.com', password });
    expect(login.status).toBe(403);
    expect((await readJson<ApiErrorBody>(login)).error).toMatch(/confirm/i);
    expect((await unconfirmed.fetch('/api/portal/dashboard')).status).toBe(401);

    // A confirmation withdrawn ends what the session may read.
    const later = await client('withdrawn.portal@example.com');
    await sql(`update app_user set email_verified_at = null where email = $1`, ['withdrawn.portal@example.com']);
    expect((await later.fetch('/api/portal/dashboard')).status).toBe(401);
  });
});

describe('portal.updateContact and PUT /api/portal/contact', () => {
  const stored = async (email: string) =>
    (
      await sql<{ name: string; company_name: string | null; phone: string | null; email: string }>(
        'select name, company_name, phone, email from app_user where email = $1',
        [email],
      )
    )[0]!;

  it('stores name, company and phone (formatted), never the e-mail, and the session shows the new name', async () => {
    const browser = await client('contact.portal@example.com');
    const res = await browser.fetch('/api/portal/contact', {
      method: 'PUT',
      json: { name: '  Ada King  ', companyName: 'Analytical Engines', phone: '212.555.0199', email: 'someone.else@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await readJson<PortalAccount>(res)).toEqual({
      name: 'Ada King',
      email: 'contact.portal@example.com',
      companyName: 'Analytical Engines',
      phone: '(212) 555-0199',
    });
    expect(await stored('contact.portal@example.com')).toEqual({
      name: 'Ada King',
      company_name: 'Analytical Engines',
      phone: '(212) 555-0199',
      email: 'contact.portal@example.com',
    });
    expect((await readJson<{ user: { name: string } }>(await browser.fetch('/api/auth/session'))).user.name).toBe('Ada King');
    // Clearing the optional fields stores nothing for them.
    await expect(browser.trpc().portal.updateContact.mutate({ name: 'Ada King', companyName: '', phone: '' })).resolves.toMatchObject({
      companyName: null,
      phone: null,
    });
  });

  it('refuses bad input with each field’s message (400) and stores nothing; 401 anonymous', async () => {
    const browser = await client('bad.contact.portal@example.com');
    const before = await stored('bad.contact.portal@example.com');
    const res = await browser.fetch('/api/portal/contact', { method: 'PUT', json: { name: '  ', companyName: 'x'.repeat(201), phone: '555-01' } });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors).toEqual({
      name: ['Full name is required'],
      companyName: ['Must be at most 200 characters'],
      phone: ['Please enter a 10-digit phone number'],
    });
    await expect(browser.trpc().portal.updateContact.mutate({ name: 'Ok', companyName: '', phone: '12' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { phone: ['Please enter a 10-digit phone number'] } } },
    });
    expect(await stored('bad.contact.portal@example.com')).toEqual(before);
    expect((await new TestBrowser(baseUrl).fetch('/api/portal/contact', { method: 'PUT', json: { name: 'X', companyName: '', phone: '' } })).status).toBe(401);
  });
});

describe('portal.cancelAppointment and POST /api/portal/appointments/:id/cancel', () => {
  it("cancels the client's own upcoming appointment (history line, mailed link spent), and nobody else's", async () => {
    const email = 'booker.portal@example.com';
    const browser = await client(email);
    const owner = await accountId(email);
    const upcoming = await appointment('Booker.Portal@example.com', 24 * 40, 'scheduled', owner);
    const past = await appointment(email, -24 * 3, 'completed', owner);
    const someoneElse = await appointment('stranger.portal@example.com', 24 * 41);

    const seen = await dashboard(browser);
    expect(seen.appointments.map((a) => [a.id, a.status, a.canCancel])).toEqual([
      [upcoming, 'scheduled', true],
      [past, 'completed', false],
    ]);
    expect(seen.appointments[0]!.timeSlot).toMatch(/^\d{2}:\d{2}$/);

    const status = async (id: string) =>
      (await sql<{ status: string; cancel_token_hash: string | null }>('select status, cancel_token_hash from appointment where id = $1', [id]))[0]!;
    expect((await browser.post(`/api/portal/appointments/${someoneElse}/cancel`)).status).toBe(404);
    expect((await status(someoneElse)).status).toBe('scheduled');
    expect((await browser.post(`/api/portal/appointments/${past}/cancel`)).status).toBe(404);
    expect((await browser.post('/api/portal/appointments/not-an-id/cancel')).status).toBe(400);
    expect((await new TestBrowser(baseUrl).post(`/api/portal/appointments/${upcoming}/cancel`)).status).toBe(401);

    const res = await browser.post(`/api/portal/appointments/${upcoming}/cancel`);
    expect(res.status).toBe(200);
    expect(await readJson<PortalAppointment>(res)).toMatchObject({ id: upcoming, status: 'cancelled', canCancel: false });
    expect(await status(upcoming)).toEqual({ status: 'cancelled', cancel_token_hash: null });
    expect(await sql('select actor_name, from_value, to_value from audit_entry where record_id = $1', [upcoming])).toEqual([
      { actor_name: 'Client (portal)', from_value: 'scheduled', to_value: 'cancelled' },
    ]);
    // Once only.
    await expect(browser.trpc().portal.cancelAppointment.mutate({ id: upcoming })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
  });

  it('mails the team and the assignee, and sends the client the calendar cancellation (same UID, next SEQUENCE) (docs/portal.md#appointments)', async () => {
    const email = 'canceller.portal@example.com';
    const browser = await client(email);
    const id = await appointment(email, 24 * 42, 'confirmed', await accountId(email));
    // It was confirmed once (SEQUENCE 1), and an advisor with a mailbox has it.
    await sql(
      `insert into audit_entry (id, kind, record_id, action, actor_name, from_value, to_value) values (gen_random_uuid(), 'appointment', $1, 'status_changed', 'x', 'scheduled', 'confirmed')`,
      [id],
    );
    const [adviser] = await sql<{ id: string }>(`update app_user set email = 'adviser.desk@example.com' where username = $1 returning id`, [
      TEST_ADMIN.username,
    ]);
    await sql('update appointment set assigned_to_id = $1 where id = $2', [adviser!.id, id]);
    const before = await sql<{ n: string }>('select count(*) as n from outbox_mail');

    expect((await browser.post(`/api/portal/appointments/${id}/cancel`)).status).toBe(200);
    const mails = await sql<{
      to: string;
      subject: string;
      text: string;
      reply_to: string | null;
      attachments: { filename: string; contentType: string; content: string }[];
    }>(`select "to", subject, text, reply_to, attachments from outbox_mail order by created_at, id offset $1`, [Number(before[0]!.n)]);
    expect(mails.map((m) => m.to).sort()).toEqual(['adviser.desk@example.com', 'advisors@elitebusinessadvisory.com', email].sort());
    const toClient = mails.find((m) => m.to === email)!;
    expect(toClient.subject).toMatch(/^Cancelled: Executive Consultation on /);
    expect(toClient.attachments[0]).toMatchObject({ filename: 'cancellation.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    for (const line of ['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${id}@`, 'SEQUENCE:2']) expect(toClient.attachments[0]!.content).toContain(line);
    // In our words: nothing the client typed at booking.
    expect(toClient.text).not.toContain('Portal Client');
    for (const staffMail of mails.filter((m) => m.to !== email)) {
      expect(staffMail.subject).toMatch(/^Cancelled by the client: Executive Consultation, /);
      expect(staffMail.text).toContain(`/admin?tab=appointments&open=${id}`);
      expect(staffMail.text).toContain('in the portal');
      expect(staffMail.reply_to).toBe(email);
    }
    await sql(`update app_user set email = null where username = $1`, [TEST_ADMIN.username]);
  });
});

describe('the portal hint cookie', () => {
  it('is set, readable by the page, with a client session and cleared by sign-out; never for staff', async () => {
    const browser = await client('hint.portal@example.com');
    expect(browser.cookies.get('elite_portal')).toBe('1');
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    const hint = out.headers.getSetCookie().find((c) => c.startsWith('elite_portal='))!;
    expect(hint).toMatch(/Max-Age=0/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(browser.cookies.has('elite_portal')).toBe(false);
    const staff = await admin();
    expect(staff.cookies.has('elite_portal')).toBe(false);
  });
});
