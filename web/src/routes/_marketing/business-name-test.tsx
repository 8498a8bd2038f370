import { createFileRoute } from '@tanstack/react-router';
import { NameTestPage } from '../../features/name-search/NameTestPage.tsx';
import { pageHead } from '../../lib/seo.ts';

/** A developer page: rendered in the browser only (the shell's head says noindex). */
export const Route = createFileRoute('/_marketing/business-name-test')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Business Name Search Test',
      description: 'Developer page for the business name search call.',
      path: '/business-name-test',
    }),
  component: NameTestPage,
});
