import { DOCUMENT_MAX_BYTES, DOCUMENT_MISSING_MESSAGE, DOCUMENT_TOO_LARGE_MESSAGE } from '@elite/contracts/rules/document-files';
import { documentId, documentRecordRef, documentUploadFields, documentUploadForm, staffDocument } from '@elite/contracts/schemas/documents';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, parseOr400 } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as documents from './documents.service.ts';
import { aliasesOf, named } from '../../http/openapi.ts';

/**
 * The documents' REST doors (docs/rest-api.md#documents). The upload is multipart/form-data, the one body of the API
 * that is not JSON and not bounded by the 100 KB of every other call (app.ts leaves this path to the bound below);
 * the download answers the file itself (docs/decisions/0035-documents-in-postgresql.md).
 */

/** The upload's path, which app.ts exempts from the JSON body rules. */
export const isDocumentUpload = (method: string, path: string) => method === 'POST' && /^\/api\/admin\/records\/[^/]+\/[^/]+\/documents\/?$/.test(path);

/** Room in a multipart body beyond the file: the boundaries, the part headers and the note. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload request read (the proxy in front must let at least this through: deploy/Caddyfile). */
export const MAX_DOCUMENT_UPLOAD_BYTES = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;

const tooLarge = () => apiError(413, { error: DOCUMENT_TOO_LARGE_MESSAGE });
const fileMissing = () => apiError(400, { error: 'Some fields are invalid.', fieldErrors: { file: [DOCUMENT_MISSING_MESSAGE] }, formErrors: [] });

/**
 * The upload's form, refused with 413 as soon as more than the limit has arrived (a declared Content-Length is
 * checked before reading anything; a body without one is counted while it is read), so an oversized upload is never
 * held in memory whole.
 */
async function readUploadForm(c: Context<AppEnv>): Promise<FormData> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_DOCUMENT_UPLOAD_BYTES) throw tooLarge();
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') throw apiError(415, { error: 'Send the file as multipart/form-data, in the field "file".' });
  const body = c.req.raw.body;
  if (!body) throw fileMissing();
  let received = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_DOCUMENT_UPLOAD_BYTES) controller.error(new Error('upload too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: counted, duplex: 'half' }).formData();
  } catch {
    if (received > MAX_DOCUMENT_UPLOAD_BYTES) throw tooLarge();
    throw apiError(400, { error: 'The upload could not be read: send multipart/form-data with the file in the field "file".' });
  }
}

/** `attachment` with the stored name: UTF-8 for browsers (RFC 6266/8187), an ASCII stand-in for the others. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export const documentsRoutes = new Hono<AppEnv>()
  .post('/admin/records/:kind/:id/documents', async (c) => {
    // Who, which record, and the declared size are checked before any of the body is read.
    const user = await requireRole(c, ['admin']);
    const { kind, id } = parseOr400(documentRecordRef, { kind: c.req.param('kind'), id: c.req.param('id') });
    await documents.documentOwner(c.get('ctx').em.fork(), kind, id);
    const form = await readUploadForm(c);
    const file = form.get('file');
    if (!(file instanceof File)) throw fileMissing();
    const fields = parseOr400(documentUploadFields, { note: form.get('note') ?? undefined });
    if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await documents.addDocument(c.get('ctx'), user, { kind, recordId: id, fileName: file.name, bytes, note: fields.note }), 201);
  })
  .get('/documents/:id', async (c) => {
    // 401 without a session, 403 for a support agent; a client who does not own it hears 404 (the service).
    const user = await requireRole(c, ['admin', 'client']);
    const { id } = parseOr400(documentId, { id: c.req.param('id') });
    const file = await documents.downloadDocument(c.get('ctx'), user, id);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

/** The upload and the download, described for the OpenAPI document. */
export const documentsRoutesDoc = aliasesOf<typeof documentsRoutes>()('Documents', {
  'POST /admin/records/:kind/:id/documents': {
    summary: 'Attach a document to a formation or a paid order',
    description:
      'multipart/form-data with the file in `file` (a PDF, PNG, JPEG or WebP image of at most 10 MB, its type read from its first bytes, never from its name) and an optional `note` the client reads. Queues a mail to the client and writes a line of the record’s history.',
    who: 'admin',
    params: documentRecordRef,
    multipart: named('DocumentUploadForm', documentUploadForm),
    ok: named('StaffDocument', staffDocument),
    status: 201,
    refusals: {
      400: 'Bad `kind`, `id` or note, no file, or an empty file.',
      404: 'No such record.',
      409: 'An order that is not paid: the client does not see it in the portal.',
      413: 'A file over 10 MB (a larger declared Content-Length is refused before the body is read).',
      415: 'A body that is not multipart/form-data, or a file that is not a PDF, PNG, JPEG or WebP by its content.',
    },
  },
  'GET /documents/:id': {
    summary: 'Download a document',
    description:
      'For an admin, or for the portal client who owns its record (the dashboard’s rule). The file with its stored type, `Content-Disposition: attachment`, `Cache-Control: private, no-store`. Every download is logged (who, when, the address).',
    who: 'admin-or-client',
    params: documentId,
    ok: 'file',
    refusals: { 403: 'A support agent.', 404: 'No such document, or one whose record is not this client’s.' },
  },
});
