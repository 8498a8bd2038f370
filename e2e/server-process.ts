import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The admin of the suite's sites, configured as an operator would (ADMIN_USERNAME/ADMIN_PASSWORD): there is no demo
 * admin (docs/accounts.md#the-first-admin). The first-run journey starts a site without it.
 */
export const E2E_ADMIN = { username: 'site.owner', password: 'Journey-Granite-Harbor-2026', name: 'Morgan Reyes' } as const;

/** The domain of the suite site's reply addresses (reply+<token>@…), received by its SMTP receiver. */
export const E2E_INBOUND_DOMAIN = 'reply.e2e.test';

export interface SiteProcess {
  baseUrl: string;
  /** The server's DATA_DIR: its mail files (mail/*.eml) and its embedded PostgreSQL. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built site exactly as `npm start` serves it (`npm run serve`:
 * NODE_ENV=production, embedded PostgreSQL) on a fresh data folder and a free
 * loopback port, its admin E2E_ADMIN unless `withoutAdmin`; stop() sends SIGINT to the whole process group, as
 * Ctrl-C would.
 */
export async function startSite(env: Record<string, string> = {}, logName = 'server', { withoutAdmin = false } = {}): Promise<SiteProcess> {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/client/_routes.json'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-e2e-'));
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '100',
      ...(withoutAdmin ? {} : { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_NAME: E2E_ADMIN.name }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
  const log = fs.createWriteStream(path.join(repoRoot, 'test-results', `${logName}.log`));
  child.stderr.pipe(log);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code} before listening`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      const match = /listening on (http:\/\/[^"\s]+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return {
    baseUrl,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
