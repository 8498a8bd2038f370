/**
 * Fundability audit scoring (docs/assessments.md#fundability-audit): the score is the points of the
 * chosen options over the best possible points, as a rounded percentage; 80 and
 * above is Excellent, 60 to 79 Good, below 60 Needs Improvement. Computed in the
 * browser only: the audit makes no call.
 */
import { fundabilityAuditQuestions, type AuditQuestion } from '../catalogue/fundability.ts';

export type AuditLevel = 'Excellent' | 'Good' | 'Needs Improvement';

/** Answers: question id -> chosen option value. */
export type AuditAnswers = Readonly<Record<number, string>>;

export interface AuditResult {
  points: number;
  maxPoints: number;
  percentage: number;
  level: AuditLevel;
  recommendations: readonly string[];
}

export const auditRecommendations: Record<AuditLevel, readonly string[]> = {
  Excellent: [
    'Apply for larger business credit lines while your profile is strong',
    'Keep every trade line paid early to push your PAYDEX toward 80+',
    'Prepare an SBA or bank loan package to fund your next stage of growth',
    'Monitor your business credit files monthly to protect your scores',
  ],
  Good: [
    'Add two or three vendor accounts that report to the business bureaus',
    'Separate business and personal finances completely',
    'Bring your financial statements up to date every quarter',
    'Confirm your business listings match your state filing exactly',
  ],
  'Needs Improvement': [
    'Register an LLC or corporation and keep it in good standing',
    'Get an EIN, a business address and a listed business phone number',
    'Open a business bank account and run all business money through it',
    'Obtain a D-U-N-S number and open your first reporting trade lines',
  ],
};

/** The level for a rounded percentage: 80 and above Excellent, 60 to 79 Good, below 60 Needs Improvement. */
export function auditLevel(percentage: number): AuditLevel {
  if (percentage >= 80) return 'Excellent';
  if (percentage >= 60) return 'Good';
  return 'Needs Improvement';
}

/** The best points a question can give. */
export const bestPoints = (question: AuditQuestion) => Math.max(...question.options.map((o) => o.points));

/**
 * Scores the answers. An unanswered question (or an unknown option) counts 0
 * points; the maximum is always the sum of every question's best option.
 */
export function scoreAudit(answers: AuditAnswers, questions: readonly AuditQuestion[] = fundabilityAuditQuestions): AuditResult {
  const maxPoints = questions.reduce((sum, q) => sum + bestPoints(q), 0);
  const points = questions.reduce((sum, q) => sum + (q.options.find((o) => o.value === answers[q.id])?.points ?? 0), 0);
  const percentage = maxPoints === 0 ? 0 : Math.round((points / maxPoints) * 100);
  const level = auditLevel(percentage);
  return { points, maxPoints, percentage, level, recommendations: auditRecommendations[level] };
}
