import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import { AppSetting } from './features/system/app-setting.entity.ts';
import { createLogger } from './logger.ts';
import { startServer, type RunningServer } from './server.ts';
import type { Config } from './config.ts';

function postmasterRunning(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const running: RunningServer[] = [];
// A failing assertion must not leave a PostgreSQL behind.
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

async function start(config: Config): Promise<RunningServer> {
  const server = await startServer(config, createLogger('silent'));
  running.push(server);
  return server;
}

// Whole server processes (and their PostgreSQL) start here, beside another test file on two cores: a bound, not a speed claim.
describe('the server on the embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('starts with no DATABASE_URL, keeps its data across a restart and leaves no postgres behind', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-embedded-'));
    const config = testConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });

    const first = await start(config);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    const { value: installationId } = await first.orm.em.fork().findOneOrFail(AppSetting, { key: 'installation_id' });
    await first.stop();
    expect(postmasterRunning(dataDir)).toBe(false);

    const second = await start(config);
    const again = await second.orm.em.fork().findOneOrFail(AppSetting, { key: 'installation_id' });
    expect(again.value).toBe(installationId);
    await second.stop();
    expect(postmasterRunning(dataDir)).toBe(false);
    // No password reaches the process list or the data folder's world-readable files.
    expect(fs.statSync(path.join(dataDir, 'postgres-password')).mode & 0o077).toBe(0);
    expect(execFileSync('ps', ['-eo', 'args']).toString()).not.toContain(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request that is in flight when it is asked to stop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-embedded-'));
    const server = await start(testConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }));
    // Every pooled connection is busy for a moment, so the health request waits for one.
    const conn = server.orm.em.getConnection();
    const busy = Array.from({ length: 20 }, () => conn.execute('select pg_sleep(0.4)'));
    const received = once(server.http, 'request');
    const inFlight = fetch(`http://127.0.0.1:${server.port}/api/health`);
    await received;
    const stopped = server.stop();
    expect((await inFlight).status).toBe(200);
    await Promise.all(busy);
    await stopped;
    expect(postmasterRunning(dataDir)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
