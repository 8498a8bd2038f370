import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../../../features/accounts/AdminLoginPage.tsx';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/_data/admin-login')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Admin Login',
      description: 'Staff sign-in for the Elite Business Advisory dashboard.',
      path: '/admin-login',
    }),
  component: AdminLoginPage,
});
