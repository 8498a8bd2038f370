import { findPlan } from '../catalogue/plans.ts';
import { findProduct } from '../catalogue/products.ts';
import { retainerPlans } from '../catalogue/retainers.ts';
import { findService, serviceCategories } from '../catalogue/services.ts';
import { describe, expect, it } from 'vitest';
import { assessmentCategories, assessmentQuestions, type OptionValue } from '../catalogue/readiness-questions.ts';
import { quizResultInput } from '../schemas/assessments.ts';
import {
  answerProblems,
  buildReport,
  categoryBand,
  readinessLevel,
  recommendationBand,
  offersFor,
  recommendedOffers,
  reportDate,
  reportText,
  roadmapTarget,
  scoreAssessment,
  weightedScore,
  type AssessmentAnswers,
  type AssessmentScores,
} from './readiness-assessment.ts';

/** Every question answered with the same option. */
const allOf = (value: OptionValue): Record<string, number> => Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, value)!]));

/** Scores with chosen category percentages (for report rules that only read percentages). */
function scoresWith(percentages: number[], overallScore = 50): AssessmentScores {
  return {
    overallScore,
    scoreLevel: readinessLevel(overallScore),
    categoryScores: assessmentCategories.map((name, i) => ({ name, score: percentages[i]!, maxScore: 100, percentage: percentages[i]! })),
  };
}

describe('the 40 assessment questions', () => {
  it('are 8 categories of 5, weighted 1.5 or 2, with options a to d worth 0 to 10 points', () => {
    expect(assessmentQuestions).toHaveLength(40);
    expect(new Set(assessmentQuestions.map((q) => q.id)).size).toBe(40);
    for (const category of assessmentCategories) expect(assessmentQuestions.filter((q) => q.category === category)).toHaveLength(5);
    for (const q of assessmentQuestions) {
      expect([1.5, 2]).toContain(q.weight);
      expect(q.options.map((o) => o.value)).toEqual(['a', 'b', 'c', 'd']);
      expect(q.options[0]!.points).toBe(10);
      for (const o of q.options) expect(o.points >= 0 && o.points <= 10).toBe(true);
      expect([0, 2]).toContain(q.options[3]!.points);
      expect(q.question.endsWith('?')).toBe(true);
    }
    // Both kinds of weakest option exist.
    expect(assessmentQuestions.some((q) => q.options[3]!.points === 2)).toBe(true);
    expect(assessmentQuestions.some((q) => q.options[3]!.points === 0)).toBe(true);
  });
});

describe('scoreAssessment', () => {
  it('a question scores its option points times its weight', () => {
    const q = assessmentQuestions.find((x) => x.weight === 1.5)!;
    expect(weightedScore(q, 'a')).toBe(15);
    expect(weightedScore(q, 'b')).toBe(10.5);
    expect(weightedScore(q, 'e')).toBeUndefined();
  });

  it('all best answers: every category and the overall score are 100%, Fortune 500 Ready', () => {
    const s = scoreAssessment(allOf('a'));
    expect(s.overallScore).toBe(100);
    expect(s.scoreLevel).toBe('Fortune 500 Ready');
    expect(s.categoryScores.map((c) => c.name)).toEqual([...assessmentCategories]);
    for (const c of s.categoryScores) expect(c).toMatchObject({ score: c.maxScore, percentage: 100 });
  });

  it('all worst answers: only the options worth 2 points count, Early Stage', () => {
    const s = scoreAssessment(allOf('d'));
    const total = assessmentQuestions.reduce((sum, q) => sum + q.options[3]!.points * q.weight, 0);
    const max = assessmentQuestions.reduce((sum, q) => sum + 10 * q.weight, 0);
    expect(s.overallScore).toBe(Math.round((total / max) * 100));
    expect(s.overallScore).toBeLessThan(40);
    expect(s.scoreLevel).toBe('Early Stage');
  });

  it('the category maximum is 10 times the sum of its weights and scores keep halves', () => {
    const s = scoreAssessment(allOf('b'));
    for (const c of s.categoryScores) {
      const weights = assessmentQuestions.filter((q) => q.category === c.name).reduce((sum, q) => sum + q.weight, 0);
      expect(c.maxScore).toBe(10 * weights);
      expect(c.score).toBe(7 * weights);
      expect(c.percentage).toBe(70);
    }
  });

  it('overall is the rounded total over the total maximum, not the mean of category percentages', () => {
    const questions = [
      { id: 1, category: 'Profitability' as const, question: 'q?', weight: 2 as const, options: [{ value: 'a' as const, label: 'a', points: 10 }] },
      { id: 2, category: 'Financial Health' as const, question: 'q?', weight: 1.5 as const, options: [{ value: 'a' as const, label: 'a', points: 10 }] },
    ];
    // Profitability 20/20 = 100%, Financial Health 0/15 = 0%: mean 50%, but overall 20/35 = 57%.
    const s = scoreAssessment({ 1: 20, 2: 0 }, questions);
    expect(s.categoryScores.map((c) => c.percentage)).toEqual([100, 0]);
    expect(s.overallScore).toBe(57);
  });

  it('rounds percentages half up: 2.5 of 20 is 13%, 10.1 of 20 is 51%', () => {
    const one = [{ id: 1, category: 'Profitability' as const, question: 'q?', weight: 2 as const, options: [] }];
    expect(scoreAssessment({ 1: 2.5 }, one).overallScore).toBe(13); // 12.5 -> 13
    expect(scoreAssessment({ 1: 10.1 }, one).overallScore).toBe(51); // 50.5 -> 51
  });

  it('an unanswered question scores 0', () => {
    expect(scoreAssessment({}).overallScore).toBe(0);
  });
});

describe('levels and bands at their boundaries', () => {
  it.each([
    [100, 'Fortune 500 Ready'],
    [90, 'Fortune 500 Ready'],
    [89, 'High Growth'],
    [75, 'High Growth'],
    [74, 'Scaling'],
    [60, 'Scaling'],
    [59, 'Developing'],
    [40, 'Developing'],
    [39, 'Early Stage'],
    [0, 'Early Stage'],
  ] as const)('overall %i%% is %s', (p, level) => expect(readinessLevel(p)).toBe(level));

  it.each([
    [80, 'excellence'],
    [79, 'growth'],
    [60, 'growth'],
    [59, 'foundation'],
  ] as const)('recommendation band at %i%% is %s', (p, band) => expect(recommendationBand(p)).toBe(band));

  it.each([
    [80, 'strong'],
    [79, 'solid'],
    [60, 'solid'],
    [59, 'developing'],
    [40, 'developing'],
    [39, 'critical'],
  ] as const)('category band at %i%% is %s', (p, band) => expect(categoryBand(p)).toBe(band));

  it.each([
    [79, 80],
    [80, 95],
    [0, 80],
    [100, 95],
  ])('roadmap target at %i%% is %i%%', (p, target) => expect(roadmapTarget(p)).toBe(target));

  it.each([
    [0, ['Foundation Package: our Essential plan, $1,000/month', 'Business Credit Building: our Corporate Credit Strategy, $9,500']],
    [59, ['Foundation Package: our Essential plan, $1,000/month', 'Business Credit Building: our Corporate Credit Strategy, $9,500']],
    [60, ['Growth Package: our Professional plan, $5,000/month', 'Strategic Planning Services: our Foundation retainer, $25,000/month']],
    [79, ['Growth Package: our Professional plan, $5,000/month', 'Strategic Planning Services: our Foundation retainer, $25,000/month']],
    [80, ['Enterprise Package: our Enterprise plan, $15,000/month', 'M&A Advisory: our Transformation retainer, $75,000/month']],
    [100, ['Enterprise Package: our Enterprise plan, $15,000/month', 'M&A Advisory: our Transformation retainer, $75,000/month']],
  ])('the offers at %i%% (docs/assessments.md#recommended-offers)', (p, lines) => expect(offersFor(p).map((o) => o.line)).toEqual(lines));

  it("the report's packages are the plans at the report's monthly prices: Foundation $1,000, Growth $5,000, Enterprise $15,000", () => {
    expect(
      [recommendedOffers.foundation[0], recommendedOffers.growth[0], recommendedOffers.excellence[0]].map((o) => [o.name, o.item.id, o.item.price]),
    ).toEqual([
      ['Foundation Package', 'essential-plan', '$1,000/month'],
      ['Growth Package', 'professional-plan', '$5,000/month'],
      ['Enterprise Package', 'enterprise-plan', '$15,000/month'],
    ]);
  });

  it('every recommended item exists in the catalogue at that price, under its name, linked to the page that sells it', () => {
    const offers = Object.values(recommendedOffers).flat();
    expect(offers).toHaveLength(6);
    for (const { item, name, line } of offers) {
      const product = findProduct(item.id);
      const service = findService(item.id);
      expect(product ?? service, `${name}: ${item.id}`).toBeDefined();
      expect(line).toBe(`${name}: our ${item.name}, ${item.price}`);
      if (product?.kind === 'plan') {
        const plan = findPlan(product.checkoutPlan!)!;
        expect([item.name, item.price, item.href]).toEqual([product.name, `${plan.priceText}/month`, `/checkout?plan=${plan.id}`]);
      } else if (product?.kind === 'retainer') {
        const retainer = retainerPlans.find((r) => r.checkoutPlan === product.checkoutPlan)!;
        expect([item.name, item.price, item.href]).toEqual([product.name, `${retainer.price}/month`, `/checkout-simple?plan=${retainer.checkoutPlan}`]);
      } else {
        expect(product, `${item.id} is a plan, a retainer or a service of the cart`).toBeUndefined();
        expect([item.name, item.price, item.href]).toEqual([service!.title, service!.price, `/services#${service!.category}`]);
        // The services page has a section for the category the link opens.
        expect(serviceCategories.map((c) => c.id)).toContain(service!.category);
      }
    }
  });
});

describe('buildReport', () => {
  it('weak areas are below 60%, strong areas 80% or above; 60 and 79 are neither', () => {
    const r = buildReport(scoresWith([59, 60, 79, 80, 100, 0, 70, 65], 64), 'Ada', 'November 23, 2026');
    expect(r.weakAreas).toEqual(['Business Sustainability', 'Talent Management']);
    expect(r.strongAreas).toEqual(['Leadership & Governance', 'Innovation & Adaptability']);
  });

  it('the two weakest categories get immediate actions; ties keep the category order', () => {
    const r = buildReport(scoresWith([50, 40, 40, 90, 90, 90, 90, 90], 60), 'Ada', 'x');
    expect(r.immediateActions.map((a) => a.category)).toEqual(['Profitability', 'Operational Excellence']);
    for (const a of r.immediateActions) expect(a.actions.length).toBeGreaterThanOrEqual(3);
  });

  it('services, roadmap target and the Can Help heading follow the overall score', () => {
    const low = buildReport(scoresWith(Array<number>(8).fill(59), 59), 'Ada', 'x');
    expect(low.canHelp.services[0]!.name).toBe('Foundation Package');
    expect(low.roadmap.target).toBe(80);
    const high = buildReport(scoresWith(Array<number>(8).fill(80), 80), 'Ada', 'x');
    expect(high.canHelp.services[0]!.name).toBe('Enterprise Package');
    expect(high.roadmap.target).toBe(95);
    expect(high.canHelp.heading).toBe('How Elite Business Advisory Can Help');
    expect(buildReport(scoresWith(Array<number>(8).fill(79), 79), 'Ada', 'x').canHelp.services[0]!.name).toBe('Growth Package');
  });

  it('the executive summary names the score, the level, strong and weak areas', () => {
    const r = buildReport(scoresWith([59, 60, 79, 80, 100, 0, 70, 65], 64), 'Ada', 'x');
    expect(r.executiveSummary.join(' ')).toContain('64% overall');
    expect(r.executiveSummary.join(' ')).toContain('Scaling');
    expect(r.executiveSummary.join(' ')).toContain('Leadership & Governance and Innovation & Adaptability');
  });

  it('the text version names each offer as the catalogue sells it, with the address of its page on the given site', () => {
    const text = reportText(buildReport(scoreAssessment(allOf('c')), null, 'November 23, 2026'), 'https://www.example.com');
    expect(text).toContain('  - Foundation Package: our Essential plan, $1,000/month (https://www.example.com/checkout?plan=essential)');
    expect(text).toContain('  - Business Credit Building: our Corporate Credit Strategy, $9,500 (https://www.example.com/services#fundability)');
  });

  it('the text version has every section of the screen', () => {
    const text = reportText(buildReport(scoreAssessment(allOf('c')), 'Ada', 'November 23, 2026'));
    for (const heading of ['EXECUTIVE SUMMARY', 'CATEGORY ANALYSIS', 'STRATEGIC RECOMMENDATIONS', 'HOW ELITE BUSINESS ADVISORY CAN HELP', 'November 23, 2026'])
      expect(text).toContain(heading);
  });

  it('the e-mailed version, made without a name, names nobody: the screen and the PDF name whom it was prepared for', () => {
    const scores = scoreAssessment(allOf('c'));
    const mailed = reportText(buildReport(scores, null, 'November 23, 2026'));
    expect(mailed).toContain('Prepared on November 23, 2026');
    expect(mailed).toMatch(/^Your business scored \d+% overall/m);
    expect(reportText(buildReport(scores, 'Ada', 'November 23, 2026'))).toContain('Prepared for Ada on November 23, 2026');
  });

  it('dates are en-US long form', () => {
    expect(reportDate(new Date('2026-11-23T15:00:00Z'), 'America/New_York')).toBe('November 23, 2026');
    expect(reportDate(new Date('2026-11-24T02:00:00Z'), 'America/New_York')).toBe('November 23, 2026');
  });
});

describe('answer checks and the quiz result payload', () => {
  const payloadFor = (answers: AssessmentAnswers) => ({ name: 'Ada', email: 'ada@example.com', phone: '', ...scoreAssessment(answers), answers });

  it('accepts a complete, honest payload', () => {
    expect(answerProblems(allOf('b'))).toEqual([]);
    expect(quizResultInput.safeParse(payloadFor(allOf('b'))).success).toBe(true);
  });

  it('names a missing answer, an unknown question and an impossible score', () => {
    const { ['3']: _dropped, ...missing } = allOf('a');
    expect(answerProblems(missing)).toEqual(['Question 3 is not answered.']);
    expect(answerProblems({ ...allOf('a'), 41: 20 })).toEqual(['Question 41 is not part of the assessment.']);
    expect(answerProblems({ ...allOf('a'), 1: 19 })).toEqual(['19 is not a possible score for question 1.']);
  });

  it.each([
    ['overallScore', (p: ReturnType<typeof payloadFor>) => ({ ...p, overallScore: p.overallScore + 1 })],
    ['scoreLevel', (p: ReturnType<typeof payloadFor>) => ({ ...p, scoreLevel: 'Fortune 500 Ready' as const })],
    [
      'categoryScores',
      (p: ReturnType<typeof payloadFor>) => ({ ...p, categoryScores: p.categoryScores.map((c, i) => (i === 0 ? { ...c, percentage: 100 } : c)) }),
    ],
    [
      'categoryScores',
      (p: ReturnType<typeof payloadFor>) => ({ ...p, categoryScores: p.categoryScores.map((c, i) => (i === 0 ? { ...c, score: c.score + 0.5 } : c)) }),
    ],
  ])('refuses tampered %s', (field, tamper) => {
    const parsed = quizResultInput.safeParse(tamper(payloadFor(allOf('c'))));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0])).toEqual([field]);
  });
});
