import { createFileRoute } from '@tanstack/react-router';
import { NameSearchPage } from '../../../features/name-search/NameSearchPage.tsx';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/business-name-search')({
  head: () =>
    pageHead({
      title: 'Business Name Search',
      description: 'Free business name check: state naming rules, names already registered through us, and five alternative names for your LLC or corporation.',
      path: '/business-name-search',
    }),
  component: NameSearchPage,
});
