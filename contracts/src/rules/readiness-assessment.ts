/**
 * Business Readiness Assessment scoring and report (docs/assessments.md#readiness-scoring).
 * Pure and shared: the browser shows these numbers, the server recomputes them
 * from the answers and refuses a payload that disagrees, and the report on the
 * screen, in the PDF and in the e-mail is the same `buildReport` output.
 */
import { company } from '../catalogue/company.ts';
import { findPlan, type PlanId } from '../catalogue/plans.ts';
import { findProduct, planProductId, retainerProductId } from '../catalogue/products.ts';
import { findRetainerPlan, type RetainerPlanId } from '../catalogue/retainers.ts';
import { findService } from '../catalogue/services.ts';
import { assessmentCategories, assessmentQuestions, type AssessmentCategory, type AssessmentQuestion } from '../catalogue/readiness-questions.ts';

/** Question id (as text, the JSON map's key) -> weighted score (option points times the question's weight). */
export type AssessmentAnswers = Readonly<Record<string, number>>;

export interface CategoryScore {
  name: AssessmentCategory;
  score: number;
  maxScore: number;
  percentage: number;
}

export const readinessLevels = ['Fortune 500 Ready', 'High Growth', 'Scaling', 'Developing', 'Early Stage'] as const;
export type ReadinessLevel = (typeof readinessLevels)[number];

export interface AssessmentScores {
  overallScore: number;
  scoreLevel: ReadinessLevel;
  categoryScores: CategoryScore[];
}

/** A rounded percentage; an empty maximum is 0%. */
const percent = (score: number, max: number) => (max === 0 ? 0 : Math.round((score / max) * 100));

/** 90 and above 'Fortune 500 Ready'; 75-89 'High Growth'; 60-74 'Scaling'; 40-59 'Developing'; below 40 'Early Stage'. */
export function readinessLevel(percentage: number): ReadinessLevel {
  if (percentage >= 90) return 'Fortune 500 Ready';
  if (percentage >= 75) return 'High Growth';
  if (percentage >= 60) return 'Scaling';
  if (percentage >= 40) return 'Developing';
  return 'Early Stage';
}

/** The most a question can give: 10 points times its weight. */
export const maxQuestionScore = (question: AssessmentQuestion) => 10 * question.weight;

/** The weighted score of choosing `value` on `question`; undefined for an unknown option. */
export function weightedScore(question: AssessmentQuestion, value: string): number | undefined {
  const option = question.options.find((o) => o.value === value);
  return option === undefined ? undefined : option.points * question.weight;
}

/**
 * Per-category and overall scores. Category percentage: rounded score over
 * maximum. Overall: rounded sum of all scores over the sum of all maxima (not
 * the mean of the category percentages). An unanswered question scores 0.
 */
export function scoreAssessment(answers: AssessmentAnswers, questions: readonly AssessmentQuestion[] = assessmentQuestions): AssessmentScores {
  const categoryScores = assessmentCategories
    .map((name) => {
      const inCategory = questions.filter((q) => q.category === name);
      const score = inCategory.reduce((sum, q) => sum + (answers[String(q.id)] ?? 0), 0);
      const maxScore = inCategory.reduce((sum, q) => sum + maxQuestionScore(q), 0);
      return { name, score, maxScore, percentage: percent(score, maxScore) };
    })
    .filter((c) => c.maxScore > 0);
  const total = categoryScores.reduce((sum, c) => sum + c.score, 0);
  const max = categoryScores.reduce((sum, c) => sum + c.maxScore, 0);
  const overallScore = percent(total, max);
  return { overallScore, scoreLevel: readinessLevel(overallScore), categoryScores };
}

/**
 * What is wrong with a set of answers, one message per problem: every question
 * must be answered, with a score one of its options gives; no unknown ids.
 */
export function answerProblems(answers: AssessmentAnswers, questions: readonly AssessmentQuestion[] = assessmentQuestions): string[] {
  const problems: string[] = [];
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [id, score] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) problems.push(`Question ${id} is not part of the assessment.`);
    else if (!question.options.some((o) => o.points * question.weight === score)) problems.push(`${score} is not a possible score for question ${id}.`);
  }
  const missing = questions.filter((q) => !Object.hasOwn(answers, String(q.id))).map((q) => q.id);
  if (missing.length > 0) problems.push(`Question${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not answered.`);
  return problems;
}

// ---------------------------------------------------------------------------
// Results screen and report texts
// ---------------------------------------------------------------------------

export type RecommendationBand = 'foundation' | 'growth' | 'excellence';

/** The results screen's and the services' bands: below 60, 60 to 79, 80 and above. */
export function recommendationBand(percentage: number): RecommendationBand {
  if (percentage >= 80) return 'excellence';
  if (percentage >= 60) return 'growth';
  return 'foundation';
}

/** The results screen's recommendation text, by band. */
export const resultRecommendations: Record<RecommendationBand, { title: string; text: string }> = {
  foundation: {
    title: 'Build a solid foundation',
    text: 'Your business has important gaps in its foundations. Strengthening your financial records, processes and leadership structure now will make every later stage of growth cheaper and safer. Our Foundation Package is designed for exactly this stage.',
  },
  growth: {
    title: 'Ready to accelerate growth',
    text: 'Your business has a working foundation and clear strengths. Closing the gaps in your weaker areas will unlock scalable growth. Our Growth Package and strategic planning services focus on exactly these priorities.',
  },
  excellence: {
    title: 'Positioned for enterprise scale',
    text: 'Your business shows the discipline of a mature company. The next gains come from strategic moves: capital structure, acquisitions and enterprise governance. Our Enterprise Package and M&A advisory support leaders at this level.',
  },
};

export type CategoryBand = 'strong' | 'solid' | 'developing' | 'critical';

/** Per-category assessment bands at 80, 60 and 40. */
export function categoryBand(percentage: number): CategoryBand {
  if (percentage >= 80) return 'strong';
  if (percentage >= 60) return 'solid';
  if (percentage >= 40) return 'developing';
  return 'critical';
}

export const categoryBandLabels: Record<CategoryBand, string> = {
  strong: 'Strength',
  solid: 'Solid',
  developing: 'Needs Attention',
  critical: 'Critical Gap',
};

const categoryAssessment: Record<CategoryBand, (name: string) => string> = {
  strong: (name) => `${name} is a clear strength. Keep investing here and use it as an advantage with lenders, partners and investors.`,
  solid: (name) => `${name} is in reasonable shape, with room to improve. Targeted work can lift it into a strength within a few quarters.`,
  developing: (name) => `${name} needs attention. The gaps here are likely limiting growth and should be on your plan for the next six months.`,
  critical: (name) => `${name} is a critical gap and a risk to the business. Address it first, before investing in expansion.`,
};

/** Immediate actions for a category, given when it is one of the two weakest. */
export const immediateActions: Record<AssessmentCategory, readonly string[]> = {
  'Business Sustainability': [
    'Build a cash reserve target of three months of operating expenses',
    'Reduce dependence on your largest customer with a new-client pipeline',
    'Write a one-page three-year plan and review it every quarter',
  ],
  Profitability: [
    'Calculate the margin of every product, service and major client',
    'Review prices against value delivered and costs, and adjust the weakest',
    'Set a monthly budget and compare it with actual results',
  ],
  'Operational Excellence': [
    'Document your five most important processes as checklists',
    'Choose five operational KPIs and review them every week',
    'Automate one manual, repetitive task this quarter',
  ],
  'Leadership & Governance': [
    'Form an advisory board of two or three experienced outsiders',
    'Bring corporate records, contracts and compliance filings up to date',
    'Define roles and decision rights in a written org chart',
  ],
  'Innovation & Adaptability': [
    'Hold a quarterly review of market trends and competitors',
    'Set up a simple way to capture and act on ideas from staff and customers',
    'Draft a contingency plan for your two most likely disruptions',
  ],
  'Talent Management': [
    'Introduce regular one-to-one feedback and yearly goals for every team member',
    'Identify and develop a second leader for each key area',
    'Give each person a development plan and a training budget',
  ],
  'Customer Focus': [
    'Start measuring customer satisfaction with a short survey or NPS',
    'Write down your ideal customer profile and focus marketing on it',
    'Track complaints to resolution and review them monthly',
  ],
  'Financial Health': [
    'Have your books closed every month by a professional',
    'Start a rolling 13-week cash flow forecast',
    'Prepare lender-ready financial statements and open reporting trade lines',
  ],
};

/** A catalogue item that sells a recommendation: its id, its catalogue name and price, and the page that sells it. */
export interface CatalogueItem {
  /** A product id (`essential-plan`, `transformation-retainer`) or a service id (`corporate-credit-strategy`). */
  id: string;
  /** As the catalogue names it: 'Essential plan', 'Corporate Credit Strategy'. */
  name: string;
  /** As the catalogue prices it: '$1,000/month', '$9,500'. */
  price: string;
  /** The site page that sells it: its checkout, or its section of /services. */
  href: string;
}

/** What the readiness report recommends, under the report's name, and the catalogue item that sells it. */
export interface RecommendedOffer {
  /** The report's name for the offer: 'Foundation Package', 'Business Credit Building'. */
  name: string;
  item: CatalogueItem;
  /** One line that says both: 'Foundation Package: our Essential plan, $1,000/month'. */
  line: string;
  description: string;
}

const planItem = (id: PlanId): CatalogueItem => {
  const plan = findPlan(id)!;
  return { id: planProductId(id), name: findProduct(planProductId(id))!.name, price: `${plan.priceText}/month`, href: `/checkout?plan=${id}` };
};
const retainerItem = (id: RetainerPlanId): CatalogueItem => {
  const retainer = findRetainerPlan(id)!;
  return {
    id: retainerProductId(id),
    name: findProduct(retainerProductId(id))!.name,
    price: `${retainer.price}/month`,
    href: `/checkout-simple?plan=${retainer.checkoutPlan}`,
  };
};
const serviceItem = (id: string): CatalogueItem => {
  const service = findService(id)!;
  return { id: service.id, name: service.title, price: service.price, href: `/services#${service.category}` };
};
const offer = (name: string, item: CatalogueItem, description: string): RecommendedOffer => ({
  name,
  item,
  line: `${name}: our ${item.name}, ${item.price}`,
  description,
});

/**
 * The one mapping from the report's recommendations to what the catalogue sells (docs/assessments.md#recommended-offers),
 * used by the report screen, the PDF, the e-mail, the team's alert, the follow-up mail and the admin's record, so
 * client and staff read the same offer at the price /services shows. Overall below 60, 60 to 79, 80 and above.
 */
export const recommendedOffers: Record<RecommendationBand, readonly [RecommendedOffer, RecommendedOffer]> = {
  foundation: [
    offer('Foundation Package', planItem('essential'), 'Entity, compliance, bookkeeping and process foundations set up with a dedicated advisor.'),
    offer(
      'Business Credit Building',
      serviceItem('corporate-credit-strategy'),
      'Business credit files, reporting trade lines and a path to lender-ready fundability.',
    ),
  ],
  growth: [
    offer('Growth Package', planItem('professional'), 'A senior advisor and specialists working on your growth priorities every month.'),
    offer(
      'Strategic Planning Services',
      retainerItem('foundation'),
      'A senior partner, a monthly KPI review and quarterly strategy sessions with your leadership team.',
    ),
  ],
  excellence: [
    offer('Enterprise Package', planItem('enterprise'), 'Enterprise-grade governance, capital strategy and executive advisory.'),
    offer(
      'M&A Advisory',
      retainerItem('transformation'),
      'M&A and strategic partnership screening, capital raise preparation and weekly executive strategy sessions.',
    ),
  ],
};

/** The two offers for an overall score. */
export const offersFor = (overallScore: number) => recommendedOffers[recommendationBand(overallScore)];

/** Roadmap target: 80% if the overall score is below 80, otherwise 95%. */
export const roadmapTarget = (overallScore: number) => (overallScore < 80 ? 80 : 95);

export interface ReportCategory extends CategoryScore {
  band: CategoryBand;
  bandLabel: string;
  assessment: string;
}

export interface AssessmentReport {
  title: string;
  /** Long en-US date, e.g. 'November 23, 2026'. */
  date: string;
  /** Whom it was prepared for; null in the e-mailed report, which quotes nothing the visitor typed. */
  name: string | null;
  overallScore: number;
  scoreLevel: ReadinessLevel;
  executiveSummary: string[];
  strongAreas: string[];
  weakAreas: string[];
  categories: ReportCategory[];
  immediateActions: { category: string; percentage: number; actions: readonly string[] }[];
  roadmap: { target: number; steps: string[] };
  canHelp: { heading: string; intro: string; services: readonly RecommendedOffer[]; nextSteps: string[] };
}

/** The report's date in en-US long form ('November 23, 2026'). */
export function reportDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}

const listText = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The detailed report: weak areas are categories below 60%, strong areas 80%
 * or above; the two weakest categories get immediate actions; the roadmap aims
 * at 80% (95% when already at 80 or above); services follow the overall band.
 */
export function buildReport(scores: AssessmentScores, name: string | null, date: string): AssessmentReport {
  const { overallScore, scoreLevel, categoryScores } = scores;
  const strongAreas = categoryScores.filter((c) => c.percentage >= 80).map((c) => c.name);
  const weakAreas = categoryScores.filter((c) => c.percentage < 60).map((c) => c.name);
  // Stable sort: equal percentages keep the categories' order.
  const weakest = [...categoryScores].sort((a, b) => a.percentage - b.percentage).slice(0, 2);
  const band = recommendationBand(overallScore);
  const target = roadmapTarget(overallScore);

  const executiveSummary = [
    `${name ? `${name}, your` : 'Your'} business scored ${overallScore}% overall on the Business Readiness Assessment, which places it at the ${scoreLevel} level.`,
    strongAreas.length > 0
      ? `Your strongest areas are ${listText(strongAreas)}, where you score 80% or higher.`
      : 'No area scores 80% or higher yet, so every dimension has room to become a strength.',
    weakAreas.length > 0
      ? `The areas that need attention first are ${listText(weakAreas)}, each below 60%.`
      : 'No area scores below 60%, so the business has no critical weak spot.',
    resultRecommendations[band].text,
  ];

  return {
    title: 'Business Readiness Assessment Report',
    date,
    name,
    overallScore,
    scoreLevel,
    executiveSummary,
    strongAreas,
    weakAreas,
    categories: categoryScores.map((c) => {
      const cb = categoryBand(c.percentage);
      return { ...c, band: cb, bandLabel: categoryBandLabels[cb], assessment: categoryAssessment[cb](c.name) };
    }),
    immediateActions: weakest.map((c) => ({ category: c.name, percentage: c.percentage, actions: immediateActions[c.name] })),
    roadmap: {
      target,
      steps: [
        `Days 1-30: act on the immediate actions for ${listText(weakest.map((c) => c.name))}.`,
        'Days 31-90: document processes, set KPIs and review them monthly with your leadership team.',
        `Days 91-180: strengthen every category below ${target}% and retake this assessment to measure progress.`,
        `Months 7-12: reach an overall score of ${target}% and plan the next stage of growth.`,
      ],
    },
    canHelp: {
      heading: `How ${company.name} Can Help`,
      intro: `Based on your overall score of ${overallScore}%, we recommend:`,
      services: recommendedOffers[band],
      nextSteps: [
        'Schedule a free 30-minute consultation to review this report with a senior advisor',
        'Agree on the three priorities that will move your score the most',
        'Start a tailored engagement with clear milestones and monthly reviews',
      ],
    },
  };
}

/**
 * The report as plain text: the e-mail's body, the same sections as the screen and the PDF. With the site's origin,
 * each recommended offer carries the address of the page that sells it.
 */
export function reportText(report: AssessmentReport, origin?: string): string {
  const lines = [
    report.title,
    report.name ? `Prepared for ${report.name} on ${report.date}` : `Prepared on ${report.date}`,
    '',
    `Overall score: ${report.overallScore}% (${report.scoreLevel})`,
    '',
    'EXECUTIVE SUMMARY',
    ...report.executiveSummary,
    '',
    'CATEGORY ANALYSIS',
    ...report.categories.flatMap((c) => [
      `${c.name}: ${c.percentage}% (${formatScore(c.score)} / ${formatScore(c.maxScore)}) - ${c.bandLabel}`,
      `  ${c.assessment}`,
    ]),
    '',
    'STRATEGIC RECOMMENDATIONS',
    'Immediate actions:',
    ...report.immediateActions.flatMap((a) => [`${a.category} (${a.percentage}%)`, ...a.actions.map((x) => `  - ${x}`)]),
    `Roadmap to ${report.roadmap.target}%:`,
    ...report.roadmap.steps.map((s) => `  - ${s}`),
    '',
    report.canHelp.heading.toUpperCase(),
    report.canHelp.intro,
    ...report.canHelp.services.flatMap((s) => [`  - ${s.line}${origin ? ` (${origin}${s.item.href})` : ''}`, `    ${s.description}`]),
    'Next steps:',
    ...report.canHelp.nextSteps.map((s) => `  - ${s}`),
  ];
  return lines.join('\n');
}

/** A score to one decimal, as the results screen shows it: 10.5, 20.0. */
export const formatScore = (score: number) => score.toFixed(1);
