import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { DataClientsSlot } from './lib/data-layer.tsx';
import { routeTree } from './routeTree.gen.ts';
import { RouteErrorScreen } from './shell/RouteErrorScreen.tsx';
import { NotFoundScreen } from './shell/NotFoundScreen.tsx';

export interface RouterContext {
  /** The query cache and tRPC client, made by the first page that needs them (lib/data-layer.tsx). */
  data: DataClientsSlot;
}

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { data: {} } satisfies RouterContext,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    // A route that throws while loading or rendering shows the app-level error screen.
    defaultErrorComponent: RouteErrorScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** False for pages that are only rendered in the browser (private or session-bound pages). */
    prerender?: boolean;
  }
}
