import { businessIntakeInput, intakeForOrderAnswer, intakeOrderInput } from '@elite/contracts/schemas/intake';
import { workQueries } from '@elite/contracts/schemas/work-queues';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { listQueue } from '../work-queues/work-queues.service.ts';
import { intakeForOrder, submitBusinessIntake } from './intake.service.ts';

export const intakeRouter = router({
  submit: publicProcedure.input(businessIntakeInput).mutation(({ ctx, input }) => submitBusinessIntake(ctx, input)),
  /** The intake page of a paid order: its checkout's details to fill in, or the intake it already has (docs/subscriptions-and-intake.md#from-the-order). */
  forOrder: publicProcedure
    .input(intakeOrderInput)
    .output(intakeForOrderAnswer)
    .query(({ ctx, input }) => intakeForOrder(ctx, input.orderId)),
  /** The same list as admin.businessIntakes (docs/admin.md#work-queues). */
  list: adminProcedure.input(workQueries['business-intake']).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'business-intake', input)),
});
