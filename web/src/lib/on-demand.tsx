import { lazy, type ComponentType } from 'react';

/**
 * A part whose code loads the first time it is needed (a dialog, a drawer) instead of with the page
 * (docs/decisions/0019-no-floating-code-in-the-first-download.md). `preload` starts the download early, on the
 * pointer or focus reaching what opens it; a download that failed is tried again by the next `preload`.
 * Render `Component` inside a Suspense boundary, and only once it is wanted.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const code = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(() => code().then((component) => ({ default: component }))),
    preload: () => void code().catch(() => undefined),
  };
}
