import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionSuccessPage } from '../features/intake/SubscriptionSuccessPage.tsx';
import { searchString } from '../lib/search-params.ts';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/subscription-success')({
  // The page names the plan of its query string, which a prerendered page could not know.
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { plan?: string } => ({ plan: searchString(search.plan, { maxLength: 40 }) }),
  head: () => pageHead({ title: 'Subscription Confirmed', description: 'Your subscription is active: what happens next, your business intake and your client portal.', path: '/subscription-success' }),
  component: SubscriptionSuccessRoute,
});

function SubscriptionSuccessRoute() {
  const { plan } = Route.useSearch();
  return <SubscriptionSuccessPage plan={plan} />;
}
