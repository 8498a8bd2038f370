/**
 * The Business Readiness Assessment's 40 questions (docs/assessments.md#readiness-scoring):
 * 8 categories of 5, each question weighted 1.5 or 2, four options a to d worth
 * 0 to 10 points (some questions' lowest option is worth 2, not 0). Options run
 * from the strongest answer (a) to the weakest (d).
 */

export const assessmentCategories = [
  'Business Sustainability',
  'Profitability',
  'Operational Excellence',
  'Leadership & Governance',
  'Innovation & Adaptability',
  'Talent Management',
  'Customer Focus',
  'Financial Health',
] as const;
export type AssessmentCategory = (typeof assessmentCategories)[number];

export const optionValues = ['a', 'b', 'c', 'd'] as const;
export type OptionValue = (typeof optionValues)[number];

export interface AssessmentOption {
  value: OptionValue;
  label: string;
  points: number;
}

export interface AssessmentQuestion {
  id: number;
  category: AssessmentCategory;
  question: string;
  weight: 1.5 | 2;
  options: readonly AssessmentOption[];
}

type Row = [question: string, weight: 1.5 | 2, labels: [string, string, string, string], lowest?: 0 | 2];

/** Points of options a, b and c; d is worth the row's `lowest` (0 unless stated). */
const POINTS = [10, 7, 4] as const;

const rows: Record<AssessmentCategory, Row[]> = {
  'Business Sustainability': [
    [
      'How many months of operating expenses could the business cover if revenue stopped today?',
      2,
      ['More than 6 months', '3 to 6 months', '1 to 3 months', 'Less than a month'],
    ],
    ['What share of revenue comes from your single largest customer?', 2, ['Less than 10%', '10% to 25%', '25% to 50%', 'More than half']],
    [
      'How recurring is your revenue?',
      1.5,
      [
        'Mostly contracted or subscription revenue',
        'A solid base of repeat customers',
        'Some repeat business, mostly new sales',
        'Almost every sale is a one-off',
      ],
      2,
    ],
    [
      'Do you have a written plan for the next three years?',
      1.5,
      ['Yes, reviewed every quarter against results', 'Yes, but it is rarely revisited', 'Only informal goals', 'No plan beyond this year'],
      2,
    ],
    [
      'Could the business run for a month without the owner?',
      2,
      ['Yes, the team runs it day to day', 'Mostly, with a few calls to the owner', 'Only for a week or two', 'No, it stops without the owner'],
    ],
  ],
  Profitability: [
    ['What is your net profit margin over the last twelve months?', 2, ['Above 20%', '10% to 20%', '0% to 10%', 'The business is losing money']],
    [
      'How well do you know the profit of each product, service or client?',
      1.5,
      [
        'We track margin by product and client monthly',
        'We know it roughly for the main lines',
        'Only total profit, not by line',
        'We do not track profit by line',
      ],
    ],
    [
      'When did you last review and raise your prices?',
      1.5,
      ['Within the last 12 months, based on value and costs', '1 to 2 years ago', 'More than 2 years ago', 'We have never raised prices'],
      2,
    ],
    ['How has revenue grown over the past two years?', 2, ['More than 20% a year', '5% to 20% a year', 'Flat', 'Declining']],
    [
      'How closely do you manage your costs?',
      1.5,
      [
        'Budget against actuals every month, with owners for each line',
        'A yearly budget we check now and then',
        'We look at costs when cash is tight',
        'We do not budget',
      ],
      2,
    ],
  ],
  'Operational Excellence': [
    [
      'Are your core processes documented?',
      2,
      ['Yes, documented and followed by everyone', 'The most important ones are', 'A few notes, mostly in people’s heads', 'Nothing is written down'],
    ],
    [
      'How do you measure operational performance?',
      1.5,
      ['A dashboard of KPIs reviewed weekly', 'A few metrics reviewed monthly', 'We look at numbers occasionally', 'We do not track operational metrics'],
    ],
    [
      'How much of your routine work is automated or handled by software?',
      1.5,
      [
        'Most of it: integrated systems end to end',
        'Key areas such as billing and scheduling',
        'A few tools that do not talk to each other',
        'Almost everything is manual',
      ],
      2,
    ],
    [
      'How often do orders, projects or deliveries go wrong and need rework?',
      2,
      ['Rarely, and we track why', 'Occasionally', 'Often enough to hurt margins', 'Constantly'],
    ],
    [
      'How ready is the business to handle twice its current volume?',
      2,
      ['Ready: systems and suppliers can scale', 'Could manage with some new hires', 'Would need major changes', 'It would break the business'],
      2,
    ],
  ],
  'Leadership & Governance': [
    [
      'Do you have a clear mission, vision and values the team can repeat?',
      1.5,
      ['Yes, and they guide real decisions', 'Written down, but rarely used', 'Understood informally', 'Not defined'],
      2,
    ],
    [
      'Who advises the owners on major decisions?',
      2,
      [
        'A formal board or advisory board that meets regularly',
        'Trusted mentors and professional advisors',
        'Occasional advice from friends or family',
        'Nobody; the owner decides alone',
      ],
    ],
    [
      'Are roles, authority and decision rights clearly defined?',
      1.5,
      ['Yes, with an org chart and written responsibilities', 'Mostly clear, some overlap', 'Unclear; the owner decides most things', 'No defined roles'],
    ],
    [
      'Are your corporate records, contracts and compliance filings up to date?',
      2,
      ['All current and reviewed by counsel', 'Mostly current', 'Several items overdue', 'Not sure what is required'],
    ],
    ['Is there a succession or key-person plan?', 2, ['Written, funded and communicated', 'Discussed but not written', 'Only an idea', 'No plan']],
  ],
  'Innovation & Adaptability': [
    [
      'How often do you launch new products, services or improvements?',
      2,
      ['Several times a year, from a defined process', 'About once a year', 'Rarely', 'Never since launch'],
    ],
    [
      'How do you track changes in your market and competitors?',
      1.5,
      ['Regular research reviewed by leadership', 'We follow industry news', 'Only when something affects us', 'We do not track them'],
      2,
    ],
    [
      'How do you use technology to compete?',
      1.5,
      ['It is a core advantage we invest in every year', 'We adopt proven tools when needed', 'We use the basics', 'We avoid new technology'],
    ],
    [
      'How does the business respond to a major disruption, such as a supply or demand shock?',
      2,
      ['Scenario plans ready, we adapt in weeks', 'We adapt, but slowly', 'We struggle to adjust', 'It would threaten survival'],
    ],
    [
      'How are new ideas from staff and customers captured?',
      1.5,
      [
        'A regular process with owners and follow-up',
        'Informal suggestions are sometimes acted on',
        'Ideas rarely go anywhere',
        'There is no way to share ideas',
      ],
      2,
    ],
  ],
  'Talent Management': [
    [
      'How hard is it for you to hire the people you need?',
      1.5,
      ['We attract strong candidates quickly', 'Manageable, with some effort', 'Difficult for key roles', 'We cannot find the people we need'],
      2,
    ],
    ['What is your annual staff turnover?', 2, ['Below 10%', '10% to 20%', '20% to 35%', 'Above 35%']],
    [
      'How do you develop your people?',
      1.5,
      ['Training budgets and development plans for each person', 'On-the-job training and some courses', 'Occasional, when a need arises', 'No development'],
    ],
    [
      'Do managers give structured feedback and performance reviews?',
      1.5,
      ['Regular reviews tied to goals and pay', 'Annual reviews', 'Informal feedback only', 'No feedback process'],
      2,
    ],
    [
      'Is there a strong second level of leadership below the owners?',
      2,
      ['Yes, capable managers run each area', 'Some areas have strong managers', 'One or two people we rely on', 'No, everything goes through the owners'],
    ],
  ],
  'Customer Focus': [
    [
      'How do you measure customer satisfaction?',
      2,
      ['NPS or surveys tracked and acted on', 'Occasional surveys', 'Anecdotal feedback only', 'We do not measure it'],
    ],
    ['What share of customers buy again or renew?', 2, ['More than 70%', '40% to 70%', '20% to 40%', 'Less than 20%']],
    [
      'How well defined is your ideal customer?',
      1.5,
      ['Documented profiles that drive marketing and sales', 'We know it but have not written it down', 'We sell to anyone who will buy', 'Not defined'],
      2,
    ],
    [
      'How do new customers find you?',
      1.5,
      [
        'A predictable, measured marketing and sales engine',
        'Mostly referrals, plus some marketing',
        'Almost only word of mouth',
        'We struggle to find customers',
      ],
    ],
    [
      'How quickly do you resolve customer complaints?',
      1.5,
      ['Within a day, with a tracked process', 'Within a week', 'It depends who handles it', 'Complaints often go unresolved'],
      2,
    ],
  ],
  'Financial Health': [
    [
      'How current and accurate are your books?',
      2,
      ['Closed monthly by a professional bookkeeper or CPA', 'Updated monthly by us', 'Updated at tax time', 'Not kept regularly'],
    ],
    ['Do you forecast cash flow?', 2, ['A rolling 13-week forecast', 'A monthly forecast', 'We check the bank balance', 'No forecasting']],
    [
      'How strong is your business credit profile?',
      1.5,
      [
        'Established scores at the business bureaus and credit lines in place',
        'Some trade lines and a business card',
        'Only personal credit is used',
        'No business credit',
      ],
      2,
    ],
    [
      'How much debt does the business carry compared with its cash flow?',
      1.5,
      ['Little or none, easily serviced', 'Moderate and comfortably serviced', 'Heavy; repayments strain cash flow', 'We are behind on repayments'],
    ],
    [
      'Could you produce lender-ready financial statements within a week?',
      2,
      ['Yes, audited or reviewed statements are ready', 'Yes, internal statements', 'It would take a month or more', 'No'],
    ],
  ],
};

/** All 40 questions, numbered 1 to 40 in category order. */
export const assessmentQuestions: readonly AssessmentQuestion[] = assessmentCategories.flatMap((category, c) =>
  rows[category].map(([question, weight, labels, lowest = 0], i) => ({
    id: c * 5 + i + 1,
    category,
    question,
    weight,
    options: optionValues.map((value, k) => ({ value, label: labels[k]!, points: k < 3 ? POINTS[k]! : lowest })),
  })),
);
