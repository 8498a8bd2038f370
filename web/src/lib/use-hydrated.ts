import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered page (which was rendered without any query string), true
 * afterwards and on every render that is not a hydration. Content that depends on the URL's search
 * waits for it, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
