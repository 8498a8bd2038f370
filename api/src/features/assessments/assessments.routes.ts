import { quizResultId, quizResultInput } from '@elite/contracts/schemas/assessments';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { parseOr400, readJsonBody } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import { sendFollowUp, submitQuizResult } from './assessments.service.ts';

/**
 * POST /api/quiz-results (docs/rest-api.md#assessments) and POST /api/quiz-results/:id/follow-up (admin):
 * twins of quizResults.create and quizResults.sendFollowUp. GET /api/quiz-results is in admin.routes.ts.
 */
export const assessmentsRoutes = new Hono<AppEnv>()
  .post('/quiz-results', async (c) => c.json(await submitQuizResult(c.get('ctx'), await readJsonBody(c, quizResultInput)), 201))
  .post('/quiz-results/:id/follow-up', async (c) => {
    await requireRole(c, ['admin']);
    const { id } = parseOr400(quizResultId, { id: c.req.param('id') });
    return c.json(await sendFollowUp(c.get('ctx'), id));
  });
