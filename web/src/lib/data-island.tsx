import { useRouter } from '@tanstack/react-router';
import { use, type ComponentType } from 'react';
import { defineIsland } from './island.tsx';

/**
 * A part that reads or writes through tRPC, on a page that needs no server data to show, loaded with the data
 * layer's module (TanStack Query and tRPC, about 21 KB gzip) and rendered inside the visit's data layer (the
 * router's, the same cache as every other page): the page's first download carries neither
 * (docs/decisions/0038-data-islands.md). The page itself is not under the `_marketing/_data` layout.
 */
export function loadWithDataLayer<P extends object>(loader: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  // The data layer's module downloads beside the part's code; the router makes the visit's layer from it.
  return Promise.all([loader(), import('./data-layer.tsx')]).then(([Part]) => {
    function WithDataLayer(props: P) {
      const { Provider } = use(useRouter().options.context.dataLayer());
      return (
        <Provider>
          <Part {...props} />
        </Provider>
      );
    }
    return WithDataLayer;
  });
}

/** An island (lib/island.tsx) whose part talks to the server: see `loadWithDataLayer`. */
export function defineDataIsland<P extends object>(loader: () => Promise<ComponentType<P>>) {
  return defineIsland(() => loadWithDataLayer(loader));
}
