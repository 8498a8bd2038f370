import { intakePlanFor } from '@elite/contracts/schemas/intake-fields';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { orderRead } from '../../features/checkout/order-read.ts';
import { businessIntake, intakeForOrderRead, intakeOfOrder, orderIntakeGate } from '../../features/intake/intake-island.ts';
import { NoPlanCard } from '../../features/intake/NoPlanCard.tsx';
import { Island, loadIslandsOnNavigation, useLoadIslandIf } from '../../lib/island.tsx';
import { loadPageReads } from '../../lib/page-read.ts';
import { searchPositiveInteger, searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';
import { hasPortalHint } from '../../shell/portal-hint.ts';

export const Route = createFileRoute('/_marketing/business-intake')({
  // Depends on the visit (plan and order of its query string): rendered by the server for each request
  // (docs/decisions/0058-visit-pages-rendered-per-request.md); the browser hydrates the page without the form's code,
  // which comes as the visitor reaches for it (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md).
  staticData: { prerender: false, perRequest: true },
  // docs/subscriptions-and-intake.md#business-intake: query parameters plan and subscription (a number); ours: order, the paid order the form belongs to.
  validateSearch: (search: Record<string, unknown>): { plan?: string; subscription?: number; order?: string } => ({
    plan: searchString(search.plan, { maxLength: 40 }),
    subscription: searchPositiveInteger(search.subscription, 2_147_483_647),
    order: searchString(search.order, { maxLength: 40 }),
  }),
  loaderDeps: ({ search: { order } }) => ({ order }),
  // From a paid order, the form belongs to that order, and is filled in from it or shows the intake it has
  // (docs/subscriptions-and-intake.md#from-the-order): both read before the page renders (the page the server
  // rendered carries them). A visit by a link inside the app waits for the form's code too.
  loader: ({ context, deps: { order } }) =>
    Promise.all([
      loadPageReads(context, order ? [orderRead(order), intakeForOrderRead(order)] : []),
      order && orderIntakeGate.ready(),
      loadIslandsOnNavigation(order ? intakeOfOrder : businessIntake),
    ]).then(() => undefined),
  head: () =>
    pageHead({ title: 'Business Intake', description: 'Tell us about your business so your advisory team can start work.', path: '/business-intake' }),
  component: BusinessIntakeRoute,
});

const { Component: OrderIntakeGate } = orderIntakeGate;

function BusinessIntakeRoute() {
  const { plan, subscription, order } = Route.useSearch();
  // A signed-in portal client finds their name and e-mail filled in (docs/subscriptions-and-intake.md#business-intake),
  // which the live form does: when the browser says a client is signed in, its code comes at once.
  useLoadIslandIf(order ? intakeOfOrder : businessIntake, hasPortalHint);
  // From an order: its product is the plan (`?plan=enterprise` of a retainer order is the retainer's form).
  if (order) {
    return (
      <Suspense fallback={null}>
        <OrderIntakeGate orderId={order} plan={plan} subscriptionId={subscription ?? null} />
      </Suspense>
    );
  }
  // No plan, or one the site does not sell: the documented 'No subscription plan specified' card.
  const planType = intakePlanFor(plan);
  if (!planType) return <NoPlanCard />;
  return <Island key={planType} code={businessIntake} props={{ plan: planType, subscriptionId: subscription ?? null }} loadWhen="approached" />;
}
