import { createFileRoute } from '@tanstack/react-router';
import { NameSearchPage, nameSearchTool } from '../../features/name-search/NameSearchPage.tsx';
import { loadIslandsOnNavigation } from '../../lib/island.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/business-name-search')({
  // A visit that arrives by a link inside the site shows the tool at once (its code and the data layer come first).
  loader: () => loadIslandsOnNavigation(nameSearchTool),
  head: () =>
    pageHead({
      title: 'Business Name Search',
      description: 'Free business name check: state naming rules, names already registered through us, and five alternative names for your LLC or corporation.',
      path: '/business-name-search',
    }),
  component: NameSearchPage,
});
