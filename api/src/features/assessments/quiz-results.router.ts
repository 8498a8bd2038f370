import { quizResultId, quizResultInput } from '@elite/contracts/schemas/assessments';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { sendFollowUp, submitQuizResult } from './assessments.service.ts';

/**
 * The readiness assessment's stored results (the design card's `quizResults` router). REST twins in
 * assessments.routes.ts; the admin's paginated list is `admin.quizResults`, beside the other admin lists.
 */
export const quizResultsRouter = router({
  create: publicProcedure.input(quizResultInput).mutation(({ ctx, input }) => submitQuizResult(ctx, input)),
  sendFollowUp: adminProcedure.input(quizResultId).mutation(({ ctx, input }) => sendFollowUp(ctx, input.id)),
});
