import { company } from '@elite/contracts/catalogue/company';
import type { quizResultInput } from '@elite/contracts/schemas/assessments';
import { adminRecordPath } from '@elite/contracts/schemas/work-queues';
import { buildReport, offersFor, reportDate, reportText, scoreAssessment } from '@elite/contracts/rules/readiness-assessment';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { dbTime } from '../../db/db-time.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GUARD_ALLOWS, limitGuard, recipientGuard, waitText } from '../limits/rate-limit.service.ts';
import { addressKey } from '../limits/limit-address.ts';
import { closing, GREETING, heldNotice } from '../outbox/acknowledgements.ts';
import { enqueueMail, insertWithMails } from '../outbox/outbox.service.ts';
import { QuizResult } from './quiz-result.entity.ts';

type QuizResultInput = z.output<typeof quizResultInput>;

/** Per address: 10 report requests an hour (scaled by RATE_LIMIT_SCALE). */
const reportLimit = (scale: number) => ({ max: Math.ceil(10 * scale), windowSeconds: 3600 });

/** Dates in mails are the business's (America/New_York), whatever the server's zone. */
const BUSINESS_TIME_ZONE = 'America/New_York';

export const REPORT_SUBJECT = 'Your Business Readiness Assessment Report';

/**
 * Records a quiz result and, in the same statement, the report mail to the
 * typed address (in our words: the report without the visitor's name, within
 * that address's share, docs/input-limits.md#acknowledgements) and a
 * notification to the team. The schema has already refused
 * answers that do not give the sent scores; what is stored is recomputed here
 * from the answers, so the row never holds a number the browser made up.
 */
export async function submitQuizResult(ctx: RequestContext, input: QuizResultInput): Promise<{ id: string }> {
  const scores = scoreAssessment(input.answers);
  const report = buildReport(scores, null, reportDate(new Date(), BUSINESS_TIME_ZONE));
  const id = crypto.randomUUID();
  const reportMailId = crypto.randomUUID();
  // raw SQL: the per-address count, the result and its mails in one prepared statement, like a contact (decision 18).
  const limit = await insertWithMails(
    ctx.db,
    {
      sql: `insert into quiz_result (id, name, email, phone, overall_score, score_level, category_scores, answers, report_mail_id)
            select ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ? where ${GUARD_ALLOWS}`,
      params: [
        id,
        input.name,
        input.email,
        input.phone,
        scores.overallScore,
        scores.scoreLevel,
        JSON.stringify(scores.categoryScores),
        JSON.stringify(input.answers),
        reportMailId,
      ],
    },
    [
      {
        id: reportMailId,
        to: input.email,
        // It invites a reply: the reply reaches the advisors, not the no-reply sender.
        replyTo: ctx.config.TEAM_EMAIL,
        subject: REPORT_SUBJECT,
        text: [
          GREETING,
          '',
          `Thank you for completing the Business Readiness Assessment. Your detailed report follows.`,
          '',
          reportText(report, siteOrigin(ctx)),
          '',
          'To review it with a senior advisor, reply to this e-mail.',
          ...closing('If you did not take our assessment, you can ignore this e-mail.'),
        ].join('\n'),
        recipientShare: 'acknowledgement',
      },
      {
        to: ctx.config.TEAM_EMAIL,
        // Answering the team's alert writes to the address typed with the assessment: staff decide to (docs/conversations.md#team-alerts).
        replyTo: input.email,
        subject: `New assessment: ${input.name} (${scores.overallScore}%, ${scores.scoreLevel})`,
        text: [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone || 'Not given'}`,
          `Overall: ${scores.overallScore}% (${scores.scoreLevel})`,
          ...scores.categoryScores.map((c) => `${c.name}: ${c.percentage}%`),
          '',
          'Recommended in the report:',
          ...offersFor(scores.overallScore).map((o) => `  - ${o.line} (${siteOrigin(ctx)}${o.item.href})`),
          `Open the quiz result: ${siteOrigin(ctx)}${adminRecordPath('quiz-result', id)}`,
        ].join('\n'),
        recipientShare: { whenHeld: heldNotice(input.email) },
      },
    ],
    {
      sender: limitGuard(addressKey('assessment', ctx.clientIp), reportLimit(ctx.config.RATE_LIMIT_SCALE)),
      recipient: recipientGuard('assessment', input.email, ctx.config.RATE_LIMIT_SCALE, true),
    },
  );
  if (!limit.sender.allowed) {
    throw new ServiceError(
      429,
      `You have requested several reports in a short time. Please wait ${waitText(limit.sender.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.sender.retryAfterSeconds,
    );
  }
  ctx.notifyOutbox();
  ctx.log.info({ quizResultId: id, overallScore: scores.overallScore }, 'quiz result recorded');
  return { id };
}

export async function quizResultCount(em: EntityManager): Promise<number> {
  return em.count(QuizResult);
}

/**
 * The admin's Send Follow-up Email: a personal mail with the offers that fit
 * the score, queued in the same statement that counts the follow-up.
 */
export async function sendFollowUp(ctx: RequestContext, id: string): Promise<{ followUps: number }> {
  const row = await ctx.em
    .createQueryBuilder(QuizResult)
    .select(['email', 'overallScore', 'scoreLevel', 'followUpCount'])
    .where({ id })
    .execute<{ email: string; overallScore: number; scoreLevel: string; followUpCount: number } | undefined>('get');
  if (!row) throw new ServiceError(404, 'This quiz result no longer exists.');
  const [first, second] = offersFor(row.overallScore);
  // The count and the mail commit together.
  await ctx.em.fork().transactional(async (em) => {
    await em.nativeUpdate(QuizResult, { id }, { followUpCount: raw('follow_up_count + 1'), lastFollowUpAt: dbTime.now() });
    await enqueueMail(em, [
      {
        to: row.email,
        replyTo: ctx.config.TEAM_EMAIL,
        // Staff send it, but to the address the visitor typed: in our words only, like the report.
        subject: 'Next steps after your Business Readiness Assessment',
        text: [
          GREETING,
          '',
          `Thank you again for completing our Business Readiness Assessment. Your overall score of ${row.overallScore}% places your business at the ${row.scoreLevel} level.`,
          '',
          `Based on your results, two of our offers fit your next stage best, as your report recommends:`,
          `  - ${first.line}: ${siteOrigin(ctx)}${first.item.href}`,
          `  - ${second.line}: ${siteOrigin(ctx)}${second.item.href}`,
          'I would be glad to walk you through your report and what these would mean for your business in a free 30-minute consultation.',
          '',
          `Reply to this e-mail or call us at ${company.phoneDisplay} (${company.hours}) to choose a time.`,
          '',
          company.name,
        ].join('\n'),
      },
    ]);
  });
  ctx.notifyOutbox();
  ctx.log.info({ quizResultId: id }, 'quiz follow-up queued');
  return { followUps: row.followUpCount + 1 };
}
