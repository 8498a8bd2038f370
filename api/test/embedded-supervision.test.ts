import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { livePostmaster } from '../src/db/embedded-postgres.ts';
import { TestBrowser } from './app.ts';
import { CONFIGURED_ADMIN, startServerProcess } from './processes.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-supervised-'));
  dataDirs.push(dir);
  return dir;
}

/** Polls `check` until it is true: the wait for a process, bounded by the test's timeout, not a timing assertion. */
async function until(check: () => Promise<boolean> | boolean, what: string, tries = 240) {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`never: ${what}`);
}

const healthOf = (url: string) =>
  fetch(`${url}/api/health`)
    .then((r) => r.status)
    .catch(() => 0);

describe('the embedded PostgreSQL under a running site (docs/decisions/0022-embedded-postgresql-supervised.md)', () => {
  it('npm run admin:create, run from the project root as the README shows, uses the running database (a relative DATA_DIR is under the root) and leaves it running: the site keeps answering and the new admin signs in', async () => {
    const dataDir = freshDataDir();
    const site = await startServerProcess({ DATA_DIR: dataDir });
    const before = livePostmaster(path.join(dataDir, 'postgres'));
    expect(before).not.toBeNull();
    // The workspace script runs in api/: a relative DATA_DIR once meant a second database under api/.
    const relativeDataDir = path.relative(repoRoot, dataDir);
    const { stdout } = await run('npm', ['run', '--silent', 'admin:create', '--', '--username', 'ops.lead', '--name', 'Ops Lead', '--role', 'admin'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: relativeDataDir, ADMIN_CREATE_PASSWORD: 'ops-lead-password-1', LOG_LEVEL: 'warn' },
    });
    expect(stdout).toContain(`admin account 'ops.lead' is ready in the embedded database in ${dataDir}, on the running site.`);
    expect(livePostmaster(path.join(dataDir, 'postgres'))).toEqual(before);
    expect(await healthOf(site.url)).toBe(200);
    const browser = new TestBrowser(site.url);
    expect((await browser.post('/api/admin/login', { username: 'ops.lead', password: 'ops-lead-password-1' })).status).toBe(200);
    expect(await (await fetch(`${site.url}/api/admin/login-info`)).json()).toEqual({ setupNeeded: false });
    await site.stop();
  }, 120_000);

  it('a killed embedded PostgreSQL is started again on its port: health answers only 503 or 200 meanwhile, then 200, and writes work again', async () => {
    const dataDir = freshDataDir();
    const site = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const pgData = path.join(dataDir, 'postgres');
    const first = livePostmaster(pgData)!;
    process.kill(first.pid, 'SIGKILL');
    const seen = new Set<number>();
    await until(async () => {
      const status = await healthOf(site.url);
      seen.add(status);
      const now = livePostmaster(pgData);
      return status === 200 && now !== null && now.pid !== first.pid;
    }, 'the database restarted and health answered 200');
    expect([...seen].every((s) => s === 200 || s === 503)).toBe(true);
    expect(livePostmaster(pgData)!.port).toBe(first.port);
    const contact = {
      firstName: 'Back',
      lastName: 'Again',
      email: 'back@example.com',
      phone: '(212) 555-0199',
      businessType: 'llc',
      message: 'After the restart.',
    };
    await until(async () => (await new TestBrowser(site.url).post('/api/contacts', contact)).status === 201, 'a contact stored after the restart', 80);
    await site.stop();
  }, 120_000);
});

describe('the embedded PostgreSQL from a private folder (docs/decisions/0001-embedded-postgresql-by-default.md)', () => {
  it.runIf(process.getuid?.() === 0)(
    'as root below a folder only root may enter, the site starts, keeps its data across a restart, and DATA_DIR/postgres links to where the postgres user can reach it',
    async () => {
      const privateParent = freshDataDir();
      fs.chmodSync(privateParent, 0o700);
      const dataDir = path.join(privateParent, 'checkout', '.data');
      const first = await startServerProcess({ DATA_DIR: dataDir, ...CONFIGURED_ADMIN });
      expect(await healthOf(first.url)).toBe(200);
      const link = fs.readlinkSync(path.join(dataDir, 'postgres'));
      expect(link).toMatch(/^\/var\/lib\/elite-advisory\/data-[0-9a-f]{16}\/postgres$/);
      dataDirs.push(path.dirname(link));
      const contact = {
        firstName: 'Private',
        lastName: 'Folder',
        email: 'private.folder@example.com',
        phone: '(212) 555-0100',
        businessType: 'llc',
        message: 'Written before the restart.',
      };
      expect((await new TestBrowser(first.url).post('/api/contacts', contact)).status).toBe(201);
      expect(await first.stop()).toBe(0);

      const second = await startServerProcess({ DATA_DIR: dataDir, ...CONFIGURED_ADMIN });
      expect(fs.readlinkSync(path.join(dataDir, 'postgres'))).toBe(link);
      const admin = new TestBrowser(second.url);
      expect((await admin.post('/api/admin/login', { username: CONFIGURED_ADMIN.ADMIN_USERNAME, password: CONFIGURED_ADMIN.ADMIN_PASSWORD })).status).toBe(200);
      const contacts = (await (await admin.fetch('/api/contacts')).json()) as { items: { email: string }[] };
      expect(contacts.items.map((c) => c.email)).toEqual(['private.folder@example.com']);
      expect(await second.stop()).toBe(0);
    },
    120_000,
  );
});
