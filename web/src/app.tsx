import './theme/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './theme/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { CartProvider } from './features/cart/CartProvider.tsx';
import { createTrpcClient, TRPCProvider } from './lib/trpc.ts';
import type { createAppRouter } from './router.tsx';
import { AppErrorBoundary } from './shell/AppErrorBoundary.tsx';
import { theme } from './theme/theme.ts';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** Everything around the router: theme, toasts, data fetching, the app-level error screen. */
export function App({ router, queryClient }: AppProps) {
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Spec 1, section 9: at most one toast, shown 5000 ms, area at most 420 px wide. */}
      <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AppErrorBoundary>
            <CartProvider>
              <RouterProvider router={router} />
            </CartProvider>
          </AppErrorBoundary>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
