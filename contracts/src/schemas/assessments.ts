import { z } from 'zod';
import { assessmentCategories } from '../catalogue/readiness-questions.ts';
import { answerProblems, readinessLevels, scoreAssessment } from '../rules/readiness-assessment.ts';
import { SIMPLE_EMAIL } from './form-messages.ts';

export const REPORT_NAME_REQUIRED = 'Please enter your full name.';
export const REPORT_EMAIL_REQUIRED = 'Please enter your email address.';
export const REPORT_EMAIL_INVALID = 'Please enter a valid email address.';
export const SCORES_DISAGREE = 'The scores do not match the answers.';

/** The report dialog (docs/assessments.md#report-request): name and e-mail required, phone optional. */
export const reportContact = z.object({
  name: z.string({ message: REPORT_NAME_REQUIRED }).trim().min(1, REPORT_NAME_REQUIRED).max(200, 'Must be at most 200 characters'),
  email: z
    .string({ message: REPORT_EMAIL_REQUIRED })
    .trim()
    .min(1, REPORT_EMAIL_REQUIRED)
    .max(254, 'Must be at most 254 characters')
    .regex(SIMPLE_EMAIL, REPORT_EMAIL_INVALID),
  phone: z.string({ message: 'phone must be text' }).trim().max(30, 'Must be at most 30 characters').optional().default(''),
});
export type ReportContact = z.input<typeof reportContact>;

const categoryScore = z.object({
  name: z.enum(assessmentCategories, { message: 'Unknown category' }),
  score: z.number({ message: 'score must be a number' }).min(0),
  maxScore: z.number({ message: 'maxScore must be a number' }).positive(),
  percentage: z.number({ message: 'percentage must be a number' }).int().min(0).max(100),
});

/**
 * POST /api/quiz-results and quizResults.create (docs/assessments.md#report-request). The server
 * recomputes the scores from the answers: a payload whose overall score, level
 * or category scores disagree is refused, naming the field.
 */
export const quizResultInput = reportContact
  .extend({
    overallScore: z.number({ message: 'overallScore must be a number' }).int('overallScore must be a whole number').min(0).max(100),
    scoreLevel: z.enum(readinessLevels, { message: 'Unknown score level' }),
    categoryScores: z.array(categoryScore).length(assessmentCategories.length, `categoryScores must list the ${assessmentCategories.length} categories`),
    answers: z.record(z.string().regex(/^\d{1,3}$/, 'answers keys are question ids'), z.number({ message: 'answers values are numbers' })),
  })
  .superRefine((input, ctx) => {
    const problems = answerProblems(input.answers);
    if (problems.length > 0) {
      for (const message of problems) ctx.addIssue({ code: 'custom', path: ['answers'], message });
      return;
    }
    const computed = scoreAssessment(input.answers);
    if (input.overallScore !== computed.overallScore) ctx.addIssue({ code: 'custom', path: ['overallScore'], message: SCORES_DISAGREE });
    if (input.scoreLevel !== computed.scoreLevel) ctx.addIssue({ code: 'custom', path: ['scoreLevel'], message: SCORES_DISAGREE });
    const sent = new Map(input.categoryScores.map((c) => [c.name, c]));
    const agrees = computed.categoryScores.every((c) => {
      const s = sent.get(c.name);
      return s !== undefined && s.score === c.score && s.maxScore === c.maxScore && s.percentage === c.percentage;
    });
    if (!agrees) ctx.addIssue({ code: 'custom', path: ['categoryScores'], message: SCORES_DISAGREE });
  });
export type QuizResultInput = z.input<typeof quizResultInput>;

export const quizResultId = z.object({ id: z.uuid({ message: 'id must be a quiz result id' }) });
