import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestBrowser } from '../../test/app.ts';
import { signUpClient } from '../../test/portal-client.ts';
import { signInAsAdmin } from '../../testing.ts';
import { restAliases, restApiDocument } from './api-document.ts';
import type { OpenApiDocument } from './openapi.ts';
import { weekdaysAhead } from '../../test/working-days.ts';

/**
 * The contract test of the REST aliases (docs/rest-api.md#the-document): real calls on a real server, each answer's
 * status one the document lists for that operation and its JSON body valid against the document's schema for that
 * status, checked by a JSON-schema validator (ajv, formats included) with `additionalProperties` as the document
 * says. zod would drop a key the schema does not name; ajv refuses it, as a client generated from the document would.
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

describe('the REST aliases answer what the OpenAPI document says (docs/rest-api.md#the-document)', () => {
  let baseUrl: string;
  let databaseUrl: string;
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
    input: { params?: Record<string, string>; query?: string; json?: unknown } = {},
  ) {
    const [method, path] = operation.split(' ') as [string, string];
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => input.params?.[name] ?? 'missing') + (input.query ? `?${input.query}` : '');
    const res = await browser.fetch(url, { method, ...(input.json === undefined ? {} : { json: input.json }) });
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    problems.push(...breaches(operation, res.status, type, text));
    if (res.ok) succeeded.add(operation);
    return { status: res.status, body: (res.ok && type.includes('json') ? JSON.parse(text) : undefined) as T };
  }

  beforeAll(async () => {
    const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
    ({ baseUrl, databaseUrl } = started);
    admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
    client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, {
      email: 'contract.client@example.com',
      password: 'Contract-Client-Cedar-23',
      fullName: 'Contract Client',
      companyName: 'Contract LLC',
    });
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
    await call(anyone, 'GET /api/appointments/available-slots', { query: `date=${day}&appointmentType=consultation` });
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

  it('answers every other documented operation, refusals included, as the document says', async () => {
    const rest = [...documented].filter((op) => !succeeded.has(op) && op !== 'GET /api/admin/events' && op !== 'POST /api/auth/logout');
    for (const op of [...rest, 'POST /api/auth/logout']) {
      const [method] = op.split(' ') as [string];
      const sendsBody = method !== 'GET' && method !== 'DELETE';
      await call(admin, op, { params: { kind: 'lead', file: 'contacts.csv' }, ...(sendsBody ? { json: {} } : {}) });
    }
    expect(problems).toEqual([]);
  });
});
