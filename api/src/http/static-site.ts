import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import type { Logger } from '../logger.ts';
import { type CspOptions, inlineScriptHashes, pagePolicy } from './security-headers.ts';

/** Written by web/scripts/prerender.ts next to the built app. */
interface RouteManifest {
  /** Page path -> prerendered HTML file (relative to the dist folder). */
  pages: Record<string, string>;
  /** Paths of app routes that are rendered only in the browser (private pages). */
  appRoutes: string[];
  /** App route path -> its prerendered frame (layouts and skeleton), rendered over in the browser. */
  frames: Record<string, string>;
  /** Page path -> the template its per-request render goes into (docs/decisions/0058-visit-pages-rendered-per-request.md). */
  perRequest?: Record<string, string>;
  /** Where in such a template the page's head, HTML and query cache go. */
  perRequestMarks?: { head: string; html: string; data: string };
  /** The HTML shell for the other app routes. */
  appShell: string;
  /** The prerendered not-found page, served with status 404. */
  notFound: string;
}

interface Page {
  body: string;
  /** Its Content-Security-Policy, with the hashes of its own inline scripts. */
  csp: string;
  gzip: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The API's procedures called in process, with one request's context (tRPC's local link). */
interface InProcessCalls {
  router: unknown;
  createContext: () => Promise<unknown>;
  onError?: (opts: { error: { code: string; cause?: unknown }; ctx?: unknown; path?: string }) => void;
}

/** What the web app's server entry (web/src/entry-server.tsx, built to web/dist/server/entry-server.js) renders. */
export interface VisitPageRenderer {
  renderVisitPage(
    url: string,
    origin: string,
    calls: InProcessCalls,
  ): Promise<
    | { redirect: { status: number; location: string } }
    | { redirect?: undefined; head: string; html: string; status: number; dehydrated: unknown; reads: PageRead[] | null }
  >;
  /** Whether each read answers the request of `calls` as it answered the render (web/src/entry-server.tsx). */
  readsAnswerAlike(reads: readonly PageRead[], calls: InProcessCalls): Promise<boolean>;
}

/** A read a rendered page was made from, and its answer then (JSON): the renderer's own record. */
interface PageRead {
  path: string;
  input: unknown;
  answer: string;
}

/** How the pages that depend on the visit are rendered per request (docs/decisions/0058-visit-pages-rendered-per-request.md). */
export interface PerRequestRendering {
  /** The procedures and context of the request being answered, for the page's loaders. */
  calls: (c: Context) => InProcessCalls;
  /** The server entry; by default the build's, loaded once on first use. */
  loadRenderer?: () => Promise<VisitPageRenderer>;
}

/** The prerenderer writes this where absolute URLs (canonical, og:url) need the site's origin. */
const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

/** Paths that must never be indexed (private pages of later features). */
const PRIVATE_PREFIXES = ['/admin', '/portal', '/support-chat', '/api', '/trpc'];

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

function page(body: string, csp: CspOptions): Page {
  return {
    body,
    csp: pagePolicy(inlineScriptHashes(body), csp),
    gzip: new Uint8Array(gzipSync(body, { level: 9 })),
    brotli: new Uint8Array(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** The page in the best encoding the client accepts (compressed once, at start-up). */
function send(c: Context, found: Page, status: 200 | 404) {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const headers: Record<string, string> = { ...HTML_HEADERS, ETag: found.etag, Vary: 'Accept-Encoding', 'Content-Security-Policy': found.csp };
  if (/\bbr\b/.test(accepted)) return c.body(found.brotli, status, { ...headers, 'Content-Encoding': 'br' });
  if (/\bgzip\b/.test(accepted)) return c.body(found.gzip, status, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(found.body, status, headers);
}

/**
 * Each prerendered file with the site's origin filled in, built (and
 * compressed) once per origin. Origins come from configuration and the ports
 * this server listens on, never from a request's Host, so the cache stays small;
 * it is capped all the same.
 */
function pageSource(distDir: string, file: string, csp: CspOptions) {
  const raw = readFileSync(path.join(distDir, file), 'utf8');
  const byOrigin = new Map<string, Page>();
  return (origin: string) => {
    let found = byOrigin.get(origin);
    if (!found) {
      found = page(raw.replaceAll(ORIGIN_PLACEHOLDER, origin), csp);
      if (byOrigin.size < 4) byOrigin.set(origin, found);
    }
    return found;
  };
}

/**
 * A per-request page's template, cut at its marks once; its policy allows its own inline scripts (the start-up
 * module) by hash. The query cache goes in as JSON, which the browser never runs.
 */
function perRequestTemplate(distDir: string, file: string, marks: NonNullable<RouteManifest['perRequestMarks']>, csp: CspOptions) {
  const raw = readFileSync(path.join(distDir, file), 'utf8');
  const [beforeHead = '', afterHead = ''] = raw.split(marks.head);
  const [beforeHtml = '', afterHtml = ''] = afterHead.split(marks.html);
  const [beforeData = '', afterData = ''] = afterHtml.split(marks.data);
  const ownHashes = inlineScriptHashes(raw);
  // The rendered head and body bring inline scripts of their own (the colour scheme's, the router's scroll
  // restoration), the same few on every request: each distinct set's policy is made once.
  const policies = new Map<string, string>();
  return {
    policyFor: (head: string, html: string) => {
      const hashes = inlineScriptHashes(head + html);
      const key = hashes.join(' ');
      let policy = policies.get(key);
      if (!policy) {
        policy = pagePolicy([...ownHashes, ...hashes], csp);
        if (policies.size < 16) policies.set(key, policy);
      }
      return policy;
    },
    fill: (head: string, html: string, data: unknown) =>
      // `<` escaped: no text of the data can close the script element.
      `${beforeHead}${head}${beforeHtml}${html}${beforeData}<script type="application/json" id="page-data">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>${afterData}`,
  };
}

/** A page rendered for a request, compressed (quickly) for the encodings asked so far. */
interface RenderedAnswer {
  body: string;
  csp: string;
  status: 200 | 404;
  brotli?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** A page rendered for a request: never cached by the browser or a proxy (it may carry the visit's order). */
function sendRendered(c: Context, answer: RenderedAnswer) {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const headers: Record<string, string> = { ...HTML_HEADERS, 'Cache-Control': 'no-store', Vary: 'Accept-Encoding', 'Content-Security-Policy': answer.csp };
  if (/\bbr\b/.test(accepted)) {
    answer.brotli ??= new Uint8Array(brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
    return c.body(answer.brotli, answer.status, { ...headers, 'Content-Encoding': 'br' });
  }
  if (/\bgzip\b/.test(accepted)) {
    answer.gzip ??= new Uint8Array(gzipSync(answer.body));
    return c.body(answer.gzip, answer.status, { ...headers, 'Content-Encoding': 'gzip' });
  }
  return c.body(answer.body, answer.status, headers);
}

/** How long, and how many, renders are kept for the next request of the same address. */
const KEPT_RENDER_TTL_MS = 60_000;
const KEPT_RENDERS_MAX = 32;

/**
 * Serves the built web app: hashed assets cached for a year, prerendered HTML
 * revalidated on every visit, the pages that depend on the visit rendered per
 * request (with `rendering`), app-only routes get the shell, and any other
 * path gets the not-found page with status 404.
 */
export function staticSite(
  distDir: string,
  originOf: (c: Context) => string,
  logger: Logger,
  csp: CspOptions = { stripe: false },
  rendering?: PerRequestRendering,
): Hono {
  const site = new Hono();
  const manifestFile = path.join(distDir, '_routes.json');
  if (!existsSync(manifestFile)) {
    logger.warn({ distDir }, 'the web app is not built (run `npm run build`); pages answer 503');
    site.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return site;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RouteManifest;
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route, pageSource(distDir, file, csp)]));
  const appShell = pageSource(distDir, manifest.appShell, csp);
  const notFound = pageSource(distDir, manifest.notFound, csp);
  const appRoutes = new Set(manifest.appRoutes);
  // Browser-only pages with a prerendered frame (docs/decisions/0036-frames-of-browser-only-pages.md).
  const frames = new Map(Object.entries(manifest.frames).map(([route, file]) => [route, pageSource(distDir, file, csp)]));
  const marks = manifest.perRequestMarks;
  const perRequest = new Map(
    rendering && marks ? Object.entries(manifest.perRequest ?? {}).map(([route, file]) => [route, perRequestTemplate(distDir, file, marks, csp)]) : [],
  );
  const serverEntry = path.join(distDir, '../server/entry-server.js');
  const loadRenderer = rendering?.loadRenderer ?? (() => import(pathToFileURL(serverEntry).href) as Promise<VisitPageRenderer>);
  let renderer: Promise<VisitPageRenderer> | undefined;
  // Renders by origin and address, for a minute, with the reads they were made from: a render costs milliseconds of
  // the one thread, asking its reads again a fraction of one. The same HTML answers the next request only if each read
  // answers it alike, asked with its own context (so with its own access, session and limits); a page built only
  // from reads alike for every visitor (a plan's checkout) has none to ask
  // (docs/decisions/0065-a-rendered-page-kept-while-its-reads-answer-alike.md).
  const keptRenders = new Map<string, RenderedAnswer & { until: number; reads: readonly PageRead[] }>();

  site.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(c)}/sitemap.xml`];
    return c.text(`${lines.join('\n')}\n`, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  site.get('/sitemap.xml', (c) => {
    const origin = originOf(c);
    const urls = Object.keys(manifest.pages)
      .filter((p) => !PRIVATE_PREFIXES.some((prefix) => p.startsWith(prefix)))
      .map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  // Set after the file is found: serveStatic's onFound runs too late for c.header() on a sub-app.
  const cacheFor = (value: string) => async (c: Context, next: Next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', value);
  };
  site.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: distDir, precompressed: true }));
  site.get('/assets/*', (c) => c.text('Not Found', 404));

  site.get('*', async (c, next) => {
    const raw = c.req.path;
    const route = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
    const template = perRequest.get(route);
    if (template && rendering) {
      const origin = originOf(c);
      try {
        // The router's own reading of the query string: the route's rules decide, as in the browser.
        const url = route + new URL(c.req.url).search;
        const key = `${origin} ${url}`;
        const visitRenderer = await (renderer ??= loadRenderer());
        const kept = keptRenders.get(key);
        if (kept && kept.until > Date.now() && (kept.reads.length === 0 || (await visitRenderer.readsAnswerAlike(kept.reads, rendering.calls(c))))) {
          return sendRendered(c, kept);
        }
        const page = await visitRenderer.renderVisitPage(url, origin, rendering.calls(c));
        if (page.redirect) return c.body(null, page.redirect.status as 307, { Location: page.redirect.location, 'Cache-Control': 'no-store' });
        const answer: RenderedAnswer = {
          body: template.fill(page.head, page.html, page.dehydrated),
          csp: template.policyFor(page.head, page.html),
          status: page.status === 404 ? 404 : 200,
        };
        keptRenders.delete(key);
        if (page.reads) {
          if (keptRenders.size >= KEPT_RENDERS_MAX) keptRenders.delete(keptRenders.keys().next().value!);
          keptRenders.set(key, { ...answer, until: Date.now() + KEPT_RENDER_TTL_MS, reads: page.reads });
        }
        return sendRendered(c, keptRenders.get(key) ?? answer);
      } catch (err) {
        // The page still works without it: the browser renders it from the app shell.
        logger.error({ err, route }, 'a page rendered per request failed; answering the app shell');
        renderer = undefined;
        return send(c, appShell(origin), 200);
      }
    }
    const source = pages.get(route) ?? frames.get(route) ?? (appRoutes.has(route) ? appShell : undefined);
    if (source) {
      const found = source(originOf(c));
      // A 304's headers replace the cached copy's: it must carry the page's own policy.
      if (c.req.header('If-None-Match') === found.etag) return c.body(null, 304, { ETag: found.etag, 'Content-Security-Policy': found.csp });
      return send(c, found, 200);
    }
    return next();
  });

  // Files at the top of dist (robots.txt, sitemap.xml, favicon, images).
  site.use('*', cacheFor('public, max-age=3600'), serveStatic({ root: distDir, precompressed: true }));
  site.get('*', (c) => send(c, notFound(originOf(c)), 404));
  return site;
}
