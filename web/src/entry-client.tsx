import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { arrivalPage } from './lib/island.tsx';
import { createAppRouter } from './router.tsx';

/**
 * A page rendered per request carries the query cache it was rendered from (docs/decisions/0058-visit-pages-rendered-per-request.md):
 * the route's loaders find their data in it and the first render matches the server's HTML.
 */
const pageData = document.getElementById('page-data')?.textContent;
const router = createAppRouter(undefined, pageData ? { data: { dehydrated: JSON.parse(pageData) as DehydratedState } } : {});
/**
 * React's own report of an error it recovered from names only itself; its cause (the component's error, or the
 * hydration mismatch) is what a developer needs, and what the browser journeys print when they fail on it.
 */
const rootOptions = {
  onRecoverableError: (error: unknown) => {
    const cause = error instanceof Error ? error.cause : undefined;
    console.error(error, ...(cause instanceof Error ? ['Cause:', cause.message] : []));
  },
};
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (container.dataset.frame !== undefined) {
  // A browser-only page arrived as its frame (layouts and skeleton, docs/decisions/0036-frames-of-browser-only-pages.md):
  // the frame stays on screen while the route loads its data and code, then the page is rendered over it.
  await router.load();
  createRoot(container, rootOptions).render(app);
} else if (container.firstElementChild) {
  // Prerendered page, or one rendered per request: load the same route (and its code-split chunk) the server
  // rendered, then hydrate. Its islands' HTML is on the page: the route's loader does not wait for their code.
  arrivalPage.current = true;
  await router.load();
  // Render the tree the way the prerenderer did (no Suspense around the root
  // route) so hydration matches; TanStack Start sets this flag the same way.
  (router as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
  router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
    if (hrefChanged) arrivalPage.current = false;
  });
  hydrateRoot(container, app, rootOptions);
} else {
  createRoot(container, rootOptions).render(app);
}
