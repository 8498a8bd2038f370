import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/portal/VerifyEmailPage.tsx';
import { DataLayer } from '../../lib/data-layer.tsx';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/portal/verify-email')({
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) }),
  head: () =>
    pageHead({
      title: 'Confirm Your E-mail',
      description: 'Confirm the e-mail address of your Elite Business Advisory client portal account.',
      path: '/portal/verify-email',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <VerifyRoute />
    </DataLayer>
  ),
});

function VerifyRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
