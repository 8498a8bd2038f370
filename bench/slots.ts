/**
 * `npm run bench:slots`: GET /api/appointments/available-slots under load. A
 * weekday a few days ahead gets six bookings of both lengths; then the real
 * server (validation, rules from the table, the day's bookings, the pure slot
 * rules with zone and notice) and the bare baseline (one SQL query laying the
 * grid, see baseline-server.ts) answer the same day in alternating rounds, on
 * one PostgreSQL. Prints throughput, p99 and the ratio server/baseline, after
 * checking both answer the same slots. Needs `npm run build`.
 *
 *   BENCH_SECONDS (default 5)  BENCH_CONNECTIONS (default 20)  BENCH_ROUNDS (default 2)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { createLogger } from '../api/src/logger.ts';
import { COMPARISON_HEADER, comparisonRow, printTable, startServerAndBaseline, stop, withCpu, type Sample } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** A weekday in New York at least 3 days ahead (clear of the minimum notice). */
function benchDay(): string {
  const ny = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
  for (let k = 3; ; k += 1) {
    const date = ny.format(new Date(Date.now() + k * 86_400_000));
    if (![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return date;
  }
}

const bookings: [time: string, type: 'consultation' | 'formation'][] = [
  ['09:00', 'consultation'],
  ['10:30', 'consultation'],
  ['11:00', 'formation'],
  ['13:00', 'consultation'],
  ['15:30', 'consultation'],
  ['16:00', 'formation'],
];

async function book(baseUrl: string, date: string) {
  for (const [time, type] of bookings) {
    const res = await fetch(`${baseUrl}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientName: 'Bench Client',
        clientEmail: 'bench@example.com',
        clientPhone: '(212) 555-0100',
        notes: '',
        appointmentType: type,
        appointmentDate: date,
        appointmentTime: time,
        duration: type === 'formation' ? 60 : 30,
      }),
    });
    if (res.status !== 201) throw new Error(`booking ${date} ${time} answered ${res.status}: ${await res.text()}`);
  }
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

const slotsOf = async (url: string) => ((await (await fetch(url)).json()) as { slots: string[] }).slots;

if (!fs.existsSync(path.resolve(import.meta.dirname, '../web/dist/client/_routes.json'))) throw new Error('run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-bench-slots-'));
const db = await startEmbeddedPostgres(dataDir, createLogger('warn'));
const { app, baseline, children } = await startServerAndBaseline(dataDir, db.url);
try {
  const date = benchDay();
  await book(app.url, date);

  console.log(`bench:slots: ${date} with ${bookings.length} bookings; ${rounds} rounds x ${seconds}s, ${connections} connections, loopback only\n`);
  const rows: string[][] = [COMPARISON_HEADER];
  for (const type of ['consultation', 'formation'] as const) {
    const query = `/api/appointments/available-slots?date=${date}&type=${type}`;
    const [mine, bare] = await Promise.all([slotsOf(`${app.url}${query}`), slotsOf(`${baseline.url}${query}`)]);
    if (mine.length === 0 || JSON.stringify(mine) !== JSON.stringify(bare)) {
      throw new Error(`server and baseline disagree for ${type}: ${mine.join(' ')} / ${bare.join(' ')}`);
    }
    await load(`${app.url}${query}`); // warm-up, not counted
    await load(`${baseline.url}${query}`);
    const server: Sample[] = [];
    const base: Sample[] = [];
    for (let i = 0; i < rounds; i += 1) {
      server.push(await withCpu(app.child, () => load(`${app.url}${query}`)));
      base.push(await withCpu(baseline.child, () => load(`${baseline.url}${query}`)));
    }
    rows.push(comparisonRow(`GET available-slots (${type}, ${mine.length} free)`, server, base));
  }
  printTable(rows);
} finally {
  await Promise.all(children.map(stop));
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
