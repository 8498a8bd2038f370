import { company } from '@elite/contracts/catalogue/company';
import {
  DOCUMENT_EMPTY_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  documentFileName,
  documentFileProblem,
  SIGNATURE_BYTES,
  detectDocumentType,
  type DocumentContentType,
} from '@elite/contracts/rules/document-files';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { isDocumentKind, type DocumentKind, type DocumentSummary, type StaffDocument } from '@elite/contracts/schemas/documents';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inRecords, type RecordRef } from '../../db/record-refs.ts';
import { ServiceError } from '../../http/service-error.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GREETING } from '../outbox/acknowledgements.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox.service.ts';
import { referenceOf } from '../payments/order-records.service.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference } from '../payments/order.entity.ts';
import { clientOwnsRecord, PURCHASED } from '../portal/ownership.ts';
import { recordAudit } from '../work-queues/audit.service.ts';
import { checkDocumentContent } from './document-check.ts';
import { Document, DocumentDownload, type DocumentEntity } from './document.entity.ts';

/**
 * Documents on formations and orders (docs/admin.md#documents, docs/portal.md#documents,
 * docs/decisions/0035-documents-in-postgresql.md): staff add and remove them, the client who owns the record and
 * admins download them, and every download is logged.
 */

type Caller = Pick<SessionUser, 'id' | 'name'>;

const downloadUrl = (id: string) => `/api/documents/${id}`;

const notFound = () => new ServiceError(404, 'This document does not exist.');

/**
 * The record a document belongs to, as its client's mail names it: by its reference, never by a name typed at
 * checkout (the mail goes to the typed address, docs/input-limits.md#acknowledgements).
 */
interface OwnerRecord {
  email: string;
  /** "your order EBA-10042", "your formation (order EBA-10042)". */
  what: string;
  /** The subject's end: "order EBA-10042", "formation (order EBA-10042)". */
  short: string;
}

const RECORD_MISSING: Record<DocumentKind, string> = {
  order: 'This order does not exist.',
  'entity-formation': 'This entity formation does not exist.',
  'business-formation': 'This business formation does not exist.',
};

/**
 * The record of a new document, or the refusal: 404 when it does not exist, 409 for an order the client does not
 * see in the portal (never paid, or replaced).
 */
export async function documentOwner(em: EntityManager, kind: DocumentKind, id: string): Promise<OwnerRecord> {
  if (kind === 'order') {
    const order = await em.findOne(CustomerOrder, { id }, { fields: ['email', 'number', 'status'] });
    if (!order) throw new ServiceError(404, RECORD_MISSING[kind]);
    if (!(PURCHASED as readonly string[]).includes(order.status))
      throw new ServiceError(409, 'Documents can be added to paid orders only: the client does not see this order in the portal.');
    const reference = orderReference(order);
    return { email: order.email, what: `your order ${reference}`, short: `order ${reference}` };
  }
  const formation =
    kind === 'entity-formation'
      ? await em.findOne(EntityFormation, { id }, { fields: ['email', 'orderId'] }).then((f) => f && { email: f.email, orderId: f.orderId })
      : await em
          .findOne(BusinessFormation, { id }, { fields: ['responsiblePartyEmail', 'orderId'] })
          .then((f) => f && { email: f.responsiblePartyEmail, orderId: f.orderId });
  if (!formation) throw new ServiceError(404, RECORD_MISSING[kind]);
  const reference = await referenceOf(em, formation.orderId);
  const short = reference ? `formation (order ${reference})` : 'formation';
  return { email: formation.email, what: `your ${short}`, short };
}

/** The client's mail: what was added, where to download it; replies go to the team. */
function addedMail(ctx: RequestContext, owner: OwnerRecord, fileName: string, note: string | null): NewMail {
  return {
    to: owner.email,
    replyTo: ctx.config.TEAM_EMAIL,
    subject: `A document was added to your ${owner.short}`,
    text: [
      GREETING,
      '',
      `We added a document to ${owner.what}: ${fileName}${note ? ` (${note})` : ''}.`,
      '',
      `See and download it in your client portal: ${siteOrigin(ctx)}/portal/dashboard (sign in, or create your account with this e-mail address).`,
      `Questions? Reply to this e-mail or call us at ${company.phoneDisplay} (${company.hours}).`,
      '',
      company.name,
    ].join('\n'),
  };
}

function summaryOf(d: Pick<DocumentEntity, 'id' | 'fileName' | 'contentType' | 'size' | 'note' | 'createdAt'>): DocumentSummary {
  return {
    id: d.id,
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.size,
    note: d.note ?? null,
    createdAt: d.createdAt.toISOString(),
    downloadUrl: downloadUrl(d.id),
  };
}

async function downloadCounts(em: EntityManager, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await em
    .createQueryBuilder(DocumentDownload)
    .select(['documentId', raw('count(*)::int as count')])
    .where({ documentId: { $in: ids } })
    .groupBy('documentId')
    .execute<{ documentId: string; count: number }[]>('all');
  return new Map(rows.map((r) => [r.documentId, Number(r.count)]));
}

function staffDocumentOf(d: DocumentEntity, downloads: number): StaffDocument {
  return {
    ...summaryOf(d),
    kind: d.recordKind,
    recordId: d.recordId,
    uploadedBy: d.uploadedBy ? { id: d.uploadedBy, name: d.uploadedByName } : null,
    uploadedByName: d.uploadedByName,
    downloads,
  };
}

/** A refusal of the file itself: empty (400), too large (413), none of the types we take (415). */
function fileRefusal(bytes: Uint8Array): ServiceError | null {
  const problem = documentFileProblem(bytes.length, bytes.subarray(0, SIGNATURE_BYTES));
  if (!problem) return null;
  return new ServiceError(problem === DOCUMENT_EMPTY_MESSAGE ? 400 : problem === DOCUMENT_TOO_LARGE_MESSAGE ? 413 : 415, problem);
}

export interface NewDocument {
  kind: DocumentKind;
  recordId: string;
  /** The name the browser sent; stored sanitised. */
  fileName: string;
  bytes: Uint8Array;
  note: string | null;
}

/**
 * Adds a document (admins): the file is checked by its size and first bytes, then whole, by a parser of the type
 * those bytes claim (document-check.ts); the row, the line of the record's history and the client's mail commit
 * together. Nothing is written when anything is refused.
 */
export async function addDocument(ctx: RequestContext, caller: Caller, input: NewDocument): Promise<StaffDocument> {
  const refusal = fileRefusal(input.bytes);
  if (refusal) throw refusal;
  const contentType = detectDocumentType(input.bytes) as DocumentContentType;
  const contentRefusal = await checkDocumentContent(input.bytes, contentType);
  if (contentRefusal) throw new ServiceError(contentRefusal.status, contentRefusal.message);
  const fileName = documentFileName(input.fileName, contentType);
  const id = crypto.randomUUID();
  await ctx.em.fork().transactional(async (em) => {
    const owner = await documentOwner(em, input.kind, input.recordId);
    await em.insert(Document, {
      id,
      recordKind: input.kind,
      recordId: input.recordId,
      fileName,
      contentType,
      size: input.bytes.length,
      bytes: Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
      note: input.note,
      uploadedBy: caller.id,
      uploadedByName: caller.name.slice(0, 200),
    });
    await recordAudit(em, { kind: input.kind, recordId: input.recordId, action: 'document_added', actor: caller, to: fileName, text: input.note });
    await enqueueMail(em, [addedMail(ctx, owner, fileName, input.note)]);
  });
  ctx.notifyOutbox();
  ctx.log.info({ kind: input.kind, recordId: input.recordId, documentId: id, size: input.bytes.length, contentType, userId: caller.id }, 'document added');
  const saved = await ctx.em.fork().findOneOrFail(Document, { id });
  return staffDocumentOf(saved, 0);
}

/** A file a client's e-mail brought, checked as an upload is: its type, name and the bytes to store, or why not. */
export type ReceivedFile = { fileName: string; contentType: DocumentContentType; bytes: Uint8Array } | { fileName: string; refused: string };

/**
 * Checks an e-mail attachment with the rules of an upload (docs/conversations.md#attachments): size, first bytes and
 * the whole file by its type's parser. Run before the message's transaction (the check takes a worker thread).
 */
export async function checkReceivedFile(fileName: string, bytes: Uint8Array): Promise<ReceivedFile> {
  const shownName = fileName.slice(0, 200) || 'attachment';
  const refusal = fileRefusal(bytes);
  if (refusal) return { fileName: shownName, refused: refusal.message };
  const contentType = detectDocumentType(bytes) as DocumentContentType;
  const contentRefusal = await checkDocumentContent(bytes, contentType);
  if (contentRefusal) return { fileName: shownName, refused: contentRefusal.message };
  return { fileName: documentFileName(fileName, contentType), contentType, bytes };
}

/**
 * Stores a checked attachment as a document of the record its mail came back to, with its line in the record's
 * history; no mail to the client (it is their own file). Pass the message's transaction.
 */
export async function storeReceivedDocument(
  em: EntityManager,
  record: { kind: WorkKind; id: string },
  file: Extract<ReceivedFile, { bytes: Uint8Array }>,
  from: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const byName = `${from} (e-mail)`.slice(0, 200);
  await em.insert(Document, {
    id,
    recordKind: record.kind,
    recordId: record.id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
    bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    note: null,
    uploadedBy: null,
    uploadedByName: byName,
  });
  await recordAudit(em, { kind: record.kind, recordId: record.id, action: 'document_added', actor: { id: null, name: byName }, to: file.fileName });
  return id;
}

/** A record's documents for staff, newest first, with who added them and how often they were downloaded. */
export async function listDocuments(ctx: Pick<RequestContext, 'em'>, kind: DocumentKind, recordId: string): Promise<{ items: StaffDocument[] }> {
  const em = ctx.em.fork();
  await documentOwner(em, kind, recordId).catch((error: unknown) => {
    // An order that is not (or no longer) paid still lists what it has; only a missing record is refused.
    if (error instanceof ServiceError && error.status === 409) return;
    throw error;
  });
  const rows = await em.find(Document, { recordKind: kind, recordId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const counts = await downloadCounts(
    em,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => staffDocumentOf(r, counts.get(r.id) ?? 0)) };
}

/** The documents of these records, newest first, by record id: what the portal lists under each. */
export async function documentsOf(em: EntityManager, records: { kind: DocumentKind; id: string }[]): Promise<Map<string, DocumentSummary[]>> {
  const byRecord = new Map<string, DocumentSummary[]>();
  if (records.length === 0) return byRecord;
  const rows = await em.find(
    Document,
    { $or: records.map((r) => ({ recordKind: r.kind, recordId: r.id })) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['recordId', 'fileName', 'contentType', 'size', 'note', 'createdAt'] },
  );
  for (const row of rows) {
    const list = byRecord.get(row.recordId) ?? [];
    list.push(summaryOf(row));
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/** A document as its client's timeline shows it (docs/admin.md#one-client). */
export interface RecordDocument {
  id: string;
  fileName: string;
  at: Date;
  record: { kind: WorkKind; id: string };
}

/** The newest `limit` documents of these records (any kind: a client's mailed attachments too), in one statement. */
export async function documentsOfRecords(em: EntityManager, records: readonly RecordRef[], limit: number): Promise<RecordDocument[]> {
  if (records.length === 0) return [];
  const where = inRecords('d.record_kind', 'd.record_id', records);
  // raw SQL: many records matched as (kind, id) pairs from two arrays, which the ORM cannot declare; the bytes are
  // never read (document_record_index serves it).
  const rows = await em.getConnection().execute<{ id: string; file_name: string; created_at: Date; record_kind: WorkKind; record_id: string }[]>(
    `select d.id, d.file_name, d.created_at, d.record_kind, d.record_id from document d
      where ${where.sql}
      order by d.created_at desc, d.id desc limit ?`,
    [...where.params, limit],
  );
  return rows.map((r) => ({ id: r.id, fileName: r.file_name, at: new Date(r.created_at), record: { kind: r.record_kind, id: r.record_id } }));
}

/** Removes a document (admins) and writes it to the record's history; its download log stays. */
export async function removeDocument(ctx: RequestContext, caller: Caller, id: string): Promise<{ id: string; fileName: string }> {
  const removed = await ctx.em.fork().transactional(async (em) => {
    const document = await em.findOne(Document, { id }, { fields: ['recordKind', 'recordId', 'fileName'] });
    if (!document) throw notFound();
    // The delete repeats the id: of two removals at once, one removes and writes the history, the other finds nothing.
    if ((await em.nativeDelete(Document, { id })) === 0) throw notFound();
    await recordAudit(em, { kind: document.recordKind, recordId: document.recordId, action: 'document_removed', actor: caller, from: document.fileName });
    return { id, fileName: document.fileName, kind: document.recordKind, recordId: document.recordId };
  });
  ctx.log.info({ kind: removed.kind, recordId: removed.recordId, documentId: id, userId: caller.id }, 'document removed');
  return { id, fileName: removed.fileName };
}

export interface DownloadedDocument {
  fileName: string;
  contentType: DocumentContentType;
  bytes: Uint8Array;
}

/**
 * A document's file for an admin, or for the portal client who owns its record (the dashboard's own rule,
 * portal/ownership.ts); a support agent is refused (403). To any other client it does not exist (404, as for an
 * unknown id): a document's existence is not told to someone who may not have it. Each download is logged.
 */
export async function downloadDocument(ctx: RequestContext, user: SessionUser, id: string): Promise<DownloadedDocument> {
  if (user.role !== 'admin' && user.role !== 'client') throw new ServiceError(403, 'Your account cannot do this.');
  const em = ctx.em.fork();
  const document = await em.findOne(Document, { id }, { fields: ['recordKind', 'recordId'] });
  if (!document) throw notFound();
  // A client's own e-mail attachments on a lead or a chat are for staff: the portal shows formations' and orders' files only.
  const kind = document.recordKind;
  if (user.role === 'client' && !(isDocumentKind(kind) && (await clientOwnsRecord(em, user.id, kind, document.recordId)))) throw notFound();
  // The bytes, read only now (a lazy column), as the driver hands them over.
  const file = await ctx.em
    .fork()
    .createQueryBuilder(Document)
    .select(['fileName', 'contentType', 'bytes'])
    .where({ id })
    .execute<{ fileName: string; contentType: DocumentContentType; bytes: Buffer } | undefined>('get');
  if (!file) throw notFound();
  await ctx.em
    .fork()
    .insert(DocumentDownload, { id: crypto.randomUUID(), documentId: id, userId: user.id, role: user.role, clientIp: ctx.clientIp.slice(0, 100) });
  ctx.log.info({ documentId: id, userId: user.id, role: user.role }, 'document downloaded');
  return { fileName: file.fileName, contentType: file.contentType, bytes: file.bytes };
}
