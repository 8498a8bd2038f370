import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { SiteShell } from '../shell/SiteShell.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: SiteShell,
});
