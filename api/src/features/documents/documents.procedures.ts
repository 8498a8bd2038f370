import { documentId, documentRecordRef, documentRemoved, staffDocumentList } from '@elite/contracts/schemas/documents';
import { adminProcedure, rest, router } from '../../trpc/trpc.ts';
import * as documents from './documents.service.ts';

/**
 * The documents of a formation or an order, for staff (docs/admin.md#documents). The upload and the download carry
 * files, so they are REST only (POST /api/admin/records/:kind/:id/documents, GET /api/documents/:id): decision 35.
 */
export const documentsRouter = router({
  list: adminProcedure
    .meta(
      rest({
        tag: 'Documents',
        method: 'get',
        path: '/admin/records/:kind/:id/documents',
        summary: 'The documents of a formation or an order',
        description: 'Newest first, with who added them and how often they were downloaded.',
        answer: staffDocumentList,
        refusals: { 404: 'No such record.' },
      }),
    )
    .input(documentRecordRef)
    .query(({ ctx, input }) => documents.listDocuments(ctx, input.kind, input.id)),
  remove: adminProcedure
    .meta(
      rest({
        tag: 'Documents',
        method: 'delete',
        path: '/admin/documents/:id',
        summary: 'Remove a document',
        description: 'Written to the record’s history; the document’s download log stays.',
        answer: documentRemoved,
        refusals: { 404: 'No such document.' },
      }),
    )
    .input(documentId)
    .mutation(({ ctx, input }) => documents.removeDocument(ctx, ctx.user, input.id)),
});
