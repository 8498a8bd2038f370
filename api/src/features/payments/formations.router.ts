import { entityFormationInput } from '@elite/contracts/schemas/payments';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import * as payments from './payments.service.ts';

/**
 * Formations bought through a checkout (the design card's `formations` router): the formation is written with
 * its paid order, so it lives beside the payments. `entity` is the twin of `POST /api/entity-formations`. The
 * admin's lists of business and entity formations stay with the other admin lists (`admin.businessFormations`,
 * `admin.entityFormations`); a client sees their own in `payments.myRecords`.
 */
export const formationsRouter = router({
  entity: publicProcedure.input(entityFormationInput).query(({ ctx, input }) => payments.readEntityFormation(ctx, input)),
});
