import { clearFollowUpInput, setFollowUpInput } from '@elite/contracts/schemas/follow-ups';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import * as followUps from './follow-ups.service.ts';

/** A record's follow-up, set or changed and cleared from its drawer (docs/admin.md#follow-ups). */
export const followUpsRouter = router({
  set: adminProcedure.input(setFollowUpInput).mutation(({ ctx, input }) => followUps.setFollowUp(ctx, ctx.user, input)),
  clear: adminProcedure.input(clearFollowUpInput).mutation(({ ctx, input }) => followUps.clearFollowUp(ctx, ctx.user, input)),
});
