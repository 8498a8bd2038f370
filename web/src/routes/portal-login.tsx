import { createFileRoute } from '@tanstack/react-router';
import { PortalLoginPage } from '../features/portal/PortalLoginPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/portal-login')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Client Portal',
      description: 'Sign in to the Elite Business Advisory client portal, or create your account to follow your formation and documents.',
      path: '/portal-login',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <PortalLoginPage />
    </DataLayer>
  ),
});
