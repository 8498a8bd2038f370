import { createFileRoute } from '@tanstack/react-router';
import { refusedLinkSearch } from '../../features/checkout/refused-link.ts';
import { EntityTypesPage, startFormation } from '../../features/home/EntityTypesPage.tsx';
import { loadIslandsOnNavigation } from '../../lib/island.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/entity-types')({
  // `?unavailable=`: why a checkout link came back here (docs/entity-checkout.md#query-parameters).
  validateSearch: refusedLinkSearch,
  // A card's Start Formation on home leads to the chooser, an island: it is there when the page shows.
  loader: () => loadIslandsOnNavigation(startFormation),
  head: () =>
    pageHead({
      title: 'Entity Types',
      description:
        'Compare LLC, S-Corp, C-Corp, 501(c)(3), PLLC, PC, LP and LLP formations: timelines, documents, benefits and features of each, formed in all 50 states.',
      path: '/entity-types',
    }),
  component: EntityTypesPage,
});
