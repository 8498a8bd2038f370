/**
 * `npm run bench:all` (docs/performance.md#benchmarks): runs the request bench, the slots bench, the admin list bench and
 * the chat bench one after another (each prints its own table as it goes), then prints every row once more with its
 * ratio, its p99 against the baseline's and the goal it is held to. Each figure is measured against a baseline in
 * the same run, as every bench here is: the machines are noisy, a ratio is what compares.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, type BenchRow } from './processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const benches = ['bench/run.ts', 'bench/slots.ts', 'bench/admin-list.ts', 'bench/chat.ts', 'bench/visit-pages.ts'];

/** The goals of docs/performance.md#goals, by the start of a row's name. */
const goals: { starts: string; ratio?: number; p99Times?: number; p99Ms?: number }[] = [
  { starts: 'GET /api/health', ratio: 0.85 },
  { starts: 'POST /api/contacts', ratio: 0.85, p99Times: 1.2 },
  { starts: 'GET available-slots', ratio: 0.85 },
  { starts: 'admin list', ratio: 0.85 },
  { starts: 'chat', p99Times: 2 },
  // Beside a prerendered page; its goal is its own p99 (docs/decisions/0058-visit-pages-rendered-per-request.md).
  { starts: 'GET /checkout?plan=essential', p99Ms: 30 },
  { starts: 'GET /entity-success?order=', p99Ms: 30 },
];

function run(script: string, rowsFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_ROWS_FILE: rowsFile },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ended with ${code}`))));
  });
}

const rowsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-all-')), 'rows.jsonl');
fs.writeFileSync(rowsFile, '');
try {
  for (const script of benches) {
    console.log(`\n== ${script}\n`);
    await run(script, rowsFile);
  }
  const rows = fs
    .readFileSync(rowsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchRow);
  console.log('\n== every row\n');
  const table = [['figure', 'ratio', 'server p99 ms', 'baseline p99 ms', 'p99 / baseline', 'goal', 'met']];
  for (const row of rows) {
    const goal = goals.find((g) => row.name.startsWith(g.starts));
    const p99Times = row.serverP99 / row.baselineP99;
    const wanted = [goal?.ratio ? `ratio >= ${goal.ratio}` : '', goal?.p99Times ? `p99 <= ${goal.p99Times}x` : '', goal?.p99Ms ? `p99 <= ${goal.p99Ms} ms` : '']
      .filter(Boolean)
      .join(', ');
    const met = !goal
      ? ''
      : (goal.ratio === undefined || (row.ratio ?? 0) >= goal.ratio) &&
        (goal.p99Times === undefined || p99Times <= goal.p99Times) &&
        (goal.p99Ms === undefined || row.serverP99 <= goal.p99Ms);
    table.push([
      row.name,
      row.ratio === null ? '-' : row.ratio.toFixed(2),
      row.serverP99.toFixed(1),
      row.baselineP99.toFixed(1),
      p99Times.toFixed(2),
      wanted || '-',
      met === '' ? '' : met ? 'yes' : 'NO',
    ]);
  }
  printTable(table);
} finally {
  fs.rmSync(path.dirname(rowsFile), { recursive: true, force: true });
}
