/**
 * Build step after `vite build` (client) and `vite build --ssr` (server entry):
 * renders every public route of the route table to HTML with its own head, so
 * a visitor (or a search engine) gets the page's content before any script runs.
 * Writes the pages, the not-found page, the frames of browser-only pages that have one, the shell for the others and
 * `_routes.json`, which the API server reads to serve them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(webDir, 'dist/client');
const serverEntry = path.join(webDir, 'dist/server/entry-server.js');
/** Placeholder the server swaps for PUBLIC_URL (or its own origin) in the prerendered HTML (api/src/http/static-site.ts). */
const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

type Entry = typeof import('../src/entry-server.tsx');
const { renderPage, listRoutes } = (await import(pathToFileURL(serverEntry).href)) as Entry;
const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');

// The Latin faces of the two fonts every page shows above the fold (body text
// and headings), fetched with the CSS rather than after it: the largest text
// paints in its own font sooner, and swaps less.
const fontPreloads = (await fs.readdir(path.join(clientDir, 'assets')))
  .filter((file) => /^(inter|playfair-display)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
  .join('\n    ');

/**
 * The page's head (title, meta, links), the font preloads, the template's own tags (the shell's CSS and scripts),
 * then the route's own assets: its stylesheets after the shell's, so a route's Mantine component sheets come
 * after the sheets of the components they are built on, as in Mantine's full stylesheet.
 */
const fill = (head: string, html: string, routeAssets = '') =>
  template
    .replace('<!--app-head-->', `${head}\n    ${fontPreloads}`)
    .replace('</head>', routeAssets ? `  ${routeAssets}\n  </head>` : '</head>')
    .replace('<!--app-html-->', html);

const MODULE_TAG = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/**
 * A prerendered page shows its content before any script runs, so its scripts start after the first paint
 * (decision 20): the entry and the page's module preloads leave the head for one inline module at the end of
 * the body that, once the browser reports the first contentful paint (after the next frame where paint timing
 * is missing), adds the preloads (all fetched in parallel), imports the shell's files one task at a time (decision
 * 39) and then the entry. Otherwise the browser fetches, compiles and runs the whole app (and hydrates) before it
 * paints a page that was ready. The timer is a floor for a tab opened in the background, which paints nothing
 * until it is shown.
 */
function startScriptsAfterFirstPaint(page: string): string {
  const modules = [...page.matchAll(MODULE_TAG)].map((m) => m[1]!);
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)">/)?.[1];
  if (!entry) throw new Error('the built index.html has no entry script');
  // The template's own chunks (the shell's four files) first: the largest, and every page needs them.
  const preloads = modules.filter((file) => file !== entry).sort((a, b) => Number(!template.includes(a)) - Number(!template.includes(b)));
  // The template's chunks (React, Mantine, the router, the shell) in their dependency order, each evaluated in a task
  // of its own before the entry: as one 440 KB file they were the page's longest task (decision 39). The bundler's
  // runtime (a few helpers the others import) needs no task of its own.
  const steps = [...template.matchAll(MODULE_TAG)].map((m) => m[1]!).filter((file) => file !== entry && !file.includes('rolldown-runtime'));
  // A button pressed (or a form sent) before its code is live is not lost: the presses are held in order, the scripts
  // start at once, and the app presses them again when their part is live (web/src/lib/early-input.ts); a press that
  // comes while they are being pressed again waits behind them. Links work as links.
  const holdEarlyPresses =
    `addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest("button");` +
    `if(!b||b===window.__pressingHeld||(document.documentElement.hasAttribute("data-live")&&!window.__pressingInTurn&&!b.closest("[data-island]:not([data-island-live])")))return;` +
    `e.preventDefault();e.stopPropagation();(window.__earlyPresses??=[]).push(b);start()},true);`;
  const boot =
    `let started=false;const start=()=>{if(started)return;started=true;` +
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}` +
    `(async()=>{for(const chunk of ${JSON.stringify(steps)}){await import(chunk);await new Promise(r=>setTimeout(r))}await import(${JSON.stringify(entry)})})()};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,2000);` +
    holdEarlyPresses;
  return page.replace(MODULE_TAG, '').replace('</body>', `  <script type="module">${boot}</script>\n  </body>`);
}

const fillPrerendered = (head: string, html: string, routeAssets?: string) => startScriptsAfterFirstPaint(fill(head, html, routeAssets));

// Vite's build manifest: which chunk and CSS each route file became.
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
const manifestPath = path.join(clientDir, '.vite/manifest.json');
const buildManifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/**
 * The code-split chunks of the routes that render a page (its layouts, then the page) and the chunks they import,
 * as <link> tags: their CSS as stylesheets, so the first paint is already styled (no flash, no layout shift when
 * the script arrives), and their JS as module preloads, fetched in parallel with the entry instead of after it.
 * Modules a route's beforeLoad imports (`staticData.preloads`, e.g. the data layer) come first. Tags the template
 * already has (the shell's) are skipped. A route id maps to its file: `/_marketing/_data/schedule`
 * is `src/routes/_marketing/_data/schedule.tsx`, `/_marketing/` is `src/routes/_marketing/index.tsx`.
 */
function routeAssetTags(routeIds: string[], preloads: string[]): string {
  const files = routeIds.flatMap((id) => (id.endsWith('/') ? [`${id}index`] : [id, `${id}/route`]).map((name) => `src/routes${name}.tsx`));
  // In the order of the routes, so a layout's stylesheets come before its page's.
  const keys = files.flatMap((file) => Object.keys(buildManifest).filter((k) => k.split('?')[0] === file && k.includes('tsr-split=component')));
  // What a layout's beforeLoad imports before the page can render (the data layer): fetched with the page, not after it.
  for (const module of preloads) {
    if (!buildManifest[module]) throw new Error(`staticData.preloads names ${module}, which is not a chunk of the build`);
    keys.unshift(module);
  }
  const css = new Set<string>();
  const js = new Set<string>();
  const cssSeen = new Set<string>();
  // The CSS of what a chunk imports first, then its own: its rules override those of what it builds on.
  const visitCss = (chunkKey: string) => {
    const chunk = buildManifest[chunkKey];
    if (!chunk || cssSeen.has(chunk.file)) return;
    cssSeen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visitCss(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  const visit = (chunkKey: string) => {
    const chunk = buildManifest[chunkKey];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    visitCss(chunkKey);
    // What the page loads later (an island near the end of the page, lib/island.tsx) is in its HTML already:
    // its CSS comes with the page, its script when it is needed. The shell's own (drawers, toasts) are not.
    if (!template.includes(`/${chunk.file}"`)) for (const later of chunk.dynamicImports ?? []) visitCss(later);
  };
  for (const key of keys) visit(key);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/**
 * Where the server puts a page rendered per request into its template (api/src/http/static-site.ts): its head, its
 * HTML, and the query cache it was rendered from.
 */
const PER_REQUEST_MARKS = { head: '<!--page-head-->', html: '<!--page-html-->', data: '<!--page-data-->' };

const pages: Record<string, string> = {};
const frames: Record<string, string> = {};
const perRequest: Record<string, string> = {};
const appRoutes: string[] = [];
for (const route of listRoutes()) {
  if (route.perRequest) {
    // Without the server's renderer (a server that cannot load it), the app shell: the browser renders the page.
    appRoutes.push(route.path);
    // Rendered by the server for each request, into this template: its stylesheets and preloads are the page's,
    // and its scripts start after the first paint as a prerendered page's do (docs/decisions/0058-visit-pages-rendered-per-request.md).
    const file = `_per-request${route.path}.html`;
    await fs.mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    const html = fillPrerendered(PER_REQUEST_MARKS.head, PER_REQUEST_MARKS.html, routeAssetTags(route.routeIds, route.preloads)).replace(
      '</body>',
      `${PER_REQUEST_MARKS.data}\n  </body>`,
    );
    await fs.writeFile(path.join(clientDir, file), html);
    perRequest[route.path] = file;
    continue;
  }
  if (!route.prerender) {
    appRoutes.push(route.path);
    if (!route.frame) continue;
    // The page's frame (its layouts and skeleton) instead of an empty shell, rendered over by its scripts, which
    // start at once: there is no finished page to paint first (docs/decisions/0036-frames-of-browser-only-pages.md).
    const frame = await renderPage(route.path, ORIGIN_PLACEHOLDER, { frame: true });
    if (frame.status !== 200) throw new Error(`the frame of ${route.path} answered ${frame.status}`);
    const file = `_frames${route.path}.html`;
    await fs.mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    const head = `${frame.head}\n    <meta name="robots" content="noindex" />`;
    const html = fill(head, frame.html, routeAssetTags(route.routeIds, route.preloads)).replace('<div id="root">', '<div id="root" data-frame>');
    await fs.writeFile(path.join(clientDir, file), html);
    frames[route.path] = file;
    continue;
  }
  const page = await renderPage(route.path, ORIGIN_PLACEHOLDER);
  if (page.status !== 200) throw new Error(`prerendering ${route.path} answered ${page.status}`);
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  await fs.mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
  await fs.writeFile(path.join(clientDir, file), fillPrerendered(page.head, page.html, routeAssetTags(route.routeIds, route.preloads)));
  pages[route.path] = file;
}

const notFound = await renderPage('/__prerender-not-found__', ORIGIN_PLACEHOLDER);
if (notFound.status !== 404) throw new Error('the not-found page did not render as 404');
await fs.writeFile(path.join(clientDir, '404.html'), fillPrerendered(notFound.head, notFound.html));

// Browser-only routes get an empty shell that the app renders on load.
const shellHead = ['<title>Elite Business Advisory</title>', '<meta name="robots" content="noindex" />'].join('\n    ');
await fs.writeFile(path.join(clientDir, '_app.html'), fill(shellHead, ''));

// Compressed twins of every text asset, served by the API when the browser accepts them.
const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
for (const entry of await fs.readdir(path.join(clientDir, 'assets'), { withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|svg|json|txt|map)$/.test(entry.name)) continue;
  const file = path.join(clientDir, 'assets', entry.name);
  const body = await fs.readFile(file);
  await fs.writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await fs.writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

// The build manifest has done its job; it is not for the public.
await fs.rm(path.dirname(manifestPath), { recursive: true, force: true });

const manifest = { pages, frames, perRequest, perRequestMarks: PER_REQUEST_MARKS, appRoutes, appShell: '_app.html', notFound: '404.html' };
await fs.writeFile(path.join(clientDir, '_routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `prerendered ${Object.keys(pages).length} pages, the frames of ${Object.keys(frames).length} of ${appRoutes.length} browser-only routes, and the 404 page; ` +
    `${Object.keys(perRequest).length} pages are rendered per request`,
);
