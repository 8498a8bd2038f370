import type { DehydratedState } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DataLayer } from './data-layer.tsx';
import { ensurePageData } from './route-data.ts';
import type { RouterContext } from '../router.tsx';

/**
 * A read a page rendered per request shows (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md): the
 * page hydrates from the answer the server rendered it from (its `#page-data`), without TanStack Query and tRPC;
 * the data layer comes only when the page needs it (an answer that changes by itself, a read the page lacks, a
 * navigation), and from then on the page follows the read in the visit's cache.
 */
export interface PageRead<T> {
  /** tRPC's query key of the read: `trpcUtils.<procedure>.queryOptions(input).queryKey`. */
  key: readonly unknown[];
  /** The read's query options, from the data layer's tRPC helpers. */
  options: (utils: DataLayer['trpcUtils']) => { queryKey: readonly unknown[] };
  /** The answer changes by itself while `while` holds (a payment not yet confirmed): asked again every `every` ms, `times` at most. */
  poll?: { while: (data: T) => boolean; every: number; times: number };
}

/** What a page shows of a read: its answer, its refusal (the server's message and code), or that it is coming. */
export type PageReadResult<T> =
  { status: 'pending'; data: undefined; error: null } | { status: 'success'; data: T; error: null } | { status: 'error'; data: undefined; error: unknown };

/** A read's current result and a way to hear when it changes (a fixed answer never does). */
export interface PageReadStore<T> {
  get: () => PageReadResult<T>;
  subscribe: (onChange: () => void) => () => void;
}

/** tRPC's query key of a procedure's read, as its query utils make it (`[path, { input, type: 'query' }]`). */
export function pageReadKey(path: string, input?: object): readonly unknown[] {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/** A key as one string, object keys in order (as TanStack Query hashes its keys). */
function hashKey(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

const PENDING: PageReadResult<never> = { status: 'pending', data: undefined, error: null };
const results = new WeakMap<DehydratedState, Map<string, PageReadResult<unknown>>>();

/** The answer (or refusal) the page was rendered from, the same object each time it is asked for; undefined when the page has none. */
function fromPageData<T>(pageData: DehydratedState | undefined, key: readonly unknown[]): PageReadResult<T> | undefined {
  if (!pageData) return undefined;
  let byKey = results.get(pageData);
  if (!byKey) {
    byKey = new Map();
    for (const { queryKey, state } of pageData.queries) {
      if (state.status === 'success') byKey.set(hashKey(queryKey), { status: 'success', data: state.data, error: null });
      else if (state.status === 'error') byKey.set(hashKey(queryKey), { status: 'error', data: undefined, error: state.error });
    }
    results.set(pageData, byKey);
  }
  return byKey.get(hashKey(key)) as PageReadResult<T> | undefined;
}

const fixed = <T>(result: PageReadResult<T>): PageReadStore<T> => ({ get: () => result, subscribe: () => () => {} });

/**
 * A route loader's wait for its page's reads: none when the page the server rendered carries them (it hydrates from
 * them), otherwise the data layer and the reads, put in the cache as `ensurePageData` does.
 */
export async function loadPageReads(
  context: Pick<RouterContext, 'dataLayer' | 'pageData'>,
  reads: Pick<PageRead<unknown>, 'key' | 'options'>[],
): Promise<void> {
  if (!context.dataLayer.made() && reads.every((read) => fromPageData(context.pageData, read.key))) return;
  const { queryClient, trpcUtils } = await context.dataLayer();
  await ensurePageData(reads.map((read) => queryClient.ensureQueryData(read.options(trpcUtils))));
}

/**
 * The current result of a page's read (none: pending, and nothing asked): from the visit's cache when the data layer
 * is here (the server's render, a navigation inside the app), otherwise from the page's own data, loading the data
 * layer only when the page lacks the answer or the answer is to be followed (`poll`).
 */
export function usePageRead<T>(read: PageRead<T> | undefined): PageReadResult<T> {
  const { dataLayer, pageData } = useRouter().options.context;
  const [layer, setLayer] = useState(dataLayer.made);
  const hash = read ? hashKey(read.key) : '';
  const arrived = layer || !read ? undefined : fromPageData<T>(pageData, read.key);
  const needsLayer = Boolean(read) && !layer && (!arrived || (arrived.status === 'success' && read?.poll?.while(arrived.data) === true));
  useEffect(() => {
    if (!needsLayer) return;
    let current = true;
    void dataLayer().then((made) => current && setLayer(made));
    return () => {
      current = false;
    };
  }, [needsLayer, dataLayer]);
  // One store per read and source: `read` and `arrived` are what `hash` and `layer` say.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => (layer && read ? layer.watch(read) : fixed<T>(arrived ?? PENDING)), [layer, hash, arrived]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
