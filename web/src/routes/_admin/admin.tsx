import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin/AdminDashboardPage.tsx';
import { AdminDashboardSkeleton } from '../../features/admin/DashboardSkeleton.tsx';
import { kindOfSection, listInput, listProcedureNames } from '../../features/admin/queues/list-query.ts';
import { adminSearch, DEFAULT_ADMIN_SECTION, isQueueSection, type AdminSearch, type AdminSection } from '../../features/admin/sections.ts';
import type { DataLayer } from '../../lib/data-layer.tsx';
import { ensurePageData } from '../../lib/route-data.ts';
import { pageHead } from '../../lib/seo.ts';

/** What a section shows first, as its components ask for it: the overview's summary, a queue's page of its filter, the staff. */
function sectionData({ queryClient, trpcUtils: t }: DataLayer, section: AdminSection, search: AdminSearch): Promise<unknown>[] {
  if (isQueueSection(section)) {
    const kind = kindOfSection(section);
    // The same input as the list's own query (features/admin/queues/QueueList.tsx), so it renders from the cache.
    // One kind's procedure at a time: TypeScript cannot call the union of the nine, hence the narrowing cast.
    const procedure = t.admin[listProcedureNames[kind]] as typeof t.admin.contacts;
    return [queryClient.ensureQueryData(procedure.queryOptions(listInput(kind, search) as Parameters<typeof procedure.queryOptions>[0]))];
  }
  if (section === 'staff') return [queryClient.ensureQueryData(t.auth.staffAccounts.queryOptions())];
  if (section === 'mail-templates') return [queryClient.ensureQueryData(t.conversations.templates.queryOptions())];
  // The trends are asked for at the same time but not waited for: the Overview shows without them, grey until they come.
  void queryClient.prefetchQuery(t.admin.trends.queryOptions());
  return [queryClient.ensureQueryData(t.admin.summary.queryOptions())];
}

export const Route = createFileRoute('/_admin/admin')({
  // `?tab=` names the section the side navigation opened; a queue's filter and open record follow it
  // (docs/admin.md#work-queues). Plain functions, not zod: the route tree is in every page's first download.
  validateSearch: adminSearch,
  loaderDeps: ({ search: { open: _open, ...search } }) => ({ section: search.tab ?? DEFAULT_ADMIN_SECTION, search }),
  // docs/admin.md#staff-sign-in: no admin session, /admin-login (replacing the entry). A session the server could
  // not confirm (no connection) is left to the page, which says so and offers to try again.
  beforeLoad: ({ context }) => {
    if (context.user !== undefined && context.user?.role !== 'admin') throw redirect({ to: '/admin-login', replace: true });
  },
  // The section's first data, in the cache before the page renders; a session that ended on the way goes to
  // /admin-login, any other failure to the list's own "Error Loading Data" card.
  loader: ({ context, deps, location }) => {
    // A record the address opens (a reload, a shared link) is asked for with its list, not once the list has rendered.
    const { open } = location.search as AdminSearch;
    if (open && isQueueSection(deps.section)) {
      void context.queryClient.prefetchQuery(context.trpcUtils.admin.record.queryOptions({ kind: kindOfSection(deps.section), id: open }));
    }
    return ensurePageData(sectionData(context, deps.section, deps.search), '/admin-login');
  },
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
