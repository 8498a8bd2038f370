/**
 * `npm run bench:chat`: 500 visitor sockets split across two server processes
 * on one PostgreSQL, one agent on each; every visitor sends a few messages and
 * the bench measures the time from a visitor's send to the agents' receipt
 * (half of them cross instances through LISTEN/NOTIFY). The same load against
 * a bare one-process baseline (bench/baseline-chat-server.ts) in the same run
 * gives the ratio. Loopback only.
 *
 * The last column is the CPU each message cost the chat servers' Node processes and PostgreSQL's backends: the
 * figure to compare on a busy machine, where the latencies move with everything else.
 *
 * The two are measured in alternating rounds (BENCH_ROUNDS); each side's deliveries of all its rounds are pooled
 * before their p50 and p99 are taken, and each round's p99 is printed too. One round's p99 is its 40 slowest of 4,000
 * deliveries: a single stall of the machine moved it from 1.6 to 11 times the relay's on the same code.
 *
 *   BENCH_VISITORS (default 500)  BENCH_MESSAGES (per visitor, default 4)  BENCH_SPREAD_MS (default 1000)
 *   BENCH_ROUNDS (default 3)
 *   BENCH_CPU_PROF (a directory: each server instance writes a V8 CPU profile in its `api` folder when it stops, the bare relay in `baseline-chat-server`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { BENCH_ADMIN, cpuMicros, reportRow, startProcess, stop } from './processes.ts';

const visitors = Number(process.env.BENCH_VISITORS ?? 500);
const messagesEach = Number(process.env.BENCH_MESSAGES ?? 4);
const spreadMs = Number(process.env.BENCH_SPREAD_MS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws/chat`, { origin: url, headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Send-to-agent latencies (ms), sorted: of every message, and of the first round's alone (the conversations' first messages). */
interface Latencies {
  all: number[];
  first: number[];
}

/** Sends every visitor's messages in rounds spread over spreadMs and returns the send-to-agent latencies. */
async function measure(urls: string[], cookie: string | undefined): Promise<Latencies> {
  const agents = await Promise.all(urls.map((url) => open(url, cookie ? { cookie } : {})));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let firstRound: number[] = [];
  let expected = 0;
  let onAllDelivered = () => undefined as void;
  for (const agent of agents) {
    agent.send(JSON.stringify({ type: 'support_join', agentName: 'Bench Agent' }));
    agent.on('message', (data) => {
      // ws hands a text frame over as one Buffer (binaryType nodebuffer).
      const frame = JSON.parse((data as Buffer).toString()) as { type: string; text?: string; sender?: string };
      if (frame.type !== 'message' || frame.sender !== 'user' || !frame.text) return;
      const started = sentAt.get(frame.text);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      if (latencies.length === expected) onAllDelivered();
    });
  }
  await new Promise((r) => setTimeout(r, 300)); // presence settles before the load starts (not measured)
  const sockets = await Promise.all(Array.from({ length: visitors }, (_, i) => open(urls[i % urls.length]!)));
  for (let round = 0; round < messagesEach; round += 1) {
    // Each message reaches every agent: one on each instance.
    expected += visitors * agents.length;
    const delivered = new Promise<void>((resolve, reject) => {
      onAllDelivered = resolve;
      setTimeout(() => reject(new Error(`round ${round}: ${latencies.length} of ${expected} deliveries after 60 s`)), 60_000).unref();
    });
    sockets.forEach((ws, i) => {
      setTimeout(() => {
        const text = `bench ${round} ${i} ${Math.random()}`;
        sentAt.set(text, performance.now());
        ws.send(
          JSON.stringify({
            type: 'message',
            text,
            sender: 'user',
            userInfo: { name: `Visitor ${i}`, email: `v${i}@example.com` },
            senderName: `Visitor ${i}`,
            clientId: crypto.randomUUID(),
          }),
        );
      }, Math.random() * spreadMs);
    });
    await delivered;
    if (round === 0) firstRound = [...latencies];
  }
  for (const ws of [...sockets, ...agents]) ws.close();
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  return { all: sorted(latencies), first: sorted(firstRound) };
}

/**
 * CPU time (us) the chat's processes have spent so far: the chat servers' Node processes, and PostgreSQL's backends
 * connected to the bench's database (pools, listeners). Latency moves with whatever else the machine runs; CPU per
 * message barely does, so it is the figure to compare before and after a change on a busy machine.
 */
async function cpuSoFar(databaseUrl: string, servers: ChildProcess[]): Promise<{ node: number; postgres: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const sum = (pids: (number | undefined)[]) => pids.reduce<number>((total, pid) => total + (cpuMicros(pid) ?? 0), 0);
    return { node: sum(servers.map((c) => c.pid)), postgres: sum(rows.map((r) => r.pid)) };
  } finally {
    await client.end();
  }
}

type Measured = Latencies & { nodeUs: number; postgresUs: number };

/** Runs `measure` and adds the CPU per message sent, of the servers' Node processes and of PostgreSQL. */
async function measureWithCpu(databaseUrl: string, servers: ChildProcess[], run: () => Promise<Latencies>): Promise<Measured> {
  const before = await cpuSoFar(databaseUrl, servers);
  const latencies = await run();
  const after = await cpuSoFar(databaseUrl, servers);
  const messages = visitors * messagesEach;
  return { ...latencies, nodeUs: (after.node - before.node) / messages, postgresUs: (after.postgres - before.postgres) / messages };
}

/** The deliveries of several rounds as one sample (sorted again), with the CPU per message averaged over them. */
function pooled(rs: Measured[]): Measured {
  const all = (pick: (r: Measured) => number[]) => rs.flatMap(pick).sort((x, y) => x - y);
  const mean = (pick: (r: Measured) => number) => rs.reduce((sum, r) => sum + pick(r), 0) / rs.length;
  return { all: all((r) => r.all), first: all((r) => r.first), nodeUs: mean((r) => r.nodeUs), postgresUs: mean((r) => r.postgresUs) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-chat-'));
  const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
  const children: ChildProcess[] = [];
  try {
    const env = { NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: db.url, ...BENCH_ADMIN, RATE_LIMIT_SCALE: '1000000' };
    // "listening on" is an info line: start at info, the load itself is not logged per frame anyway.
    const a = await startProcess(['api/src/main.ts'], { ...env, LOG_LEVEL: 'info', DATA_DIR: path.join(dataDir, 'a') });
    children.push(a.child);
    const b = await startProcess(['api/src/main.ts'], { ...env, LOG_LEVEL: 'info', DATA_DIR: path.join(dataDir, 'b') });
    children.push(b.child);
    const baseline = await startProcess(['bench/baseline-chat-server.ts'], { DATABASE_URL: db.url });
    children.push(baseline.child);

    console.log(`bench chat: ${visitors} visitor sockets, ${messagesEach} messages each, one agent per instance, loopback only\n`);
    const cookie = await signIn(a.url);
    await measure([a.url, b.url], cookie); // warm-up, not counted
    await measure([baseline.url], undefined);
    const serverRounds: Measured[] = [];
    const baseRounds: Measured[] = [];
    for (let i = 0; i < rounds; i += 1) {
      serverRounds.push(await measureWithCpu(db.url, [a.child, b.child], () => measure([a.url, b.url], cookie)));
      baseRounds.push(await measureWithCpu(db.url, [baseline.child], () => measure([baseline.url], undefined)));
    }
    const [server, base] = [pooled(serverRounds), pooled(baseRounds)];
    const figures = (xs: number[]) => [String(xs.length), percentile(xs, 50).toFixed(1), percentile(xs, 99).toFixed(1)];
    const cpu = (r: { nodeUs: number; postgresUs: number }) => `${r.nodeUs.toFixed(0)} / ${r.postgresUs.toFixed(0)}`;
    const eachRound = (rs: Measured[]) => rs.map((r) => percentile(r.all, 99).toFixed(1)).join(', ');
    const rows = [
      ['', 'deliveries', 'p50 ms', 'p99 ms', 'first messages', 'p50 ms', 'p99 ms', 'CPU us/message node / postgres', "each round's p99 ms"],
      ['server (2 instances)', ...figures(server.all), ...figures(server.first), cpu(server), eachRound(serverRounds)],
      ['baseline (1 process)', ...figures(base.all), ...figures(base.first), cpu(base), eachRound(baseRounds)],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
    console.log(`\np99 ratio server/baseline: ${(percentile(server.all, 99) / percentile(base.all, 99)).toFixed(2)}`);
    reportRow({
      name: `chat, ${visitors} sockets over 2 instances`,
      ratio: null,
      serverP99: percentile(server.all, 99),
      baselineP99: percentile(base.all, 99),
    });
  } finally {
    await Promise.all(children.map(stop));
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
