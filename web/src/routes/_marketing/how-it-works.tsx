import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '../../features/home/HowItWorksPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/how-it-works')({
  head: () =>
    pageHead({
      title: 'How It Works',
      description:
        'Our six-phase engagement, from executive discovery to capital and growth: the deliverables and duration of each phase on the 90-day path to a fundable business.',
      path: '/how-it-works',
    }),
  component: HowItWorksPage,
});
