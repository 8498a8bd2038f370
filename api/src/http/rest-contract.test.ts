import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { recordChange } from '@elite/contracts/schemas/live';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import MailComposer from 'nodemailer/lib/mail-composer';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, TEST_ADMIN, TestBrowser } from '../../test/app.ts';
import { rawQuery } from '../../test/database.ts';
import { card, cartPayer, entityBody, formationFor } from '../../test/fixtures/checkout.ts';
import { realPdf } from '../../test/fixtures/documents.ts';
import { professional } from '../../test/fixtures/intake.ts';
import { contactMessage } from '../../test/fixtures/leads.ts';
import { mailedLinkToken, signUpClient } from '../../test/portal-client.ts';
import { signInAsAdmin } from '../../testing.ts';
import { upsertStaffAccount } from '../features/accounts/staff-accounts.service.ts';
import { restAliases, restApiDocument } from './api-document.ts';
import type { OpenApiDocument } from './openapi.ts';
import { weekdaysAhead } from '../../test/working-days.ts';

/**
 * The contract test of the REST aliases (docs/rest-api.md#the-document): real calls on a real server, each answer's
 * status one the document lists for that operation and its JSON body valid against the document's schema for that
 * status, checked by a JSON-schema validator (ajv, formats included) with `additionalProperties` as the document
 * says. zod would drop a key the schema does not name; ajv refuses it, as a client generated from the document would.
 * Every operation gets a good call whose success is checked (the last test fails on one that never succeeded): what
 * a call needs first is made the way a client makes it (a paid order through the simulated card, a link read from the
 * mail the outbox holds, a Stripe event signed offline on a site with Stripe keys, a site with no admin for the setup
 * link); then every operation is called with an empty body and bad path parameters, its refusal held to the document.
 */

const doc: OpenApiDocument = restApiDocument('elite_session');
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>(Object.entries(doc.components.schemas).map(([name, schema]) => [name, ajv.compile(schema)]));

/** `POST /api/contacts` for each operation the document lists. */
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documented = new Set(restAliases.map((a) => key(a.method, a.path)));

/** What the answer of `operation` (`POST /api/x/{id}`), its status, type and text, broke of the document: nothing, or the reasons. */
function breaches(operation: string, status: number, type: string, text: string): string[] {
  const [method, path] = operation.split(' ') as [string, string];
  const op = doc.paths[path]?.[method.toLowerCase() as 'get'];
  if (!op) return [`${operation} is not in the document`];
  const answer = op.responses[String(status)];
  if (!answer) return [`${operation} answered ${status}, which the document does not list (${Object.keys(op.responses).join(', ')}): ${text.slice(0, 200)}`];
  const [documentedType, content] = Object.entries(answer.content ?? {})[0] ?? [];
  if (documentedType !== 'application/json') {
    // A file keeps its own type; a page, a CSV or a stream has the one the document names.
    return documentedType === 'application/octet-stream' || type.startsWith(documentedType ?? '-') ? [] : [`${operation}: ${type}, not ${documentedType}`];
  }
  const name = content!.schema.$ref!.split('/').pop()!;
  const validate = validators.get(name)!;
  if (validate(JSON.parse(text))) return [];
  return (validate.errors ?? []).map((e) => `${operation} ${status}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Where the reply address of staff mails points (docs/conversations.md#receiving-by-http). */
const INBOUND = { INBOUND_DOMAIN: 'inbound.test', INBOUND_WEBHOOK_SECRET: 'contract-inbound-secret-0123456789' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_contract', STRIPE_PUBLISHABLE_KEY: 'pk_test_contract', STRIPE_WEBHOOK_SECRET: 'whsec_contract' };

/** A server-sent event stream read as a browser's EventSource reads it: `event:`/`data:` blocks, in order. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const read = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return { event: /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message', data: JSON.parse(/^data: ?(.*)$/m.exec(block)?.[1] ?? 'null') as unknown };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  return {
    /** The next event, or with `name` the next event of that name (a `ping` may come between). */
    async next(name?: string) {
      for (;;) {
        const event = await read();
        if (!name || event.event === name) return event;
      }
    },
  };
}

/** What `attempt` gives once it stops throwing: for what the server does on its own after answering. Fails after 10 s; never sleeps a fixed time. */
async function eventually<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A booking of the consultation, its day and time left to each call. */
const BOOKING = {
  clientName: 'Ada Lovelace',
  clientEmail: 'contract.booker@example.com',
  clientPhone: '(212) 555-0199',
  appointmentType: 'consultation',
  duration: 30,
};

/** The portal client every signed-in call of the client uses. */
const CLIENT = { email: 'contract.client@example.com', password: 'Contract-Client-Cedar-23', fullName: 'Contract Client', companyName: 'Contract LLC' };

describe('the REST aliases answer what the OpenAPI document says (docs/rest-api.md#the-document)', () => {
  let baseUrl: string;
  let databaseUrl: string;
  let server: Awaited<ReturnType<typeof startTestServer>>['server'];
  let admin: TestBrowser;
  let client: TestBrowser;
  let anyone: TestBrowser;
  const problems: string[] = [];
  /** Operations that answered a success to good input. */
  const succeeded = new Set<string>();

  /** Calls `operation` (path parameters filled in) and checks its answer; returns the JSON of a success. */
  async function call<T = Record<string, unknown>>(
    browser: TestBrowser,
    operation: string,
    input: { params?: Record<string, string>; query?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ) {
    const [method, path] = operation.split(' ') as [string, string];
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => input.params?.[name] ?? 'missing') + (input.query ? `?${input.query}` : '');
    const res = await browser.fetch(url, {
      method,
      ...(input.json === undefined ? {} : { json: input.json }),
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.headers ? { headers: input.headers } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    problems.push(...breaches(operation, res.status, type, text));
    if (res.ok) succeeded.add(operation);
    return { status: res.status, body: (res.ok && type.includes('json') ? JSON.parse(text) : undefined) as T };
  }

  // Each test answers for the calls it made.
  beforeEach(() => {
    problems.length = 0;
  });

  /** The link's token in the newest mail to `to` that holds one, read from the outbox as the person reads their inbox. */
  async function mailedToken(to: string, link: RegExp): Promise<string> {
    const mails = await rawQuery<{ text: string }>(databaseUrl, `select text from outbox_mail where "to" = $1 order by created_at desc, id`, [to]);
    const token = mails.map((m) => link.exec(m.text)?.[1]).find(Boolean);
    if (!token) throw new Error(`no ${String(link)} in a mail to ${to}`);
    return token;
  }

  beforeAll(async () => {
    const started = await startTestServer({ RATE_LIMIT_SCALE: '100', ...INBOUND });
    ({ baseUrl, databaseUrl, server } = started);
    admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
    client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, CLIENT);
    anyone = new TestBrowser(baseUrl);
  });

  it('answers good input on every alias below with a documented success whose body the document describes', async () => {
    const [day, otherDay] = weekdaysAhead(3, 2) as [string, string];
    // The public calls.
    await call(anyone, 'GET /api/health');
    await call(anyone, 'GET /api/openapi.json');
    await call(anyone, 'GET /api/docs');
    await call(anyone, 'GET /api/admin/login-info');
    await call(anyone, 'GET /api/payments/config');
    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(212) 555-0199',
      businessType: 'llc',
      message: 'An LLC, please.',
    };
    const lead = await call<{ id: string }>(anyone, 'POST /api/contacts', { json: contact });
    await call(anyone, 'POST /api/proposals', {
      json: { ...contact, message: undefined, company: 'Lovelace Ltd', items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }] },
    });
    await call(anyone, 'POST /api/tools/name-search', { json: { businessName: 'Lovelace Analytics', state: 'DE', businessType: 'llc' } });
    await call(anyone, 'POST /api/seed-availability');
    await call(anyone, 'GET /api/appointments/available-slots', { query: `date=${day}&type=formation` });
    await call(anyone, 'GET /api/appointments/closed-days', { query: `from=${day}&to=${otherDay}` });
    const booking = {
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      clientPhone: '(212) 555-0199',
      notes: 'Forming a holding company.',
      appointmentType: 'consultation',
      appointmentDate: day,
      appointmentTime: '10:00',
      duration: 30,
    };
    const booked = await call<{ id: string }>(anyone, 'POST /api/appointments', { json: booking });
    const started = await call<{ clientSecret: string; order: { id: string } }>(anyone, 'POST /api/create-subscription-payment-simple', {
      json: { planId: 'professional', amount: 5000, name: 'Grace Hopper', email: 'grace@example.com' },
    });
    await call(anyone, 'POST /api/payments/simulated/confirm', {
      json: { clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Grace Hopper' },
    });
    await call(anyone, 'GET /api/payments/orders/{orderId}', { params: { orderId: started.body.order.id } });

    await call(anyone, 'POST /api/portal/password-reset/request', { json: { email: 'contract.client@example.com' } });
    await call(new TestBrowser(baseUrl), 'POST /api/portal/login', { json: { email: 'contract.client@example.com', password: 'Contract-Client-Cedar-23' } });
    await call(new TestBrowser(baseUrl), 'POST /api/admin/login', { json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });

    // Signed in.
    await call(admin, 'GET /api/admin/records/{kind}/{id}/documents', { params: { kind: 'order', id: started.body.order.id } });
    await call(admin, 'GET /api/auth/session');
    await call(client, 'GET /api/portal/dashboard');
    await call(client, 'GET /api/portal/records');
    await call(client, 'PUT /api/portal/contact', { json: { name: 'Contract Client', companyName: 'Contract LLC', phone: '(212) 555-0100' } });
    await call(admin, 'GET /api/admin/summary');
    await call(admin, 'GET /api/admin/staff-accounts');
    for (const list of [
      'contacts',
      'quiz-results',
      'business-formations',
      'entity-formations',
      'appointments',
      'orders',
      'subscriptions',
      'business-intakes',
    ]) {
      await call(admin, `GET /api/${list}`);
      await call(admin, `GET /api/${list}`, { query: 'q=lovelace' });
    }
    await call(admin, 'GET /api/admin/chat-conversations');
    const record = { kind: 'lead', id: lead.body.id };
    await call(admin, 'GET /api/admin/records/{kind}/{id}', { params: record });
    await call(admin, 'POST /api/admin/records/{kind}/{id}/notes', { params: record, json: { text: 'Called back.' } });
    await call(admin, 'PUT /api/admin/records/{kind}/{id}/assignee', { params: record, json: { userId: null } });
    await call(admin, 'POST /api/admin/records/{kind}/{id}/status', { params: record, json: { to: 'contacted' } });
    await call(admin, 'GET /api/admin/export/{file}', { params: { file: 'contacts.csv' } });
    await call(admin, 'GET /api/appointments/{id}/free-slots', { params: { id: booked.body.id }, query: `date=${otherDay}` });
    await call(admin, 'PATCH /api/appointments/{id}/status', { params: { id: booked.body.id }, json: { status: 'confirmed' } });
    await call(admin, 'GET /api/admin/availability-blocks');
    const block = await call<{ block: { id: string } }>(admin, 'POST /api/admin/availability-blocks', {
      json: { date: otherDay, allDay: true, reason: 'Training' },
    });
    await call(admin, 'DELETE /api/admin/availability-blocks/{id}', { params: { id: block.body.block.id } });

    expect(problems).toEqual([]);
    const expected = [
      'GET /api/health',
      'POST /api/contacts',
      'POST /api/proposals',
      'POST /api/appointments',
      'POST /api/create-subscription-payment-simple',
      'POST /api/payments/simulated/confirm',
      'GET /api/payments/orders/{orderId}',
      'GET /api/contacts',
      'GET /api/orders',
      'PUT /api/portal/contact',
      'POST /api/portal/login',
      'POST /api/admin/login',
      'GET /api/admin/records/{kind}/{id}/documents',
      'GET /api/admin/records/{kind}/{id}',
      'POST /api/admin/records/{kind}/{id}/status',
      'DELETE /api/admin/availability-blocks/{id}',
    ];
    expect(expected.filter((op) => !succeeded.has(op))).toEqual([]);
  });

  it('answers good input on the aliases that need a paid order, a mailed link, a stored SSN, a document, a staff account or a reply address', async () => {
    const [day] = weekdaysAhead(20, 1) as [string];
    const pay = (clientSecret: string) => call(anyone, 'POST /api/payments/simulated/confirm', { json: { ...card, clientSecret } });
    type Started = { orderId: string; clientSecret: string; paymentIntentId: string };

    // An entity formation, paid: the formation recorded for it, read with the original call's details.
    const entity = await call<Started>(anyone, 'POST /api/create-entity-payment', { json: entityBody() });
    await pay(entity.body.clientSecret);
    await call(anyone, 'POST /api/entity-formations', {
      json: { ...entityBody(), phone: '2125550199', price: 4999, stripePaymentIntentId: entity.body.paymentIntentId },
    });

    // A monthly plan with the formation form, paid: its business formation holds the SSN staff reveal; its intake.
    const plan = await call<Started>(anyone, 'POST /api/create-subscription-payment', {
      json: { planId: 'professional', amount: 5000, businessData: formationFor('contract.plan@example.com', 'Contract Plan Co') },
    });
    await pay(plan.body.clientSecret);
    const [formation] = await rawQuery<{ id: string }>(databaseUrl, 'select id from business_formation where order_id = $1', [plan.body.orderId]);
    await call(admin, 'POST /api/admin/business-formations/{id}/ssn', { params: { id: formation!.id } });
    await call(anyone, 'POST /api/business-intake', { json: { ...professional, businessName: 'Contract Plan Co', orderId: plan.body.orderId } });

    // A cart, paid: a document attached to its order, downloaded, removed.
    const cart = await call<Started>(anyone, 'POST /api/create-cart-payment', {
      json: { ...cartPayer, items: [{ serviceId: 'corporate-credit-strategy', quantity: 1 }], amountCents: 950_000 },
    });
    await pay(cart.body.clientSecret);
    const form = new FormData();
    form.set('file', new File([await realPdf()], 'Certificate.pdf', { type: 'application/pdf' }));
    const document = await call<{ id: string }>(admin, 'POST /api/admin/records/{kind}/{id}/documents', {
      params: { kind: 'order', id: cart.body.orderId },
      body: form,
    });
    await call(admin, 'GET /api/documents/{id}', { params: { id: document.body.id } });
    await call(admin, 'DELETE /api/admin/documents/{id}', { params: { id: document.body.id } });

    // An assessment, and the follow-up staff mail about it.
    const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, 'b')!]));
    const quiz = await call<{ id: string }>(anyone, 'POST /api/quiz-results', {
      json: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(212) 555-0199', ...scoreAssessment(answers), answers },
    });
    await call(admin, 'POST /api/quiz-results/{id}/follow-up', { params: { id: quiz.body.id } });

    // Bookings: one moved by staff, one cancelled with its mailed link, one the client's own, cancelled in the portal
    // once staff put it there (docs/portal.md#the-rules).
    const booking = { ...BOOKING, appointmentDate: day };
    const moved = await call<{ id: string }>(anyone, 'POST /api/appointments', { json: { ...booking, appointmentTime: '10:00' } });
    await call(admin, 'POST /api/appointments/{id}/reschedule', { params: { id: moved.body.id }, json: { appointmentDate: day, appointmentTime: '16:00' } });
    await call(anyone, 'POST /api/appointments', { json: { ...booking, clientEmail: 'contract.canceller@example.com', appointmentTime: '11:00' } });
    await call(anyone, 'POST /api/appointments/cancel', {
      json: { token: await mailedToken('contract.canceller@example.com', /cancel-appointment\?token=([\w-]{43})/) },
    });
    const own = await call<{ id: string }>(anyone, 'POST /api/appointments', { json: { ...booking, clientEmail: CLIENT.email, appointmentTime: '12:00' } });
    await call(admin, 'PUT /api/admin/records/{kind}/{id}/client', { params: { kind: 'appointment', id: own.body.id }, json: { attached: true } });
    await call(client, 'POST /api/portal/appointments/{id}/cancel', { params: { id: own.body.id } });

    // A portal account: registered, confirmed by its mailed link, its password changed, then reset by a mailed link.
    const newcomer = { email: 'contract.newcomer@example.com', password: 'Newcomer-Basalt-Fern-58', fullName: 'New Comer', companyName: 'Newcomer LLC' };
    const browser = new TestBrowser(baseUrl);
    await call(browser, 'POST /api/portal/register', { json: newcomer });
    const confirmation = await mailedLinkToken(databaseUrl, newcomer.email, 'verify-email');
    await call(browser, 'POST /api/portal/verify-email', { json: { token: confirmation, password: newcomer.password } });
    await call(browser, 'POST /api/auth/password', { json: { currentPassword: newcomer.password, newPassword: 'Newcomer-Quartz-Moss-61' } });
    await call(anyone, 'POST /api/portal/password-reset/request', { json: { email: newcomer.email } });
    // The outbox worker mails the link after the answer (docs/accounts.md#forgot-password): wait for it, at most 10 s.
    const reset = await eventually(() => mailedLinkToken(databaseUrl, newcomer.email, 'reset-password'));
    await call(anyone, 'POST /api/portal/password-reset', { json: { token: reset, password: 'Newcomer-Slate-Brook-74' } });

    // A support agent's account, disabled.
    await upsertStaffAccount(server.orm.em.fork(), { username: 'contract.agent', password: 'Contract-Agent-Willow-62', role: 'agent', name: 'Casey Agent' });
    const [agent] = await rawQuery<{ id: string }>(databaseUrl, `select id from app_user where username = 'contract.agent'`);
    await call(admin, 'POST /api/admin/staff-accounts/disabled', { json: { userId: agent!.id, disabled: true } });

    // A lead's answer to a staff mail, forwarded by a mail provider to the conversation's reply address.
    const lead = await call<{ id: string }>(anyone, 'POST /api/contacts', { json: { ...contactMessage, email: 'contract.lead@example.com' } });
    await admin.trpc().conversations.send.mutate({ kind: 'lead', id: lead.body.id, subject: 'Your LLC', text: 'Which state suits you?' });
    const { replyAddress } = await admin.trpc().conversations.thread.query({ kind: 'lead', id: lead.body.id });
    const answer = await new MailComposer({
      from: 'contract.lead@example.com',
      to: replyAddress!,
      subject: 'Re: Your LLC',
      text: 'Delaware.',
      date: new Date(),
    })
      .compile()
      .build();
    await call(anyone, 'POST /api/mail/inbound', {
      body: answer,
      headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': INBOUND.INBOUND_WEBHOOK_SECRET },
    });

    expect(problems).toEqual([]);
    expect(
      [
        'POST /api/create-entity-payment',
        'POST /api/entity-formations',
        'POST /api/create-subscription-payment',
        'POST /api/admin/business-formations/{id}/ssn',
        'POST /api/business-intake',
        'POST /api/create-cart-payment',
        'POST /api/admin/records/{kind}/{id}/documents',
        'GET /api/documents/{id}',
        'DELETE /api/admin/documents/{id}',
        'POST /api/quiz-results',
        'POST /api/quiz-results/{id}/follow-up',
        'POST /api/appointments/{id}/reschedule',
        'POST /api/appointments/cancel',
        'PUT /api/admin/records/{kind}/{id}/client',
        'POST /api/portal/appointments/{id}/cancel',
        'POST /api/portal/register',
        'POST /api/portal/verify-email',
        'POST /api/auth/password',
        'POST /api/portal/password-reset/request',
        'POST /api/portal/password-reset',
        'POST /api/admin/staff-accounts/disabled',
        'POST /api/mail/inbound',
      ].filter((op) => !succeeded.has(op)),
    ).toEqual([]);
  });

  it('answers an event Stripe signed with 200 on a site that takes payments through Stripe (signed offline, as Stripe signs; docs/payments.md#stripe)', async () => {
    const stripeSite = await startTestServer({ ...STRIPE });
    const payload = JSON.stringify({
      id: 'evt_contract',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_contract', object: 'payment_intent', amount: 4999, currency: 'usd', status: 'succeeded', metadata: {} } },
    });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    const { status, body } = await call(new TestBrowser(stripeSite.baseUrl), 'POST /api/stripe/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    // An event for a payment that is not ours is received and changes nothing.
    expect({ status, body }).toEqual({ status: 200, body: { received: true, outcome: 'no order for this payment' } });
    expect(problems).toEqual([]);
  });

  it('creates the first admin with the setup link on a site that has none yet (docs/accounts.md#the-first-admin)', async () => {
    const fresh = await startTestServer({}, { withoutAdmin: true });
    const token = new URL(fresh.server.setupLink!).searchParams.get('token')!;
    const owner = { token, username: 'contract.owner', name: 'Contract Owner', password: 'Contract-Owner-Birch-85' };
    expect((await call(new TestBrowser(fresh.baseUrl), 'POST /api/admin/setup', { json: owner })).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('streams record changes to staff: 200, text/event-stream, `ready` first, then a change as the contracts describe it (docs/admin.md#live-lists)', async () => {
    const controller = new AbortController();
    const res = await admin.fetch('/api/admin/events', { signal: controller.signal });
    problems.push(...breaches('GET /api/admin/events', res.status, res.headers.get('content-type') ?? '', ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body!);
    expect(await events.next()).toEqual({ event: 'ready', data: {} });
    await call(anyone, 'POST /api/contacts', { json: { ...contactMessage, email: 'contract.live@example.com' } });
    const change = await events.next('change');
    // As strict as the document's schemas: a key the contracts do not name is refused.
    const validate = ajv.compile(z.toJSONSchema(recordChange, { io: 'output' }));
    expect(validate(change.data), JSON.stringify(validate.errors)).toBe(true);
    expect(change.data).toMatchObject({ kind: 'lead' });
    controller.abort();
    succeeded.add('GET /api/admin/events');
    expect(problems).toEqual([]);
  });

  it('refuses an address that is not UTF-8 with the 400 the document lists, on every operation that takes no input (docs/input-limits.md#text)', async () => {
    const withoutInput = restAliases.filter((a) => !a.body && !a.multipart && !a.query && !a.params && !a.headers);
    expect(withoutInput.length).toBeGreaterThanOrEqual(6);
    for (const alias of withoutInput) {
      // C0 AF: an overlong '/', never UTF-8. Refused before any route (or a session) is read: sign-out signs nobody out.
      const { status } = await call(admin, key(alias.method, alias.path), { query: 'x=%C0%AF' });
      expect(status, key(alias.method, alias.path)).toBe(400);
    }
    expect(problems).toEqual([]);
  });

  it('answers every documented operation called with an empty body and bad path parameters, refusals included, as the document says', async () => {
    // Every operation, those that succeeded above too (their refusals are held to the document as well); the event
    // stream never ends on its own (checked above); sign-out last, as it ends the session the others use.
    const rest = [...documented].filter((op) => op !== 'GET /api/admin/events' && op !== 'POST /api/auth/logout');
    for (const op of [...rest, 'POST /api/auth/logout']) {
      const [method] = op.split(' ') as [string];
      const sendsBody = method !== 'GET' && method !== 'DELETE';
      await call(admin, op, { params: { kind: 'lead', file: 'contacts.csv' }, ...(sendsBody ? { json: {} } : {}) });
    }
    expect(problems).toEqual([]);
  });

  it('every documented operation has answered good input with a documented success at least once above', () => {
    expect([...documented].filter((op) => !succeeded.has(op))).toEqual([]);
  });
});
