import { clientTimelineInput } from '@elite/contracts/schemas/clients';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import * as clients from './clients.service.ts';

/**
 * One client's page (docs/admin.md#one-client). Admins only: it gathers every kind of record, and a support agent
 * may open chats alone.
 */
export const clientsRouter = router({
  timeline: adminProcedure.input(clientTimelineInput).query(({ ctx, input }) => clients.clientTimeline(ctx, input.email)),
});
