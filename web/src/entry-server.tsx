import type { AppRouter } from '@elite/api/router';
import { ColorSchemeScript } from '@mantine/core';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient, unstable_localLink, type LocalLinkOptions, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { loadAllIslands } from './lib/island.tsx';
import { createAppRouter } from './router.tsx';
import { notFoundTitle } from './shell/NotFoundScreen.tsx';

export interface RenderedPage {
  /** Tags for <head>: title, description, canonical, Open Graph, Mantine's colour scheme script. */
  head: string;
  html: string;
  /** 404 when no route matched. */
  status: number;
}

const escapeAttr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Renders one path to HTML at build time (see docs/decisions/0003-prerendered-public-pages.md); with `frame`, only the
 * frame of a browser-only page (docs/decisions/0036-frames-of-browser-only-pages.md).
 */
export async function renderPage(url: string, origin: string, { frame = false }: { frame?: boolean } = {}): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { frame });
  await router.load();
  return renderLoaded(router, origin);
}

/** The API's own procedures, called in process with the context of the request being answered. */
export type InProcessCalls = Pick<LocalLinkOptions<AppRouter>, 'router' | 'createContext' | 'onError'>;

/**
 * A read a page was rendered from (a query of its loaders), with its answer as the page saw it, as JSON. The server
 * keeps a rendered page with its reads and answers the same HTML to a later request only if each read, asked again
 * with that request's own context, answers the same (`readsAnswerAlike`): the render is a function of the address and
 * of these answers alone (nothing from storage, the clock or `window`: decision 58).
 */
export interface PageRead {
  path: string;
  input: unknown;
  answer: string;
}

export type VisitPage =
  | { redirect: { status: number; location: string } }
  | (RenderedPage & {
      redirect?: undefined;
      dehydrated: DehydratedState;
      /**
       * The reads to ask again before the same HTML may answer another request (none: it answers every visitor alike),
       * or null when it may not: a call that was not a query, or one refused or still unanswered when the page was
       * rendered.
       */
      reads: PageRead[] | null;
    });

/** Procedures whose answer is the same for every visitor, for the life of the server: the payment settings (simulated or Stripe, its public key). */
const SAME_FOR_EVERY_VISITOR = new Set(['payments.config']);

/** An answer as the page saw it, as JSON: the same text for the same answer in the render and in the check. */
const answerOf = (data: unknown) => JSON.stringify({ data }) ?? '';

type RecordedCall = { type: string; path: string; input: unknown; answer?: string };

/** Notes each call the page's loaders make, and its answer (none for a refusal). */
const recordingLink =
  (calls: RecordedCall[]): TRPCLink<AppRouter> =>
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const call: RecordedCall = { type: op.type, path: op.path, input: op.input };
      calls.push(call);
      return next(op).subscribe({
        next(envelope) {
          call.answer = answerOf((envelope.result as { data?: unknown }).data);
          observer.next(envelope);
        },
        error: (error) => observer.error(error),
        complete: () => observer.complete(),
      });
    });

/**
 * Renders a page that depends on the visit (its plan, order or form) for one request: the same router and tree as
 * the browser, at the request's URL, its loaders reading through the API's procedures in process; answers the HTML
 * and the query cache it was rendered from, for the browser to hydrate, or the redirect the route answers
 * (docs/decisions/0058-visit-pages-rendered-per-request.md).
 */
export async function renderVisitPage(url: string, origin: string, calls: InProcessCalls): Promise<VisitPage> {
  const made: RecordedCall[] = [];
  const trpcClient = createTRPCClient<AppRouter>({ links: [recordingLink(made), unstable_localLink(calls)] });
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { data: { trpcClient } });
  const layer = await router.options.context.dataLayer();
  // A call that failed renders the page's own message here, as it will after hydration, not a retry's skeleton.
  layer.queryClient.setDefaultOptions({ queries: { ...layer.queryClient.getDefaultOptions().queries, retryOnMount: false } });
  await router.load();
  const outcome = (router as { _serverResult?: { type: string; redirect?: Response } })._serverResult;
  if (outcome?.type === 'redirect' && outcome.redirect) {
    return { redirect: { status: outcome.redirect.status, location: outcome.redirect.headers.get('Location') ?? '/' } };
  }
  const page = await renderLoaded(router, origin);
  // What the page was rendered from, answers and refusals alike; a refusal keeps only its message and code.
  const dehydrated = dehydrate(layer.queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of dehydrated.queries) {
    const error = query.state.error as { message?: string; data?: { code?: string; httpStatus?: number } } | null;
    if (error) query.state.error = { message: error.message, data: { code: error.data?.code, httpStatus: error.data?.httpStatus } } as never;
  }
  // Kept only when made from queries that all answered: a refused read (an unknown order, a limit) renders each time.
  const keepable = made.every((call) => call.type === 'query' && call.answer !== undefined);
  const reads = keepable
    ? made.filter((call) => !SAME_FOR_EVERY_VISITOR.has(call.path)).map(({ path, input, answer }) => ({ path, input, answer: answer! }))
    : null;
  return { ...page, dehydrated, reads };
}

/**
 * Whether each read answers now, to the request of `calls`, what it answered when the page was rendered: each is
 * called in process with that request's context (its session, access and limits), through the procedure's own
 * middlewares. A refusal now is never alike (a page made from a refusal is not kept).
 */
export async function readsAnswerAlike(reads: readonly PageRead[], calls: InProcessCalls): Promise<boolean> {
  const caller = calls.router.createCaller(await calls.createContext()) as unknown as Record<string, unknown>;
  const answers = await Promise.all(
    reads.map((read) => {
      const procedure = read.path.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], caller) as (
        input: unknown,
      ) => Promise<unknown>;
      return procedure(read.input).then(answerOf, () => undefined);
    }),
  );
  return answers.every((answer, i) => answer === reads[i]!.answer);
}

async function renderLoaded(router: ReturnType<typeof createAppRouter>, origin: string): Promise<RenderedPage> {
  await loadAllIslands();
  // A data island renders inside the visit's data layer (lib/data-island.tsx): made here, it is there in the HTML.
  await router.options.context.dataLayer();
  const html = renderToString(<App router={router} />);

  const notFound = router.state.matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true);
  const head: string[] = [];
  let title: string | undefined;
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta) continue;
      if ('title' in meta && meta.title) title = meta.title;
    }
  }
  const metaTags = new Map<string, string>();
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta || 'title' in meta) continue;
      const key = meta.name ?? meta.property ?? '';
      const attrs = Object.entries(meta)
        .map(([k, v]) => `${k}="${escapeAttr(String(v))}"`)
        .join(' ');
      metaTags.set(key, `<meta ${attrs} />`);
    }
  }
  if (notFound) title = notFoundTitle;
  if (title) head.push(`<title>${escapeAttr(title)}</title>`);
  head.push(...metaTags.values());
  for (const match of router.state.matches) {
    for (const link of match.links ?? []) {
      if (!link) continue;
      const href = link.rel === 'canonical' ? `${origin}${link.href}` : link.href;
      head.push(`<link rel="${escapeAttr(link.rel ?? '')}" href="${escapeAttr(href ?? '')}" />`);
      if (link.rel === 'canonical') head.push(`<meta property="og:url" content="${escapeAttr(href ?? '')}" />`);
    }
  }
  if (notFound) head.push('<meta name="robots" content="noindex" />');
  head.push(renderToString(<ColorSchemeScript defaultColorScheme="light" />));
  return { head: head.join('\n    '), html, status: notFound ? 404 : 200 };
}

/**
 * Every path of the route table: whether it is prerendered (a page, or one of its layouts, can say
 * `staticData: { prerender: false }`), whether a browser-only page has a prerendered frame, the ids of the routes that render it, layouts first, whose code-split
 * chunks the prerendered page links, and the modules their `beforeLoad` imports (`staticData.preloads`).
 */
export function listRoutes(): { path: string; prerender: boolean; frame: boolean; perRequest: boolean; routeIds: string[]; preloads: string[] }[] {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  type AnyRoute = (typeof router.routesById)[keyof typeof router.routesById];
  const branch = (route: AnyRoute): AnyRoute[] => (route.parentRoute ? [...branch(route.parentRoute as AnyRoute), route] : [route]);
  return (
    (Object.values(router.routesById) as AnyRoute[])
      // Only pages: a pathless layout has no path (no URL) of its own.
      .filter((route) => !route.isRoot && (route.options as { path?: string }).path !== undefined)
      .map((route) => {
        const routes = branch(route);
        return {
          path: route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''),
          prerender: routes.every((r) => r.options.staticData?.prerender !== false),
          frame: route.options.staticData?.frame === true,
          perRequest: route.options.staticData?.perRequest === true,
          routeIds: routes.map((r) => r.id).filter((id) => id !== '__root__'),
          preloads: routes.flatMap((r) => r.options.staticData?.preloads ?? []),
        };
      })
      .sort((a, b) => a.path.localeCompare(b.path))
  );
}
