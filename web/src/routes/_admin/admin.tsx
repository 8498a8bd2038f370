import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin/AdminDashboardPage.tsx';
import { AdminDashboardSkeleton } from '../../features/admin/DashboardSkeleton.tsx';
import { ADMIN_PAGE_SIZE, adminSearch, DEFAULT_ADMIN_SECTION, type AdminSection } from '../../features/admin/sections.ts';
import type { DataLayer } from '../../lib/data-layer.tsx';
import { ensurePageData } from '../../lib/route-data.ts';
import { pageHead } from '../../lib/seo.ts';

/** The first page of each section's lists, as its components ask for it (features/admin/AdminList.tsx). */
function sectionData({ queryClient, trpcUtils: t }: DataLayer, section: AdminSection): Promise<unknown>[] {
  const page = { page: 1, pageSize: ADMIN_PAGE_SIZE };
  switch (section) {
    case 'contacts':
      return [queryClient.ensureQueryData(t.admin.contacts.queryOptions(page))];
    case 'quiz-results':
      return [queryClient.ensureQueryData(t.admin.quizResults.queryOptions(page))];
    case 'business-formations':
      return [queryClient.ensureQueryData(t.admin.businessFormations.queryOptions(page)), queryClient.ensureQueryData(t.intake.list.queryOptions(page))];
    case 'entity-formations':
      return [queryClient.ensureQueryData(t.admin.entityFormations.queryOptions(page))];
    case 'appointments':
      return [queryClient.ensureQueryData(t.admin.appointments.queryOptions(page))];
    case 'orders-subscriptions':
      return [queryClient.ensureQueryData(t.payments.orders.queryOptions(page)), queryClient.ensureQueryData(t.payments.subscriptions.queryOptions(page))];
    case 'staff':
      return [queryClient.ensureQueryData(t.auth.staffAccounts.queryOptions())];
  }
}

export const Route = createFileRoute('/_admin/admin')({
  // `?tab=` names the section the side navigation opened (docs/admin.md#sections).
  validateSearch: adminSearch,
  loaderDeps: ({ search }) => ({ section: search.tab ?? DEFAULT_ADMIN_SECTION }),
  // docs/admin.md#staff-sign-in: no admin session, /admin-login (replacing the entry). A session the server could
  // not confirm (no connection) is left to the page, which says so and offers to try again.
  beforeLoad: ({ context }) => {
    if (context.user !== undefined && context.user?.role !== 'admin') throw redirect({ to: '/admin-login', replace: true });
  },
  // The summary and the section's first page, in the cache before the page renders; a session that ended on the
  // way goes to /admin-login, any other failure to the list's own "Error Loading Data" card.
  loader: ({ context, deps }) =>
    ensurePageData(
      [context.queryClient.ensureQueryData(context.trpcUtils.admin.summary.queryOptions()), ...sectionData(context, deps.section)],
      '/admin-login',
    ),
  pendingComponent: AdminDashboardSkeleton,
  head: () =>
    pageHead({
      title: 'Admin Dashboard',
      description: 'Contact submissions, quiz results, formations and appointments for Elite Business Advisory staff.',
      path: '/admin',
    }),
  component: AdminRoute,
});

function AdminRoute() {
  const { section } = Route.useLoaderDeps();
  return <AdminDashboardPage section={section} />;
}
