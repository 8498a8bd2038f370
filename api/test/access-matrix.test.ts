import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, DOC, documentedRows, operations, OUTCOMES, type Caller, type Operation, type Outcome } from '../scripts/access-matrix.ts';
import { upsertStaffAccount } from '../src/features/accounts/staff-accounts.service.ts';
import { signInAsAdmin } from '../testing.ts';
import { startTestServer, TestBrowser } from './app.ts';
import { signUpClient } from './portal-client.ts';

/**
 * The authorization matrix (docs/accounts.md#who-may-call-what): every tRPC procedure and REST alias, called with no
 * session, as a portal client, a support agent and an admin. Each is sent an empty input: a caller it serves gets
 * past the door (usually to a 400 for the missing fields), a caller it refuses gets 401 or 403 before anything is read.
 */

/** A value for each path parameter: the door is checked before the record is looked for. */
const PARAMS: Record<string, string> = { kind: 'lead', file: 'contacts.csv' };
const withParams = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? crypto.randomUUID());

function call(browser: TestBrowser, op: Operation): Promise<Response> {
  if (op.kind === 'query') return browser.fetch(`/trpc/${op.name}?input=${encodeURIComponent('{}')}`);
  if (op.kind === 'mutation') return browser.fetch(`/trpc/${op.name}`, { method: 'POST', json: {} });
  const [method, path] = op.name.split(' ') as [string, string];
  const sendsBody = method !== 'GET' && method !== 'DELETE';
  return browser.fetch(withParams(path), { method, ...(sendsBody ? { json: {} } : {}) });
}

const outcomeOf = (status: number): Outcome => (status === 401 ? '401' : status === 403 ? '403' : 'yes');

describe('who may call what (docs/accounts.md#who-may-call-what)', () => {
  it('the table in docs/accounts.md has one row per operation, with the access its code declares (stale: run npm run docs:access)', () => {
    const documented = documentedRows(fs.readFileSync(DOC, 'utf8'));
    const declared = new Map(operations().map((op) => [op.name, [op.access, ...CALLERS.map((c) => OUTCOMES[op.access][c])]]));
    const missing = [...declared.keys()].filter((name) => !documented.has(name));
    expect(missing, 'operations with no row in docs/accounts.md: run npm run docs:access').toEqual([]);
    expect(
      [...documented.keys()].filter((name) => !declared.has(name)),
      'rows of operations that no longer exist',
    ).toEqual([]);
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(declared));
  });

  let callers: Record<Caller, TestBrowser>;
  beforeAll(async () => {
    const { baseUrl, server, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
    await upsertStaffAccount(server.orm.em.fork(), { username: 'matrix.agent', password: 'Matrix-Agent-Cobalt-17', role: 'agent', name: 'Matrix Agent' });
    const agent = new TestBrowser(baseUrl);
    expect((await agent.post('/api/admin/login', { username: 'matrix.agent', password: 'Matrix-Agent-Cobalt-17' })).status).toBe(200);
    const admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, {
      email: 'matrix.client@example.com',
      password: 'Matrix-Client-Cedar-23',
      fullName: 'Matrix Client',
      companyName: 'Matrix LLC',
    });
    callers = { 'no session': new TestBrowser(baseUrl), client, agent, admin };
  });

  it('a caller a procedure refuses gets 401 or 403 even with input that is not plain text: the caller is checked before the input is read', async () => {
    // A control character in a field: a caller the procedure serves gets 400 for it (docs/input-limits.md#text).
    const bad = { note: 'ring \u0007 the bell' };
    const wrong: string[] = [];
    for (const op of operations().filter((o) => o.kind !== 'rest' && o.access !== 'anyone' && !o.name.includes('logout'))) {
      for (const caller of CALLERS) {
        const expected = OUTCOMES[op.access][caller];
        const browser = callers[caller];
        const res =
          op.kind === 'query'
            ? await browser.fetch(`/trpc/${op.name}?input=${encodeURIComponent(JSON.stringify(bad))}`)
            : await browser.fetch(`/trpc/${op.name}`, { method: 'POST', json: bad });
        await res.arrayBuffer();
        const outcome = expected === 'yes' ? (res.status === 400 ? 'yes' : String(res.status)) : outcomeOf(res.status);
        if (outcome !== expected) wrong.push(`${op.name} as ${caller}: ${res.status}, expected ${expected === 'yes' ? 400 : expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operation answers each kind of caller as its row says', async () => {
    // Signing out ends the caller's session: those rows go last.
    const ordered = operations().sort((a, b) => Number(a.name.includes('logout')) - Number(b.name.includes('logout')));
    const wrong: string[] = [];
    for (const op of ordered) {
      const answers = await Promise.all(
        CALLERS.map(async (caller) => {
          const res = await call(callers[caller], op);
          // A stream of events (GET /api/admin/events) stays open: its status is the answer.
          if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
          else await res.arrayBuffer();
          return [caller, res.status] as const;
        }),
      );
      for (const [caller, status] of answers) {
        const expected = OUTCOMES[op.access][caller];
        if (outcomeOf(status) !== expected) wrong.push(`${op.name} as ${caller}: ${status}, the table says ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
