import { entityFormationInput, entityFormationRecord } from '@elite/contracts/schemas/payments';
import { listedIn, publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { PAYMENT_STEPS } from './payments.procedures.ts';
import * as payments from './payments.service.ts';

/**
 * Formations bought through a checkout (the design card's `formations` router): the formation is written with
 * its paid order, so it lives beside the payments. `entity` is the twin of `POST /api/entity-formations`. The
 * admin's lists of business and entity formations stay with the other admin lists (`admin.businessFormations`,
 * `admin.entityFormations`); a client sees their own in `payments.myRecords`.
 */
export const formationsRouter = router({
  entity: publicProcedure
    .meta(
      rest({
        tag: 'Payments',
        method: 'post',
        path: '/entity-formations',
        summary: 'The entity formation recorded for a paid order',
        description: 'Reads only: the server records the formation when it learns the payment succeeded.',
        answer: entityFormationRecord,
        limited: true,
        refusals: { 400: 'Bad input, or details that are not the order’s.', 409: 'The payment has not succeeded yet.' },
      }),
    )
    .meta(
      listedIn(['payments.md', 'entity-checkout.md'], {
        takes: 'the original call after paying, `phone` as 10 digits',
        answers: 'reads only: the formation recorded for the paid order; 409 until paid, 400 if the details are not the order’s',
        limit: PAYMENT_STEPS,
      }),
    )
    .input(entityFormationInput)
    .query(({ ctx, input }) => payments.readEntityFormation(ctx, input)),
});
