/**
 * `npm start`: builds the web app only when its sources changed since the last build, then serves the site in
 * production mode. The build's output goes to a log file (a few hundred lines nobody reads); a failed build prints
 * its end. docs/architecture.md#npm-start.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'web/dist');
const fingerprintFile = path.join(distDir, '.sources-fingerprint');
/** What the build reads: the web app, the contracts it imports, and the exact dependency versions. */
const SOURCES = ['web', 'contracts/src', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'test']);

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !SKIPPED.has(d.name) && !/\.test\.tsx?$/.test(d.name))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

/** A hash of every source file's path and content: equal means the last build is current. */
function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** A path as a person reads it: relative inside the project, absolute outside. */
const shown = (file: string) => (file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file);

const fingerprint = sourcesFingerprint();
const current = fs.existsSync(fingerprintFile) && fs.readFileSync(fingerprintFile, 'utf8') === fingerprint;
if (current) {
  console.log('The web app is built and current (web/dist).');
} else {
  const logFile = path.join(path.resolve(root, process.env.DATA_DIR ?? '.data'), 'web-build.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  console.log(`Building the web app (a minute or two; its output goes to ${shown(logFile)})...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(logFile, `${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) {
    console.error(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-30).join('\n'));
    console.error(`\nThe web app did not build (the whole output is in ${shown(logFile)}).`);
    process.exit(build.status ?? 1);
  }
  fs.writeFileSync(fingerprintFile, fingerprint);
}

// The server, in this terminal: Ctrl-C reaches it directly (same process group), and its exit code is ours.
// A few lines for the person at the terminal: warnings and errors only, unless LOG_LEVEL says otherwise.
const server = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, stdio: 'inherit', env: { LOG_LEVEL: 'warn', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
