import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { RouteErrorScreen } from './shell/RouteErrorScreen.tsx';
import { NotFoundScreen } from './shell/NotFoundScreen.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
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
