import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * The public pages that read or write through TanStack Query and tRPC (scheduling, checkouts, sign-in, the tools
 * that save...). A pathless layout inside the marketing one: it adds nothing to the URL or the screen, only the
 * visit's data layer, downloaded with the first of these pages (docs/decisions/0030-router-layouts-loaders-and-data-layer.md).
 */
export const Route = createFileRoute('/_marketing/_data')({
  // Its pages are prerendered: they preload the data layer with their own code (scripts/prerender.ts).
  staticData: { preloads: ['src/lib/data-layer.tsx'] },
  beforeLoad: ({ context }) => context.dataLayer(),
  // Not a chunk of its own: a few bytes in the first download instead of one more request on each of these pages.
  codeSplitGroupings: [],
  component: DataLayout,
});

function DataLayout() {
  const { Provider } = Route.useRouteContext();
  return (
    <Provider>
      <Outlet />
    </Provider>
  );
}
