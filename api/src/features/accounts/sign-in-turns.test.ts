import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { MAX_WAITING_ATTEMPTS } from './sign-in-turns.ts';

/** Each password check, from its start to its end (performance.now()), in the order they started. */
const checks = vi.hoisted(() => [] as { start: number; end: number }[]);

vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (hash: string | undefined, password: string) => {
      const check = { start: performance.now(), end: Number.POSITIVE_INFINITY };
      checks.push(check);
      try {
        return await real.verifyPassword(hash, password);
      } finally {
        check.end = performance.now();
      }
    },
  };
});

async function signInApp() {
  const started = await createTestApp({ config: testConfig({ TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '100' }) });
  const guess = async (from: string, email: string): Promise<Response> =>
    started.app.request('/api/portal/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password: `guess-from-${from}` }),
    });
  return { ...started, guess };
}

/**
 * A connection of its own standing for another instance of the site in the middle of an attempt against `email`:
 * it holds that account's turn until it ends.
 */
async function otherInstanceServing(orm: Awaited<ReturnType<typeof signInApp>>['orm'], email: string) {
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  await client.query(`select pg_advisory_lock(hashtext('sign-in-turn'), hashtext($1))`, [`login:client:${email}`]);
  return client;
}

/** Sessions waiting for an advisory lock, in all of PostgreSQL. */
const waitingOnLocks = async (client: pg.Client) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`)).rows[0]!.n;

// docs/accounts.md#sign-in: attempts against one account are served one at a time.
describe('sign-in attempts against one account', () => {
  it('security finding 10: six addresses guessing one account at once are served one at a time, none overlapping another', async () => {
    const { guess } = await signInApp();
    checks.length = 0;
    const answers = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3', '2001:db8:1::1', '2001:db8:2::1', '198.51.100.7'].map((ip) => guess(ip, 'target@example.com')),
    );
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(checks).toHaveLength(6);
    for (let i = 1; i < checks.length; i += 1)
      expect(checks[i]!.start, `check ${i} starts after check ${i - 1} ended`).toBeGreaterThanOrEqual(checks[i - 1]!.end);
  });

  it('different accounts are not kept waiting for each other', async () => {
    const { guess, orm } = await signInApp();
    const other = await otherInstanceServing(orm, 'held@example.com');
    checks.length = 0;
    try {
      expect((await guess('203.0.113.20', 'free@example.com')).status).toBe(401);
      expect(checks).toHaveLength(1);
    } finally {
      await other.end();
    }
  });

  it('an attempt waits while another instance is checking a password for the same account, then is served', async () => {
    const { guess, orm } = await signInApp();
    const other = await otherInstanceServing(orm, 'shared@example.com');
    checks.length = 0;
    try {
      const answer = guess('203.0.113.30', 'shared@example.com');
      // The attempt is queued on the lock, in PostgreSQL, and has not checked anything.
      await expect.poll(() => waitingOnLocks(other)).toBe(1);
      expect(checks).toHaveLength(0);
      await other.query('select pg_advisory_unlock_all()'); // that attempt ends
      expect((await answer).status).toBe(401);
      expect(checks).toHaveLength(1);
    } finally {
      await other.end();
    }
  });

  it(`at most ${MAX_WAITING_ATTEMPTS} attempts wait in line for one account; another is refused at once, its password unchecked`, async () => {
    const { guess, orm } = await signInApp();
    const other = await otherInstanceServing(orm, 'crowded@example.com');
    checks.length = 0;
    try {
      // The first waits on the other instance; the rest wait in line behind it.
      const first = guess('203.0.113.40', 'crowded@example.com');
      await expect.poll(() => waitingOnLocks(other)).toBe(1);
      const more = Array.from({ length: MAX_WAITING_ATTEMPTS + 1 }, (_, i) => guess(`203.0.113.${41 + i}`, 'crowded@example.com'));
      const refused = await Promise.race(more);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'This account is receiving many sign-in attempts right now. Please wait 1 minute and try again.' });
      await other.query('select pg_advisory_unlock_all()'); // that attempt ends
      const statuses = (await Promise.all([first, ...more])).map((a) => a.status).sort();
      expect(statuses).toEqual([...Array<number>(MAX_WAITING_ATTEMPTS + 1).fill(401), 429]);
      expect(checks).toHaveLength(MAX_WAITING_ATTEMPTS + 1);
    } finally {
      await other.end();
    }
  });
});
