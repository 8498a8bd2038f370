import { describe, expect, it } from 'vitest';
import { fundabilityAuditQuestions, fundabilityPackages } from '../catalogue/fundability.ts';
import { auditLevel, auditRecommendations, bestPoints, scoreAudit, type AuditAnswers } from './fundability-audit.ts';

const best: AuditAnswers = Object.fromEntries(fundabilityAuditQuestions.map((q) => [q.id, q.options.reduce((a, b) => (b.points > a.points ? b : a)).value]));
const worst: AuditAnswers = Object.fromEntries(fundabilityAuditQuestions.map((q) => [q.id, q.options.reduce((a, b) => (b.points < a.points ? b : a)).value]));

describe('the fundability audit questions', () => {
  it('has 8 questions, each with options worth 0 to 15 points', () => {
    expect(fundabilityAuditQuestions).toHaveLength(8);
    expect(new Set(fundabilityAuditQuestions.map((q) => q.id)).size).toBe(8);
    for (const q of fundabilityAuditQuestions) {
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      for (const o of q.options) expect(o.points >= 0 && o.points <= 15 && Number.isInteger(o.points)).toBe(true);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
    }
  });
});

describe('scoreAudit', () => {
  it('the maximum is the sum of each question’s best option', () => {
    const max = fundabilityAuditQuestions.reduce((s, q) => s + bestPoints(q), 0);
    expect(scoreAudit({}).maxPoints).toBe(max);
    expect(scoreAudit(best)).toMatchObject({ points: max, percentage: 100, level: 'Excellent' });
  });

  it('all worst answers score 0% and Needs Improvement', () => {
    expect(scoreAudit(worst)).toMatchObject({ points: 0, percentage: 0, level: 'Needs Improvement' });
  });

  it('unanswered questions and unknown options count 0 points', () => {
    expect(scoreAudit({ 1: 'corp-llc' }).points).toBe(15);
    expect(scoreAudit({ 1: 'bogus' }).points).toBe(0);
  });

  it('rounds the percentage to the nearest whole number', () => {
    const questions = [
      {
        id: 1,
        question: 'q',
        category: 'c',
        options: [
          { value: 'a', label: 'a', points: 3 },
          { value: 'b', label: 'b', points: 2 },
          { value: 'c', label: 'c', points: 1 },
        ],
      },
    ];
    expect(scoreAudit({ 1: 'b' }, questions).percentage).toBe(67); // 66.67
    expect(scoreAudit({ 1: 'c' }, questions).percentage).toBe(33); // 33.33
  });

  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ] as const)('%i%% is %s', (percentage, level) => {
    expect(auditLevel(percentage)).toBe(level);
  });

  it('each level carries four recommendations', () => {
    for (const level of ['Excellent', 'Good', 'Needs Improvement'] as const) expect(auditRecommendations[level]).toHaveLength(4);
    expect(scoreAudit(best).recommendations).toBe(auditRecommendations.Excellent);
  });

  it('reaches each level from real answers at the 80 and 60 boundaries', () => {
    // Question points are out of 100 in total, so points are percentages.
    expect(scoreAudit({ ...best, 7: 'under-620', 8: 'none' })).toMatchObject({ percentage: 80, level: 'Excellent' });
    expect(scoreAudit({ ...best, 7: '620-679', 8: 'bookkeeping', 4: 'mixed' })).toMatchObject({ percentage: 79, level: 'Good' });
    expect(scoreAudit({ ...best, 5: 'no', 6: 'none', 8: 'none' })).toMatchObject({ percentage: 60, level: 'Good' });
    expect(scoreAudit({ ...best, 5: 'no', 6: 'none', 8: 'bookkeeping', 4: 'new' })).toMatchObject({ percentage: 59, level: 'Needs Improvement' });
  });
});

describe('the fundability packages', () => {
  it('are the four of docs/assessments.md#fundability-packages with their prices and durations, Credit Builder the most popular', () => {
    expect(fundabilityPackages.map((p) => [p.name, p.priceCents, p.price, p.duration, p.popular])).toEqual([
      ['Business Foundation Package', 49_900, '$499', '30 days', false],
      ['Credit Builder Program', 99_900, '$999', '90 days', true],
      ['Fundability Accelerator', 199_900, '$1,999', '6 months', false],
      ['Credit Monitoring & Maintenance', 9_900, '$99/mo', 'monthly', false],
    ]);
  });
});
