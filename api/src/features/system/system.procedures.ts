import { publicProcedure, router } from '../../trpc/trpc.ts';
import { checkHealth } from './health.service.ts';

export const systemRouter = router({
  health: publicProcedure.query(({ ctx }) => checkHealth(ctx.db)),
});
