import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/AdminShell.tsx';

/**
 * The staff pages (/admin, /support-chat) in the back office's own shell: a compact top bar and a side
 * navigation, no marketing header or footer (features/admin/AdminShell.tsx). A pathless layout: the URLs stay
 * as they were. Its pages read through the data layer, and find on their context who is signed in, asked of the
 * server as they open (docs/accounts.md).
 */
export const Route = createFileRoute('/_admin')({
  // Session-bound pages are rendered in the browser only (decision 3).
  staticData: { prerender: false },
  // A prerendered frame has no session: its pages show that they are checking (docs/decisions/0036-frames-of-browser-only-pages.md).
  beforeLoad: async ({ context, cause }) => {
    const data = await context.dataLayer();
    return { ...data, user: context.frame ? undefined : await data.signedInUser(cause) };
  },
  component: AdminLayout,
});

function AdminLayout() {
  const { Provider } = Route.useRouteContext();
  return (
    <Provider>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </Provider>
  );
}
