import type { BusinessIntakeRow } from '@elite/contracts/schemas/intake';
import type { Page } from '@elite/contracts/schemas/pagination';
import type { CheckoutStarted } from '@elite/contracts/schemas/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { rawQuery } from '../../../test/database.ts';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { card, entityBody, formationFor } from '../../../test/fixtures/checkout.ts';
import { enterprise, essential, professional, professionalFields } from '../../../test/fixtures/intake.ts';

/** What POST /api/business-intake answers (intake.service.ts). */
type IntakeRecorded = { id: string };
let baseUrl: string;
let databaseUrl: string;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const counts = async () =>
  (await sql<{ intakes: string; mails: string }>('select (select count(*) from business_intake) as intakes, (select count(*) from outbox_mail) as mails'))[0];

/** The body of a Foundation retainer checkout (/checkout-simple) for one e-mail. */
const foundation = (email: string) => ({ planId: 'foundation', amount: 25000, name: 'Grace Hopper', email });

/** A checkout paid with the simulated test card. */
async function paidOrder(browser: TestBrowser, path: string, body: unknown) {
  const started = await readJson<CheckoutStarted>(await browser.post(path, body));
  await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret });
  return started;
}

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});

describe('POST /api/business-intake', () => {
  it('records an essential intake (one step) with the phone as digits, and queues the confirmation and the team mail', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', essential);
    expect(res.status).toBe(201);
    const { id } = await readJson<IntakeRecorded>(res);
    const [row] = await sql(
      'select plan_type, subscription_id, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, responsible_party_phone, priority_processing, details, status from business_intake where id = $1',
      [id],
    );
    expect(row).toEqual({
      plan_type: 'essential',
      subscription_id: null,
      business_name: 'Lovelace Analytics',
      business_type: 'llc',
      state_of_formation: 'NY',
      responsible_party_name: 'Ada Lovelace',
      responsible_party_email: 'ada@example.com',
      responsible_party_phone: '2125550199',
      priority_processing: false,
      details: {},
      status: 'new',
    });
    const [ack] = await mailsTo(databaseUrl, 'ada@example.com');
    expect(ack!.subject).toBe('We received your business information for the Essential plan');
    expect(ack!.text).toContain('contact you within 24 hours');
    const [team] = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where subject like '%Lovelace Analytics%'`);
    expect(team!.subject).toBe('Business intake: Lovelace Analytics (Essential plan)');
    expect(team!.text).toContain('Phone: (212) 555-0199');
  });

  it('security finding 7: the acknowledgement quotes nothing typed (names, business, purpose, phone) and points to no portal it is not in', async () => {
    const email = 'victim.intake@example.com';
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', {
      ...professional,
      businessName: PHISHING,
      responsiblePartyName: 'Bank Security Team',
      responsiblePartyEmail: email,
      responsiblePartyPhone: '2125550100',
      businessPurpose: 'Reply with your password',
    });
    expect(res.status).toBe(201);
    const mails = await mailsTo(databaseUrl, email);
    expect(mails).toHaveLength(1);
    expectNothingTyped(mails, [PHISHING, 'Bank Security', 'password', '555-0100', 'Brooklyn', 'First Engine Bank', email]);
    expect(mails[0]!.text).not.toContain('portal');
    const [team] = await sql<{ text: string }>(`select text from outbox_mail where subject = $1`, [`Business intake: ${PHISHING} (Professional plan)`]);
    expect(team!.text).toContain('Reply with your password');
  });

  it('security finding 7: one mailbox gets three intake acknowledgements a day; the fourth intake is stored and the team told', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const spellings = ['flood.intake@gmail.com', 'Flood.Intake+1@gmail.com', 'f.l.o.o.d.intake@gmail.com', 'floodintake+x@GMAIL.com'];
    for (const responsiblePartyEmail of spellings)
      expect((await new TestBrowser(limited).post('/api/business-intake', { ...essential, responsiblePartyEmail })).status).toBe(201);
    const acknowledgements = await rawQuery<{ to: string }>(db, `select "to" from outbox_mail where subject like 'We received%' order by created_at`);
    expect(acknowledgements.map((m) => m.to)).toEqual(spellings.slice(0, 3));
    const notices = await rawQuery<{ text: string }>(db, `select text from outbox_mail where subject like 'Business intake:%' order by created_at`);
    expect(notices.map((n) => n.text.includes('No acknowledgement was sent to floodintake+x@GMAIL.com'))).toEqual([false, false, false, true]);
  });

  it('records a professional intake (two steps) with its details', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', {
      ...professional,
      businessName: 'Pro Co',
      responsiblePartyPhone: '(212) 555-0100',
      subscriptionId: 42,
    });
    expect(res.status).toBe(201);
    const [row] = await sql<{ details: Record<string, unknown>; responsible_party_phone: string; subscription_id: number }>(
      'select details, responsible_party_phone, subscription_id from business_intake where id = $1',
      [(await readJson<IntakeRecorded>(res)).id],
    );
    expect(row!.responsible_party_phone).toBe('2125550100');
    expect(row!.subscription_id).toBe(42);
    expect(row!.details).toEqual(professionalFields);
  });

  it('records an enterprise intake (three steps) of a paid Enterprise plan with priority processing, flagged PRIORITY in the team mail (docs/subscriptions-and-intake.md#priority-processing)', async () => {
    const browser = new TestBrowser(baseUrl);
    const order = await paidOrder(browser, '/api/create-subscription-payment', {
      planId: 'enterprise',
      amount: 15000,
      businessData: formationFor('enterprise.priority@example.com', 'Enterprise Co'),
    });
    const res = await browser.post('/api/business-intake', { ...enterprise, businessName: 'Enterprise Co', orderId: order.orderId });
    expect(res.status).toBe(201);
    const [row] = await sql<{ details: Record<string, unknown>; priority_processing: boolean }>(
      'select details, priority_processing from business_intake where id = $1',
      [(await readJson<IntakeRecorded>(res)).id],
    );
    expect(row!.priority_processing).toBe(true);
    expect(row!.details).toMatchObject({
      registeredAgentName: 'Registered Agents Inc',
      registeredAgentZip: '12207-1234',
      specialRequirements: 'Foreign qualification in NJ.',
      businessCity: 'Brooklyn',
    });
    const [team] = await sql<{ subject: string; text: string }>(
      `select subject, text from outbox_mail where subject like '%Business intake: Enterprise Co%' and "to" = 'advisors@elitebusinessadvisory.com'`,
    );
    expect(team!.subject).toBe('PRIORITY Business intake: Enterprise Co (Enterprise plan)');
    expect(team!.text).toContain('Priority processing (24-48 hours): Yes');
    expect(team!.text).toContain('Registered agent: Registered Agents Inc');
    expect(team!.text).toContain('Agent state: New York');
  });

  it('an enterprise intake without a paid order that asks for priority is stored and mailed as an ordinary one (docs/subscriptions-and-intake.md#priority-processing)', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', { ...enterprise, businessName: 'Unpaid Enterprise Co' });
    expect(res.status).toBe(201);
    const [row] = await sql<{ priority_processing: boolean }>('select priority_processing from business_intake where id = $1', [
      (await readJson<IntakeRecorded>(res)).id,
    ]);
    expect(row!.priority_processing).toBe(false);
    const [team] = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where subject like '%Unpaid Enterprise Co%'`);
    expect(team!.subject).toBe('Business intake: Unpaid Enterprise Co (Enterprise plan)');
    expect(team!.text).toContain('Priority processing (24-48 hours): Asked for, but no paid Enterprise order: handled as an ordinary intake');
    const [ack] = await sql<{ text: string }>(
      `select text from outbox_mail where subject = 'We received your business information for the Enterprise plan' order by created_at desc limit 1`,
    );
    expect(ack!.text).not.toContain('priority');
  });

  it('takes a retainer of /checkout-simple as a one-step intake and keeps only the fields of its step', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', { ...professional, planType: 'foundation-retainer', businessName: 'Retainer Co' });
    expect(res.status).toBe(201);
    const [row] = await sql<{ plan_type: string; details: Record<string, unknown> }>('select plan_type, details from business_intake where id = $1', [
      (await readJson<IntakeRecorded>(res)).id,
    ]);
    expect(row).toEqual({ plan_type: 'foundation-retainer', details: {} });
  });

  it('files the intake of a paid Enterprise retainer order as that retainer, never as the $15,000 Enterprise plan', async () => {
    const browser = new TestBrowser(baseUrl);
    const order = await paidOrder(browser, '/api/create-subscription-payment-simple', {
      planId: 'enterprise-retainer',
      amount: 250000,
      name: 'Grace Hopper',
      email: 'grace.retainer@example.com',
    });
    const res = await browser.post('/api/business-intake', {
      ...essential,
      planType: 'enterprise-retainer',
      orderId: order.orderId,
      businessName: 'Retainer Intake Co',
    });
    expect(res.status).toBe(201);
    expect(await sql('select plan_type, order_id from business_intake where id = $1', [(await readJson<IntakeRecorded>(res)).id])).toEqual([
      { plan_type: 'enterprise-retainer', order_id: order.orderId },
    ]);
    const [team] = await sql<{ subject: string }>(`select subject from outbox_mail where subject like 'Business intake: %Retainer Intake Co%'`);
    expect(team!.subject).toBe('Business intake: Retainer Intake Co (Enterprise retainer)');

    const admin = new TestBrowser(baseUrl);
    await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const list = await readJson<Page<BusinessIntakeRow>>(await admin.fetch('/api/business-intakes?pageSize=100'));
    expect(list.items.find((i) => i.businessName === 'Retainer Intake Co')).toMatchObject({
      planType: 'enterprise-retainer',
      paidSubscription: 'Enterprise retainer (monthly)',
      orderReference: order.order.reference,
    });
  });

  it('files the intake of a Professional plan bought on /checkout-simple as that plan, with its two steps (docs/subscriptions-and-intake.md#simple-checkout)', async () => {
    const browser = new TestBrowser(baseUrl);
    const order = await paidOrder(browser, '/api/create-subscription-payment-simple', {
      planId: 'professional',
      amount: 5000,
      name: 'Grace Hopper',
      email: 'grace.simpleplan@example.com',
    });
    expect(order.order).toMatchObject({ productId: 'professional-plan', checkoutPlan: 'professional' });
    const res = await browser.post('/api/business-intake', { ...professional, orderId: order.orderId, businessName: 'Simple Plan Co' });
    expect(res.status).toBe(201);
    const [row] = await sql<{ plan_type: string; order_id: string; details: Record<string, unknown> }>(
      'select plan_type, order_id, details from business_intake where id = $1',
      [(await readJson<IntakeRecorded>(res)).id],
    );
    expect(row).toMatchObject({ plan_type: 'professional', order_id: order.orderId, details: professionalFields });
  });

  it('refuses an intake whose plan is not its order, an unpaid order and an unknown one, and stores nothing', async () => {
    const browser = new TestBrowser(baseUrl);
    const retainer = await paidOrder(browser, '/api/create-subscription-payment-simple', {
      planId: 'enterprise-retainer',
      amount: 250000,
      name: 'Grace Hopper',
      email: 'grace.mismatch@example.com',
    });
    const unpaid = await readJson<CheckoutStarted>(await browser.post('/api/create-subscription-payment-simple', foundation('grace.unpaid@example.com')));
    const before = await counts();
    const plan = await browser.post('/api/business-intake', { ...enterprise, orderId: retainer.orderId });
    expect(plan.status).toBe(400);
    expect((await readJson<ApiErrorBody>(plan)).error).toBe(
      `This form belongs to your Enterprise retainer (order ${retainer.order.reference}). Please open it from your order confirmation.`,
    );
    for (const orderId of [unpaid.orderId, crypto.randomUUID()]) {
      const res = await browser.post('/api/business-intake', { ...essential, planType: 'foundation-retainer', orderId });
      expect(res.status).toBe(400);
      expect((await readJson<ApiErrorBody>(res)).error).toBe(
        'We could not find a paid order for this form. Please open it from your order confirmation or welcome e-mail.',
      );
    }
    expect((await browser.post('/api/business-intake', { ...essential, orderId: 'not-an-order' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no business name', essential, { businessName: '  ' }, 'businessName', 'Business name is required'],
    ['an unknown business type', essential, { businessType: 'sole-proprietorship' }, 'businessType', 'Please select a business type'],
    ['no state of formation', essential, { stateOfFormation: '' }, 'stateOfFormation', 'Please select a state'],
    ['an unknown state', essential, { stateOfFormation: 'XX' }, 'stateOfFormation', 'Please select a state'],
    ['no name', essential, { responsiblePartyName: '' }, 'responsiblePartyName', 'Name is required'],
    ['a bad e-mail', essential, { responsiblePartyEmail: 'ada@example' }, 'responsiblePartyEmail', 'Valid email required'],
    ['a short phone', essential, { responsiblePartyPhone: '555019' }, 'responsiblePartyPhone', 'Valid phone number required'],
    ['letters in the phone', essential, { responsiblePartyPhone: '212555CALL' }, 'responsiblePartyPhone', 'Valid phone number required'],
    ['a subscription id that is not a number', essential, { subscriptionId: 'sub_1' }, 'subscriptionId', 'Invalid subscription'],
    ['a negative subscription id', essential, { subscriptionId: -3 }, 'subscriptionId', 'Invalid subscription'],
    ['an unknown plan', essential, { planType: 'platinum' }, 'planType', 'Please open the intake form from your subscription (unknown plan)'],
    ['no business address (professional)', professional, { businessAddress: '' }, 'businessAddress', 'Address is required'],
    ['no city (professional)', professional, { businessCity: '' }, 'businessCity', 'City is required'],
    ['no state (professional)', professional, { businessState: '' }, 'businessState', 'State is required'],
    ['a bad ZIP (professional)', professional, { businessZip: '1120' }, 'businessZip', 'Valid ZIP required'],
    ['a short business purpose (professional)', professional, { businessPurpose: 'Consult' }, 'businessPurpose', 'Business purpose required'],
    ['no number of employees (professional)', professional, { numberOfEmployees: 'four' }, 'numberOfEmployees', 'Number of employees required'],
    ['an unknown revenue range (professional)', professional, { expectedAnnualRevenue: 'lots' }, 'expectedAnnualRevenue', 'Please select a revenue range'],
    [
      'an unknown additional service (professional)',
      professional,
      { additionalServices: ['Yacht'] },
      'additionalServices',
      'Please choose from the listed services',
    ],
    ['no registered agent (enterprise)', enterprise, { registeredAgentName: '' }, 'registeredAgentName', 'Registered agent name required'],
    ['no agent address (enterprise)', enterprise, { registeredAgentAddress: ' ' }, 'registeredAgentAddress', 'Address required'],
    ['no agent city (enterprise)', enterprise, { registeredAgentCity: '' }, 'registeredAgentCity', 'City required'],
    ['no agent state (enterprise)', enterprise, { registeredAgentState: 'ZZ' }, 'registeredAgentState', 'State required'],
    ['a bad agent ZIP (enterprise)', enterprise, { registeredAgentZip: 'ABCDE' }, 'registeredAgentZip', 'Valid ZIP required'],
    [
      'priority processing that is not yes or no (enterprise)',
      enterprise,
      { priorityProcessing: 'yes' },
      'priorityProcessing',
      'Priority processing is yes or no',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, base, change, field, message) => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', { ...base, ...change });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a professional intake without the second step, naming each missing field', async () => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/business-intake', { ...essential, planType: 'professional' });
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson<ApiErrorBody>(res)).fieldErrors ?? {}).sort()).toEqual([
      'businessAddress',
      'businessCity',
      'businessPurpose',
      'businessState',
      'businessZip',
      'numberOfEmployees',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await new TestBrowser(baseUrl).fetch('/api/business-intake', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"planType":',
    });
    expect(res.status).toBe(400);
  });

  it('the tRPC twin intake.submit runs the same rules', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    await expect(trpc.intake.submit.mutate({ ...essential, businessName: 'Twin Co', planType: 'transformation-retainer' } as never)).resolves.toHaveProperty(
      'id',
      expect.any(String),
    );
    const before = await counts();
    await expect(trpc.intake.submit.mutate({ ...essential, responsiblePartyEmail: 'nope' } as never)).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { responsiblePartyEmail: ['Valid email required'] } } },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('the intake of a paid order (docs/subscriptions-and-intake.md#from-the-order)', () => {
  const planOrder = (browser: TestBrowser, email: string, businessName: string) =>
    paidOrder(browser, '/api/create-subscription-payment', { planId: 'professional', amount: 5000, businessData: formationFor(email, businessName) });

  it('intake.forOrder fills the form in from a paid plan order for whoever holds its id: name, business name, e-mail and phone, nothing else', async () => {
    const order = await planOrder(new TestBrowser(baseUrl), 'prefill.plan@example.com', 'Prefill Plan Co');
    // Another browser, not signed in: the order's id is what it holds (the receipt's link).
    await expect(new TestBrowser(baseUrl).trpc().intake.forOrder.query({ orderId: order.orderId })).resolves.toEqual({
      state: 'open',
      prefill: {
        businessName: 'Prefill Plan Co',
        responsiblePartyName: 'Ada Lovelace',
        responsiblePartyEmail: 'prefill.plan@example.com',
        responsiblePartyPhone: '2125550199',
      },
    });
  });

  it('intake.forOrder fills a retainer order in with what its checkout asked: name and e-mail, no business or phone', async () => {
    const order = await paidOrder(new TestBrowser(baseUrl), '/api/create-subscription-payment-simple', foundation('prefill.retainer@example.com'));
    await expect(new TestBrowser(baseUrl).trpc().intake.forOrder.query({ orderId: order.orderId })).resolves.toEqual({
      state: 'open',
      prefill: { businessName: '', responsiblePartyName: 'Grace Hopper', responsiblePartyEmail: 'prefill.retainer@example.com', responsiblePartyPhone: '' },
    });
  });

  it('intake.forOrder answers 404 for an unknown id, an unpaid order and an entity order, and 400 for an id that is not one', async () => {
    const browser = new TestBrowser(baseUrl);
    const unpaid = await readJson<CheckoutStarted>(await browser.post('/api/create-subscription-payment-simple', foundation('prefill.unpaid@example.com')));
    const entity = await paidOrder(browser, '/api/create-entity-payment', entityBody());
    const trpc = new TestBrowser(baseUrl).trpc();
    for (const orderId of [crypto.randomUUID(), unpaid.orderId, entity.orderId]) {
      await expect(trpc.intake.forOrder.query({ orderId })).rejects.toMatchObject({
        message: 'We could not find a paid order for this form. Please open it from your order confirmation or welcome e-mail.',
        data: { code: 'NOT_FOUND' },
      });
    }
    await expect(trpc.intake.forOrder.query({ orderId: 'EBA-10001' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });

  it('one intake per order: a second is refused with 409 naming the first, nothing is stored, and forOrder then tells only when it came (docs/subscriptions-and-intake.md#one-intake-per-order)', async () => {
    const browser = new TestBrowser(baseUrl);
    const order = await planOrder(browser, 'once@example.com', 'Once Only Co');
    const intake = { ...professional, businessName: 'Once Only Co', orderId: order.orderId };
    expect((await browser.post('/api/business-intake', intake)).status).toBe(201);
    const before = await counts();
    const second = await new TestBrowser(baseUrl).post('/api/business-intake', { ...intake, businessName: 'Second Try Co' });
    expect(second.status).toBe(409);
    expect((await readJson<ApiErrorBody>(second)).error).toMatch(
      new RegExp(
        `^We already have the business intake for order ${order.order.reference}, sent [A-Z][a-z]+ \\d{1,2}, \\d{4}\\. To change something, tell your advisor`,
      ),
    );
    expect(await counts()).toEqual(before);
    const answer = await new TestBrowser(baseUrl).trpc().intake.forOrder.query({ orderId: order.orderId });
    expect(answer).toEqual({
      state: 'received',
      received: { sentAt: expect.stringMatching(/Z$/), planType: 'professional', businessName: 'Once Only Co', orderReference: order.order.reference },
    });
    expect(JSON.stringify(answer)).not.toContain('once@example.com');
  });

  it('two intakes of one order sent at the same moment make one record; the other is refused with 409', async () => {
    const browser = new TestBrowser(baseUrl);
    const order = await planOrder(browser, 'race@example.com', 'Race Co');
    const intake = { ...professional, businessName: 'Race Co', orderId: order.orderId };
    const statuses = (await Promise.all([1, 2, 3].map(() => new TestBrowser(baseUrl).post('/api/business-intake', intake)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await sql('select count(*)::int as n from business_intake where order_id = $1', [order.orderId])).toEqual([{ n: 1 }]);
  });

  it('an intake without an order is not limited to one: the bare form works as before', async () => {
    const browser = new TestBrowser(baseUrl);
    for (const name of ['Bare One Co', 'Bare Two Co'])
      expect((await browser.post('/api/business-intake', { ...essential, businessName: name })).status).toBe(201);
  });
});

describe('intake rate limit', () => {
  it('intake.forOrder counts as an order look-up: after 120 reads of orders in 10 minutes from one address it answers 429 (docs/payments.md)', async () => {
    const { baseUrl: limited } = await startTestServer();
    const browser = new TestBrowser(limited);
    const order = await paidOrder(browser, '/api/create-subscription-payment-simple', foundation('limited.reads@example.com'));
    for (let i = 0; i < 120; i += 1) expect((await browser.fetch(`/api/payments/orders/${order.orderId}`)).status).toBe(200);
    await expect(browser.trpc().intake.forOrder.query({ orderId: order.orderId })).rejects.toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS' },
      message: expect.stringMatching(/^You have looked up orders many times in a short time\. Please wait/),
    });
  });

  it('answers 429 after ten intakes an hour from one address, storing nothing more', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 10; i += 1) expect((await browser.post('/api/business-intake', essential)).status).toBe(201);
    const eleventh = await browser.post('/api/business-intake', essential);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson<ApiErrorBody>(eleventh)).error).toMatch(/Please wait \d+ minutes, or call us at \(212\) 555-0147/);
    expect(await rawQuery(db, 'select count(*)::int as n from business_intake')).toEqual([{ n: 10 }]);
  });
});

describe("the admin's Business Intakes", () => {
  it('needs an admin: 401 without a session, 403 for a portal client, on REST and tRPC', async () => {
    const anonymous = new TestBrowser(baseUrl);
    expect((await anonymous.fetch('/api/business-intakes')).status).toBe(401);
    await expect(anonymous.trpc().intake.list.query({ page: 1, pageSize: 10 })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email: 'grace@example.com', password: 'compiler-pioneer', fullName: 'Grace Hopper', companyName: 'Hopper Co' });
    expect((await client.fetch('/api/business-intakes')).status).toBe(403);
    await expect(client.trpc().intake.list.query({ page: 1, pageSize: 10 })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
  });

  it('lists intakes newest first, a page at a time, with the paid subscription of the same e-mail', async () => {
    const browser = new TestBrowser(baseUrl);
    await browser.post('/api/business-intake', { ...essential, businessName: 'Older Co', responsiblePartyEmail: 'older@example.com' });
    await browser.post('/api/business-intake', { ...enterprise, businessName: 'Newest Co', responsiblePartyEmail: 'Paid@Example.com' });
    await sql(`update business_intake set created_at = now() - interval '2 days' where business_name = 'Older Co'`);
    await sql(
      `insert into subscription (id, payment_intent_id, plan_kind, plan_id, plan_name, email, name, amount_cents) values ($1, 'pi_intake_test', 'plan', 'enterprise-plan', 'Enterprise', 'paid@example.com', 'Paid Person', 1500000)`,
      [crypto.randomUUID()],
    );
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const total = Number((await sql<{ n: string }>('select count(*) as n from business_intake'))[0]!.n);
    const page1 = await readJson<Page<BusinessIntakeRow>>(await browser.fetch('/api/business-intakes?page=1&pageSize=2'));
    expect(page1.total).toBe(total);
    expect(page1.items).toHaveLength(2);
    const [newest] = page1.items;
    expect(newest).toMatchObject({
      businessName: 'Newest Co',
      planType: 'enterprise',
      responsiblePartyPhone: '2125550199',
      priorityProcessing: false,
      paidSubscription: 'Enterprise',
      status: 'new',
    });
    expect(newest?.createdAt).toMatch(/Z$/);
    expect(newest?.details).toMatchObject({ registeredAgentName: 'Registered Agents Inc' });
    const last = await readJson<Page<BusinessIntakeRow>>(await browser.fetch(`/api/business-intakes?page=${total}&pageSize=1`));
    expect(last.items[0]).toMatchObject({ businessName: 'Older Co', paidSubscription: null });
    expect((await browser.fetch('/api/business-intakes?pageSize=1000')).status).toBe(400);
    await expect(browser.trpc().intake.list.query({ page: 1, pageSize: 1 })).resolves.toMatchObject({ total, items: [{ businessName: 'Newest Co' }] });
  });
});
