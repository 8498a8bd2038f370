import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

let started = 0;

/**
 * Starts `node --import tsx <args>` from the repository root and resolves once it prints "listening on <url>".
 * Its stdout goes to a file, as a log collector would take it: piped into this process, the servers' log lines
 * (one per request) were read and split by the same process that runs autocannon, slowing the load generator
 * for the server's rounds only.
 */
/** The admin a server on DATABASE_URL needs to start (docs/accounts.md#the-first-admin). */
export const BENCH_ADMIN = { ADMIN_USERNAME: 'bench.admin', ADMIN_PASSWORD: 'bench-admin-password' } as const;

export function startProcess(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess; logFile: string }> {
  const logFile = path.join(os.tmpdir(), `elite-bench-${process.pid}-${(started += 1)}-${path.basename(args[0]!, '.ts')}.log`);
  const out = fs.openSync(logFile, 'w');
  // Each process profiles into its own folder (the server's in `api`, a baseline's under its script's name), so the
  // baseline's profile can be read beside the server's.
  const profileDir =
    process.env.BENCH_CPU_PROF && path.join(process.env.BENCH_CPU_PROF, args[0] === 'api/src/main.ts' ? 'api' : path.basename(args[0]!, '.ts'));
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn('node', [...profile, '--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  fs.closeSync(out);
  child.once('exit', () => fs.rmSync(logFile, { force: true }));
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /listening on (http:\/\/[^"\s]+)/.exec(fs.readFileSync(logFile, 'utf8'));
      if (match?.[1]) {
        clearInterval(poll);
        resolve({ url: match[1], child, logFile });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

/** SIGINT, then the exit. */
export const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });

/**
 * The production server as the benches run it (per-address limits scaled out of the way, one log line per
 * request as in production) and the bare baseline, both on one database. `children` are for `stop`.
 */
/** The production server on loopback and a free port, on the bench's data folder and PostgreSQL. */
export function startProductionServer(dataDir: string, databaseUrl: string, env: Record<string, string> = {}) {
  return startProcess(['api/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...BENCH_ADMIN,
    ...env,
  });
}

export async function startServerAndBaseline(dataDir: string, databaseUrl: string) {
  const children: ChildProcess[] = [];
  const app = await startProductionServer(dataDir, databaseUrl, {
    RATE_LIMIT_SCALE: '1000000',
    // As behind the balancer of compose.yaml: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: 'true',
  });
  children.push(app.child);
  const baseline = await startProcess(['bench/baseline-server.ts'], { DATABASE_URL: databaseUrl });
  children.push(baseline.child);
  return { app, baseline, children };
}

export interface Sample {
  rps: number;
  p99: number;
  /** CPU time the answering process spent per request, in microseconds (user + system, from /proc). */
  cpuUs?: number;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** User + system CPU time a process has used so far, in microseconds; undefined off Linux. */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15 (proc(5)).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / USER_HZ;
  } catch {
    return undefined;
  }
}

/**
 * Runs one round of load against a process and adds the CPU it spent per request. Throughput and latency move with
 * everything else the machine runs; CPU time per request barely does, so it is the figure to compare when the
 * machine is busy (docs/performance.md#benchmarks).
 */
export async function withCpu(child: ChildProcess, round: () => Promise<{ rps: number; p99: number; requests: number }>): Promise<Sample> {
  const before = cpuMicros(child.pid);
  const { rps, p99, requests } = await round();
  const after = cpuMicros(child.pid);
  return { rps, p99, ...(before !== undefined && after !== undefined && requests > 0 && { cpuUs: (after - before) / requests }) };
}

export const COMPARISON_HEADER = ['route', 'server req/s', 'baseline req/s', 'ratio', 'server p99 ms', 'baseline p99 ms', 'CPU us/req server / baseline'];

/** One table row: mean throughput of the rounds, their ratio, and the worst p99 of each side. */
export function comparisonRow(name: string, server: Sample[], base: Sample[]): string[] {
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const s = avg(server.map((r) => r.rps));
  const b = avg(base.map((r) => r.rps));
  const cpu = (xs: Sample[]) => (xs.every((r) => r.cpuUs !== undefined) ? avg(xs.map((r) => r.cpuUs!)) : undefined);
  const [serverCpu, baseCpu] = [cpu(server), cpu(base)];
  return [
    name,
    s.toFixed(0),
    b.toFixed(0),
    (s / b).toFixed(2),
    Math.max(...server.map((r) => r.p99)).toFixed(1),
    Math.max(...base.map((r) => r.p99)).toFixed(1),
    serverCpu !== undefined && baseCpu !== undefined ? `${serverCpu.toFixed(0)} / ${baseCpu.toFixed(0)} (${(serverCpu / baseCpu).toFixed(2)}x)` : '-',
  ];
}

export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  if (rows[0] === COMPARISON_HEADER) {
    for (const [name, , , ratio, serverP99, baselineP99] of rows.slice(1)) {
      reportRow({ name: name!, ratio: Number(ratio), serverP99: Number(serverP99), baselineP99: Number(baselineP99) });
    }
  }
}

/** One figure of a bench, as `npm run bench:all` sums them up (bench/all.ts). */
export interface BenchRow {
  name: string;
  /** Server throughput over the baseline's (higher is better), or null where the bench compares latency only. */
  ratio: number | null;
  serverP99: number;
  baselineP99: number;
}

/** Hands a row to `npm run bench:all` (a JSON line in BENCH_ROWS_FILE); a bench run alone just prints its table. */
export function reportRow(row: BenchRow) {
  const file = process.env.BENCH_ROWS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
}
