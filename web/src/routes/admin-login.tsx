import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/accounts/AdminLoginPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/admin-login')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Admin Login',
      description: 'Staff sign-in for the Elite Business Advisory dashboard.',
      path: '/admin-login',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <AdminLoginPage />
    </DataLayer>
  ),
});
