import { isIntakePlan } from '@elite/contracts/schemas/intake';
import { createFileRoute } from '@tanstack/react-router';
import { BusinessIntakePage, NoPlanCard } from '../features/intake/BusinessIntakePage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { searchPositiveInteger, searchString } from '../lib/search-params.ts';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/business-intake')({
  staticData: { prerender: false },
  // Spec 2: query parameters plan and subscription (a number); anything else is as good as absent.
  validateSearch: (search: Record<string, unknown>): { plan?: string; subscription?: number } => ({
    plan: searchString(search.plan, { maxLength: 40 }),
    subscription: searchPositiveInteger(search.subscription, 2_147_483_647),
  }),
  head: () => pageHead({ title: 'Business Intake', description: 'Tell us about your business so your advisory team can start work.', path: '/business-intake' }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <BusinessIntakeRoute />
    </DataLayer>
  ),
});

function BusinessIntakeRoute() {
  const { plan, subscription } = Route.useSearch();
  // No plan, or one the site does not sell: the spec's 'No subscription plan specified' card.
  if (!isIntakePlan(plan)) return <NoPlanCard />;
  return <BusinessIntakePage key={plan} plan={plan} subscriptionId={subscription ?? null} />;
}
