import { createFileRoute } from '@tanstack/react-router';
import { PortalLoginPage } from '../features/portal/PortalLoginPage.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/portal-login')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Client Portal',
      description: 'Sign in to the Elite Business Advisory client portal, or create your account to follow your formation and documents.',
      path: '/portal-login',
    }),
  component: PortalLoginPage,
});
