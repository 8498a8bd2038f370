import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../../../features/accounts/AdminLoginPage.tsx';
import { ensurePageData } from '../../../lib/route-data.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/admin-login')({
  staticData: { prerender: false },
  // Who is signed in (an admin goes straight on to /admin) and whether to show the demo credentials, before the
  // page renders (docs/admin.md#staff-sign-in).
  loader: ({ context: { queryClient, trpcUtils } }) =>
    ensurePageData([
      queryClient.ensureQueryData(trpcUtils.auth.session.queryOptions()),
      queryClient.ensureQueryData(trpcUtils.auth.adminLoginInfo.queryOptions()),
    ]),
  head: () =>
    pageHead({
      title: 'Admin Login',
      description: 'Staff sign-in for the Elite Business Advisory dashboard.',
      path: '/admin-login',
    }),
  component: AdminLoginPage,
});
