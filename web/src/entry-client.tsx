import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { arrivalPage } from './lib/island.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
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
  createRoot(container).render(app);
} else if (container.hasChildNodes()) {
  // Prerendered page: load the same route (and its code-split chunk) the server rendered, then hydrate.
  await router.load();
  // Render the tree the way the prerenderer did (no Suspense around the root
  // route) so hydration matches; TanStack Start sets this flag the same way.
  (router as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
  arrivalPage.current = true;
  router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
    if (hrefChanged) arrivalPage.current = false;
  });
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
