import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { afterFile } from './cleanup.ts';

let fileFolder: string | undefined;

/**
 * The folder test servers and processes write into (DATA_DIR, a web build in miniature): the api run's own, removed
 * when the run ends (test/global-setup.ts); in another vitest project, without that setup, one for the test file,
 * removed after it.
 */
export function testTempDir(): string {
  const runFolder = inject('testTempDir') as string | undefined;
  if (runFolder) return runFolder;
  if (!fileFolder) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-test-'));
    afterFile(() => fs.rmSync(folder, { recursive: true, force: true }));
    fileFolder = folder;
  }
  return fileFolder;
}
