// Mantine's global sheets; each component's own sheet comes with the module that uses it (scripts/mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './theme/global.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CartProvider } from './features/cart/CartProvider.tsx';
import type { createAppRouter } from './router.tsx';
import { AppErrorBoundary } from './shell/AppErrorBoundary.tsx';
import { markPageLive } from './lib/early-input.ts';
import { ToastHost } from './shell/ToastHost.tsx';
import { theme } from './theme/theme.ts';
import { ThemeCssVariables } from './theme/ThemeCssVariables.tsx';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Everything around the router: theme, toasts, the cart, the app-level error screen. Data fetching (TanStack
 * Query, tRPC) is not here: the pages that use it bring it (lib/data-layer.tsx).
 */
export function App({ router }: AppProps) {
  // The page is live (hydrated, or rendered in the browser; a parent's effect runs after its children's). A
  // prerendered page shows before its scripts start (decision 20): a button pressed meanwhile is pressed now
  // (lib/early-input.ts). The browser tests wait for this mark before they touch a page.
  useEffect(markPageLive, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <ThemeCssVariables source={theme} />
      <ToastHost />
      <AppErrorBoundary>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
