import { createFileRoute } from '@tanstack/react-router';
import { ReadinessQuizPage } from '../../../features/assessments/ReadinessQuizPage.tsx';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/business-readiness-quiz')({
  head: () =>
    pageHead({
      title: 'Business Readiness Assessment',
      description:
        'A free 40-question assessment across 8 dimensions: sustainability, profitability, operations, leadership and more. Get your readiness score and a detailed report.',
      path: '/business-readiness-quiz',
    }),
  component: ReadinessQuizPage,
});
