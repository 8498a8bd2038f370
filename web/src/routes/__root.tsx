import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { DocumentHead } from '../shell/DocumentHead.tsx';
import { NotFoundScreen } from '../shell/NotFoundScreen.tsx';
import { SiteShell } from '../shell/SiteShell.tsx';

/**
 * The root holds what every page shares: the document's head and the router's context (the visit's lazily made
 * data layer, router.tsx). Each part of the site brings its own frame as a pathless layout route:
 * `_marketing` (the public site's top bar and footer), `_admin` (the staff shell) and `_portal` (the client portal).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // A path outside the route table belongs to no layout: its 404 screen gets the public site's frame.
  notFoundComponent: () => (
    <SiteShell>
      <NotFoundScreen />
    </SiteShell>
  ),
});

function Root() {
  return (
    <>
      <DocumentHead />
      <Outlet />
    </>
  );
}
