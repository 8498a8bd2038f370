import { createFileRoute } from '@tanstack/react-router';
import { FundabilityPage } from '../../features/assessments/FundabilityPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/fundability')({
  head: () =>
    pageHead({
      title: 'Fundability',
      description: 'Take the free two-minute fundability audit, then choose a program to build business credit and become lender-ready in 90 days: from $499.',
      path: '/fundability',
    }),
  component: FundabilityPage,
});
