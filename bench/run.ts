/**
 * `npm run bench`: starts the production server and the bare baseline side by
 * side on loopback, on one PostgreSQL, loads each route with autocannon in
 * alternating rounds, and prints throughput, p99 latency and the ratio
 * server/baseline. Needs a built web app (`npm run build`).
 *
 *   BENCH_SECONDS (default 5)  BENCH_CONNECTIONS (default 20)  BENCH_ROUNDS (default 2)
 *   BENCH_ONLY (a piece of a route name, e.g. `contacts`, to measure only the routes that match)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { startProcess, stop } from './processes.ts';

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
}

/** The routes measured so far; later features add theirs. */
const contact = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '(212) 555-0100',
  businessType: 'llc',
  message: 'Load test message from the bench.',
});

const targets: Target[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET / (home page)', path: '/' },
  // The full stack: validation, rate limit, lead + two outbox mails in one transaction (the worker sends them meanwhile).
  { name: 'POST /api/contacts', path: '/api/contacts', method: 'POST', body: contact, headers: { 'content-type': 'application/json' } },
];

async function load(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name} at ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/client/_routes.json'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-'));
  const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
  const children: ChildProcess[] = [];
  try {
    const app = await startProcess(['api/src/main.ts'], {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      RATE_LIMIT_SCALE: '1000000',
    });
    children.push(app.child);
    const baseline = await startProcess(['bench/baseline-server.ts'], { DATABASE_URL: db.url });
    children.push(baseline.child);

    console.log(`bench: ${rounds} rounds x ${seconds}s, ${connections} connections, loopback only\n`);
    const rows: string[][] = [['route', 'server req/s', 'baseline req/s', 'ratio', 'server p99 ms', 'baseline p99 ms']];
    const only = process.env.BENCH_ONLY;
    for (const target of targets.filter((t) => !only || t.name.includes(only))) {
      await load(app.url, { ...target }); // warm-up, not counted
      await load(baseline.url, { ...target });
      const server: { rps: number; p99: number }[] = [];
      const base: { rps: number; p99: number }[] = [];
      for (let i = 0; i < rounds; i += 1) {
        server.push(await load(app.url, target));
        base.push(await load(baseline.url, target));
      }
      const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const s = avg(server.map((r) => r.rps));
      const b = avg(base.map((r) => r.rps));
      rows.push([target.name, s.toFixed(0), b.toFixed(0), (s / b).toFixed(2), Math.max(...server.map((r) => r.p99)).toFixed(1), Math.max(...base.map((r) => r.p99)).toFixed(1)]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  } finally {
    await Promise.all(children.map(stop));
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
