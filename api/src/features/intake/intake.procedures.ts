import { created } from '@elite/contracts/schemas/answers';
import { businessIntakeInput, intakeForOrderAnswer, intakeOrderInput } from '@elite/contracts/schemas/intake';
import { workQueries } from '@elite/contracts/schemas/work-queues';
import { adminProcedure, listedIn, publicProcedure, rest, router } from '../../trpc/trpc.ts';
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
    .meta(
      listedIn(['subscriptions-and-intake.md'], {
        takes: 'the plan’s fields, `planType`, `subscriptionId` (number or null), `orderId` (UUID or null), phone as 10 digits',
        answers: '409 when the order has its intake already',
      }),
    )
    .input(businessIntakeInput)
    .mutation(({ ctx, input }) => submitBusinessIntake(ctx, input)),
  /** The intake page of a paid order: its checkout's details to fill in, or the intake it already has (docs/subscriptions-and-intake.md#from-the-order). */
  forOrder: publicProcedure
    .meta(
      listedIn(['subscriptions-and-intake.md'], {
        who: 'whoever holds the paid order’s id',
        answers: 'the form’s details or the intake the order already has ([from the order](#from-the-order)); 404 without a paid order',
        limit: '120 reads per address per 10 minutes, with the order reads',
        refuses: [404, 429],
      }),
    )
    .input(intakeOrderInput)
    .output(intakeForOrderAnswer)
    .query(({ ctx, input }) => intakeForOrder(ctx, input.orderId)),
  /** The same list as admin.businessIntakes (docs/admin.md#work-queues). */
  list: adminProcedure.input(workQueries['business-intake']).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'business-intake', input)),
});
