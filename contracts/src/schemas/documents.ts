import { z } from 'zod';
import { instant } from './instant.ts';
import { DOCUMENT_MAX_BYTES, documentContentTypes } from '../rules/document-files.ts';
import { staffRef } from './queue-fields.ts';
import { workKinds } from './work-queues.ts';

/**
 * Documents staff attach to a formation or an order and the client downloads in the portal (docs/admin.md#documents,
 * docs/portal.md#documents, docs/decisions/0035-documents-in-postgresql.md). The file itself travels as
 * multipart/form-data (the upload) and as the answer's body (the download); these schemas are everything else.
 */

/** The record kinds a document can belong to: what the client sees in the portal's Formations and Orders. */
export const documentKinds = ['business-formation', 'entity-formation', 'order'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const isDocumentKind = (kind: string): kind is DocumentKind => (documentKinds as readonly string[]).includes(kind);

export const DOCUMENT_NOTE_MAX = 500;

/** The record of a document list or upload (the path's `:kind/:id`). */
export const documentRecordRef = z.object({
  kind: z.enum(documentKinds, { message: `kind must be one of ${documentKinds.join(', ')}` }),
  id: z.uuid({ message: 'id must be a record id' }),
});
export type DocumentRecordRef = z.infer<typeof documentRecordRef>;

/** One document, by its id (download, remove). */
export const documentId = z.object({ id: z.uuid({ message: 'id must be a document id' }) });

/**
 * The upload's form fields beside the file: an optional note the client sees with the document ("Signed articles").
 * The file is the `file` field; the server checks it (docs/input-limits.md#documents).
 */
export const documentUploadFields = z.object({
  note: z
    .string({ message: 'The note must be text' })
    .trim()
    .max(DOCUMENT_NOTE_MAX, `The note must be at most ${DOCUMENT_NOTE_MAX} characters`)
    .optional()
    .transform((v) => v || null),
});

/** The upload form as the REST alias's description shows it: the file and the note. */
export const documentUploadForm = documentUploadFields.extend({
  file: z
    .file()
    .max(DOCUMENT_MAX_BYTES)
    .mime([...documentContentTypes]),
});

/** A document as a list shows it: never its bytes. */
export const documentSummary = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  /** Bytes. */
  size: z.number().int(),
  note: z.string().nullable(),
  createdAt: instant(),
  /** Where the browser downloads it (GET /api/documents/:id). */
  downloadUrl: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** A document as staff see it: who added it too (the portal never names staff). */
export const staffDocument = documentSummary.extend({
  /** A formation or an order; any record for the attachments of a client's e-mail (docs/conversations.md#attachments). */
  kind: z.enum(workKinds),
  recordId: z.string(),
  uploadedBy: staffRef.nullable(),
  uploadedByName: z.string(),
  /** How many times it was downloaded (by anyone). */
  downloads: z.number().int(),
});
export type StaffDocument = z.infer<typeof staffDocument>;

export const staffDocumentList = z.object({ items: z.array(staffDocument) });
export type StaffDocumentList = z.infer<typeof staffDocumentList>;

export const documentRemoved = z.object({ id: z.string(), fileName: z.string() });
