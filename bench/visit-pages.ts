/**
 * `npm run bench:visit-pages` (docs/performance.md#visit-pages): the production server answers a page rendered per
 * request (`/checkout?plan=essential`: the router, its loader reading the payment settings through the procedures in
 * process, React's render, the cache dehydrated into the page, brotli) beside a prerendered page (`/privacy-policy`,
 * compressed once at start-up), on the same server and database, in alternating rounds, as a browser asks (brotli
 * accepted). Prints each one's throughput and p99, the ratio, and the goal: p99 <= 30 ms under 20 connections
 * (docs/decisions/0058-visit-pages-rendered-per-request.md). Needs a built web app (`npm run build`).
 *
 *   BENCH_SECONDS (default 5)  BENCH_CONNECTIONS (default 20)  BENCH_ROUNDS (default 2)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { BENCH_ADMIN, printTable, reportRow, startProcess, stop, type Sample } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const repoRoot = path.resolve(import.meta.dirname, '..');
const P99_GOAL_MS = 30;

const rendered = { name: 'GET /checkout?plan=essential (rendered per request)', path: '/checkout?plan=essential' };
const prerendered = { name: 'GET /privacy-policy (prerendered)', path: '/privacy-policy' };

async function load(url: string, pagePath: string, expected: string): Promise<Sample> {
  const result = await autocannon({
    url: `${url}${pagePath}`,
    headers: { 'accept-encoding': 'br, gzip' },
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // The page must be the page, not the app shell a failed render falls back to.
  const body = (await (await fetch(`${url}${pagePath}`)).text()).replaceAll('<!-- -->', '');
  if (!body.includes(expected)) throw new Error(`${pagePath} did not answer its own content (${expected})`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/server/entry-server.js'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-visit-'));
  const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
  const app = await startProcess(['api/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ...BENCH_ADMIN,
  }).catch(async (error: unknown) => {
    await db.stop();
    throw error;
  });
  try {
    console.log(`bench: ${rounds} rounds x ${seconds}s, ${connections} connections, loopback only, brotli accepted\n`);
    const measure = {
      rendered: () => load(app.url, rendered.path, 'Essential Plan Checkout'),
      prerendered: () => load(app.url, prerendered.path, 'Privacy Policy'),
    };
    // Warm-up, not counted: the first render loads the server entry and compiles the page's code paths.
    await measure.rendered();
    await measure.prerendered();
    const server: Sample[] = [];
    const base: Sample[] = [];
    for (let i = 0; i < rounds; i += 1) {
      server.push(await measure.rendered());
      base.push(await measure.prerendered());
    }
    const avg = (xs: Sample[]) => xs.reduce((sum, x) => sum + x.rps, 0) / xs.length;
    const worst = (xs: Sample[]) => Math.max(...xs.map((x) => x.p99));
    const ratio = avg(server) / avg(base);
    printTable([
      ['page', 'req/s', 'p99 ms'],
      [rendered.name, avg(server).toFixed(0), worst(server).toFixed(1)],
      [prerendered.name, avg(base).toFixed(0), worst(base).toFixed(1)],
    ]);
    console.log(
      `\nratio (rendered / prerendered throughput): ${ratio.toFixed(2)}; rendered p99 ${worst(server).toFixed(1)} ms, goal <= ${P99_GOAL_MS} ms: ${worst(server) <= P99_GOAL_MS ? 'met' : 'NOT met'}`,
    );
    reportRow({ name: rendered.name, ratio, serverP99: worst(server), baselineP99: worst(base) });
  } finally {
    await stop(app.child);
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
