import { lazy, type ComponentType } from 'react';

/**
 * A part whose code loads the first time it is needed (a dialog, a drawer) instead of with the page
 * (docs/decisions/0019-no-floating-code-in-the-first-download.md). `preload` starts the download early, on the
 * pointer or focus reaching what opens it; a download that failed is tried again by the next `preload`.
 * Render `Component` inside a Suspense boundary, and only once it is wanted.
 *
 * `ready` is the download to wait for (a route's loader): a part first rendered after it renders at once instead of
 * suspending. That is what lets the server render it: a part that suspends in the server's render is rendered again
 * by the browser, which reports it (React's error 419).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const code = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    Component: lazy(() => (loaded ? settled({ default: loaded }) : code().then((component) => ({ default: component })))),
    preload: () => void code().catch(() => undefined),
    ready: (): Promise<void> => code().then(() => undefined),
  };
}

/**
 * A thenable that calls back at once: React.lazy reads its value in the same render (a promise's callbacks would
 * run a tick later, after the render has suspended).
 */
function settled<T>(value: T): Promise<T> {
  return {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
    },
  } as unknown as Promise<T>;
}
