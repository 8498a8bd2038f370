import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../features/admin/AdminDashboardPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/admin')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Admin Dashboard',
      description: 'Contact submissions, quiz results, formations and appointments for Elite Business Advisory staff.',
      path: '/admin',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <AdminDashboardPage />
    </DataLayer>
  ),
});
