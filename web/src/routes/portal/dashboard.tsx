import { createFileRoute } from '@tanstack/react-router';
import { PortalDashboardPage } from '../../features/portal/PortalDashboardPage.tsx';
import { DataLayer } from '../../lib/data-layer.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/portal/dashboard')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Client Dashboard',
      description: 'Your Elite Business Advisory client dashboard: formation status and documents.',
      path: '/portal/dashboard',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <PortalDashboardPage />
    </DataLayer>
  ),
});
