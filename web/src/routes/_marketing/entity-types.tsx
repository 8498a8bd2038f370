import { createFileRoute } from '@tanstack/react-router';
import { EntityTypesPage } from '../../features/home/EntityTypesPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/entity-types')({
  head: () =>
    pageHead({
      title: 'Entity Types',
      description:
        'Compare LLC, S-Corp, C-Corp, 501(c)(3), PLLC, PC, LP and LLP formations: timelines, documents, benefits and features of each, formed in all 50 states.',
      path: '/entity-types',
    }),
  component: EntityTypesPage,
});
