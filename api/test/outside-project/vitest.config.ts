import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * A vitest project with none of the api project's set-up (no global setup, no provided database): what a test of
 * another package sees when it imports `@elite/api/testing`. Run by ../outside-project.test.ts.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.check.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
