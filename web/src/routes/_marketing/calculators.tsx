import { createFileRoute } from '@tanstack/react-router';
import { CalculatorsPage } from '../../features/calculators/CalculatorsPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/calculators')({
  head: () =>
    pageHead({
      title: 'Business Calculators',
      description:
        'Free business calculators: find the right entity for your revenue and owners, estimate the ROI of an investment, and see what an LLC or S-Corp could save in tax.',
      path: '/calculators',
    }),
  component: CalculatorsPage,
});
