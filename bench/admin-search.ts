/**
 * `npm run bench:admin-search`: the work queues' search (docs/admin.md#work-queues) with 100,000 leads and 100,000
 * orders in the embedded PostgreSQL. Times the service call the list's REST and tRPC doors make (listQueue: the
 * page's query and its count, which stops at SEARCH_COUNT_CAP matches) in-process, so the figure is server time without HTTP, for searches by name without
 * accents, e-mail, phone with punctuation and order reference. The baseline, in the same run on the same rows: the
 * same calls on a copy of the database whose sessions may not use the trigram indexes (`enable_bitmapscan = off`:
 * a GIN index serves only bitmap scans, so PostgreSQL reads the whole table), and a lookup by id. Also prints the
 * plans (EXPLAIN ANALYZE) of one-word counts. Goal (issue 21): under 50 ms.
 *
 *   BENCH_ROWS (default 100000)  BENCH_RUNS (default 30)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workQueries, type WorkKind } from '@elite/contracts/schemas/work-queues';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { openDatabase } from '../api/src/db/orm.ts';
import { registerWorkQueues } from '../api/src/features/queues.ts';
import { listQueue, SEARCH_COUNT_CAP } from '../api/src/features/work-queues/work-queues.service.ts';
import { createLogger } from '../api/src/logger.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_MS = 50;
type MikroORM = Awaited<ReturnType<typeof openDatabase>>;
const BENCH_CALLER = { id: '00000000-0000-4000-8000-000000000000', name: 'Bench' };

/** Names with and without accents, so a search of "zoe" has to find "Zoë" among the others. */
const FIRST = `array['Zoë', 'José', 'Ada', 'Grace', 'Ben', 'Carla', 'Müller', 'Léa', 'Omar', 'Priya', 'Chen', 'Ana']`;
const LAST = `array['Ångström', 'Núñez', 'Lovelace', 'Hopper', 'Adams', 'Diaz', 'Schmidt', 'Dubois', 'Haddad', 'Patel', 'Wang', 'Silva']`;

async function seed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Each name pair once in 144 rows; e-mails, phones and businesses unique.
  await client.query(
    `insert into lead (id, kind, first_name, last_name, email, phone, company, message, status, created_at)
     select gen_random_uuid(), 'contact', (${FIRST})[1 + i % 12], (${LAST})[1 + (i / 12) % 12], 'lead' || i || '@example.com',
            '(212) ' || lpad((i % 1000)::text, 3, '0') || '-' || lpad((i / 1000)::text, 4, '0'), 'Company ' || i, 'From the admin-search bench.',
            (array['new', 'contacted', 'qualified', 'won', 'lost'])[1 + i % 5], now() - i * interval '1 minute'
       from generate_series(1, $1) as i`,
    [rowCount],
  );
  await client.query(
    `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, total_cents, lines, email, name, phone, business_name, created_at, updated_at)
     select gen_random_uuid(), 'cart', 'cart-services', 'Services', (array['pending', 'paid', 'fulfilled', 'refunded', 'failed'])[1 + i % 5], 'simulated',
            100 + i, 100 + i, '[]', 'order' || i || '@example.com', (${FIRST})[1 + i % 12] || ' ' || (${LAST})[1 + (i / 12) % 12],
            '212555' || lpad(i::text, 4, '0'), 'Business ' || i, now() - i * interval '1 minute', now()
       from generate_series(1, $1) as i`,
    [rowCount],
  );
  await client.query('analyze lead');
  await client.query('analyze customer_order');
  const [{ id, number }] = (await client.query<{ id: string; number: string }>(`select id, number from customer_order order by number limit 1 offset 4241`))
    .rows as [{ id: string; number: string }];
  await client.end();
  return { orderId: id, orderNumber: Number(number) };
}

/** A copy of the database at `url` (made from it as a template) with `enable_bitmapscan = off` for its sessions. */
async function copyWithoutBitmapScans(url: string, name: string): Promise<string> {
  const source = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  await client.query(`create database ${name} template "${source.pathname.slice(1)}"`);
  await client.query(`alter database ${name} set enable_bitmapscan = off`);
  await client.end();
  source.pathname = `/${name}`;
  return source.href;
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

/** The scans of a plan ("Bitmap Index Scan on lead_search_index", "Seq Scan"), and its execution time. */
async function explain(orm: MikroORM, table: string, q: string): Promise<{ scans: string; ms: number }> {
  // raw SQL: EXPLAIN ANALYZE of the search's own condition (work-queues.service.ts), counted as the list's total is
  // (at most SEARCH_COUNT_CAP + 1 matches).
  const [row] = await orm.em
    .getConnection()
    .execute<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[]>(
      `explain (analyze, format json) select count(*) from (select e.id from ${table} e where e.search like search_text(?) limit ${SEARCH_COUNT_CAP + 1}) matches`,
      [`%${q}%`],
    );
  const [{ Plan, 'Execution Time': ms }] = row!['QUERY PLAN'];
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'].includes('Scan')) scans.push(`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return { scans: scans.join(', '), ms };
}

async function time(orm: MikroORM, kind: WorkKind, q: string): Promise<{ p50: number; max: number; total: string }> {
  const query = workQueries[kind].parse({ q, pageSize: 20 });
  const call = () => listQueue({ em: orm.em }, BENCH_CALLER, kind, query as never);
  const first = await call(); // warm-up
  const total = `${first.total}${first.totalCapped ? '+' : ''}`;
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)]!, max: ms.at(-1)!, total };
}

// The bench calls the engine without the app: it registers the kinds itself.
registerWorkQueues();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-search-'));
const logger = createLogger('warn');
const db = await startEmbeddedPostgres(dataDir, logger);
const orms: MikroORM[] = [];
try {
  const migrated = await openDatabase(db.url, logger);
  const { orderId, orderNumber } = await seed(db.url);
  await migrated.close(true);
  // The baseline: a copy of the same rows whose connections may not use the trigram indexes (a GIN index is read
  // only by bitmap scans), so PostgreSQL reads the whole table for a search.
  const sequentialUrl = await copyWithoutBitmapScans(db.url, 'bench_no_trigram');
  const indexed = await openDatabase(db.url, logger);
  orms.push(indexed);
  const sequential = await openDatabase(sequentialUrl, logger);
  orms.push(sequential);

  const searches: [label: string, kind: WorkKind, q: string][] = [
    ['lead, a name without its accents ("zoe angstrom")', 'lead', 'zoe angstrom'],
    ['lead, a common surname alone ("angstrom")', 'lead', 'angstrom'],
    ['lead, an e-mail ("lead4242@")', 'lead', 'lead4242@'],
    ['lead, a phone with punctuation ("(212) 242-0004")', 'lead', '(212) 242-0004'],
    ['order, a reference', 'order', `EBA-${orderNumber}`],
    ['order, a name ("jose nunez")', 'order', 'jose nunez'],
  ];
  console.log(
    `work-queue search, ${rowCount.toLocaleString('en-US')} leads and ${rowCount.toLocaleString('en-US')} orders, ${runs} calls each (page of 20 and its total):\n`,
  );
  console.log('search                                              matches   indexed p50 / max      no index p50 / max     ratio');
  const fmt = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  let worst = 0;
  for (const [label, kind, q] of searches) {
    const withIndex = await time(indexed, kind, q);
    const without = await time(sequential, kind, q);
    if (withIndex.total !== without.total) throw new Error(`${label}: ${withIndex.total} matches with the index, ${without.total} without`);
    worst = Math.max(worst, withIndex.p50);
    console.log(
      `${label.padEnd(52)}${String(withIndex.total).padStart(7)}  ${fmt(withIndex.p50)} / ${fmt(withIndex.max)}  ${fmt(without.p50)} / ${fmt(without.max)}  ${(without.p50 / withIndex.p50).toFixed(1).padStart(5)}x`,
    );
  }
  console.log(`\nthe count of a one-word search (at most ${SEARCH_COUNT_CAP + 1} matches), EXPLAIN ANALYZE (execution time, no round trip):`);
  for (const [table, q] of [
    ['lead', 'lead4242@'],
    ['lead', 'angstrom'],
    ['customer_order', '2125554242'],
  ] as const) {
    const withIndex = await explain(indexed, table, q);
    const without = await explain(sequential, table, q);
    console.log(
      `${`${table} "${q}"`.padEnd(34)}${withIndex.ms.toFixed(2).padStart(8)} ms (${withIndex.scans})  vs ${without.ms.toFixed(2).padStart(8)} ms (${without.scans})  ${(without.ms / withIndex.ms).toFixed(1)}x`,
    );
  }
  const byId = await time(indexed, 'order', orderId);
  console.log(`${'order, by id (primary key, for scale)'.padEnd(52)}${String(byId.total).padStart(7)}  ${fmt(byId.p50)} / ${fmt(byId.max)}`);
  console.log(`\nslowest indexed search p50 ${worst.toFixed(1)} ms; / ${GOAL_MS} ms goal ${(worst / GOAL_MS).toFixed(2)}`);
} finally {
  await Promise.all(orms.map((orm) => orm.close(true)));
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
