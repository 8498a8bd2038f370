import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../src/lib/query-client.ts';
import { createTrpcClient, trpc } from '../src/lib/trpc.ts';
import { theme } from '../src/theme/theme.ts';

/** Renders one component with the theme, toasts, a fresh query cache and the tRPC client (no router). */
export function renderWithTrpc(ui: ReactElement): RenderResult {
  const queryClient = createQueryClient();
  return render(
    <MantineProvider theme={theme}>
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
          {ui}
        </trpc.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
