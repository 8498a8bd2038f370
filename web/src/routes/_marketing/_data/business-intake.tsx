import { intakePlanFor } from '@elite/contracts/schemas/intake-fields';
import { createFileRoute } from '@tanstack/react-router';
import { OrderGate } from '../../../features/checkout/index.ts';
import { BusinessIntakePage, NoPlanCard } from '../../../features/intake/BusinessIntakePage.tsx';
import { IntakeOfOrder } from '../../../features/intake/IntakeOfOrder.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { searchPositiveInteger, searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/business-intake')({
  // Depends on the visit (plan and order of its query string): rendered by the server for each request and hydrated
  // (docs/decisions/0058-visit-pages-rendered-per-request.md).
  staticData: { prerender: false, perRequest: true },
  // docs/subscriptions-and-intake.md#business-intake: query parameters plan and subscription (a number); ours: order, the paid order the form belongs to.
  validateSearch: (search: Record<string, unknown>): { plan?: string; subscription?: number; order?: string } => ({
    plan: searchString(search.plan, { maxLength: 40 }),
    subscription: searchPositiveInteger(search.subscription, 2_147_483_647),
    order: searchString(search.order, { maxLength: 40 }),
  }),
  loaderDeps: ({ search: { order } }) => ({ order }),
  // From a paid order, the form belongs to that order, and is filled in from it or shows the intake it has
  // (docs/subscriptions-and-intake.md#from-the-order): both read before the page renders.
  loader: ({ context: { queryClient, trpcUtils }, deps: { order } }) =>
    ensurePageData(
      order
        ? [
            queryClient.ensureQueryData(trpcUtils.payments.order.queryOptions({ orderId: order })),
            queryClient.ensureQueryData(trpcUtils.intake.forOrder.queryOptions({ orderId: order })),
          ]
        : [],
    ),
  head: () =>
    pageHead({ title: 'Business Intake', description: 'Tell us about your business so your advisory team can start work.', path: '/business-intake' }),
  component: BusinessIntakeRoute,
});

function BusinessIntakeRoute() {
  const { plan, subscription, order } = Route.useSearch();
  // From an order: its product is the plan (`?plan=enterprise` of a retainer order is the retainer's form).
  if (order) {
    return (
      <OrderGate orderId={order} kinds={['plan', 'retainer']}>
        {(paid) => {
          const planType = intakePlanFor(plan, paid.productId);
          return planType ? <IntakeOfOrder key={planType} plan={planType} subscriptionId={subscription ?? null} orderId={paid.id} /> : <NoPlanCard />;
        }}
      </OrderGate>
    );
  }
  // No plan, or one the site does not sell: the documented 'No subscription plan specified' card.
  const planType = intakePlanFor(plan);
  if (!planType) return <NoPlanCard />;
  return <BusinessIntakePage key={planType} plan={planType} subscriptionId={subscription ?? null} />;
}
