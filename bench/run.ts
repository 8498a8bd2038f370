/**
 * `npm run bench`: starts the production server and the bare baseline side by
 * side on loopback, on one PostgreSQL, loads each route with autocannon in
 * alternating rounds, and prints throughput, p99 latency and the ratio
 * server/baseline. Needs a built web app (`npm run build`).
 *
 *   BENCH_SECONDS (default 5)  BENCH_CONNECTIONS (default 20)  BENCH_ROUNDS (default 2)
 *   BENCH_ONLY (a piece of a route name, e.g. `contacts`, to measure only the routes that match)
 *   BENCH_CPU_PROF (a directory: the server writes a V8 CPU profile in its `api` folder when it stops, the baseline in `baseline-server`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { COMPARISON_HEADER, comparisonRow, printTable, startServerAndBaseline, stop, withCpu, type Sample } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const repoRoot = path.resolve(import.meta.dirname, '..');

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Overrides BENCH_CONNECTIONS for this route. */
  connections?: number;
  /** What changes per request: headers added to `headers`, and the body in place of `body`. */
  perRequest?: () => { headers: Record<string, string>; body?: string };
}

/** The routes measured so far; later features add theirs. */
const contact = (email: string) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    phone: '(212) 555-0100',
    businessType: 'llc',
    message: 'Load test message from the bench.',
  });

/**
 * Contacts come from many visitors, each under its own per-address limit and writing from their own e-mail address,
 * which has its own share of acknowledgements (docs/input-limits.md#acknowledgements): the balancer in front
 * (TRUST_PROXY) names a different one of 65,536 addresses for each request, and each request a different sender.
 * One address sending thousands a second, or thousands of mails to one mailbox, is what the limits refuse, not a
 * load the site has to carry.
 */
let visitor = 0;
const nextVisitor = () => {
  visitor = (visitor + 1) % 65_536;
  return { headers: { 'x-forwarded-for': `10.77.${visitor >> 8}.${visitor & 255}` }, body: contact(`bench-${visitor}@example.com`) };
};

const targets: Target[] = [
  { name: 'GET /api/health', path: '/api/health' },
  // As a browser calls: it always accepts gzip, and the server then decides per answer whether to compress.
  { name: 'GET /api/health (Accept-Encoding: gzip)', path: '/api/health', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'GET / (home page)', path: '/' },
  // The full stack: validation, rate limit, lead + two outbox mails in one transaction (the worker sends them
  // meanwhile). 50 connections: the production goal is p99 <= 25 ms there.
  {
    name: 'POST /api/contacts',
    path: '/api/contacts',
    method: 'POST',
    body: contact('bench@example.com'),
    headers: { 'content-type': 'application/json' },
    perRequest: nextVisitor,
    connections: 50,
  },
];

async function load(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    ...(target.perRequest && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const { headers, body } = target.perRequest!();
            return { ...request, headers: { ...request.headers, ...headers }, ...(body !== undefined && { body }) };
          },
        },
      ],
    }),
    connections: target.connections ?? connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name} at ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

/** Waits until the server's outbox worker has sent every queued mail (at most two minutes). */
async function outboxDrained(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 120_000; waited += 250) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from outbox_mail where status = 'pending'`);
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the outbox did not drain within two minutes');
  } finally {
    await client.end();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/client/_routes.json'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-'));
  const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
  const started = await startServerAndBaseline(dataDir, db.url).catch(async (error: unknown) => {
    await db.stop();
    throw error;
  });
  const { app, baseline, children } = started;
  try {
    console.log(`bench: ${rounds} rounds x ${seconds}s, ${connections} connections, loopback only\n`);
    const rows: string[][] = [COMPARISON_HEADER];
    const only = process.env.BENCH_ONLY;
    for (const target of targets.filter((t) => !only || t.name.includes(only))) {
      await load(app.url, { ...target }); // warm-up, not counted
      await outboxDrained(db.url);
      await load(baseline.url, { ...target });
      const server: Sample[] = [];
      const base: Sample[] = [];
      for (let i = 0; i < rounds; i += 1) {
        server.push(await withCpu(app.child, () => load(app.url, target)));
        // The mails a round queued are sent before the baseline's round, so it does not pay for them.
        await outboxDrained(db.url);
        base.push(await withCpu(baseline.child, () => load(baseline.url, target)));
      }
      rows.push(comparisonRow(target.name, server, base));
    }
    printTable(rows);
  } finally {
    await Promise.all(children.map(stop));
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
