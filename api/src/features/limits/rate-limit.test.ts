import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { hitLimit, peekLimit, resetLimit, waitText } from './rate-limit.service.ts';

const limit = { max: 3, windowSeconds: 60 };

describe('database-backed rate limits', () => {
  it('allows up to the limit in a window and refuses beyond it', async () => {
    const { orm } = await createTestDatabase();
    const em = orm.em.fork();
    const states = [];
    for (let i = 0; i < 4; i += 1) states.push(await hitLimit(em, 'k:a', limit));
    expect(states.map((s) => [s.count, s.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(states[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(states[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has passed', async () => {
    const { orm } = await createTestDatabase();
    const em = orm.em.fork();
    for (let i = 0; i < 4; i += 1) await hitLimit(em, 'k:b', limit);
    await em.getConnection().execute(`update rate_limit set window_start = now() - interval '61 seconds' where key = 'k:b'`);
    expect(await peekLimit(em, 'k:b', limit)).toMatchObject({ count: 0, allowed: true });
    expect(await hitLimit(em, 'k:b', limit)).toMatchObject({ count: 1, allowed: true });
  });

  it('counts every hit exactly once under concurrent requests', async () => {
    const { orm } = await createTestDatabase();
    await Promise.all(Array.from({ length: 20 }, () => hitLimit(orm.em.fork(), 'k:c', { max: 100, windowSeconds: 60 })));
    expect((await peekLimit(orm.em.fork(), 'k:c', { max: 100, windowSeconds: 60 })).count).toBe(20);
  });

  it('peek says "locked" once the count reaches the limit, and reset clears it', async () => {
    const { orm } = await createTestDatabase();
    const em = orm.em.fork();
    for (let i = 0; i < 3; i += 1) await hitLimit(em, 'k:d', limit);
    expect((await peekLimit(em, 'k:d', limit)).allowed).toBe(false);
    await resetLimit(em, 'k:d');
    expect((await peekLimit(em, 'k:d', limit)).allowed).toBe(true);
  });

  it('says how long to wait in words', () => {
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(61)).toBe('1 minute');
    expect(waitText(40)).toBe('40 seconds');
  });
});
