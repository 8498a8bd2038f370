import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../../features/home/ResourcesPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/resources')({
  head: () =>
    pageHead({
      title: 'Resources',
      description:
        'Free business tools, formation and credit guides, downloadable checklists, client case studies, our partner network and the Executive Blog.',
      path: '/resources',
    }),
  component: ResourcesPage,
});
