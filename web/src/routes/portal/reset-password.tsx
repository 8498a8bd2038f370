import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/portal/ResetPasswordPage.tsx';
import { DataLayer } from '../../lib/data-layer.tsx';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/portal/reset-password')({
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) }),
  head: () =>
    pageHead({
      title: 'Choose a New Password',
      description: 'Choose a new password for your Elite Business Advisory client portal account.',
      path: '/portal/reset-password',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <ResetRoute />
    </DataLayer>
  ),
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
