import { createFileRoute, redirect } from '@tanstack/react-router';
import { PortalDashboardSkeleton } from '../../../features/portal/DashboardSkeleton.tsx';
import { PortalDashboardPage } from '../../../features/portal/PortalDashboardPage.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_portal/portal/dashboard')({
  // docs/portal.md#portal-dashboard: a portal client session, asked of the server as the page opens; anyone else
  // goes to /portal-login (replacing the entry). No answer at all (no connection) is left to the page.
  beforeLoad: async ({ context, cause }) => {
    const user = await context.signedInUser(cause);
    if (user !== undefined && user?.role !== 'client') throw redirect({ to: '/portal-login', replace: true });
  },
  // The client's records (one call: portal.dashboard), in the cache before the page renders; a failure shows on the page.
  loader: ({ context: { queryClient, trpcUtils } }) =>
    ensurePageData([queryClient.ensureQueryData(trpcUtils.portal.dashboard.queryOptions())], '/portal-login'),
  pendingComponent: PortalDashboardSkeleton,
  head: () =>
    pageHead({
      title: 'Client Dashboard',
      description: 'Your Elite Business Advisory client dashboard: your orders, formations, subscriptions, intakes and appointments.',
      path: '/portal/dashboard',
    }),
  component: PortalDashboardPage,
});
