import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test fails it: React warnings, unhandled UI errors
 * and logged server failures are bugs, not noise. A test that expects one
 * says so with `expectConsoleError()`.
 */
let errors: unknown[][] = [];
let expected = 0;

export function expectConsoleError(count = 1) {
  expected += count;
}

beforeEach(() => {
  errors = [];
  expected = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length !== expected) {
    const shown = errors.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')).join('\n---\n');
    throw new Error(`console.error was called ${errors.length} time(s) (expected ${expected}):\n${shown}`);
  }
});
