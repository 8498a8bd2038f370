/**
 * `npm run bench:budgets`: the front-end budgets of issue 9, printed as figures
 * and ratios (figure / budget; at or under 1.00 meets it). Needs a built web app.
 *
 * 1. Bytes: for each prerendered page and frame, the JS and CSS its HTML loads up front
 *    (scripts, module preloads, stylesheets), gzip level 9, against 150 KB JS
 *    and 30 KB CSS.
 * 2. Lighthouse (mobile preset, Debian's Chromium) on /, /services, /contact and
 *    /schedule (when that route exists) against the production server on loopback:
 *    performance >= 98 (issue 22), accessibility, best practices and SEO 100.
 *
 *   BUDGETS_SKIP_LIGHTHOUSE=1 prints only the byte figures; BUDGETS_PAGES=/,/contact audits only those pages,
 *   BUDGETS_PAGES=all every prerendered page and every framed page;
 *   BUDGETS_REPORT_DIR=dir keeps the full Lighthouse reports;
 *   BUDGETS_CPU_SLOWDOWN=n simulates an n-times slower CPU instead of the mobile preset's 4 (Lighthouse's own
 *   calibration advice, docs/decisions/0040-lighthouse-on-this-machine.md); the goal is judged at 4.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from '../e2e/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(repoRoot, 'web/dist/client');
const KB = 1024;
const JS_BUDGET = 150 * KB;
const CSS_BUDGET = 30 * KB;
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '_routes.json'), 'utf8')) as {
  pages: Record<string, string>;
  frames: Record<string, string>;
  perRequest: Record<string, string>;
  appRoutes: string[];
};

/**
 * BUDGETS_PAGES=all audits every prerendered page, every framed page and every page rendered per request (with a
 * sample of its query string).
 */
const FRAMED_SAMPLES: Record<string, string> = {
  '/checkout': '/checkout?plan=professional',
  '/checkout-simple': '/checkout-simple?plan=foundation',
  '/entity-checkout': '/entity-checkout?type=llc&state=DE&price=4999',
  '/business-intake': '/business-intake?plan=professional',
  '/subscription-success': '/subscription-success?plan=foundation',
};
const LIGHTHOUSE_PAGES =
  process.env.BUDGETS_PAGES === 'all'
    ? [...Object.keys(manifest.pages), ...[...Object.keys(manifest.frames), ...Object.keys(manifest.perRequest)].map((route) => FRAMED_SAMPLES[route] ?? route)]
    : process.env.BUDGETS_PAGES
      ? process.env.BUDGETS_PAGES.split(',')
      : ['/', '/services', '/contact', '/schedule'];
const CPU_SLOWDOWN = Number(process.env.BUDGETS_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1)) throw new Error(`BUDGETS_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.BUDGETS_CPU_SLOWDOWN}`);
const SCORE_GOALS: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
}

/**
 * The assets a page's HTML loads before the visitor does anything: its tags, and the scripts its inline start-up
 * module imports and preloads after the first paint (web/scripts/prerender.ts).
 */
function upFrontAssets(html: string): { js: string[]; css: string[] } {
  const refs = [...html.matchAll(/(?:<(?:script|link)\b[^>]*\b(?:src|href)=|[[,(])"\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const unique = [...new Set(refs)];
  return { js: unique.filter((f) => f.endsWith('.js')), css: unique.filter((f) => f.endsWith('.css')) };
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function printByteBudgets() {
  const rows = [['page', 'JS gzip', 'JS / 150 KB', 'CSS gzip', 'CSS / 30 KB']];
  // The frames of browser-only pages (docs/decisions/0036-frames-of-browser-only-pages.md) and the pages rendered per
  // request (their template's tags: docs/decisions/0058-visit-pages-rendered-per-request.md) are held to the same budget.
  const entries = [
    ...Object.entries(manifest.pages),
    ...Object.entries(manifest.frames).map(([route, file]) => [`${route} (frame)`, file] as const),
    ...Object.entries(manifest.perRequest).map(([route, file]) => [`${route} (per request)`, file] as const),
  ];
  for (const [route, file] of entries) {
    const { js, css } = upFrontAssets(fs.readFileSync(path.join(clientDir, file), 'utf8'));
    const jsBytes = js.reduce((sum, f) => sum + gzipSize(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + gzipSize(f), 0);
    rows.push([route, kb(jsBytes), (jsBytes / JS_BUDGET).toFixed(2), kb(cssBytes), (cssBytes / CSS_BUDGET).toFixed(2)]);
  }
  console.log('bytes loaded up front (gzip -9), ratio = figure / budget:\n');
  table(rows);
}

async function printLighthouse() {
  const routes = LIGHTHOUSE_PAGES.filter((p) => {
    const route = p.split('?')[0]!;
    return route in manifest.pages || manifest.appRoutes.includes(route);
  });
  const site = await startSite({}, 'bench-lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    // Lighthouse's benchmark index is its measure of this machine's CPU at the time of the audit; the simulated 4x
    // slowdown multiplies the tasks it observed, so a page's score follows the index (it moves 1,000-2,100 here).
    const rows = [['page', ...Object.keys(SCORE_GOALS).map((c) => `${c} (goal ${SCORE_GOALS[c]})`), 'benchmark index']];
    for (const route of routes) {
      // Warm the server's caches once so the audit measures the page, not a cold start.
      await fetch(new URL(route, site.baseUrl));
      const audit = () =>
        lighthouse(new URL(route, site.baseUrl).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
          onlyCategories: Object.keys(SCORE_GOALS),
        });
      let result = await audit();
      // Headless Chromium now and then hands Lighthouse a trace without the navigation's start (NO_NAVSTART);
      // Lighthouse's own advice is to run it again, which we do twice at most, and say so.
      for (let retry = 1; retry <= 2 && result?.lhr.runtimeError; retry++) {
        console.log(`${route}: Lighthouse failed (${result.lhr.runtimeError.code}), run again`);
        result = await audit();
      }
      // BUDGETS_REPORT_DIR=dir keeps each page's full Lighthouse report (JSON) to see what a score is made of.
      if (process.env.BUDGETS_REPORT_DIR && result) {
        fs.mkdirSync(process.env.BUDGETS_REPORT_DIR, { recursive: true });
        const name = route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_');
        fs.writeFileSync(path.join(process.env.BUDGETS_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
      }
      const categories = result?.lhr.categories ?? {};
      rows.push([
        route,
        ...Object.keys(SCORE_GOALS).map((c) => String(Math.round((categories[c]?.score ?? 0) * 100))),
        String(Math.round(result?.lhr.environment.benchmarkIndex ?? 0)),
      ]);
      const failing = Object.values(result?.lhr.audits ?? {}).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
      if (failing.length) console.log(`${route}: audits below par: ${failing.map((a) => a.id).join(', ')}`);
      const audits = result?.lhr.audits ?? {};
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      console.log(`${route}: ${metrics.map((m) => `${m} ${audits[m]?.displayValue ?? '?'}`).join(', ')}`);
    }
    const skipped = LIGHTHOUSE_PAGES.filter((p) => !routes.includes(p));
    console.log(`\nLighthouse, mobile preset (simulated slow 4G and ${CPU_SLOWDOWN}x CPU slowdown${CPU_SLOWDOWN === 4 ? '' : ", not the preset's 4x"}):\n`);
    table(rows);
    if (skipped.length) console.log(`\nnot in the route table yet: ${skipped.join(', ')}`);
  } finally {
    chrome.kill();
    await site.stop();
  }
}

printByteBudgets();
if (!process.env.BUDGETS_SKIP_LIGHTHOUSE) await printLighthouse();
