/**
 * `npm run dev`: the API in watch mode (tsx) on DEV_API_PORT (default 3001) and
 * Vite's dev server with hot reload on PORT (default 3000), proxying /api, /trpc
 * and /ws to the API. Ctrl-C stops both (and the embedded PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [];

function run(name: string, cmd: string, args: string[], env: Record<string, string>) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'})`);
    shutdown();
  });
  children.push(child);
}

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(0), 15_000).unref();
  void Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

run('api', 'node', ['--import', 'tsx', '--watch', 'api/src/main.ts'], { PORT: apiPort, NODE_ENV: 'development' });
run('web', process.execPath, ['node_modules/vite/bin/vite.js', 'web', '--port', webPort, '--strictPort'], { DEV_API_PORT: apiPort });
