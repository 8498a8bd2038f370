import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/catalogue/ServicesPage.tsx';
import { refusedLinkSearch } from '../../features/checkout/refused-link.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/services')({
  // `?unavailable=plan`: a checkout link with a plan we do not offer came back here (docs/subscriptions-and-intake.md).
  validateSearch: refusedLinkSearch,
  head: () =>
    pageHead({
      title: 'Services',
      description:
        'Executive advisory retainers from $25K to $250K a month and individual programs for entity formation, compliance, business credit, capital readiness and digital excellence.',
      path: '/services',
    }),
  component: ServicesPage,
});
