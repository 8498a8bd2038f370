import { afterAll } from 'vitest';

type Cleanup = () => unknown;
const cleanups: Cleanup[] = [];

/**
 * Runs `cleanup` after the tests of the current file, the last registered first. Unlike `afterAll`, it may be
 * called from anywhere, a `beforeAll` or a test included: vitest 4 silently drops an `afterAll` registered
 * there. The one `afterAll` below is registered when a test file first imports this module, while vitest collects
 * that file (each file has its own copy of the module).
 */
export function afterFile(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

afterAll(async () => {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
});
