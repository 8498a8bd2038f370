import { createFileRoute } from '@tanstack/react-router';
import { EntitySuccessPage } from '../../features/checkout/EntitySuccessPage.tsx';
import { OrderSkeleton } from '../../features/checkout/PageSkeletons.tsx';
import { loadPageReads } from '../../lib/page-read.ts';
import { orderRead } from '../../features/checkout/order-read.ts';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/entity-success')({
  // The page shows the order of its query string: rendered by the server for each request with the order read in
  // process, and hydrated from that order without the data layer, which comes only if the page needs it
  // (docs/decisions/0058-visit-pages-rendered-per-request.md, docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md).
  staticData: { prerender: false, perRequest: true },
  validateSearch: (search: Record<string, unknown>): { order?: string } => ({ order: searchString(search.order, { maxLength: 40 }) }),
  loaderDeps: ({ search: { order } }) => ({ order }),
  // The order of the query string, read before the page renders; an unknown or unpaid one is the page's to explain
  // (docs/payments.md, "Success pages").
  loader: ({ context, deps: { order } }) => loadPageReads(context, order ? [orderRead(order)] : []),
  pendingComponent: OrderSkeleton,
  head: () =>
    pageHead({ title: 'Formation Submitted', description: 'Your entity formation order: what happens next, timeline and documents.', path: '/entity-success' }),
  component: EntitySuccessRoute,
});

function EntitySuccessRoute() {
  const { order } = Route.useSearch();
  return <EntitySuccessPage orderId={order} />;
}
