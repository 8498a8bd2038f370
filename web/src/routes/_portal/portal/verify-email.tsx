import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../../features/portal/VerifyEmailPage.tsx';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

export const Route = createFileRoute('/_portal/portal/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) }),
  head: () =>
    pageHead({
      title: 'Confirm Your E-mail',
      description: 'Confirm the e-mail address of your Elite Business Advisory client portal account.',
      path: '/portal/verify-email',
    }),
  component: VerifyRoute,
});

function VerifyRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
