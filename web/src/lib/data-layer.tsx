import type { AppRouter } from '@elite/api/router';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { hydrate, QueryClientProvider, QueryObserver, type DehydratedState, type QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import type { PageRead, PageReadResult, PageReadStore } from './page-read.ts';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

/**
 * The visit's query cache and tRPC client (docs/decisions/0030-router-layouts-loaders-and-data-layer.md). The router
 * holds them on its context (router.tsx): made, and this module downloaded, the first time a route asks for them
 * (the `beforeLoad` of the layouts `_marketing/_data`, `_admin` and `_portal`, which put them on their pages'
 * context), so the marketing pages that read nothing never load TanStack Query or tRPC.
 */
export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /**
   * tRPC's helpers over the same cache, for route loaders:
   * `context.queryClient.ensureQueryData(context.trpcUtils.admin.summary.queryOptions())` fills exactly the
   * entry that `trpc.admin.summary.useQuery()` reads.
   */
  trpcUtils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  /**
   * Who is signed in, for a guard in a route's `beforeLoad`. Opening a page asks the server (`cause` 'enter':
   * docs/accounts.md, the check is made each time the page opens); moving inside it (another section, a preload)
   * reads the cache. Undefined when the server could not be reached: the page then shows its own "couldn't check"
   * card, never a redirect. Here rather than in the route files, which are part of every page's first download.
   */
  signedInUser: (cause: 'enter' | 'stay' | 'preload') => Promise<SessionUser | null | undefined>;
  /**
   * Gives the components below the cache and the tRPC client (TanStack Query's and tRPC's providers). Each data
   * layout renders it once around its pages, taking it from its context: a layout whose code is part of the first
   * download (`_marketing/_data`) then needs no import of this module, nor of TanStack Query.
   */
  Provider: (props: { children: ReactNode }) => ReactNode;
  /**
   * A page's read followed in this cache, asked again while its `poll` says so: for the pages that hydrate before
   * this layer is here and read without TanStack Query's hooks (lib/page-read.ts).
   */
  watch: <T>(read: PageRead<T>) => PageReadStore<T>;
}

/** How a data layer reads and what it starts with (docs/decisions/0058-visit-pages-rendered-per-request.md). */
export interface DataLayerOptions {
  /** On the server, a client that calls the API's procedures in process with the request's own context. */
  trpcClient?: DataLayer['trpcClient'];
  /** In the browser, the cache a page rendered per request was rendered from. */
  dehydrated?: DehydratedState;
}

/** What a page shows of a query's state (or an observer's result). */
function pageReadResult<T>(query: { status: 'pending' | 'success' | 'error'; data?: T; error?: unknown }): PageReadResult<T> {
  if (query.status === 'success') return { status: 'success', data: query.data as T, error: null };
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error };
  return { status: 'pending', data: undefined, error: null };
}

export function createDataLayer({ trpcClient = createTrpcClient(), dehydrated }: DataLayerOptions = {}): DataLayer {
  const queryClient = createQueryClient();
  if (dehydrated) {
    hydrate(queryClient, dehydrated);
    // A call that failed on the server rendered its error there (the page's own message): the first render here
    // shows the same, rather than a retry's skeleton on mount (which would not match the server's HTML).
    for (const query of dehydrated.queries) {
      if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
  const signedInUser = async (cause: 'enter' | 'stay' | 'preload') => {
    const options = trpcUtils.auth.session.queryOptions();
    try {
      return await (cause === 'enter' ? queryClient.fetchQuery({ ...options, staleTime: 0 }) : queryClient.ensureQueryData(options));
    } catch {
      return undefined;
    }
  };
  // Made once per layer, so its identity is stable: rendering it never remounts the pages below.
  function Provider({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          {children}
        </trpc.Provider>
      </QueryClientProvider>
    );
  }
  function watch<T>({ key, options, poll }: PageRead<T>): PageReadStore<T> {
    // The server renders a page once, from the answers its loader put in the cache: what is there now is all it shows,
    // and an observer to follow it (with its options and its interval) would cost every render for nothing
    // (docs/performance.md#visit-pages).
    if (import.meta.env.SSR) {
      const now = pageReadResult<T>(queryClient.getQueryState<T>(key) ?? { status: 'pending' });
      return { get: () => now, subscribe: () => () => {} };
    }
    const observer = new QueryObserver<T>(queryClient, {
      ...(options(trpcUtils) as { queryKey: unknown[] }),
      refetchInterval: (query) =>
        poll && query.state.data !== undefined && poll.while(query.state.data) && query.state.dataUpdateCount < poll.times ? poll.every : false,
    });
    // The observer's result object changes only when the read does: so does what this answers.
    let seen: QueryObserverResult<T> | undefined;
    let result: PageReadResult<T>;
    const get = () => {
      const current = observer.getCurrentResult();
      if (current !== seen) {
        seen = current;
        result = pageReadResult(current);
      }
      return result;
    };
    return { get, subscribe: (onChange) => observer.subscribe(() => onChange()) };
  }
  return { queryClient, trpcClient, trpcUtils, signedInUser, Provider, watch };
}
