import { findPlan } from '@elite/contracts/catalogue/plans';
import { Center, Loader } from '@mantine/core';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useCart } from '../../../features/cart/index.ts';
import { CartCheckoutPage } from '../../../features/checkout/CartCheckoutPage.tsx';
import { CartOrderConfirmation } from '../../../features/checkout/CartOrderConfirmation.tsx';
import { PlanCheckoutPage } from '../../../features/checkout/PlanCheckoutPage.tsx';
import { CheckoutSkeleton } from '../../../features/checkout/PageSkeletons.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';
import { PageErrorBoundary } from '../../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/_data/checkout')({
  // Depends on the visit (plan, cart or order): rendered by the server for each request, with the plan or order
  // read in process, and hydrated (docs/decisions/0058-visit-pages-rendered-per-request.md).
  staticData: { prerender: false, perRequest: true },
  // `order`: the cart checkout's confirmation of a paid order (docs/payments.md, "Success pages").
  validateSearch: (search: Record<string, unknown>): { plan?: string; order?: string } => ({
    plan: searchString(search.plan),
    order: searchString(search.order, { maxLength: 40 }),
  }),
  loaderDeps: ({ search: { plan, order } }) => ({ plan, order }),
  // An unknown plan goes to /services (docs/subscriptions-and-intake.md); no plan is the cart checkout (docs/catalogue-and-cart.md#checkout-from-the-cart).
  // The plans' catalogue loads with the page, not with every page (the route tree is in the first download).
  beforeLoad: async ({ search }) => {
    if (search.plan === undefined) return;
    const { findPlan } = await import('@elite/contracts/catalogue/plans');
    if (!findPlan(search.plan)) throw redirect({ to: '/services', search: { unavailable: 'plan' } });
  },
  // What the page shows first: a paid cart order's confirmation reads its order; a checkout, the payment settings
  // (docs/payments.md, "Checkout pages"). A failure is the page's to show ('Unable to load subscription plan...').
  loader: ({ context: { queryClient, trpcUtils }, deps: { plan, order } }) =>
    ensurePageData([
      order && !plan
        ? queryClient.ensureQueryData(trpcUtils.payments.order.queryOptions({ orderId: order }))
        : queryClient.ensureQueryData(trpcUtils.payments.config.queryOptions()),
    ]),
  pendingComponent: CheckoutSkeleton,
  head: () => pageHead({ title: 'Checkout', description: 'Subscribe to a plan or pay for the services in your cart.', path: '/checkout' }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { plan, order } = Route.useSearch();
  const found = plan ? findPlan(plan) : undefined;
  return (
    <PageErrorBoundary pageName="Checkout">
      {found ? <PlanCheckoutPage plan={found} /> : order ? <CartOrderConfirmation orderId={order} /> : <CartCheckout />}
    </PageErrorBoundary>
  );
}

function CartCheckout() {
  const { ready, items } = useCart();
  // A cart emptied on the card step (another tab) keeps the page, which says so: only a cart empty from the start redirects.
  const [hadItems, setHadItems] = useState(false);
  if (items.length > 0 && !hadItems) setHadItems(true);
  if (!ready) {
    return (
      <Center py={120}>
        <Loader />
      </Center>
    );
  }
  // No plan and an empty cart: the documented redirect to /services.
  if (items.length === 0 && !hadItems) return <Navigate to="/services" replace />;
  return <CartCheckoutPage />;
}
