import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentContentType } from '@elite/contracts/rules/document-files';
import { documentContentRefusal } from './document-content.ts';

/** One file's content check, in its own thread (document-check.ts starts it): its answer, then the thread ends. */
const { bytes, type } = workerData as { bytes: Uint8Array; type: DocumentContentType };
parentPort!.postMessage(await documentContentRefusal(bytes, type));
