import type { QuizResultRow } from '@elite/contracts/schemas/admin';
import type { WorkRecord } from '@elite/contracts/schemas/work-queues';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sentMailIds } from '../outbox/outbox.service.ts';
import type { StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { QuizResult } from './quiz-result.entity.ts';
import { newestLeadByEmail } from '../leads/leads.service.ts';

type QuizResultEntity = InferEntity<typeof QuizResult>;

function toRow(r: QuizResultEntity, sent: Set<string>, staff: StaffNames): QuizResultRow & Required<Pick<QuizResultRow, 'status' | 'assignedTo'>> {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    name: r.name,
    email: r.email,
    phone: r.phone,
    overallScore: r.overallScore,
    scoreLevel: r.scoreLevel,
    reportSent: r.reportMailId ? sent.has(r.reportMailId) : false,
    categoryScores: r.categoryScores.map((c) => ({ name: c.name, percentage: c.percentage })),
    followUps: r.followUpCount,
    lastFollowUpAt: r.lastFollowUpAt ? r.lastFollowUpAt.toISOString() : null,
    status: r.status,
    assignedTo: staff(r.assignedTo),
  };
}

const reportsSent = (em: EntityManager, records: QuizResultEntity[]) =>
  sentMailIds(
    em,
    records.flatMap((r) => (r.reportMailId ? [r.reportMailId] : [])),
  );

/** Readiness assessments whose report was asked for, followed up like leads (docs/admin.md#quiz-results). */
export const quizResultQueue: WorkQueue<'quiz-result', QuizResultEntity> = {
  kind: 'quiz-result',
  entity: QuizResult,
  sorts: { createdAt: ['createdAt'], name: ['name'], email: ['email'], overallScore: ['overallScore'], status: ['status'] },
  dates: { createdAt: 'createdAt' },
  emailColumn: 'email',
  email: (r) => r.email,
  rows: async (em, records, staff) => {
    const sent = await reportsSent(em, records);
    return records.map((r) => toRow(r, sent, staff));
  },
  record: async (em, r, staff): Promise<WorkRecord<'quiz-result'>> => ({
    ...toRow(r, await reportsSent(em, [r]), staff),
    categoryScores: r.categoryScores,
    answers: r.answers,
    lead: await newestLeadByEmail(em, r.email),
  }),
  person: (r) => ({ name: r.name, phone: r.phone }),
  related: (r) => ({ title: `Readiness assessment (${r.overallScore}%, ${r.scoreLevel})`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    apply: (r, to) => {
      r.status = to;
    },
  },
};
