import { createFileRoute, redirect } from '@tanstack/react-router';
import { EntityCheckoutPage } from '../../../features/checkout/EntityCheckoutPage.tsx';
import { entityCheckoutSearch } from '../../../features/checkout/entity-checkout-search.ts';
import { CheckoutSkeleton } from '../../../features/checkout/PageSkeletons.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { pageHead } from '../../../lib/seo.ts';
import { PageErrorBoundary } from '../../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/_data/entity-checkout')({
  // Depends on the visit (the entity of its query string): rendered by the server for each request and hydrated
  // (docs/decisions/0058-visit-pages-rendered-per-request.md).
  staticData: { prerender: false, perRequest: true },
  validateSearch: entityCheckoutSearch,
  // Missing, zero, non-integer or non-catalogue params go back to the entity types (docs/entity-checkout.md#query-parameters).
  // The rule needs the entity catalogue, which loads with the page rather than with every page.
  beforeLoad: async ({ search }) => {
    const { entityCheckoutOrder } = await import('../../../features/checkout/entity-search.ts');
    const decided = entityCheckoutOrder(search);
    // Sent back with the reason, which /entity-types says in a line at its top.
    if ('refused' in decided) throw redirect({ to: '/entity-types', search: { unavailable: decided.refused } });
    return { order: decided.order };
  },
  // The payment settings, before the page renders; a failure is the payment step's to show.
  loader: ({ context: { queryClient, trpcUtils } }) => ensurePageData([queryClient.ensureQueryData(trpcUtils.payments.config.queryOptions())]),
  pendingComponent: CheckoutSkeleton,
  head: () =>
    pageHead({
      title: 'Entity Formation Checkout',
      description: 'Complete your entity formation: business details and one-time payment.',
      path: '/entity-checkout',
    }),
  component: EntityCheckoutRoute,
});

function EntityCheckoutRoute() {
  const { order } = Route.useRouteContext();
  return (
    <PageErrorBoundary pageName="Entity Checkout">
      <EntityCheckoutPage key={`${order.option.type}-${order.state}`} order={order} />
    </PageErrorBoundary>
  );
}
