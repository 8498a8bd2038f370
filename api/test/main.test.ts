import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `node --import tsx api/src/main.ts` as `npm run serve` starts it, on a free loopback port. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stdout = '';
  const listening = new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      stdout += `${line}\n`;
      const match = /listening on (http:\/\/[^"\s]+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { child, listening, exited, stderr: () => stderr, stdout: () => stdout };
}

function postgresAlive(): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  try {
    process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

// Whole server processes (and their PostgreSQL) start here, beside another test file on two cores: a bound, not a speed claim.
describe('the server process', { timeout: 120_000 }, () => {
  it('stops on Ctrl-C (SIGINT) leaving no postgres, and the next start finds its data', async () => {
    const first = startMain({});
    const url = await first.listening;
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(postgresAlive()).toBe(true);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(postgresAlive()).toBe(false);

    const second = startMain({});
    const again = await second.listening;
    expect((await fetch(`${again}/api/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postgresAlive()).toBe(false);
    // Data kept: the database was initialised by the first start only.
    expect(first.stdout()).toContain('initialising embedded PostgreSQL');
    expect(second.stdout()).not.toContain('initialising embedded PostgreSQL');
    expect(second.stdout()).not.toContain('migrations applied');
  });

  it('refuses to start with a bad configuration, one clear line per bad value', async () => {
    const bad = startMain({ PORT: 'abc', DATABASE_URL: 'mysql://u:secret@h/db' });
    await expect(bad.listening).rejects.toThrow();
    expect(await bad.exited).toBe(1);
    expect(bad.stderr()).toContain('PORT must be a number');
    expect(bad.stderr()).toContain('DATABASE_URL must start with postgres: or postgresql:');
    expect(bad.stderr()).not.toContain('secret');
  });
});
