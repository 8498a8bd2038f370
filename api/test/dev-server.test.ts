import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { livePostmaster } from '../src/db/embedded-postgres.ts';
import { TestBrowser } from './app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-dev-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it is true: the wait for a process, bounded by the test's timeout, not a timing assertion. */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 360; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`never: ${what}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run dev, a developer first day (docs/architecture.md#developing)', () => {
  it('the page served by Vite writes through its proxy (the cross-site check sees the page origin), and Ctrl-C stops everything, the embedded PostgreSQL too', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    // Its own process group, as a terminal runs it: Ctrl-C signals the whole group.
    const dev = spawn('npm', ['run', 'dev'], {
      cwd: repoRoot,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(webPort),
        DEV_API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'dev.admin',
        ADMIN_PASSWORD: 'dev-admin-password-77',
        LOG_LEVEL: 'warn',
      },
    });
    const exited = new Promise((resolve) => dev.on('exit', resolve));
    const page = `http://localhost:${webPort}`;
    try {
      await until(
        () =>
          fetch(`${page}/api/health`)
            .then((r) => r.status === 200)
            .catch(() => false),
        'the API answered through the dev server',
      );
      const browser = new TestBrowser(page);
      const contact = {
        firstName: 'First',
        lastName: 'Day',
        email: 'first.day@example.com',
        phone: '(212) 555-0100',
        businessType: 'llc',
        message: 'Sent in development.',
      };
      expect((await browser.post('/api/contacts', contact)).status).toBe(201);
      expect((await browser.post('/api/admin/login', { username: 'dev.admin', password: 'dev-admin-password-77' })).status).toBe(200);
      const postmaster = livePostmaster(path.join(dataDir, 'postgres'));
      expect(postmaster).not.toBeNull();

      process.kill(-dev.pid!, 'SIGINT');
      await exited;
      await until(() => !alive(-dev.pid!), 'every process of the group (npm, the API, Vite) ended');
      await until(() => !alive(postmaster!.pid), 'the embedded PostgreSQL stopped');
      expect(livePostmaster(path.join(dataDir, 'postgres'))).toBeNull();
    } finally {
      if (alive(-dev.pid!)) process.kill(-dev.pid!, 'SIGKILL');
    }
  }, 180_000);
});
