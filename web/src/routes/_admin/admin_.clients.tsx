import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClientPage } from '../../features/admin/clients/ClientPage.tsx';
import { searchString } from '../../lib/search-params.ts';
import { ensurePageData } from '../../lib/route-data.ts';
import { pageHead } from '../../lib/seo.ts';

/** `?email=`: the client's address as typed (the server normalises it); anything unusable is absent. */
export interface ClientSearch {
  email?: string;
}

export const Route = createFileRoute('/_admin/admin_/clients')({
  // One client across records (docs/admin.md#one-client). Plain functions, not zod: the route tree is in every page's
  // first download.
  validateSearch: (search: Record<string, unknown>): ClientSearch => {
    const email = searchString(search.email, { maxLength: 254, trim: true });
    return email ? { email } : {};
  },
  loaderDeps: ({ search }) => ({ email: search.email }),
  // As /admin: no admin session goes to /admin-login (replacing the entry).
  beforeLoad: ({ context }) => {
    if (context.user !== undefined && context.user?.role !== 'admin') throw redirect({ to: '/admin-login', replace: true });
  },
  // The client's page in the cache before it renders; a refused address (400) is the page's own message.
  loader: ({ context, deps }) =>
    deps.email
      ? ensurePageData([context.queryClient.ensureQueryData(context.trpcUtils.admin.clients.timeline.queryOptions({ email: deps.email }))], '/admin-login')
      : undefined,
  head: () =>
    pageHead({
      title: 'Client',
      description: 'One client of Elite Business Advisory across their records, for staff.',
      path: '/admin/clients',
    }),
  component: ClientRoute,
});

function ClientRoute() {
  const { email } = Route.useSearch();
  return <ClientPage email={email} />;
}
