import { businessIntakeInput } from '@elite/contracts/schemas/intake';
import { pageQuery } from '@elite/contracts/schemas/pagination';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { listBusinessIntakes, submitBusinessIntake } from './intake.service.ts';

export const intakeRouter = router({
  submit: publicProcedure.input(businessIntakeInput).mutation(({ ctx, input }) => submitBusinessIntake(ctx, input)),
  list: adminProcedure.input(pageQuery).query(({ ctx, input }) => listBusinessIntakes(ctx.em, input)),
});
