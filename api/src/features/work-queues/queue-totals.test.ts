import type { Page } from '@elite/contracts/schemas/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { contactMessage } from '../../../test/fixtures/leads.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { QueueTotals } from './queue-totals.ts';

/**
 * The totals of unfiltered lists an instance keeps until their kind may have changed
 * (docs/admin.md#list-totals, decision 68): never one older than a change its instance heard, a write it answered, or
 * a time its listener was away.
 */

describe('QueueTotals (docs/admin.md#list-totals)', () => {
  const connected = () => {
    const totals = new QueueTotals();
    totals.listening(true);
    return totals;
  };

  it('keeps nothing until its listener is connected, and nothing counted before it connected', () => {
    const totals = new QueueTotals();
    expect(totals.stamp('lead')).toBeUndefined();
    totals.keep('lead', totals.stamp('lead'), 5);
    totals.listening(true);
    expect(totals.total('lead')).toBeUndefined();
  });

  it('keeps a total until a change of its kind, and only of its kind', () => {
    const totals = connected();
    totals.keep('lead', totals.stamp('lead'), 5);
    totals.keep('order', totals.stamp('order'), 7);
    expect([totals.total('lead'), totals.total('order')]).toEqual([5, 7]);
    totals.changed('lead');
    expect([totals.total('lead'), totals.total('order')]).toEqual([undefined, 7]);
  });

  it('forgets every total on a write of its own instance, on a change of no known kind and when its listener is lost', () => {
    for (const forget of [(t: QueueTotals) => t.wrote(), (t: QueueTotals) => t.changed(undefined), (t: QueueTotals) => t.listening(false)]) {
      const totals = connected();
      totals.keep('lead', totals.stamp('lead'), 5);
      forget(totals);
      expect(totals.total('lead')).toBeUndefined();
    }
  });

  it('does not keep a count that was running when its kind changed or its instance wrote', () => {
    for (const meanwhile of [(t: QueueTotals) => t.changed('lead'), (t: QueueTotals) => t.wrote(), (t: QueueTotals) => t.listening(false)]) {
      const totals = connected();
      const stamp = totals.stamp('lead');
      meanwhile(totals);
      totals.keep('lead', stamp, 5);
      expect(totals.total('lead')).toBeUndefined();
    }
  });
});

describe('list totals on the server (docs/admin.md#list-totals)', () => {
  let first: Awaited<ReturnType<typeof startTestServer>>;
  let secondUrl: string;
  let onFirst: TestBrowser;
  let onSecond: TestBrowser;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(first.databaseUrl, text, params);
  const total = async (browser: TestBrowser, query = '') => {
    const res = await browser.fetch(`/api/contacts${query}`);
    expect(res.status).toBe(200);
    return (await readJson<Page<unknown>>(res)).total;
  };
  /** A contact stored behind every trigger's back: no instance hears of it (only a kept total can miss it). */
  const insertUnheard = (email: string) =>
    sql(
      `set session_replication_role = replica;
       insert into lead (id, kind, first_name, last_name, email, phone, business_type, message)
       values (gen_random_uuid(), 'contact', 'Quiet', 'Row', '${email}', '(212) 555-0100', 'llc', 'Stored unheard.');
       set session_replication_role = origin;`,
    );
  const listeners = () => sql<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query = 'listen record_changes'`);

  beforeAll(async () => {
    first = await startTestServer({ RATE_LIMIT_SCALE: '100' });
    secondUrl = (await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: first.databaseUrl })).baseUrl;
    onFirst = new TestBrowser(first.baseUrl);
    await signInAsAdmin(onFirst);
    onSecond = new TestBrowser(secondUrl);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
  });

  it('an unfiltered list counts once and keeps its total; a filtered one counts every time', async () => {
    const before = await total(onFirst);
    const searched = await total(onFirst, '?q=quiet.one');
    await insertUnheard('quiet.one@example.com');
    // The kept total does not see a row nobody announced; a search counts it.
    expect(await total(onFirst)).toBe(before);
    expect(await total(onFirst, '?q=quiet.one')).toBe(searched + 1);
  });

  it('a write answered by this instance forgets its kept totals before the answer leaves, even a refused one', async () => {
    const refuse = async () => expect((await onFirst.post('/api/contacts', { ...contactMessage, email: 'not an address' })).status).toBe(400);
    await refuse();
    const before = await total(onFirst);
    expect(before).toBe(Number((await sql<{ n: string }>(`select count(*) as n from lead`))[0]!.n));
    await insertUnheard('quiet.two@example.com');
    expect(await total(onFirst)).toBe(before);
    await refuse();
    expect(await total(onFirst)).toBe(before + 1);
  });

  it("a contact sent through one instance is in the other's total as soon as its listener hears it", async () => {
    const before = await total(onSecond);
    const sent = await new TestBrowser(first.baseUrl).post('/api/contacts', { ...contactMessage, email: 'heard.across@example.com' });
    expect(sent.status).toBe(201);
    await expect.poll(() => total(onSecond)).toBe(before + 1);
  });

  it('records deleted by hand leave the totals of every instance (the DELETE announces itself)', async () => {
    const [onA, onB] = [await total(onFirst), await total(onSecond)];
    await sql(`delete from lead where email like 'quiet.%@example.com'`);
    await expect.poll(() => total(onFirst)).toBe(onA - 2);
    await expect.poll(() => total(onSecond)).toBe(onB - 2);
  });

  it('after its listener was lost, an instance counts again what passed unheard', async () => {
    const before = await total(onFirst);
    const lost = (await listeners()).map((l) => l.pid);
    expect(lost).toHaveLength(2);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])`, [lost]);
    await expect.poll(async () => (await listeners()).filter((l) => lost.includes(l.pid))).toHaveLength(0);
    // Announced, but to no one: both listeners are gone.
    await sql(
      `insert into lead (id, kind, first_name, last_name, email, phone, business_type, message)
       values (gen_random_uuid(), 'contact', 'Passed', 'Unheard', 'passed.unheard@example.com', '(212) 555-0100', 'llc', 'While nobody listened.')`,
    );
    await expect.poll(async () => (await listeners()).length, { timeout: 10_000 }).toBe(2);
    expect(await total(onFirst)).toBe(before + 1);
    expect(await total(onSecond)).toBe(before + 1);
  });
});
