import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../features/admin/AdminDashboardPage.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/admin')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Admin Dashboard',
      description: 'Contact submissions, quiz results, formations and appointments for Elite Business Advisory staff.',
      path: '/admin',
    }),
  component: AdminDashboardPage,
});
