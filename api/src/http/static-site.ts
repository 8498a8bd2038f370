import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Logger } from '../logger.ts';

/** Written by web/scripts/prerender.ts next to the built app. */
export interface RouteManifest {
  /** Page path -> prerendered HTML file (relative to the dist folder). */
  pages: Record<string, string>;
  /** Paths of app routes that are rendered only in the browser (private pages). */
  appRoutes: string[];
  /** The HTML shell for app routes. */
  appShell: string;
  /** The prerendered not-found page, served with status 404. */
  notFound: string;
}

interface Page {
  body: string;
  etag: string;
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

function loadPage(distDir: string, file: string): Page {
  const body = readFileSync(path.join(distDir, file), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Serves the built web app: hashed assets cached for a year, prerendered HTML
 * revalidated on every visit, app-only routes get the shell, and any other
 * path gets the not-found page with status 404.
 */
export function staticSite(distDir: string, logger: Logger): Hono {
  const site = new Hono();
  const manifestFile = path.join(distDir, '_routes.json');
  if (!existsSync(manifestFile)) {
    logger.warn({ distDir }, 'the web app is not built (run `npm run build`); pages answer 503');
    site.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return site;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RouteManifest;
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route, loadPage(distDir, file)]));
  const appShell = loadPage(distDir, manifest.appShell);
  const notFound = loadPage(distDir, manifest.notFound);
  const appRoutes = new Set(manifest.appRoutes);

  site.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  site.get('/assets/*', (c) => c.text('Not Found', 404));

  site.get('*', async (c, next) => {
    const raw = c.req.path;
    const route = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
    const page = pages.get(route) ?? (appRoutes.has(route) ? appShell : undefined);
    if (page) {
      if (c.req.header('If-None-Match') === page.etag) return c.body(null, 304, { ETag: page.etag });
      return c.body(page.body, 200, { ...HTML_HEADERS, ETag: page.etag });
    }
    return next();
  });

  // Files at the top of dist (robots.txt, sitemap.xml, favicon, images).
  site.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
  site.get('*', (c) => c.body(notFound.body, 404, HTML_HEADERS));
  return site;
}
