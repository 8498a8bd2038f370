import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionContext } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { Lead } from '../features/leads/lead.entity.ts';
import { disableAsyncContextsWhenIdle } from './idle-async-context.ts';

// The api project's setup installs it, as main.ts does; calling it again changes nothing.
disableAsyncContextsWhenIdle();

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Node's own flag: true while the storage costs the process its hooks (Node 20's `AsyncLocalStorage#enabled`). */
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

describe('async contexts are off while no run is in progress (docs/decisions/0067-async-context-off-while-idle.md)', () => {
  it('keeps each of two concurrent runs its own store, nested runs included, and turns the storage off when the last settles', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const work = async (name: string) => {
      await tick();
      seen.push(storage.getStore());
      await storage.run(`${name}-inner`, async () => {
        await tick();
        seen.push(storage.getStore());
      });
      seen.push(storage.getStore());
    };

    const first = storage.run('a', () => work('a'));
    const second = storage.run('b', () => work('b'));
    expect(isOn(storage)).toBe(true);
    await first;
    expect(isOn(storage)).toBe(true); // the second run is still going
    await second;

    expect(seen.sort()).toEqual(['a', 'a', 'a-inner', 'b', 'b', 'b-inner']);
    expect(isOn(storage)).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it('counts a run whose promise rejects, or whose callback throws, as settled', async () => {
    const storage = new AsyncLocalStorage<number>();
    await expect(
      storage.run(1, async () => {
        await tick();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(isOn(storage)).toBe(false);

    const throwing = (() => {
      throw new Error('at once');
    }) as () => Promise<void>;
    expect(() => storage.run(2, throwing)).toThrow('at once');
    expect(isOn(storage)).toBe(false);
    // It comes back on for the next run, with that run's store.
    expect(await storage.run(3, async () => (await tick(), storage.getStore()))).toBe(3);
  });

  it('leaves a storage used synchronously on, as Node does: work its callback scheduled still reads the store', async () => {
    const storage = new AsyncLocalStorage<string>();
    const later = new Promise<string | undefined>((resolve) => {
      storage.run('scheduled', () => {
        setTimeout(() => resolve(storage.getStore()), 5);
      });
    });
    expect(await later).toBe('scheduled');
    expect(isOn(storage)).toBe(true);
    storage.disable();
  });

  it('leaves a storage entered with enterWith on', async () => {
    const storage = new AsyncLocalStorage<string>();
    await (async () => {
      storage.enterWith('entered');
      await tick();
      expect(storage.getStore()).toBe('entered');
    })();
    expect(isOn(storage)).toBe(true);
    storage.disable();
  });

  it("gives two concurrent transactions of the ORM their own entity manager, and turns the ORM's transaction context off after them", async () => {
    const { orm } = await createTestDatabase();
    const managers: [string, unknown][] = [];
    const transaction = (name: string) =>
      orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select pg_sleep(0.02)');
        managers.push([name, TransactionContext.getEntityManager() === em]);
        em.persist(
          em.create(Lead, {
            kind: 'contact',
            firstName: name,
            lastName: 'Context',
            email: `${name}@example.com`,
            phone: '(212) 555-0100',
            message: 'Two at once.',
          }),
        );
        await em.flush();
      });

    await Promise.all([transaction('first'), transaction('second')]);

    expect(managers.sort()).toEqual([
      ['first', true],
      ['second', true],
    ]);
    expect(await orm.em.fork().count(Lead, { lastName: 'Context' })).toBe(2);
    // The ORM's storage is a private static: read as the ORM reads it.
    expect(isOn(Reflect.get(TransactionContext, 'storage') as AsyncLocalStorage<unknown>)).toBe(false);
    expect(TransactionContext.getEntityManager()).toBeUndefined();
  });
});
