import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * Serves the built web app: hashed assets cached for a year, prerendered HTML
 * revalidated on every visit, app-only routes get the shell, and any other
 * path gets the not-found page with status 404.
 */
export function staticSite(distDir: string, originOf: (c: Context) => string, logger: Logger, csp: CspOptions = { stripe: false }): Hono {
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
