import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { TestProjectConfiguration } from 'vitest/config';

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The three test projects. vitest 4 ignores this file on its own: vitest.config.ts
 * imports it and passes it as `test.projects` (docs/decisions/0004-tests-on-real-postgresql.md).
 */
const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'contracts',
      root: root('./contracts'),
      environment: 'node',
      include: ['src/**/*.test.ts'],
      setupFiles: [root('./test/fail-on-console-error.ts')],
    },
  },
  {
    test: {
      name: 'api',
      root: root('./api'),
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [root('./api/test/global-setup.ts')],
      setupFiles: [root('./test/fail-on-console-error.ts'), root('./api/test/setup.ts')],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web',
      root: root('./web'),
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: [root('./test/fail-on-console-error.ts'), root('./web/test/setup.ts')],
      // Typing whole forms with user-event takes seconds on two busy cores; 5 s was flaky there.
      testTimeout: 20_000,
    },
  },
];

export default projects;
