import { createFileRoute, redirect } from '@tanstack/react-router';
import { EntityCheckoutPage } from '../../../features/checkout/EntityCheckoutPage.tsx';
import { entityCheckoutSearch } from '../../../features/checkout/entity-checkout-search.ts';
import { CheckoutSkeleton } from '../../../features/checkout/PageSkeletons.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { pageHead } from '../../../lib/seo.ts';
import { PageErrorBoundary } from '../../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/_data/entity-checkout')({
  staticData: { prerender: false },
  validateSearch: entityCheckoutSearch,
  // Missing, zero, non-integer or non-catalogue params go back to the entity types (docs/entity-checkout.md#query-parameters).
  // The rule needs the entity catalogue, which loads with the page rather than with every page.
  beforeLoad: async ({ search }) => {
    const { entityCheckoutOrder } = await import('../../../features/checkout/entity-search.ts');
    const order = entityCheckoutOrder(search);
    if (!order) throw redirect({ to: '/entity-types' });
    return { order };
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
