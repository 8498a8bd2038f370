import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalShell } from '../features/portal/PortalShell.tsx';

/**
 * The client portal (/portal/*) in its own frame (features/portal/PortalShell.tsx) rather than the marketing
 * site's. A pathless layout: the URLs stay as they were. Every portal page reads or writes through the data layer.
 * /portal-login stays a public page of the marketing site.
 */
export const Route = createFileRoute('/_portal')({
  // Session-bound or link-holder pages are rendered in the browser only (decision 3).
  staticData: { prerender: false },
  beforeLoad: ({ context }) => context.dataLayer(),
  component: PortalLayout,
});

function PortalLayout() {
  const { Provider } = Route.useRouteContext();
  return (
    <Provider>
      <PortalShell>
        <Outlet />
      </PortalShell>
    </Provider>
  );
}
