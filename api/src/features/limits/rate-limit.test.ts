import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { openDatabase } from '../../db/orm.ts';
import { executePrepared } from '../../db/prepared.ts';
import { createLogger } from '../../logger.ts';
import { BatchedLimit, hitLimit, peekLimit, resetLimit, waitText, type LimitState } from './rate-limit.service.ts';

// The real executePrepared, watched: how many updates a burst costs.
vi.mock('../../db/prepared.ts', { spy: true });

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

/** `n` hits on `key` sent at the same moment, their answers in the order the callers came. */
const burst = (limiter: BatchedLimit, key: string, n: number): Promise<LimitState[]> => Promise.all(Array.from({ length: n }, () => limiter.hit(key)));

describe('a burst from one key in one update (docs/input-limits.md#a-burst-from-one-address)', () => {
  it('a burst of twelve hits against a limit of five allows the first five to come and refuses exactly the seven after them', async () => {
    const { orm } = await createTestDatabase();
    const states = await burst(new BatchedLimit(orm.em, { max: 5, windowSeconds: 60 }), 'burst:a', 12);
    expect(states.map((s) => [s.count, s.allowed])).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1, i < 5]));
    expect(states.every((s) => s.retryAfterSeconds > 0 && s.retryAfterSeconds <= 60)).toBe(true);
    expect(await peekLimit(orm.em.fork(), 'burst:a', { max: 5, windowSeconds: 60 })).toMatchObject({ count: 12, allowed: false });
  });

  it('the hits that come while a key is being counted go together in one update: fifty hits, two updates', async () => {
    const { orm } = await createTestDatabase();
    vi.mocked(executePrepared).mockClear();
    const states = await burst(new BatchedLimit(orm.em, { max: 100, windowSeconds: 60 }), 'burst:b', 50);
    expect(states.map((s) => s.count)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // The first hit goes at once, alone; the 49 that came while it was counted are the second update.
    expect(vi.mocked(executePrepared)).toHaveBeenCalledTimes(2);
  });

  it('two instances share the count: bursts from both against one row allow exactly the limit between them', async () => {
    const { orm, url } = await createTestDatabase();
    const other = await openDatabase(url, createLogger('silent'));
    try {
      const limit = { max: 10, windowSeconds: 60 };
      const [here, there] = await Promise.all([burst(new BatchedLimit(orm.em, limit), 'burst:c', 8), burst(new BatchedLimit(other.em, limit), 'burst:c', 8)]);
      const all = [...here, ...there];
      // Every hit has its own place in the count, whichever instance counted it.
      expect(all.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(
        all
          .filter((s) => s.allowed)
          .map((s) => s.count)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    } finally {
      await other.close(true);
    }
  });

  it('a burst after the window has passed starts the count over', async () => {
    const { orm } = await createTestDatabase();
    const limiter = new BatchedLimit(orm.em, { max: 3, windowSeconds: 60 });
    await burst(limiter, 'burst:d', 5);
    await orm.em.getConnection().execute(`update rate_limit set window_start = now() - interval '61 seconds' where key = 'burst:d'`);
    expect((await burst(limiter, 'burst:d', 4)).map((s) => [s.count, s.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
  });

  it('a failed update fails every hit that waited on it, none is answered as allowed, and the key is counted again afterwards', async () => {
    const { orm } = await createTestDatabase();
    let down = true;
    const db = {
      getConnection: () => {
        if (down) throw new Error('database gone');
        return orm.em.getConnection();
      },
    };
    const limiter = new BatchedLimit(db, { max: 5, windowSeconds: 60 });
    const failed = await Promise.allSettled([limiter.hit('burst:f'), limiter.hit('burst:f'), limiter.hit('burst:f')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    down = false;
    expect((await burst(limiter, 'burst:f', 2)).map((s) => [s.count, s.allowed])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('a key counted one hit at a time (hitLimit) and in bursts is one count', async () => {
    const { orm } = await createTestDatabase();
    const limit = { max: 4, windowSeconds: 60 };
    await hitLimit(orm.em.fork(), 'burst:e', limit);
    expect((await burst(new BatchedLimit(orm.em, limit), 'burst:e', 4)).map((s) => [s.count, s.allowed])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, false],
    ]);
  });
});
