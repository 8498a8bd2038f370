import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createApp, MAX_BODY_BYTES } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { appRouter } from '../src/trpc/router.ts';
import { startTestServer, TEST_ADMIN, TestBrowser } from './app.ts';
import { createTestDatabase } from './database.ts';

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
}

function procedures(): Procedure[] {
  const procs = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: Procedure['type']; inputs: ZodType[] } }> } })._def.procedures;
  return Object.entries(procs).map(([path, p]) => ({ path, type: p._def.type, input: p._def.inputs[0] }));
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
  body?: string;
  contentType?: string;
  origin?: boolean;
}

function samples<T>(arb: fc.Arbitrary<T>, n: number, offset: number): T[] {
  return fc.sample(arb, { numRuns: n, seed: SEED + offset });
}

function shotsFor(procs: Procedure[], routes: { method: string; path: string }[]): Shot[] {
  const shots: Shot[] = [];
  const schemas = procs.map((p) => p.input);
  procs.forEach((proc, i) => {
    const inputs = samples(badInput(proc.input), PER_TARGET, i);
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
  await res.arrayBuffer();
  return res.status;
}

describe('fuzzing every call with bad requests', () => {
  it('never answers 5xx, stays healthy, and stores nothing from a refused request', async () => {
    const { baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
    // Signed in first, so the admin pass reaches the admin-only calls' validation.
    const admin = new TestBrowser(baseUrl);
    const login = await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(login.status).toBe(200);

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
});
