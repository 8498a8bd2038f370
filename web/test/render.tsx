import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { App } from '../src/app.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';
import { loadAllIslands } from '../src/lib/island.tsx';
import { createAppRouter } from '../src/router.tsx';
import { theme } from '../src/theme/theme.ts';

/** Renders one component inside the app's theme and toasts (no router). */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme}>
      <Notifications limit={1} />
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders the whole app at a path, as the browser would after loading it: a prerendered page once its route has
 * loaded (entry-client.tsx hydrates then). `{ waitForLoad: false }` renders at once, as the browser does for a page
 * rendered in the browser only, so what shows while the route loads (its pendingComponent) can be seen.
 * `{ pageData }`: a page rendered per request, with the reads the server rendered it from, as the browser hydrates
 * it: the data layer is not made first (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md).
 */
export async function renderApp(path = '/', { waitForLoad = true, pageData }: { waitForLoad?: boolean; pageData?: DehydratedState } = {}) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), pageData ? { data: { dehydrated: pageData } } : {});
  if (waitForLoad) await router.load();
  // The parts a page loads as the visitor nears them (lib/island.tsx) are there at once, as in the page's HTML.
  await loadAllIslands();
  // A data island renders inside the visit's data layer (lib/data-island.tsx), ready as in the page's HTML.
  if (!pageData) await router.options.context.dataLayer();
  const result = render(<App router={router} />);
  return { ...result, router };
}
