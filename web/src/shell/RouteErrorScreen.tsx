import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppErrorScreen } from './AppErrorScreen.tsx';

/**
 * A route that fails to load or render (a crashed component, a code-split
 * chunk that did not arrive) shows the app-level error screen. Try Again
 * reloads the route's data and code, then renders it again.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('Application error:', error);
    // The visitor may have clicked from far down the previous page: show the message, not the footer.
    window.scrollTo({ top: 0 });
  }, [error]);
  return (
    <AppErrorScreen
      error={error}
      onReset={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
