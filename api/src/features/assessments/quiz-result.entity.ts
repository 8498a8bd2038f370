import { leadStatuses } from '@elite/contracts/schemas/queue-fields';
import { defineEntity } from '@mikro-orm/core';
import { lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { digits, searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';

/** A Business Readiness Assessment whose visitor asked for the detailed report (docs/assessments.md#report-request). */
export const QuizResult = defineEntity({
  name: 'QuizResult',
  tableName: 'quiz_result',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    name: p.string().length(200),
    email: p.string().length(254),
    phone: p.string().length(30).default(''),
    overallScore: p.integer(),
    scoreLevel: p.text(),
    categoryScores: p.json<{ name: string; score: number; maxScore: number; percentage: number }[]>(),
    answers: p.json<Record<string, number>>(),
    /** The outbox mail carrying the report; the report counts as sent when that mail is. */
    reportMailId: p.uuid().nullable(),
    followUpCount: p.integer().default(0),
    lastFollowUpAt: p.datetime().nullable(),
    /** Followed up like a lead (docs/admin.md#status-workflows). */
    status: p.enum([...leadStatuses]).default('new'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('name', 'email', digits('phone')))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  checks: [{ name: 'quiz_result_overall_score_check', expression: '"overall_score" >= 0 and "overall_score" <= 100' }],
  indexes: [newestFirst('quiz_result'), lowerEmail('quiz_result'), searchIndex('quiz_result'), whereSet('quiz_result', 'assigned_to_id')],
});
