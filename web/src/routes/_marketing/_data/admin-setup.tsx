import { createFileRoute } from '@tanstack/react-router';
import { AdminSetupPage } from '../../../features/accounts/AdminSetupPage.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/admin-setup')({
  // The link's holder only: rendered in the browser, never prerendered or listed (docs/accounts.md#the-first-admin).
  staticData: { prerender: false },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) }),
  // Whether the site still waits for its first admin, before the page renders.
  loader: ({ context: { queryClient, trpcUtils } }) => ensurePageData([queryClient.ensureQueryData(trpcUtils.auth.adminLoginInfo.queryOptions())]),
  head: () =>
    pageHead({
      title: 'Set Up Your Site',
      description: 'Create the first admin account of this Elite Business Advisory site.',
      path: '/admin-setup',
    }),
  component: SetupRoute,
});

function SetupRoute() {
  const { token } = Route.useSearch();
  return <AdminSetupPage token={token} />;
}
