import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

it('gives a test in another vitest project (no global setup) a server on a PostgreSQL of its own', async () => {
  // outside-project/ has none of the api project's set-up: its test imports `@elite/api/testing` and signs in.
  const { stdout } = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'api/test/outside-project/vitest.config.ts'], {
    cwd: repoRoot,
    // Nothing of this run's vitest worker leaks into the other run.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))), NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  expect(stdout).toMatch(/Tests\s+1 passed \(1\)/);
}, 150_000);
