import { createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLoginPage } from '../../../features/portal/PortalLoginPage.tsx';
import { pageHead } from '../../../lib/seo.ts';

type View = 'signin' | 'register' | 'forgot';
const views: readonly string[] = ['signin', 'register', 'forgot'] satisfies View[];
/** `?tab=register|forgot`: links (the "already registered" mail) can open the right view. */
const loginSearch = (search: Record<string, unknown>): { tab?: View } => ({
  tab: typeof search.tab === 'string' && views.includes(search.tab) ? (search.tab as View) : undefined,
});

export const Route = createFileRoute('/_marketing/_data/portal-login')({
  staticData: { prerender: false },
  validateSearch: loginSearch,
  // A signed-in portal client has nothing to do here: their dashboard (docs/portal.md#sign-in-and-create-account).
  // The server is asked as the page opens; no answer leaves the sign-in form.
  beforeLoad: async ({ context, cause }) => {
    const user = await context.signedInUser(cause);
    if (user?.role === 'client') throw redirect({ to: '/portal/dashboard', replace: true });
  },
  head: () =>
    pageHead({
      title: 'Client Portal',
      description: 'Sign in to the Elite Business Advisory client portal, or create your account to follow your formation and documents.',
      path: '/portal-login',
    }),
  component: LoginRoute,
});

function LoginRoute() {
  const { tab } = Route.useSearch();
  return <PortalLoginPage initialView={tab} />;
}
