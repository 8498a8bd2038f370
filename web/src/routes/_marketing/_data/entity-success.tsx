import { createFileRoute } from '@tanstack/react-router';
import { EntitySuccessPage } from '../../../features/checkout/EntitySuccessPage.tsx';
import { OrderSkeleton } from '../../../features/checkout/PageSkeletons.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/entity-success')({
  // The page shows the order of its query string: rendered by the server for each request with the order read in
  // process, and hydrated (docs/decisions/0058-visit-pages-rendered-per-request.md).
  staticData: { prerender: false, perRequest: true },
  validateSearch: (search: Record<string, unknown>): { order?: string } => ({ order: searchString(search.order, { maxLength: 40 }) }),
  loaderDeps: ({ search: { order } }) => ({ order }),
  // The order of the query string, read before the page renders; an unknown or unpaid one is the page's to explain
  // (docs/payments.md, "Success pages").
  loader: ({ context: { queryClient, trpcUtils }, deps: { order } }) =>
    ensurePageData(order ? [queryClient.ensureQueryData(trpcUtils.payments.order.queryOptions({ orderId: order }))] : []),
  pendingComponent: OrderSkeleton,
  head: () =>
    pageHead({ title: 'Formation Submitted', description: 'Your entity formation order: what happens next, timeline and documents.', path: '/entity-success' }),
  component: EntitySuccessRoute,
});

function EntitySuccessRoute() {
  const { order } = Route.useSearch();
  return <EntitySuccessPage orderId={order} />;
}
