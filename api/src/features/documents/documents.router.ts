import { documentId, documentRecordRef } from '@elite/contracts/schemas/documents';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import * as documents from './documents.service.ts';

/**
 * The documents of a formation or an order, for staff (docs/admin.md#documents). The upload and the download carry
 * files, so they are REST only (POST /api/admin/records/:kind/:id/documents, GET /api/documents/:id): decision 35.
 */
export const documentsRouter = router({
  list: adminProcedure.input(documentRecordRef).query(({ ctx, input }) => documents.listDocuments(ctx, input.kind, input.id)),
  remove: adminProcedure.input(documentId).mutation(({ ctx, input }) => documents.removeDocument(ctx, ctx.user, input.id)),
});
