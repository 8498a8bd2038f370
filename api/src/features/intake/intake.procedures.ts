import { created } from '@elite/contracts/schemas/answers';
import { businessIntakeInput, intakeForOrderAnswer, intakeOrderInput } from '@elite/contracts/schemas/intake';
import { workQueries } from '@elite/contracts/schemas/work-queues';
import { adminProcedure, publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { listQueue } from '../work-queues/work-queues.service.ts';
import { intakeForOrder, submitBusinessIntake } from './intake.service.ts';

export const intakeRouter = router({
  submit: publicProcedure
    .meta(
      rest({
        tag: 'Intake',
        method: 'post',
        path: '/business-intake',
        summary: 'Send the business intake form of a paid plan',
        description: 'Its fields depend on `planType`.',
        answer: created,
        status: 201,
        limited: true,
        refusals: { 400: 'Bad input, or no paid order of this plan for the form.', 409: 'The order has its intake already: one per order.' },
      }),
    )
    .input(businessIntakeInput)
    .mutation(({ ctx, input }) => submitBusinessIntake(ctx, input)),
  /** The intake page of a paid order: its checkout's details to fill in, or the intake it already has (docs/subscriptions-and-intake.md#from-the-order). */
  forOrder: publicProcedure
    .input(intakeOrderInput)
    .output(intakeForOrderAnswer)
    .query(({ ctx, input }) => intakeForOrder(ctx, input.orderId)),
  /** The same list as admin.businessIntakes (docs/admin.md#work-queues). */
  list: adminProcedure.input(workQueries['business-intake']).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'business-intake', input)),
});
