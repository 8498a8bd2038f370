/**
 * `npm run bench:forgot-password`: does "Forgot password" answer a client's address and an unknown one in the same
 * time (docs/accounts.md#forgot-password)? The production server (its own process, the outbox worker running as in
 * production) gets pairs of POST /api/portal/password-reset/request, one for the address of a confirmed client and
 * one for an address nobody has, in alternating order, one request at a time, each from its own address and each
 * address asked once (so every request is under its limits and does the whole work). Prints both medians and their
 * ratio, measured in the same run. Needs no web build.
 *
 *   BENCH_PAIRS (default 300)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { startProductionServer, stop } from './processes.ts';

const pairs = Number(process.env.BENCH_PAIRS ?? 300);
/** The first requests warm the server up (JIT, prepared statements, pool) and are not counted. */
const WARM_UP = 20;

/** Confirmed clients, written straight into the table: their password is never used here. */
async function seedClients(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into app_user (id, role, email, name, password_hash, email_verified_at)
     select gen_random_uuid(), 'client', 'known' || i || '@example.com', 'Known Client ' || i, 'not-a-hash', now()
     from generate_series(1, $1) as i`,
    [count],
  );
  await client.end();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timedRequest(baseUrl: string, email: string, visitor: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/portal/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': `10.88.${visitor >> 8}.${visitor & 255}` },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${email}: answered ${res.status}`);
  return ms;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-forgot-'));
const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
const total = pairs + WARM_UP;
const server = await startProductionServer(dataDir, db.url, { TRUST_PROXY: 'true' });
try {
  // After the server's start: it migrates the database.
  await seedClients(db.url, total);
  const known: number[] = [];
  const unknown: number[] = [];
  let visitor = 0;
  for (let i = 1; i <= total; i += 1) {
    // Alternate which goes first, so neither pays more often for what the other left behind (the worker's mail).
    const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const ms = await timedRequest(server.url, `${kind}${i}@example.com`, (visitor += 1));
      if (i > WARM_UP) (kind === 'known' ? known : unknown).push(ms);
    }
  }
  const [k, u] = [median(known), median(unknown)];
  console.log(`bench:forgot-password: ${pairs} pairs (after ${WARM_UP} not counted), one request at a time, loopback\n`);
  console.log(`  a client's address   median ${k.toFixed(2)} ms`);
  console.log(`  an unknown address   median ${u.toFixed(2)} ms`);
  console.log(`  ratio client/unknown ${(k / u).toFixed(2)}`);
} finally {
  await stop(server.child);
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
