import type { AppRouter } from '@elite/api/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/**
 * The design card's tRPC hooks, inferred from the API's router: `trpc.leads.requestProposal.useMutation()`,
 * `trpc.payments.order.useQuery(input, options)`, `trpc.useUtils()` to read, set and invalidate cached answers
 * (docs/decisions/0027-trpc-react-query-hooks.md). `trpc.Provider` (in lib/data-layer.tsx) gives them the client.
 */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        // The server refuses longer batches (docs/decisions/0023-trusted-origin.md).
        maxItems: 10,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
