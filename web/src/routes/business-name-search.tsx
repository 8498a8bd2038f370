import { createFileRoute } from '@tanstack/react-router';
import { NameSearchPage } from '../features/name-search/NameSearchPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/business-name-search')({
  head: () =>
    pageHead({
      title: 'Business Name Search',
      description: 'Free business name check: state naming rules, names already registered through us, and five alternative names for your LLC or corporation.',
      path: '/business-name-search',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <NameSearchPage />
    </DataLayer>
  ),
});
