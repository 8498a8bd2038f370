/**
 * `npm run bench:admin-list`: the admin's Contact Submissions list with 100,000
 * contacts in the database. Loads the first page as a signed-in admin (REST
 * alias, session cookie) and the same page from the bare Hono + pg baseline, in
 * the same run on the same database, and prints p50/p99 latency and the ratio.
 * Goal (issue 9): the first page in 20 ms or less. Needs `npm run build`.
 *
 *   BENCH_ROWS (default 100000)  BENCH_SECONDS (default 5)  BENCH_CONNECTIONS (default 1: one admin)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { BENCH_ADMIN, reportRow, startProcess, stop } from './processes.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const GOAL_MS = 20;

async function seedContacts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into lead (id, kind, first_name, last_name, email, phone, business_type, message, created_at)
     select gen_random_uuid(), 'contact', 'Bench' || i, 'Contact', 'bench' || i || '@example.com', '(212) 555-0100',
            'llc', 'A message from the admin-list bench.', now() - (i || ' seconds')::interval
     from generate_series(1, $1) as i`,
    [rowCount],
  );
  await client.query('analyze lead');
  await client.end();
}

async function adminCookie(baseUrl: string): Promise<string> {
  const info = { username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD };
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: info.username, password: info.password }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-admin-'));
const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
const children: ChildProcess[] = [];
try {
  const app = await startProcess(['api/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info', // startProcess waits for the "listening on" info line
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ...BENCH_ADMIN,
  });
  children.push(app.child);
  const baseline = await startProcess(['bench/baseline-server.ts'], { DATABASE_URL: db.url });
  children.push(baseline.child);
  await seedContacts(db.url);
  const cookie = await adminCookie(app.url);
  const serverUrl = `${app.url}/api/contacts?page=1&pageSize=20`;
  const first = (await (await fetch(serverUrl, { headers: { cookie } })).json()) as { total: number };
  if (first.total < rowCount) throw new Error(`the list counts ${first.total} contacts, expected ${rowCount}`);

  await load(serverUrl, { cookie }); // warm-up
  await load(`${baseline.url}/api/contacts`, {});
  const server = await load(serverUrl, { cookie });
  const base = await load(`${baseline.url}/api/contacts`, {});
  console.log(`admin list, first page of 20 out of ${rowCount.toLocaleString('en-US')} contacts, ${connections} connection(s), ${seconds}s each:\n`);
  console.log(`server    p50 ${server.p50} ms  p99 ${server.p99} ms  ${server.rps.toFixed(0)} req/s`);
  console.log(`baseline  p50 ${base.p50} ms  p99 ${base.p99} ms  ${base.rps.toFixed(0)} req/s`);
  console.log(
    `ratio (server req/s / baseline req/s) ${(server.rps / base.rps).toFixed(2)}; server p99 / ${GOAL_MS} ms goal ${(server.p99 / GOAL_MS).toFixed(2)}`,
  );
  reportRow({
    name: `admin list, first page of ${rowCount.toLocaleString('en-US')}`,
    ratio: server.rps / base.rps,
    serverP99: server.p99,
    baselineP99: base.p99,
  });
} finally {
  await Promise.all(children.map(stop));
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
