import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

export interface DataClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

/** Where a router keeps its data clients: empty until the first page that reads or writes data makes them. */
export interface DataClientsSlot {
  clients?: DataClients;
}

/**
 * The query cache and the tRPC client around a page that talks to the server through them (decision 20). Only
 * those pages import this file, so the marketing pages never download TanStack Query or tRPC. The clients live on
 * the router's context: one cache for the whole visit, shared by every such page, and a fresh one per router (per
 * test, per prerendered page). A provider already above (a test harness) is used as it is.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const slot = useRouter().options.context.data;
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  const { queryClient, trpcClient } = (slot.clients ??= { queryClient: createQueryClient(), trpcClient: createTrpcClient() });
  return (
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    </QueryClientProvider>
  );
}
