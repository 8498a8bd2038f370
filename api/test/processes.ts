import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { afterFile } from './cleanup.ts';
import { testTempDir } from './temp-dirs.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ReturnType<typeof spawn>;
  /** The exit code, or the signal that ended it. */
  exited: Promise<NodeJS.Signals | number | null>;
  stop(): Promise<NodeJS.Signals | number | null>;
}

/** The admin a production start on DATABASE_URL needs (no demo admin there). */
export const CONFIGURED_ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password-2026' } as const;

/**
 * The production entry point (`api/src/main.ts`) as its own process on a free
 * loopback port, on the given database: a real second instance shares nothing
 * with the first but PostgreSQL. Stopped with SIGINT after the file's tests.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(testTempDir(), 'instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info', // the "listening on" line is an info line
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const url = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /listening on (http:\/\/[^"\s]+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code}`)));
  });
  // Ctrl-C, as an operator would; a server still there after 8 s (inside the test hook's 10) is killed and
  // named, so no test run leaves servers behind on the machine.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const late = setTimeout(() => {
      console.warn(`server process ${child.pid} did not stop within 8 s of SIGINT: killed`);
      child.kill('SIGKILL');
    }, 8_000);
    return exited.finally(() => clearTimeout(late));
  };
  // Started inside a test as often as in a hook: vitest 4 drops an after-all hook registered in a test, and two
  // servers of a passing run were left listening (cleanup.ts).
  afterFile(stop);
  return { url, child, exited, stop };
}

export interface Balancer {
  url: string;
  /** Which backend (index) served each HTTP request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A small round-robin load balancer on loopback, as the proxy in compose.yaml:
 * each request (and each WebSocket upgrade) goes to the next backend, with
 * X-Forwarded-For/-Proto/-Host set for servers started with TRUST_PROXY.
 * `clientIp` stands in for the address of the browser behind it. `backends` may be filled after the balancer
 * starts (instances configured with its address as their PUBLIC_URL).
 */
export async function startBalancer(backends: string[], clientIp = '203.0.113.7'): Promise<Balancer> {
  let next = 0;
  const served: number[] = [];
  const pick = () => {
    const index = next % backends.length;
    next += 1;
    served.push(index);
    return new URL(backends[index]!);
  };
  const forwarded = (headers: http.IncomingHttpHeaders) => ({
    ...headers,
    'x-forwarded-for': clientIp,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': headers.host ?? '',
  });
  const server = http.createServer((req, res) => {
    const target = pick();
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: forwarded(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(forwarded(req.headers)).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`),
        '',
        '',
      ];
      upstream.write(lines.join('\r\n'));
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  afterFile(close);
  return { url, served, close };
}
