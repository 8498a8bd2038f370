import { created, followUpSent } from '@elite/contracts/schemas/answers';
import { quizResultId, quizResultInput } from '@elite/contracts/schemas/assessments';
import { adminProcedure, publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { sendFollowUp, submitQuizResult } from './assessments.service.ts';

/**
 * The readiness assessment's stored results (the design card's `quizResults` router). REST twins in
 * their meta (each procedure with `rest`); the admin's paginated list is `admin.quizResults`, beside the other admin lists.
 */
export const quizResultsRouter = router({
  create: publicProcedure
    .meta(
      rest({
        tag: 'Assessments',
        method: 'post',
        path: '/quiz-results',
        summary: 'Save a readiness assessment and mail its report',
        description: 'The server scores the answers again: scores that disagree are refused on their field.',
        answer: created,
        status: 201,
        limited: true,
      }),
    )
    .input(quizResultInput)
    .mutation(({ ctx, input }) => submitQuizResult(ctx, input)),
  sendFollowUp: adminProcedure
    .meta(
      rest({
        tag: 'Assessments',
        method: 'post',
        path: '/quiz-results/:id/follow-up',
        summary: 'Mail a follow-up to the person who took the assessment',
        answer: followUpSent,
        refusals: { 404: 'No such quiz result.' },
      }),
    )
    .input(quizResultId)
    .mutation(({ ctx, input }) => sendFollowUp(ctx, input.id)),
});
