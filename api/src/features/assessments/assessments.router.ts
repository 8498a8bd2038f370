import { quizResultId, quizResultInput } from '@elite/contracts/schemas/assessments';
import { adminProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { sendFollowUp, submitQuizResult } from './assessments.service.ts';

export const assessmentsRouter = router({
  submit: publicProcedure.input(quizResultInput).mutation(({ ctx, input }) => submitQuizResult(ctx, input)),
  sendFollowUp: adminProcedure.input(quizResultId).mutation(({ ctx, input }) => sendFollowUp(ctx, input.id)),
});
