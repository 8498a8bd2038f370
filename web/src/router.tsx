import type { DehydratedState } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { DataLayer, DataLayerOptions } from './lib/data-layer.tsx';
import { arrivalPage, markFulfilled } from './lib/island.tsx';
import { routeTree } from './routeTree.gen.ts';
import { RouteErrorScreen } from './shell/RouteErrorScreen.tsx';
import { NotFoundScreen } from './shell/NotFoundScreen.tsx';

export interface RouterContext {
  /**
   * The visit's query cache and tRPC client. The first route that needs them (the `beforeLoad` of the data layouts)
   * calls this, which downloads TanStack Query and tRPC and makes the clients; later calls get the same ones.
   */
  dataLayer: LazyDataLayer;
  /**
   * In the browser, the reads a page rendered per request was rendered from (its `#page-data`): the page hydrates from
   * them without the data layer (lib/page-read.ts, docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md).
   */
  pageData?: DehydratedState;
  /**
   * True only while the build prerenders the frame of a browser-only page (`staticData.frame`): its layouts and its
   * skeleton, without the visit's data, session or query string (docs/decisions/0036-frames-of-browser-only-pages.md).
   */
  frame: boolean;
}

/** Makes the visit's data layer on the first call (downloading its module); `made()` says whether it is here, without making it. */
export type LazyDataLayer = (() => Promise<DataLayer>) & { made: () => DataLayer | undefined };

/**
 * The data layer's module, asked for once: the server makes a router per request, and each `import()` there goes
 * through the module loader's hooks, a round trip to their thread (a third of a page's route load in its profile,
 * docs/performance.md#visit-pages). In the browser the module comes once either way.
 */
let dataLayerModulePromise: Promise<typeof import('./lib/data-layer.tsx')> | undefined;
const dataLayerModule = () => (dataLayerModulePromise ??= import('./lib/data-layer.tsx'));

/**
 * One data layer per router: per visit in the browser, per test, per prerendered page. Once made, its promise says
 * so the way React's `use()` reads it, so that a part rendered later (a data island, lib/data-island.tsx) gets it
 * in the same pass.
 */
export function lazyDataLayer(options?: DataLayerOptions): LazyDataLayer {
  let made: Promise<DataLayer> | undefined;
  let layer: DataLayer | undefined;
  const dataLayer = () =>
    (made ??= dataLayerModule().then((m) => {
      layer = m.createDataLayer(options);
      markFulfilled(made!, layer);
      return layer;
    }));
  return Object.assign(dataLayer, { made: () => layer });
}

/**
 * `data`: how the visit's data layer reads (on the server, through the API's procedures in process) and what it
 * starts with (in the browser, the cache a page rendered per request was rendered from; docs/decisions/0058-visit-pages-rendered-per-request.md).
 */
export function createAppRouter(history?: RouterHistory, { frame = false, data }: { frame?: boolean; data?: DataLayerOptions } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { dataLayer: lazyDataLayer(data), pageData: data?.dehydrated, frame } satisfies RouterContext,
    defaultPreload: 'intent',
    // Not on the prerendered page the visitor arrived on: they may have scrolled before its scripts ran, and the
    // page is not to jump back to the top when it goes live (docs/site-and-navigation.md#before-the-page-is-live).
    scrollRestoration: () => !arrivalPage.current,
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
    /** False for pages that are only rendered in the browser (private or session-bound pages); a layout's false covers its pages. */
    prerender?: boolean;
    /**
     * Source files (from web/) that the route's `beforeLoad` imports on the way to rendering: a prerendered page of
     * the route preloads their chunks with its own, rather than discovering them once its scripts run.
     */
    preloads?: string[];
    /**
     * A browser-only page whose frame is prerendered: the layouts around it and its skeleton, served until its
     * scripts render the page over it, instead of an empty shell (docs/decisions/0036-frames-of-browser-only-pages.md).
     */
    frame?: boolean;
    /**
     * A page that depends on the visit (its plan, order or form) rendered on the server for each request, with its
     * data read in process, and hydrated in the browser (docs/decisions/0058-visit-pages-rendered-per-request.md).
     */
    perRequest?: boolean;
  }
}
