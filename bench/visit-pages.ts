/**
 * `npm run bench:visit-pages` (docs/performance.md#visit-pages): the production server answers a page rendered per
 * request (`/checkout?plan=essential`: the router, its loader reading the payment settings through the procedures in
 * process, React's render, the cache dehydrated into the page, brotli) and a paid order's page (its order read again
 * for each request) beside a prerendered page (`/privacy-policy`,
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
import { printTable, reportRow, startProductionServer, stop, type Sample } from './processes.ts';
import { card, entityBody } from '../api/test/fixtures/checkout.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const repoRoot = path.resolve(import.meta.dirname, '..');
const P99_GOAL_MS = 30;
const BUSINESS_NAME = 'Bench Harbor Works LLC';

const pages = {
  // Built from reads alike for every visitor: rendered once a minute, then answered from that render.
  rendered: { name: 'GET /checkout?plan=essential (rendered per request)', path: '/checkout?plan=essential', expected: 'Essential Plan Checkout' },
  // A paid order's page: for every request the order is read again from PostgreSQL in process, with the request's own
  // access and limits; the render is answered again while the read answers alike (decision 65). The path is set once
  // the order is paid.
  order: { name: "GET /entity-success?order= (a paid order's page)", path: '', expected: BUSINESS_NAME },
  prerendered: { name: 'GET /privacy-policy (prerendered)', path: '/privacy-policy', expected: 'Privacy Policy' },
};

/** An entity formation paid with the simulated provider's test card, through the API as the checkout pays it. */
async function paidOrder(url: string): Promise<string> {
  const call = async <T>(procedure: string, input: unknown): Promise<T> => {
    const res = await fetch(`${url}/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(input),
    });
    const answer = (await res.json()) as { result?: { data: T } };
    if (!res.ok || !answer.result) throw new Error(`${procedure} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer.result.data;
  };
  const started = await call<{ orderId: string; clientSecret: string }>('payments.startEntityCheckout', { ...entityBody(), businessName: BUSINESS_NAME });
  await call('payments.confirmSimulated', { ...card, clientSecret: started.clientSecret });
  return started.orderId;
}

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
  // One address asks thousands of times here: the order reads' per-address limit is scaled out of the way, as in `npm run bench`.
  const app = await startProductionServer(dataDir, db.url, { RATE_LIMIT_SCALE: '1000000' }).catch(async (error: unknown) => {
    await db.stop();
    throw error;
  });
  try {
    pages.order.path = `/entity-success?order=${await paidOrder(app.url)}`;
    console.log(`bench: ${rounds} rounds x ${seconds}s, ${connections} connections, loopback only, brotli accepted\n`);
    const measure = (page: (typeof pages)[keyof typeof pages]) => load(app.url, page.path, page.expected);
    // Warm-up, not counted: the first render loads the server entry and compiles the page's code paths.
    for (const page of Object.values(pages)) await measure(page);
    const samples: Record<keyof typeof pages, Sample[]> = { rendered: [], order: [], prerendered: [] };
    for (let i = 0; i < rounds; i += 1) {
      for (const key of Object.keys(pages) as (keyof typeof pages)[]) samples[key].push(await measure(pages[key]));
    }
    const avg = (xs: Sample[]) => xs.reduce((sum, x) => sum + x.rps, 0) / xs.length;
    const worst = (xs: Sample[]) => Math.max(...xs.map((x) => x.p99));
    const ratio = (xs: Sample[]) => avg(xs) / avg(samples.prerendered);
    printTable([
      ['page', 'req/s', 'ratio to prerendered', 'p99 ms'],
      ...(Object.keys(pages) as (keyof typeof pages)[]).map((key) => [
        pages[key].name,
        avg(samples[key]).toFixed(0),
        ratio(samples[key]).toFixed(2),
        worst(samples[key]).toFixed(1),
      ]),
    ]);
    for (const key of ['rendered', 'order'] as const) {
      const p99 = worst(samples[key]);
      console.log(
        `${key === 'rendered' ? '\n' : ''}${pages[key].name}: p99 ${p99.toFixed(1)} ms, goal <= ${P99_GOAL_MS} ms: ${p99 <= P99_GOAL_MS ? 'met' : 'NOT met'}`,
      );
    }
    for (const key of ['rendered', 'order'] as const) {
      reportRow({ name: pages[key].name, ratio: ratio(samples[key]), serverP99: worst(samples[key]), baselineP99: worst(samples.prerendered) });
    }
  } finally {
    await stop(app.child);
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
