/**
 * `npm run bench:budgets`: the front-end budgets of issue 9, printed as figures
 * and ratios (figure / budget; at or under 1.00 meets it). Needs a built web app.
 *
 * 1. Bytes: for each prerendered page and frame, the JS and CSS its HTML loads up front
 *    (scripts, module preloads, stylesheets), gzip level 9, against 150 KB JS
 *    and 30 KB CSS.
 * 2. Lighthouse (mobile preset, Debian's Chromium) on /, /services, /contact and
 *    /schedule (when that route exists) against the production server on loopback:
 *    performance >= 98 (issue 22), accessibility, best practices and SEO 100, each the median of three audits, at
 *    the CPU slowdown Lighthouse's own table gives for the benchmark index this machine measures at the start of
 *    the run (docs/decisions/0062-lighthouse-at-its-calibrated-slowdown.md); the table says which.
 *
 *   BUDGETS_SKIP_LIGHTHOUSE=1 prints only the byte figures; BUDGETS_PAGES=/,/contact audits only those pages,
 *   BUDGETS_PAGES=all every prerendered page and every framed page;
 *   BUDGETS_REPORT_DIR=dir keeps the full Lighthouse reports;
 *   BUDGETS_RUNS=n audits each page n times instead of three (the median is shown);
 *   BUDGETS_CPU_SLOWDOWN=n simulates an n-times slower CPU instead of the calibrated one (4 is the preset's).
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
const FIXED_SLOWDOWN = process.env.BUDGETS_CPU_SLOWDOWN ? Number(process.env.BUDGETS_CPU_SLOWDOWN) : undefined;
if (FIXED_SLOWDOWN !== undefined && !(FIXED_SLOWDOWN >= 1)) {
  throw new Error(`BUDGETS_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.BUDGETS_CPU_SLOWDOWN}`);
}
const RUNS = Number(process.env.BUDGETS_RUNS ?? 3);
if (!(Number.isInteger(RUNS) && RUNS >= 1)) throw new Error(`BUDGETS_RUNS must be a whole number of at least 1, not ${process.env.BUDGETS_RUNS}`);

/**
 * The slowdown that turns this machine into the mid-tier phone of the mobile preset, by Lighthouse's table
 * ("Calibrating the CPU slowdown", docs/throttling.md in its repository): a high-end desktop (index 1,500 and up)
 * 4x, a low-end desktop (1,000-1,500) or a high-end phone (800-1,200) 2x, a mid-tier phone (under 800) 1x. Each
 * bracket's suggested multiplier, not the ends of its range.
 */
function calibratedSlowdown(benchmarkIndex: number): { multiplier: number; deviceClass: string } {
  if (benchmarkIndex >= 1500) return { multiplier: 4, deviceClass: 'high-end desktop' };
  if (benchmarkIndex >= 1000) return { multiplier: 2, deviceClass: 'low-end desktop' };
  if (benchmarkIndex >= 800) return { multiplier: 2, deviceClass: 'high-end phone' };
  return { multiplier: 1, deviceClass: 'mid-tier phone' };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
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

type Audit = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

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
  const audit = async (route: string, slowdown: number): Promise<Audit | undefined> => {
    const once = () =>
      lighthouse(new URL(route, site.baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttling: { cpuSlowdownMultiplier: slowdown },
        onlyCategories: Object.keys(SCORE_GOALS),
      });
    let result = await once();
    // Headless Chromium now and then hands Lighthouse a trace without the navigation's start (NO_NAVSTART);
    // Lighthouse's own advice is to run it again, which we do twice at most, and say so.
    for (let retry = 1; retry <= 2 && result?.lhr.runtimeError; retry++) {
      console.log(`${route}: Lighthouse failed (${result.lhr.runtimeError.code}), run again`);
      result = await once();
    }
    return result;
  };
  try {
    // Lighthouse's benchmark index is its measure of this machine's CPU at the time of an audit (it moves 1,000-2,100
    // here with the machine's load). Measured first, three times on the home page (which also warms the server and
    // Chromium), and the slowdown for the whole run chosen from the median by Lighthouse's table.
    await fetch(new URL('/', site.baseUrl));
    const calibration: number[] = [];
    for (let i = 0; i < 3; i++) calibration.push((await audit('/', 4))?.lhr.environment.benchmarkIndex ?? 0);
    const calibrated = calibratedSlowdown(median(calibration));
    const slowdown = FIXED_SLOWDOWN ?? calibrated.multiplier;
    console.log(
      `\nbenchmark index ${calibration.map((i) => Math.round(i)).join(', ')} (median ${Math.round(median(calibration))}: a ${calibrated.deviceClass}, ` +
        `calibrated slowdown ${calibrated.multiplier}x)${FIXED_SLOWDOWN ? `; BUDGETS_CPU_SLOWDOWN=${FIXED_SLOWDOWN} used instead` : ''}`,
    );

    const rows = [['page', ...Object.keys(SCORE_GOALS).map((c) => `${c} (goal ${SCORE_GOALS[c]})`), 'performance of each run', 'benchmark index']];
    for (const route of routes) {
      // Warm the server's caches once so the audit measures the page, not a cold start.
      await fetch(new URL(route, site.baseUrl));
      const results: Audit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await audit(route, slowdown);
        if (result && !result.lhr.runtimeError) results.push(result);
      }
      const score = (result: Audit, category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      // The run whose performance is the median speaks for the page's metrics and failing audits.
      const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      // BUDGETS_REPORT_DIR=dir keeps that run's full Lighthouse report (JSON) to see what a score is made of.
      if (process.env.BUDGETS_REPORT_DIR && middle) {
        fs.mkdirSync(process.env.BUDGETS_REPORT_DIR, { recursive: true });
        const name = route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_');
        fs.writeFileSync(path.join(process.env.BUDGETS_REPORT_DIR, `${name}.json`), JSON.stringify(middle.lhr));
      }
      rows.push([
        route,
        ...Object.keys(SCORE_GOALS).map((c) => (results.length ? String(median(results.map((r) => score(r, c)))) : 'failed')),
        results.map((r) => score(r, 'performance')).join(', '),
        results.map((r) => Math.round(r.lhr.environment.benchmarkIndex)).join(', '),
      ]);
      const audits = middle?.lhr.audits ?? {};
      const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
      if (failing.length) console.log(`${route}: audits below par: ${failing.map((a) => a.id).join(', ')}`);
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      console.log(`${route}: ${metrics.map((m) => `${m} ${audits[m]?.displayValue ?? '?'}`).join(', ')}`);
    }
    const skipped = LIGHTHOUSE_PAGES.filter((p) => !routes.includes(p));
    console.log(
      `\nLighthouse, mobile preset (simulated slow 4G, ${slowdown}x CPU slowdown: ${FIXED_SLOWDOWN ? 'BUDGETS_CPU_SLOWDOWN' : 'calibrated'}), ` +
        `median of ${RUNS} audits per page:\n`,
    );
    table(rows);
    if (skipped.length) console.log(`\nnot in the route table yet: ${skipped.join(', ')}`);
  } finally {
    chrome.kill();
    await site.stop();
  }
}

printByteBudgets();
if (!process.env.BUDGETS_SKIP_LIGHTHOUSE) await printLighthouse();
