import { createFileRoute, redirect } from '@tanstack/react-router';
import type { Plan } from '@elite/contracts/catalogue/plans';
import { cartCheckout, cartOrderConfirmation, planCheckout, planCheckoutKeptInTab } from '../../features/checkout/checkout-islands.ts';
import { orderRead } from '../../features/checkout/order-read.ts';
import { CheckoutSkeleton } from '../../features/checkout/PageSkeletons.tsx';
import { paymentConfigRead } from '../../features/checkout/payment-config-read.ts';
import { Island, loadIslandsOnNavigation, useLoadIslandIf } from '../../lib/island.tsx';
import { loadPageReads } from '../../lib/page-read.ts';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';

export const Route = createFileRoute('/_marketing/checkout')({
  // Depends on the visit (plan, cart or order): rendered by the server for each request, with the plan or order
  // read in process (docs/decisions/0058-visit-pages-rendered-per-request.md); the browser hydrates the page
  // without its code, which comes after the first paint (docs/decisions/0063-the-checkout-and-the-entity-checkout-as-islands.md).
  staticData: { prerender: false, perRequest: true },
  // `order`: the cart checkout's confirmation of a paid order (docs/payments.md, "Success pages").
  validateSearch: (search: Record<string, unknown>): { plan?: string; order?: string } => ({
    plan: searchString(search.plan),
    order: searchString(search.order, { maxLength: 40 }),
  }),
  loaderDeps: ({ search: { plan, order } }) => ({ plan, order }),
  // An unknown plan goes to /services (docs/subscriptions-and-intake.md); no plan is the cart checkout (docs/catalogue-and-cart.md#checkout-from-the-cart).
  // The plans' catalogue loads with the page, not with every page (the route tree is in the first download).
  beforeLoad: async ({ search }): Promise<{ plan?: Plan }> => {
    if (search.plan === undefined) return {};
    const { findPlan } = await import('@elite/contracts/catalogue/plans');
    const plan = findPlan(search.plan);
    if (!plan) throw redirect({ to: '/services', search: { unavailable: 'plan' } });
    return { plan };
  },
  // What the page shows first: a paid cart order's confirmation reads its order; a checkout, the payment settings
  // (docs/payments.md, "Checkout pages"); the page the server rendered carries them. A failure is the page's to show
  // ('Unable to load subscription plan...'). A visit by a link inside the app waits for the page's code too.
  loader: ({ context, deps: { plan, order } }) =>
    Promise.all([
      loadPageReads(context, [order && !plan ? orderRead(order) : paymentConfigRead]),
      loadIslandsOnNavigation(plan ? planCheckout : order ? cartOrderConfirmation : cartCheckout),
    ]).then(() => undefined),
  pendingComponent: CheckoutSkeleton,
  head: () => pageHead({ title: 'Checkout', description: 'Subscribe to a plan or pay for the services in your cart.', path: '/checkout' }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { plan } = Route.useRouteContext();
  const { order } = Route.useSearch();
  return (
    <PageErrorBoundary pageName="Checkout">
      {plan ? (
        <PlanCheckoutIsland key={plan.id} plan={plan} />
      ) : order ? (
        // Live as soon as the page is: a pending payment's page follows it.
        <Island key={order} code={cartOrderConfirmation} props={{ orderId: order }} />
      ) : (
        // The cart is in this browser, not in the server's HTML: the page comes as soon as it is live.
        <Island code={cartCheckout} props={{}} />
      )}
    </PageErrorBoundary>
  );
}

/** The plan checkout comes when the visitor reaches for its form, or at once when this tab kept a checkout. */
function PlanCheckoutIsland({ plan }: { plan: Plan }) {
  useLoadIslandIf(planCheckout, planCheckoutKeptInTab);
  return <Island code={planCheckout} props={{ plan }} loadWhen="approached" />;
}
