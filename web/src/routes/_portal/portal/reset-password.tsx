import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/portal/ResetPasswordPage.tsx';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_portal/portal/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) }),
  head: () =>
    pageHead({
      title: 'Choose a New Password',
      description: 'Choose a new password for your Elite Business Advisory client portal account.',
      path: '/portal/reset-password',
    }),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
