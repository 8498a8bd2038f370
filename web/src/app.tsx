import './theme/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './theme/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CartProvider } from './features/cart/CartProvider.tsx';
import type { createAppRouter } from './router.tsx';
import { AppErrorBoundary } from './shell/AppErrorBoundary.tsx';
import { theme } from './theme/theme.ts';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Everything around the router: theme, toasts, the cart, the app-level error screen. Data fetching (TanStack
 * Query, tRPC) is not here: the pages that use it bring it (lib/data-layer.tsx).
 */
export function App({ router }: AppProps) {
  // The page is live (hydrated, or rendered in the browser). A prerendered page shows before its scripts start
  // (decision 20); the browser tests wait for this mark before they touch a page.
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Spec 1, section 9: at most one toast, shown 5000 ms, area at most 420 px wide. */}
      <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" />
      <AppErrorBoundary>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
