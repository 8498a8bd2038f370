import os from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // vitest's default (cores - 1) runs one file at a time on a two-core machine, while most api files spend their time
    // waiting on PostgreSQL or a child process: two at a time there (docs/performance.md#ci). Files never share rows.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
