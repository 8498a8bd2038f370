import { createFileRoute } from '@tanstack/react-router';
import { EntitySuccessPage } from '../../../features/checkout/EntitySuccessPage.tsx';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/entity-success')({
  // The page shows the order of its query string, read from the server: no prerendered copy could know it.
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { order?: string } => ({ order: searchString(search.order, { maxLength: 40 }) }),
  head: () => pageHead({ title: 'Formation Submitted', description: 'Your entity formation order: what happens next, timeline and documents.', path: '/entity-success' }),
  component: EntitySuccessRoute,
});

function EntitySuccessRoute() {
  const { order } = Route.useSearch();
  return <EntitySuccessPage orderId={order} />;
}
