import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminLoginInfo, portalLoginInput, sessionUser } from '@elite/contracts/schemas/auth';
import { businessIntakeInput } from '@elite/contracts/schemas/intake';
import { contactInput } from '@elite/contracts/schemas/leads';
import { checkoutStarted, startCartCheckoutInput } from '@elite/contracts/schemas/payments';
import { workQueries } from '@elite/contracts/schemas/work-queues';
import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { createTestApp, startTestServer, TestBrowser } from '../../test/app.ts';
import { testTempDir } from '../../test/temp-dirs.ts';
import { signInAsAdmin } from '../../testing.ts';
import { ROLES_WITH_ACCESS } from './access.ts';
import { successStatuses, type JsonSchema, type OpenApiDocument } from './openapi.ts';
import { restAliases, restApiDocument } from './api-document.ts';

const doc: OpenApiDocument = restApiDocument('elite_session');
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const generated = (schema: ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

describe('the OpenAPI document of the REST aliases', () => {
  it('lists exactly the /api routes the app registers, each method and path once', async () => {
    const { app } = await createTestApp();
    const registered = app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...new Set(registered)].sort()).toEqual([...documented].sort());
    expect(documented.length).toBe(69);
  });

  it('is a well-formed OpenAPI 3.1 document: resolvable $refs, known tags, path parameters, a success answer, the session scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    const tags = new Set(doc.tags.map((t) => t.name));
    const refs = new Set<string>();
    const collectRefs = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collectRefs);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string') refs.add(inner);
          else collectRefs(inner);
        }
      }
    };
    collectRefs(doc);
    expect([...refs].filter((r) => !doc.components.schemas[r.replace('#/components/schemas/', '')])).toEqual([]);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    for (const { path, op } of operations) {
      expect(
        op.tags.every((t) => tags.has(t)),
        `${path} tags`,
      ).toBe(true);
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        `${path} success`,
      ).toBe(true);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [], `${path} parameters`).toEqual(inPath);
      if (op.security.length > 0) {
        expect(op.security).toEqual([{ session: [] }]);
        expect(op.responses['401'], `${path} 401`).toBeDefined();
      }
      if (op.responses['429']) expect(op.responses['429'].headers?.['Retry-After']).toBeDefined();
      if (op.requestBody || op.parameters?.some((p) => p.in !== 'header')) expect(op.responses['400'], `${path} 400`).toBeDefined();
    }
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'elite_session' });
  });

  it('describes bodies and answers with the contracts schemas, as z.toJSONSchema writes them', () => {
    const schemas = doc.components.schemas;
    expect(schemas.ContactInput).toEqual(generated(contactInput, 'input'));
    expect(schemas.StartCartCheckoutInput).toEqual(generated(startCartCheckoutInput, 'input'));
    expect(schemas.BusinessIntakeInput).toEqual(generated(businessIntakeInput, 'input'));
    // A schema that lower-cases the e-mail: described as the caller sends it.
    expect(schemas.PortalLoginInput).toEqual(generated(portalLoginInput, 'input'));
    expect(schemas.CheckoutStarted).toEqual(generated(checkoutStarted, 'output'));
    expect(schemas.AdminLoginInfo).toEqual(generated(adminLoginInfo, 'output'));
    expect((schemas.SignedIn as JsonSchema).properties?.user).toEqual(generated(sessionUser, 'output'));
    const contacts = doc.paths['/api/contacts']!;
    expect(contacts.post!.requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ContactInput' });
    // A work queue's query (docs/admin.md#work-queues), every parameter optional, as the caller writes it.
    const { properties } = generated(workQueries.lead, 'input');
    expect(contacts.get!.parameters).toEqual(Object.entries(properties!).map(([name, schema]) => ({ name, in: 'query', required: false, schema })));
  });

  it('passes redocly lint with the recommended rules: no error and no warning (docs/rest-api.md#the-document)', async () => {
    const file = path.join(testTempDir(), `openapi-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(doc));
    const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');
    // Exits 1 when it finds an error; the JSON report says which.
    const run = promisify(execFile)(redocly, ['lint', file, '--extends=recommended', '--format=json'], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (failed: { stdout: string }) => failed,
    );
    const report = JSON.parse((await run).stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    // A warning fails too: each one names something a generated client or a reader misses (a licence, a 4xx answer).
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names the __Host- session cookie of a site served over https', () => {
    expect(restApiDocument('__Host-elite_session').components.securitySchemes.session.name).toBe('__Host-elite_session');
  });
});

describe('the documented aliases on a real server', () => {
  let baseUrl: string;
  let admin: TestBrowser;

  beforeAll(async () => {
    ({ baseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }));
    admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
    // One row in the contacts list, so its answer is checked against the row's schema too.
    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(212) 555-0199',
      businessType: 'llc',
      message: 'An LLC, please.',
    };
    expect((await new TestBrowser(baseUrl).post('/api/contacts', contact)).status).toBe(201);
  });

  it('answers every documented method and path, with a documented status and, on success, the documented answer', async () => {
    const unanswered: string[] = [];
    // Sign-out last: it ends the session the other calls use.
    const logoutLast = [...restAliases].sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));
    for (const alias of logoutLast) {
      const op = doc.paths[alias.path]![alias.method]!;
      const url = alias.path.replace(/\{\w+\}/g, 'not-an-id');
      const res = alias.method === 'get' ? await admin.fetch(url) : await admin.fetch(url, { method: alias.method.toUpperCase(), json: {} });
      // A stream of events never ends on its own: its headers say enough.
      const text = alias.ok === 'events' ? (await res.body?.cancel(), '') : await res.text();
      const where = `${alias.method.toUpperCase()} ${alias.path} answered ${res.status}: ${text.slice(0, 200)}`;
      if (text.includes('No API route')) unanswered.push(where);
      expect(Object.keys(op.responses), where).toContain(String(res.status));
      if (typeof alias.ok !== 'string' && successStatuses(alias).includes(String(res.status))) {
        expect(alias.ok.schema.safeParse(JSON.parse(text)).error, where).toBeUndefined();
      }
      // `{}` lacks every required field: the 400 names exactly the fields the document says are required (to a caller
      // the alias serves: the admin is refused a client's alias before its body is read).
      const json = op.requestBody?.content['application/json'];
      const body = json && doc.components.schemas[json.schema.$ref!.split('/').pop()!];
      const servesAdmin = alias.who === undefined || alias.who === 'anyone' || ROLES_WITH_ACCESS[alias.who].includes('admin');
      if (body?.required && servesAdmin) {
        expect(res.status, where).toBe(400);
        // A procedure's alias reads its path parameters with its body: `not-an-id` is refused beside the missing fields.
        const params = alias.procedure ? (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name) : [];
        const fields = Object.keys((JSON.parse(text) as { fieldErrors: object }).fieldErrors).sort();
        if (params.length === 0) expect(fields, where).toEqual([...body.required].sort());
        else
          expect(
            fields.filter((f) => !body.required?.includes(f) && !params.includes(f)),
            where,
          ).toEqual([]);
      }
    }
    expect(unanswered).toEqual([]);
  });
});
