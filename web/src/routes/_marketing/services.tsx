import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/catalogue/ServicesPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/services')({
  head: () =>
    pageHead({
      title: 'Services',
      description:
        'Executive advisory retainers from $25K to $250K a month and individual programs for entity formation, compliance, business credit, capital readiness and digital excellence.',
      path: '/services',
    }),
  component: ServicesPage,
});
