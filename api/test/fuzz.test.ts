import { contactInput } from '@elite/contracts/schemas/leads';
import { businessIntakeInput } from '@elite/contracts/schemas/intake';
import { nameSearchInput } from '@elite/contracts/schemas/name-search';
import { startCartCheckoutInput, startEntityCheckoutInput, startPlanCheckoutInput } from '@elite/contracts/schemas/payments';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createApp, MAX_BODY_BYTES } from '../src/app.ts';
import { enterprise } from './fixtures/intake.ts';
import { cartPayer, entityBody, formationData } from './fixtures/checkout.ts';
import { restAliases } from '../src/http/api-document.ts';
import type { Access } from '../src/http/access.ts';
import { createLogger } from '../src/logger.ts';
import { appRouter } from '../src/trpc/router.ts';
import { startTestServer, TEST_ADMIN, TestBrowser } from './app.ts';
import { createTestDatabase } from './database.ts';
import { signUpClient } from './portal-client.ts';

/**
 * Thousands of generated bad requests to every REST alias and every tRPC
 * procedure (found by walking the app and the router, so new features are
 * fuzzed without being listed here). Never a 5xx, the server stays healthy,
 * and nothing is stored from a refused request. Seeded: a failure repeats.
 */

const SEED = 20261122;
const PER_TARGET = 32;

interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  input?: ZodType;
  /** Who may call it (its meta): a procedure checks its caller before it reads its input. */
  access: Access;
}

function procedures(): Procedure[] {
  const procs = (
    appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: Procedure['type']; inputs: ZodType[]; meta: { access: Access } } }> } }
  )._def.procedures;
  return Object.entries(procs).map(([path, p]) => ({ path, type: p._def.type, input: p._def.inputs[0], access: p._def.meta.access }));
}

/** Every /api route the app answers (method + path pattern), without the catch-all. */
async function restRoutes(): Promise<{ method: string; path: string }[]> {
  const { orm } = await createTestDatabase();
  const { testConfig } = await import('./app.ts');
  const app = createApp({ config: testConfig(), orm, logger: createLogger('silent') });
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path }));
}

/** Keys a schema's object (or its inner object) has, so junk lands on real field names. */
function fieldNames(schema: ZodType | undefined): string[] {
  const def = (
    schema as unknown as { _zod?: { def?: { shape?: Record<string, unknown>; innerType?: ZodType; in?: ZodType; options?: ZodType[] } } } | undefined
  )?._zod?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  // A union (the intake's plans): the names of all its options.
  if (def.options) return [...new Set(def.options.flatMap(fieldNames))];
  return fieldNames(def.innerType ?? def.in);
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A value of the wrong kind: numbers, booleans, nulls, nested junk, very long or odd strings. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '9'.repeat(400), '2026-02-30', '25:61', '-1', 'NaN'),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** A bad input for a schema: its own field names with junk values, or junk of another shape. */
function badInput(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const names = fieldNames(schema);
  const shaped = names.length > 0 ? fc.dictionary(fc.constantFrom(...names, 'unexpected'), junkValue, { minKeys: 1, maxKeys: names.length + 1 }) : junkValue;
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** Bodies that are not JSON at all, or JSON a parser should refuse to love. */
const rawBodies = fc.constantFrom(
  '',
  '{',
  '[1,',
  'nul',
  '{"a":}',
  '\u0000\u0001',
  deep(5000),
  `{"x":"${'y'.repeat(MAX_BODY_BYTES + 10)}"}`,
  JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { isAdmin: true } } }),
);

interface Shot {
  label: string;
  method: string;
  path: string;
  body?: string | Uint8Array;
  contentType?: string;
  origin?: boolean;
}

/** Whether a procedure's input schema takes this value as it is (a schema that throws on it refuses it). */
function accepts(schema: ZodType | undefined, value: unknown): boolean {
  if (!schema) return false;
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

function samples<T>(arb: fc.Arbitrary<T>, n: number, offset: number): T[] {
  return fc.sample(arb, { numRuns: n, seed: SEED + offset });
}

function shotsFor(procs: Procedure[], routes: { method: string; path: string }[]): Shot[] {
  const shots: Shot[] = [];
  const schemas = procs.map((p) => p.input);
  procs.forEach((proc, i) => {
    // A mutation's junk that its own schema happens to accept (two short strings for a canned reply's title and text)
    // is a good request, and would be stored: it is left out, so every mutation sent is one the server must refuse.
    const inputs = samples(badInput(proc.input), PER_TARGET, i).filter((input) => proc.type !== 'mutation' || !accepts(proc.input, input));
    for (const [k, input] of inputs.entries()) {
      const json = input === undefined ? '' : JSON.stringify(input);
      if (proc.type === 'query') {
        const query = json === '' ? '' : `?input=${encodeURIComponent(json)}`;
        shots.push({ label: `query ${proc.path}`, method: 'GET', path: `/trpc/${proc.path}${query}` });
      } else {
        shots.push({
          label: `mutation ${proc.path}`,
          method: 'POST',
          path: `/trpc/${proc.path}`,
          body: json,
          contentType: 'application/json',
          origin: k % 4 !== 0,
        });
        if (k % 3 === 0)
          shots.push({
            label: `batched ${proc.path}`,
            method: 'POST',
            path: `/trpc/${proc.path}?batch=1`,
            body: JSON.stringify({ 0: input ?? null }),
            contentType: 'application/json',
            origin: true,
          });
      }
    }
    for (const raw of samples(rawBodies, 6, 100 + i)) {
      shots.push({ label: `raw ${proc.path}`, method: 'POST', path: `/trpc/${proc.path}`, body: raw, contentType: 'application/json', origin: true });
    }
    // The wrong method: a query posted, a mutation fetched.
    shots.push({
      label: `wrong method ${proc.path}`,
      method: proc.type === 'query' ? 'POST' : 'GET',
      path: `/trpc/${proc.path}`,
      body: proc.type === 'query' ? '{}' : undefined,
      contentType: 'application/json',
      origin: true,
    });
  });
  routes.forEach((route, i) => {
    const path = route.path.replace(/:[A-Za-z]+/g, () => ['x', '00000000-0000-0000-0000-000000000000', '%00', '..%2F..', '9'.repeat(40)][i % 5]!);
    const union = fc.oneof(...schemas.filter(Boolean).map((s) => badInput(s)), junkValue);
    if (route.method === 'GET') {
      for (const input of samples(
        fc.dictionary(
          fc.constantFrom('page', 'pageSize', 'date', 'id', 'q', 'type'),
          fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '1e9', 'NaN', '2026-13-40', '[]')),
        ),
        PER_TARGET,
        200 + i,
      )) {
        shots.push({ label: `GET ${route.path}`, method: 'GET', path: `${path}?${new URLSearchParams(input).toString()}` });
      }
    } else {
      for (const [k, input] of samples(union, PER_TARGET, 300 + i).entries()) {
        shots.push({
          label: `${route.method} ${route.path}`,
          method: route.method,
          path,
          body: input === undefined ? '' : JSON.stringify(input),
          contentType: 'application/json',
          origin: k % 4 !== 0,
        });
      }
      for (const raw of samples(rawBodies, 6, 400 + i))
        shots.push({ label: `raw ${route.path}`, method: route.method, path, body: raw, contentType: 'application/json', origin: true });
      shots.push({ label: `form ${route.path}`, method: route.method, path, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', origin: true });
    }
    for (const wrong of ['PUT', 'DELETE', 'PATCH'].filter((m) => m !== route.method))
      shots.push({ label: `${wrong} ${route.path}`, method: wrong, path, body: '{}', contentType: 'application/json', origin: true });
  });
  return shots;
}

/** Row counts of every table a request could write to (limits and sessions are bookkeeping, not data). */
async function tableCounts(databaseUrl: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('rate_limit', 'sign_in_throttle', 'session', 'mikro_orm_migrations') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0]!.n);
  await client.end();
  return counts;
}

async function fire(browser: TestBrowser, shot: Shot, anonymous: boolean): Promise<number> {
  const headers: Record<string, string> = {};
  if (shot.contentType && shot.body !== undefined) headers['content-type'] = shot.contentType;
  if (shot.origin) headers.origin = browser.baseUrl;
  const init: RequestInit = { method: shot.method, headers, ...(shot.body !== undefined && !['GET', 'HEAD'].includes(shot.method) ? { body: shot.body } : {}) };
  const res = anonymous ? await fetch(`${browser.baseUrl}${shot.path}`, init) : await browser.fetch(shot.path, init);
  // An event stream (GET /api/admin/events) never ends on its own: its status is the answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
}

// ---- Ill-formed text in every field (docs/input-limits.md#text) ------------------------------------------------

type FieldPath = (string | number)[];
type ZodDef = {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  element?: ZodType;
  left?: ZodType;
  right?: ZodType;
};
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Every field of a schema, nested ones included (a list's by its first element), each once, as its path. */
function fieldPaths(schema: ZodType | undefined, path: FieldPath = [], found = new Map<string, FieldPath>()): Map<string, FieldPath> {
  const def = defOf(schema);
  if (!def || path.length > 6) return found;
  switch (def.type) {
    case 'object':
      for (const [key, inner] of Object.entries(def.shape!)) fieldPaths(inner, [...path, key], found);
      return found;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fieldPaths(def.innerType, path, found);
    case 'pipe':
      return fieldPaths(def.in, path, found);
    case 'union':
      for (const option of def.options!) fieldPaths(option, path, found);
      return found;
    case 'intersection':
      return fieldPaths(def.right, path, fieldPaths(def.left, path, found));
    case 'array':
      return fieldPaths(def.element, [...path, 0], found);
    default:
      if (path.length > 0) found.set(path.join('.'), path);
      return found;
  }
}

/**
 * Valid inputs of the public calls that store text, so a bad value in one field meets only that field's rules: if
 * the edge let it through, it would reach the service and the database (the review's 500 came from these).
 */
const validInputs = new Map<ZodType, unknown>([
  [
    contactInput,
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(212) 555-0199', businessType: 'llc', message: 'We need an LLC.' },
  ],
  [startPlanCheckoutInput, { planId: 'professional', amount: 5000, businessData: formationData }],
  [businessIntakeInput, enterprise],
  [startEntityCheckoutInput, entityBody()],
  [startCartCheckoutInput, { ...cartPayer, items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }], amountCents: 499_900 }],
  [nameSearchInput, { businessName: 'Lovelace Analytics', state: 'DE', businessType: 'llc' }],
]);

/** `base` (or an empty object) with `value` at `path`, the objects and lists on the way made as needed. */
function withValue(base: unknown, path: FieldPath, value: unknown): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      const next = node[key];
      node = (next !== null && typeof next === 'object' ? next : (node[key] = typeof path[i + 1] === 'number' ? [] : {})) as Record<string | number, unknown>;
    }
  });
  return root;
}

/** Unpaired high and low surrogates, and the non-characters of the BMP and of other planes, each inside ordinary text. */
const LONE_HIGH = ['Ada\ud800', 'Ada \udbff Lovelace', '\ud83d\ud83dAda'];
const LONE_LOW = ['\udc00Ada', 'Ada\udfff', '\ud83d\ude00\ude00'];
const NON_CHARACTERS = ['Ada\ufffe', 'Ada\uffff', '\ufdd0Ada', 'Ada\ufdef', 'Ada\u{1fffe}', 'Ada\u{10ffff}'];
/** Bytes that are not UTF-8: overlong forms of "/", lone continuation bytes, an encoded surrogate, a cut sequence, bytes UTF-8 never uses. */
const NOT_UTF8 = ['c0af', 'e080af', 'f08080af', '80', 'bf', 'eda080', 'e282', 'fe', 'ff'];
/** Where bytes are spliced into a body or a query, in place of a field's value. */
const BYTES_HERE = 'BYTES-HERE';

/** A string as a query or path carries it: UTF-8 percent-escapes, a lone surrogate as the three bytes it would be. */
const hexAsEscapes = (hex: string) => hex.replace(/../g, '%$&');
const percentEncoded = (text: string) =>
  Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return hexAsEscapes(Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]).toString('hex'));
  }).join('');

/** A JSON body with `hex` spliced raw where the marker was. */
function bodyWithBytes(json: string, hex: string): Uint8Array {
  const [head, tail] = json.split(BYTES_HERE) as [string, string];
  return Buffer.concat([Buffer.from(head), Buffer.from(hex, 'hex'), Buffer.from(tail)]);
}

interface TextTarget {
  label: string;
  /** A JSON body (a mutation, a REST body) or a query (`input=` for tRPC, one parameter per field for REST). */
  via: 'body' | 'trpc-query' | 'rest-query' | 'path';
  method: string;
  path: string;
  base?: unknown;
  fields: FieldPath[];
  /** REST calls of a role: shot from that role's browser, so the check behind the role is reached. */
  who?: 'client';
}

function textTargets(): TextTarget[] {
  const targets: TextTarget[] = [];
  for (const proc of procedures()) {
    // Signing out would end the pass's session; it takes no input anyway.
    if (proc.path === 'auth.logout') continue;
    const fields = [...fieldPaths(proc.input).values()];
    const mutation = proc.type === 'mutation';
    targets.push({
      label: proc.path,
      via: mutation ? 'body' : 'trpc-query',
      method: mutation ? 'POST' : 'GET',
      path: `/trpc/${proc.path}`,
      base: validInputs.get(proc.input!),
      fields,
      // Shot from the role's browser, so the check behind the role is reached (the caller is checked first).
      who: proc.access === 'client' ? 'client' : undefined,
    });
  }
  for (const alias of restAliases) {
    // The inbound mail door takes a provider's raw message, bytes of any charset, and reads nothing before its secret
    // (docs/conversations.md#receiving-by-http; conversations.test.ts): there is no text field to refuse.
    if (alias.multipart || alias.path === '/api/auth/logout' || alias.path === '/api/mail/inbound') continue;
    const path = alias.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'kind' ? 'lead' : name === 'file' ? 'contacts.csv' : '00000000-0000-4000-8000-000000000000',
    );
    const who = alias.who === 'client' ? ('client' as const) : undefined;
    const method = alias.method.toUpperCase();
    if (alias.params)
      targets.push({ label: `${method} ${alias.path} (path)`, via: 'path', method, path: alias.path, fields: [...fieldPaths(alias.params).values()], who });
    const fields = [...fieldPaths(alias.body?.schema ?? alias.query).values()];
    const via = method === 'GET' ? 'rest-query' : 'body';
    targets.push({ label: `${method} ${alias.path}`, via, method, path, base: alias.body && validInputs.get(alias.body.schema), fields, who });
  }
  return targets;
}

/** For each field of each target: a lone high and a lone low surrogate, a non-character and bytes that are not UTF-8; and a bad key. */
function textShots(targets: TextTarget[]): (Shot & { who?: 'client' })[] {
  const shots: (Shot & { who?: 'client' })[] = [];
  let turn = 0;
  for (const target of targets) {
    const shot = (label: string, value: unknown, at: FieldPath | null, bytes?: string): Shot & { who?: 'client' } => {
      const input = at ? withValue(target.base, at, value) : { ...(target.base as object), [String(value)]: 'x' };
      const common = { label: `${target.label} ${label}`, method: target.method, who: target.who, origin: true };
      if (target.via === 'body') {
        const json = JSON.stringify(input);
        return { ...common, path: target.path, body: bytes ? bodyWithBytes(json, bytes) : json, contentType: 'application/json' };
      }
      if (target.via === 'trpc-query') {
        const query = encodeURIComponent(JSON.stringify(input)).replace(BYTES_HERE, bytes ? hexAsEscapes(bytes) : BYTES_HERE);
        return { ...common, path: `${target.path}?input=${query}` };
      }
      const encoded = bytes ? hexAsEscapes(bytes) : percentEncoded(String(value));
      if (target.via === 'path') {
        const name = at ? String(at[0]) : 'id';
        return {
          ...common,
          path: target.path.replace(/\{(\w+)\}/g, (_, param: string) =>
            param === name ? encoded : param === 'kind' ? 'lead' : '00000000-0000-4000-8000-000000000000',
          ),
        };
      }
      return { ...common, path: `${target.path}?${at ? `${String(at[0])}=${encoded}` : `${encoded}=x`}` };
    };
    for (const field of target.fields) {
      turn += 1;
      shots.push(shot('lone high surrogate', LONE_HIGH[turn % LONE_HIGH.length], field));
      shots.push(shot('lone low surrogate', LONE_LOW[turn % LONE_LOW.length], field));
      shots.push(shot('non-character', NON_CHARACTERS[turn % NON_CHARACTERS.length], field));
      const bytes = NOT_UTF8[turn % NOT_UTF8.length]!;
      shots.push(shot(`bytes ${bytes}`, BYTES_HERE, field, bytes));
    }
    // A bad key where input is read (tRPC reads every call's input; a REST call without fields reads none), and
    // bytes that are not UTF-8 to a call without fields, refused before it runs.
    if (target.via !== 'path' && (target.fields.length > 0 || target.path.startsWith('/trpc/'))) {
      shots.push(shot('bad key', turn % 2 ? LONE_LOW[turn % 3] : NON_CHARACTERS[turn % 6], null));
    }
    if (target.fields.length === 0 && target.via !== 'path') shots.push(shot(`bytes ${NOT_UTF8[turn % 9]}`, BYTES_HERE, ['x'], NOT_UTF8[turn % 9]));
  }
  return shots;
}

describe('fuzzing every call with bad requests', () => {
  let baseUrl: string;
  let databaseUrl: string;
  let admin: TestBrowser;
  beforeAll(async () => {
    ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '1000' }));
    // Signed in first, so the admin pass reaches the admin-only calls' validation.
    admin = new TestBrowser(baseUrl);
    const login = await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(login.status).toBe(200);
  });

  it('never answers 5xx, stays healthy, and stores nothing from a refused request', async () => {
    const shots = shotsFor(procedures(), await restRoutes());
    const before = await tableCounts(databaseUrl);
    const serverErrors: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    // Anonymous first, then the same shots as the signed-in admin; four at a time.
    for (const anonymous of [true, false]) {
      // Signed in, logout would end the pass's session: it is fuzzed anonymously only.
      const pass = anonymous ? shots : shots.filter((shot) => !shot.path.includes('logout'));
      for (let i = 0; i < pass.length; i += 4) {
        const batch = pass.slice(i, i + 4);
        const results = await Promise.all(batch.map((shot) => fire(admin, shot, anonymous)));
        results.forEach((status, j) => {
          sent += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500)
            serverErrors.push(`${status} ${batch[j]!.label}: ${batch[j]!.method} ${batch[j]!.path.slice(0, 120)} ${String(batch[j]!.body).slice(0, 200)}`);
        });
      }
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    }

    console.info(`fuzz: ${sent} requests`, Object.fromEntries(statuses));
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(serverErrors).toEqual([]);
    // Refused requests only: every write would show here.
    expect(await tableCounts(databaseUrl)).toEqual(before);
    // Most were refused as bad input, not merely as unauthenticated.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 4);
  }, 300_000);

  it('security finding 4: a lone surrogate, a non-character or bytes that are not UTF-8, in any field or key of any call, answers 400, never 5xx, and stores nothing', async () => {
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, {
      email: 'fuzz.client@example.com',
      password: 'fuzzing-client-1',
      fullName: 'Fuzz Client',
      companyName: 'Fuzz LLC',
    });
    const shots = textShots(textTargets());
    const before = await tableCounts(databaseUrl);
    const answers = new Map<number, string[]>();
    for (let i = 0; i < shots.length; i += 4) {
      const batch = shots.slice(i, i + 4);
      const results = await Promise.all(batch.map((shot) => fire(shot.who === 'client' ? client : admin, shot, false)));
      results.forEach((status, j) => {
        const shot = batch[j]!;
        (answers.get(status) ?? answers.set(status, []).get(status)!).push(`${shot.label}: ${shot.method} ${shot.path.slice(0, 160)}`);
      });
    }
    console.info(`fuzz (text): ${shots.length} requests`, Object.fromEntries([...answers].map(([status, labels]) => [status, labels.length])));
    expect(shots.length).toBeGreaterThanOrEqual(2000);
    // Every shot carries a bad value where the call reads it: each is refused as bad input, before anything is stored;
    // a well-formed non-character in a path names no record or list (404), as any unknown name does.
    const unknownNames = answers.get(404) ?? [];
    expect(
      unknownNames.every((label) => label.includes('(path) non-character')),
      unknownNames.join('\n'),
    ).toBe(true);
    expect(Object.fromEntries([...answers].filter(([status]) => status !== 400 && status !== 404))).toEqual({});
    expect(await tableCounts(databaseUrl)).toEqual(before);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);
});
