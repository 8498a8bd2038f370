import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Starts `node --import tsx <args>` from the repository root and resolves once it prints "listening on <url>". */
export function startProcess(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('node', ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (http:\/\/[^"\s]+)/.exec(line);
      if (match?.[1]) resolve({ url: match[1], child });
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
export async function startServerAndBaseline(dataDir: string, databaseUrl: string) {
  const children: ChildProcess[] = [];
  const app = await startProcess(['api/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_SCALE: '1000000',
  });
  children.push(app.child);
  const baseline = await startProcess(['bench/baseline-server.ts'], { DATABASE_URL: databaseUrl });
  children.push(baseline.child);
  return { app, baseline, children };
}

export interface Sample {
  rps: number;
  p99: number;
}

export const COMPARISON_HEADER = ['route', 'server req/s', 'baseline req/s', 'ratio', 'server p99 ms', 'baseline p99 ms'];

/** One table row: mean throughput of the rounds, their ratio, and the worst p99 of each side. */
export function comparisonRow(name: string, server: Sample[], base: Sample[]): string[] {
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const s = avg(server.map((r) => r.rps));
  const b = avg(base.map((r) => r.rps));
  return [name, s.toFixed(0), b.toFixed(0), (s / b).toFixed(2), Math.max(...server.map((r) => r.p99)).toFixed(1), Math.max(...base.map((r) => r.p99)).toFixed(1)];
}

export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}
