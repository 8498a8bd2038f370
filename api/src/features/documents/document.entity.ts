import { documentContentTypes } from '@elite/contracts/rules/document-files';
import { roles } from '@elite/contracts/schemas/auth';
import { workKinds } from '@elite/contracts/schemas/work-queues';
import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { expressionIndex } from '../../db/indexes.ts';
import { User } from '../accounts/user.entity.ts';

/**
 * A file staff attached to a formation or an order, for the client to download in the portal (docs/admin.md#documents,
 * docs/decisions/0035-documents-in-postgresql.md). The bytes live in the row (bytea), so every instance of the site
 * serves them. `record_kind` and `record_id` name the record, as the audit table does (no foreign key: three tables).
 */
export const Document = defineEntity({
  name: 'Document',
  tableName: 'document',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    /** Staff add documents to formations and orders; a client's mail brings its attachments to any record (docs/conversations.md#attachments). */
    recordKind: p.enum([...workKinds]),
    recordId: p.uuid(),
    /** Sanitised, with the extension of its detected type (contracts/src/rules/document-files.ts). */
    fileName: p.string().length(200),
    /** Detected from the first bytes, never taken from the upload's name or declared type. */
    contentType: p.enum([...documentContentTypes]),
    /** Bytes; at most 10 MB (the check keeps a write that skipped the service honest). */
    size: p.integer(),
    /** Loaded only by a download: lists never read it. */
    bytes: p.blob().lazy(),
    /** What the client reads beside the file ("Signed articles of organization"). */
    note: p.string().length(500).nullable(),
    /** The staff member who added it; null once that account is gone (the name stays). */
    uploadedBy: p.manyToOne(User).mapToPk().joinColumn('uploaded_by_id').nullable().deleteRule('set null').updateRule('cascade'),
    uploadedByName: p.string().length(200),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  checks: [{ name: 'document_size_check', expression: `"size" > 0 and "size" <= 10485760 and "size" = octet_length("bytes")` }],
  indexes: [
    // A record's documents, newest first.
    expressionIndex('document_record_index', 'create index "document_record_index" on "document" ("record_kind", "record_id", "created_at" desc)'),
  ],
});
export type DocumentEntity = InferEntity<typeof Document>;

/**
 * One download of a document: who (a staff or portal account, and which role it had), from which address, when.
 * Kept when the document is removed (no foreign key to it): the log says who had the file.
 */
export const DocumentDownload = defineEntity({
  name: 'DocumentDownload',
  tableName: 'document_download',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    documentId: p.uuid().index('document_download_document_id_index'),
    userId: p.manyToOne(User).mapToPk().joinColumn('user_id').nullable().deleteRule('set null').updateRule('cascade'),
    role: p.enum([...roles]),
    clientIp: p.string().length(100),
    downloadedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
