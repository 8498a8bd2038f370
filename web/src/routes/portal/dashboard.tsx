import { createFileRoute } from '@tanstack/react-router';
import { PortalDashboardPage } from '../../features/portal/PortalDashboardPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/portal/dashboard')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Client Dashboard',
      description: 'Your Elite Business Advisory client dashboard: formation status and documents.',
      path: '/portal/dashboard',
    }),
  component: PortalDashboardPage,
});
