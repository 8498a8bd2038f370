import { findRetainerPlan } from '@elite/contracts/catalogue/retainers';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SimpleCheckoutPage } from '../features/checkout/SimpleCheckoutPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { searchString } from '../lib/search-params.ts';
import { pageHead } from '../lib/seo.ts';
import { PageErrorBoundary } from '../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/checkout-simple')({
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { plan?: string } => ({ plan: searchString(search.plan) }),
  // Unknown or missing plan: /services (docs/subscriptions-and-intake.md#simple-checkout).
  beforeLoad: ({ search }) => {
    const plan = search.plan ? findRetainerPlan(search.plan) : undefined;
    if (!plan) throw redirect({ to: '/services' });
    return { plan };
  },
  head: () => pageHead({ title: 'Subscribe', description: 'Subscribe to an executive advisory retainer.', path: '/checkout-simple' }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <SimpleCheckoutRoute />
    </DataLayer>
  ),
});

function SimpleCheckoutRoute() {
  const { plan } = Route.useRouteContext();
  return (
    <PageErrorBoundary pageName="Checkout">
      <SimpleCheckoutPage key={plan.id} initialPlan={plan} />
    </PageErrorBoundary>
  );
}
