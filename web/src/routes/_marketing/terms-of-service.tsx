import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../../features/legal/TermsOfService.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/terms-of-service')({
  head: () =>
    pageHead({
      title: 'Terms of Service',
      description:
        'The terms that govern the use of the Elite Business Advisory website, tools, client portal, advisory retainers and entity-formation services.',
      path: '/terms-of-service',
    }),
  component: TermsOfServicePage,
});
