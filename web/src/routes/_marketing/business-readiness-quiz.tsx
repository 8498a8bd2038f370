import { createFileRoute } from '@tanstack/react-router';
import { ReadinessQuizPage, readinessQuiz } from '../../features/assessments/ReadinessQuizPage.tsx';
import { loadIslandsOnNavigation } from '../../lib/island.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/business-readiness-quiz')({
  // A visit that arrives by a link inside the site shows the assessment at once.
  loader: () => loadIslandsOnNavigation(readinessQuiz),
  head: () =>
    pageHead({
      title: 'Business Readiness Assessment',
      description:
        'A free 40-question assessment across 8 dimensions: sustainability, profitability, operations, leadership and more. Get your readiness score and a detailed report.',
      path: '/business-readiness-quiz',
    }),
  component: ReadinessQuizPage,
});
