import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutSkeleton } from '../../features/checkout/PageSkeletons.tsx';
import { paymentConfigRead } from '../../features/checkout/payment-config-read.ts';
import { simpleCheckout, simpleCheckoutKeptInTab } from '../../features/checkout/simple-checkout-island.ts';
import { Island, loadIslandsOnNavigation, useLoadIslandIf } from '../../lib/island.tsx';
import { loadPageReads } from '../../lib/page-read.ts';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/checkout-simple')({
  // Depends on the visit (the plan of its query string): rendered by the server for each request
  // (docs/decisions/0058-visit-pages-rendered-per-request.md); the browser hydrates the page without its code, which
  // comes as the visitor reaches for it (docs/decisions/0061-islands-hear-approaches-above-react.md).
  staticData: { prerender: false, perRequest: true },
  validateSearch: (search: Record<string, unknown>): { plan?: string } => ({ plan: searchString(search.plan) }),
  // Unknown or missing plan: /services (docs/subscriptions-and-intake.md#simple-checkout).
  // The plans' and retainers' catalogue loads with the page, not with every page (the route tree is in the first download).
  beforeLoad: async ({ search }) => {
    const { findSimpleCheckoutOffer } = await import('@elite/contracts/catalogue/simple-checkout');
    const plan = search.plan ? findSimpleCheckoutOffer(search.plan) : undefined;
    if (!plan) throw redirect({ to: '/services' });
    return { plan };
  },
  // The payment settings, before the page renders (the page the server rendered carries them); a failure is the
  // page's to show (its documented error page). A visit by a link inside the app waits for the page's code too.
  loader: ({ context }) => Promise.all([loadPageReads(context, [paymentConfigRead]), loadIslandsOnNavigation(simpleCheckout)]).then(() => undefined),
  pendingComponent: CheckoutSkeleton,
  head: () => pageHead({ title: 'Subscribe', description: 'Subscribe to a monthly plan or an executive advisory retainer.', path: '/checkout-simple' }),
  component: SimpleCheckoutRoute,
});

function SimpleCheckoutRoute() {
  const { plan } = Route.useRouteContext();
  useLoadIslandIf(simpleCheckout, simpleCheckoutKeptInTab);
  return (
    <PageErrorBoundary pageName="Checkout">
      <Island key={plan.id} code={simpleCheckout} props={{ initialPlan: plan }} loadWhen="approached" />
    </PageErrorBoundary>
  );
}
