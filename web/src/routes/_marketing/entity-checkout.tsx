import { createFileRoute, redirect } from '@tanstack/react-router';
import { entityCheckout, entityCheckoutKeptInTab } from '../../features/checkout/entity-checkout-island.ts';
import { entityCheckoutSearch } from '../../features/checkout/entity-checkout-search.ts';
import { CheckoutSkeleton } from '../../features/checkout/PageSkeletons.tsx';
import { paymentConfigRead } from '../../features/checkout/payment-config-read.ts';
import { Island, loadIslandsOnNavigation, useLoadIslandIf } from '../../lib/island.tsx';
import { loadPageReads } from '../../lib/page-read.ts';
import { pageHead } from '../../lib/seo.ts';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/entity-checkout')({
  // Depends on the visit (the entity of its query string): rendered by the server for each request
  // (docs/decisions/0058-visit-pages-rendered-per-request.md); the browser hydrates the page without its code, which
  // comes as the visitor reaches for it (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md).
  staticData: { prerender: false, perRequest: true },
  validateSearch: entityCheckoutSearch,
  // Missing, zero, non-integer or non-catalogue params go back to the entity types (docs/entity-checkout.md#query-parameters).
  // The rule needs the entity catalogue, which loads with the page rather than with every page.
  beforeLoad: async ({ search }) => {
    const { entityCheckoutOrder } = await import('../../features/checkout/entity-search.ts');
    const decided = entityCheckoutOrder(search);
    // Sent back with the reason, which /entity-types says in a line at its top.
    if ('refused' in decided) throw redirect({ to: '/entity-types', search: { unavailable: decided.refused } });
    return { order: decided.order };
  },
  // The payment settings, before the page renders (the page the server rendered carries them); a failure is the
  // payment step's to show. A visit by a link inside the app waits for the page's code too.
  loader: ({ context }) => Promise.all([loadPageReads(context, [paymentConfigRead]), loadIslandsOnNavigation(entityCheckout)]).then(() => undefined),
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
  useLoadIslandIf(entityCheckout, entityCheckoutKeptInTab);
  return (
    <PageErrorBoundary pageName="Entity Checkout">
      <Island key={`${order.option.type}-${order.state}`} code={entityCheckout} props={order} loadWhen="approached" />
    </PageErrorBoundary>
  );
}
