import { createFileRoute, redirect } from '@tanstack/react-router';
import { SimpleCheckoutPage } from '../../../features/checkout/SimpleCheckoutPage.tsx';
import { CheckoutSkeleton } from '../../../features/checkout/PageSkeletons.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';
import { PageErrorBoundary } from '../../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/_data/checkout-simple')({
  // Depends on the visit (the plan of its query string): rendered by the server for each request and hydrated
  // (docs/decisions/0058-visit-pages-rendered-per-request.md).
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
  // The payment settings, before the page renders; a failure is the page's to show (its documented error page).
  loader: ({ context: { queryClient, trpcUtils } }) => ensurePageData([queryClient.ensureQueryData(trpcUtils.payments.config.queryOptions())]),
  pendingComponent: CheckoutSkeleton,
  head: () => pageHead({ title: 'Subscribe', description: 'Subscribe to a monthly plan or an executive advisory retainer.', path: '/checkout-simple' }),
  component: SimpleCheckoutRoute,
});

function SimpleCheckoutRoute() {
  const { plan } = Route.useRouteContext();
  return (
    <PageErrorBoundary pageName="Checkout">
      <SimpleCheckoutPage key={plan.id} initialPlan={plan} />
    </PageErrorBoundary>
  );
}
