import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppErrorScreen } from './AppErrorScreen.tsx';

/**
 * A route that fails to load or render (a crashed component, a code-split chunk that did not arrive) shows the
 * app-level error screen. Try Again fetches the page's data afresh, then loads the route's code and renders it again
 * (docs/site-and-navigation.md#app-error-screen): the cache keeps what it read for the whole visit, so without the
 * reset the loaders would hand the page the same data that broke it.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('Application error:', error);
    // The visitor may have clicked from far down the previous page: show the message, not the footer.
    window.scrollTo({ top: 0 });
  }, [error]);
  const tryAgain = async () => {
    // The visit's query cache, if a page has made it (a page that reads nothing has none): the router's, whether the
    // page is under a data layout or reads without one (lib/page-read.ts).
    await router.options.context.dataLayer.made()?.queryClient.resetQueries();
    reset();
    await router.invalidate();
  };
  return <AppErrorScreen error={error} onReset={() => void tryAgain()} />;
}
