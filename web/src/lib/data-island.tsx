import { useRouter } from '@tanstack/react-router';
import { use, type ComponentType } from 'react';
import { defineIsland } from './island.tsx';

/**
 * An island (lib/island.tsx) whose part reads or writes through tRPC, on a page that needs no server data to show:
 * its code comes with the visit's data layer (TanStack Query and tRPC, about 21 KB gzip) and renders inside its
 * provider, so the page's first download carries neither (docs/decisions/0038-data-islands.md). The page itself is
 * not under the `_marketing/_data` layout.
 */
export function defineDataIsland<P extends object>(loader: () => Promise<ComponentType<P>>) {
  return defineIsland(() =>
    // The data layer's module downloads beside the part's code; the router makes the visit's layer from it.
    Promise.all([loader(), import('./data-layer.tsx')]).then(([Part]) => {
      function WithDataLayer(props: P) {
        const { Provider } = use(useRouter().options.context.dataLayer());
        return (
          <Provider>
            <Part {...props} />
          </Provider>
        );
      }
      return WithDataLayer;
    }),
  );
}
