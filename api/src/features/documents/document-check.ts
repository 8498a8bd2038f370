import { Worker } from 'node:worker_threads';
import type { DocumentContentType } from '@elite/contracts/rules/document-files';
import type { ContentRefusal } from './document-content.ts';

/**
 * A file's content check (document-content.ts) in a worker thread: decoding a large image takes seconds of CPU,
 * which would stall every other request of this instance. One check runs at a time, so at most one file's pixels
 * are decoded at once (uploads are rare: staff add documents by hand); a check that runs out of memory or of time
 * refuses the file.
 */

/**
 * The worker is TypeScript: it registers tsx in its own thread (a thread does not inherit the server's
 * `--import tsx`), then loads its module.
 */
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./document-content.worker.ts', import.meta.url).href)});
});`;
const CHECK_TIMEOUT_MS = 60_000;
/** The worker's JavaScript heap (pdf-lib's parsed objects); decoded pixels are bounded by the pixel limit. */
const WORKER_HEAP_MB = 512;
const CANNOT_CHECK = 'This file could not be opened within the limits a document is checked with (too complex or damaged).';

let queue: Promise<unknown> = Promise.resolve();

/** Why the file cannot be a document of `type` (its status and sentence), or null when it decodes whole as one. */
export function checkDocumentContent(bytes: Uint8Array, type: DocumentContentType): Promise<ContentRefusal | null> {
  const check = queue.then(() => inWorker(bytes, type));
  queue = check.catch(() => undefined);
  return check;
}

function inWorker(bytes: Uint8Array, type: DocumentContentType): Promise<ContentRefusal | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: { bytes, type }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const done = (settle: () => void) => {
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(() => done(() => resolve({ status: 415, message: CANNOT_CHECK })), CHECK_TIMEOUT_MS);
    worker.once('message', (refusal: ContentRefusal | null) => done(() => resolve(refusal)));
    worker.once('error', (error: Error & { code?: string }) =>
      done(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ status: 415, message: CANNOT_CHECK }) : reject(error))),
    );
    worker.once('exit', (code) => done(() => reject(new Error(`the document check stopped (exit code ${code})`))));
  });
}
