import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * On Node 20 an enabled AsyncLocalStorage costs every promise and every native handle of the process a hook, and a
 * storage never disables itself: MikroORM's transaction context and its unit of work's flush marker (a storage the
 * ORM keeps to itself) are enabled by the first `em.transactional` or `em.flush()` and stay on for the life of the
 * process. Its health check, slots and chat then paid the hooks on every request (docs/performance.md#promise-hooks,
 * docs/decisions/0067-async-context-off-while-idle.md).
 *
 * Here a storage whose every `run` so far returned a promise is disabled again when the last of its runs has settled:
 * no code is inside one of its contexts any more, so nothing can read its store. A storage used any other way (a
 * synchronous `run`, or `enterWith`) keeps Node's behaviour: its callbacks may have left work behind that reads it.
 */
const PATCHED = Symbol.for('elite.idleAsyncContext');
const runningOf = new WeakMap<AsyncLocalStorage<unknown>, number>();
const keptOn = new WeakSet<AsyncLocalStorage<unknown>>();

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function disableAsyncContextsWhenIdle(): void {
  const proto = AsyncLocalStorage.prototype as AsyncLocalStorage<unknown> & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  // Node's own methods, called below with the storage as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- always called with the storage as `this`
  const { run, enterWith } = proto;

  const settled = (storage: AsyncLocalStorage<unknown>) => {
    const running = (runningOf.get(storage) ?? 1) - 1;
    runningOf.set(storage, running);
    if (running === 0 && !keptOn.has(storage)) storage.disable();
  };

  proto.enterWith = function enterWithKeptOn(this: AsyncLocalStorage<unknown>, store: unknown) {
    keptOn.add(this);
    enterWith.call(this, store);
  };

  proto.run = function runDisabledWhenIdle(this: AsyncLocalStorage<unknown>, store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) {
    if (keptOn.has(this)) return run.call(this, store, callback, ...args);
    runningOf.set(this, (runningOf.get(this) ?? 0) + 1);
    let result: unknown;
    try {
      result = run.call(this, store, callback, ...args);
    } catch (error) {
      settled(this);
      throw error;
    }
    if (isThenable(result)) {
      // Both outcomes end the run. Watching it marks a rejection as handled, so a caller that drops the promise is no
      // longer warned of it; every run of MikroORM's is awaited by its caller (decision 67).
      result.then(
        () => settled(this),
        () => settled(this),
      );
    } else {
      // A synchronous callback may have scheduled work that reads the store later: this storage stays on.
      keptOn.add(this);
      settled(this);
    }
    return result;
  };
}
