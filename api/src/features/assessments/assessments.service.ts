import { company } from '@elite/contracts/catalogue/company';
import type { QuizResultRow } from '@elite/contracts/schemas/admin';
import type { quizResultInput } from '@elite/contracts/schemas/assessments';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import { adminRecommendations, buildReport, reportDate, reportText, scoreAssessment } from '@elite/contracts/rules/readiness-assessment';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GUARD_ALLOWS, limitGuard, waitText } from '../limits/rate-limit.service.ts';
import { insertWithMails } from '../outbox/outbox.service.ts';

type QuizResultInput = z.output<typeof quizResultInput>;

/** Per address: 10 report requests an hour (scaled by RATE_LIMIT_SCALE). */
const reportLimit = (scale: number) => ({ max: Math.ceil(10 * scale), windowSeconds: 3600 });

/** Dates in mails are the business's (America/New_York), whatever the server's zone. */
const BUSINESS_TIME_ZONE = 'America/New_York';

export const REPORT_SUBJECT = 'Your Business Readiness Assessment Report';

/**
 * Records a quiz result and, in the same statement, the report mail to the
 * visitor and a notification to the team. The schema has already refused
 * answers that do not give the sent scores; what is stored is recomputed here
 * from the answers, so the row never holds a number the browser made up.
 */
export async function submitQuizResult(ctx: RequestContext, input: QuizResultInput): Promise<{ id: string }> {
  const scores = scoreAssessment(input.answers);
  const report = buildReport(scores, input.name, reportDate(new Date(), BUSINESS_TIME_ZONE));
  const id = crypto.randomUUID();
  const reportMailId = crypto.randomUUID();
  const limit = await insertWithMails(
    ctx.db,
    {
      sql: `insert into quiz_result (id, name, email, phone, overall_score, score_level, category_scores, answers, report_mail_id)
            select ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ? where ${GUARD_ALLOWS}`,
      params: [id, input.name, input.email, input.phone, scores.overallScore, scores.scoreLevel, JSON.stringify(scores.categoryScores), JSON.stringify(input.answers), reportMailId],
    },
    [
      {
        id: reportMailId,
        to: input.email,
        subject: REPORT_SUBJECT,
        text: [
          `Dear ${input.name},`,
          '',
          `Thank you for completing the Business Readiness Assessment. Your detailed report follows.`,
          '',
          reportText(report),
          '',
          `To review it with a senior advisor, reply to this e-mail or call ${company.phoneDisplay} (${company.hours}).`,
          '',
          company.name,
        ].join('\n'),
      },
      {
        to: ctx.config.TEAM_EMAIL,
        subject: `New assessment: ${input.name} (${scores.overallScore}%, ${scores.scoreLevel})`,
        text: [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone || 'Not given'}`,
          `Overall: ${scores.overallScore}% (${scores.scoreLevel})`,
          ...scores.categoryScores.map((c) => `${c.name}: ${c.percentage}%`),
          '',
          `Suggested offers: ${adminRecommendations(scores.overallScore).join(' and ')}`,
        ].join('\n'),
      },
    ],
    limitGuard(`assessment:ip:${ctx.clientIp}`, reportLimit(ctx.config.RATE_LIMIT_SCALE)),
  );
  if (!limit.allowed) {
    throw new ServiceError(429, `You have requested several reports in a short time. Please wait ${waitText(limit.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`, limit.retryAfterSeconds);
  }
  ctx.notifyOutbox();
  ctx.log.info({ quizResultId: id, overallScore: scores.overallScore }, 'quiz result recorded');
  return { id };
}

type QuizRowDb = {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  phone: string;
  overall_score: number;
  score_level: string;
  category_scores: { name: string; percentage: number }[];
  report_sent: boolean;
  follow_up_count: number;
  last_follow_up_at: Date | null;
  total: string;
};

/** The admin's Quiz Results, newest first; reportSent is whether the outbox has sent the report mail. */
export async function listQuizResults(em: EntityManager, query: PageQuery): Promise<Page<QuizResultRow>> {
  const conn = em.getConnection();
  const rows = await conn.execute<QuizRowDb[]>(
    `select q.*, coalesce(m.status = 'sent', false) as report_sent, count(*) over () as total
       from quiz_result q left join outbox_mail m on m.id = q.report_mail_id
      order by q.created_at desc, q.id desc limit ? offset ?`,
    [query.pageSize, (query.page - 1) * query.pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : await quizResultCount(em);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      name: r.name,
      email: r.email,
      phone: r.phone,
      overallScore: r.overall_score,
      scoreLevel: r.score_level,
      reportSent: r.report_sent,
      categoryScores: r.category_scores.map((c) => ({ name: c.name, percentage: c.percentage })),
      followUps: r.follow_up_count,
      lastFollowUpAt: r.last_follow_up_at ? new Date(r.last_follow_up_at).toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function quizResultCount(em: EntityManager): Promise<number> {
  const rows = await em.getConnection().execute<{ n: string }[]>('select count(*) as n from quiz_result');
  return Number(rows[0]!.n);
}

/**
 * The admin's Send Follow-up Email: a personal mail with the offers that fit
 * the score, queued in the same statement that counts the follow-up.
 */
export async function sendFollowUp(ctx: RequestContext, id: string): Promise<{ followUps: number }> {
  const [row] = await ctx.em.getConnection().execute<{ name: string; email: string; overall_score: number; score_level: string; follow_up_count: number }[]>(
    'select name, email, overall_score, score_level, follow_up_count from quiz_result where id = ?',
    [id],
  );
  if (!row) throw new ServiceError(404, 'This quiz result no longer exists.');
  const [first, second] = adminRecommendations(row.overall_score);
  await insertWithMails(
    ctx.db,
    { sql: 'update quiz_result set follow_up_count = follow_up_count + 1, last_follow_up_at = now() where id = ?', params: [id] },
    [
      {
        to: row.email,
        subject: `Next steps after your Business Readiness Assessment, ${row.name}`,
        text: [
          `Dear ${row.name},`,
          '',
          `Thank you again for completing our Business Readiness Assessment. Your overall score of ${row.overall_score}% places your business at the ${row.score_level} level.`,
          '',
          `Based on your results, two of our programs fit your next stage best: the ${first} and ${second}.`,
          'I would be glad to walk you through your report and what these would mean for your business in a free 30-minute consultation.',
          '',
          `Reply to this e-mail or call us at ${company.phoneDisplay} (${company.hours}) to choose a time.`,
          '',
          company.name,
        ].join('\n'),
      },
    ],
  );
  ctx.notifyOutbox();
  ctx.log.info({ quizResultId: id }, 'quiz follow-up queued');
  return { followUps: row.follow_up_count + 1 };
}
