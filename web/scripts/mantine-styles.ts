/**
 * Mantine's full stylesheet is 41 KB gzipped and styles every component; a page needs a few. This Vite plugin
 * gives each module of `web/src` the stylesheets of the Mantine components it imports (and of every component
 * those render, found by walking Mantine's own ES modules to their `*.module.mjs` files, each of which maps
 * one-to-one to `@mantine/core/styles/<Name>.css`), as CSS imports at the top of the module. The bundler then
 * puts each sheet in the CSS of the chunk that needs it: the shell's components with the shell, a form's inputs
 * with the page that has the form (decision 15 and its addendum). Nothing to regenerate by hand.
 *
 * The three global sheets (baseline, CSS variables, global) are imported once by `src/app.tsx`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(webDir, 'src');
const modulesDir = path.resolve(webDir, '..', 'node_modules', '@mantine');
const coreEsm = path.join(modulesDir, 'core', 'esm');

const MANTINE_IMPORT = /^@mantine\/(core|notifications|dates|charts)$/;

/** The names a module imports from @mantine/core, @mantine/notifications, @mantine/dates or @mantine/charts (types excluded). */
export function mantineImports(source: string): { from: string; name: string }[] {
  return [...source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .filter((m) => !m[1] && MANTINE_IMPORT.test(m[3]!))
    .flatMap((m) =>
      m[2]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => ({ from: m[3]!, name: name.split(/\s+as\s+/)[0]! })),
    );
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

let cachedExports: Map<string, string> | undefined;
/** Every export of @mantine/core's index, by name, to the module defining it. */
function coreExports(): Map<string, string> {
  if (cachedExports) return cachedExports;
  const index = fs.readFileSync(path.join(coreEsm, 'index.mjs'), 'utf8');
  cachedExports = new Map();
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
      if (name) cachedExports.set(name, path.join(coreEsm, m[2]!));
    }
  }
  return cachedExports;
}

const packageCoreNames = new Map<string, string[]>();
/** The @mantine/core names another Mantine package (notifications, dates, charts) renders: all of them, to be safe. */
function coreNamesOf(pkg: string): string[] {
  let names = packageCoreNames.get(pkg);
  if (!names) {
    const esm = path.join(modulesDir, pkg, 'esm');
    names = [...new Set(filesUnder(esm, (f) => f.endsWith('.mjs')).flatMap((f) => mantineImports(fs.readFileSync(f, 'utf8')).map((i) => i.name)))];
    packageCoreNames.set(pkg, names);
  }
  return names;
}

const sheetsOfModule = new Map<string, Set<string>>();
/** The component sheets a Mantine module needs: its own and those of every module it imports. */
function sheetsOf(file: string, visiting = new Set<string>()): Set<string> {
  const known = sheetsOfModule.get(file);
  if (known) return known;
  const sheets = new Set<string>();
  if (visiting.has(file)) return sheets;
  visiting.add(file);
  const own = /([^/\\]+)\.module\.mjs$/.exec(file);
  if (own) sheets.add(own[1]!);
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) {
    for (const sheet of sheetsOf(path.resolve(path.dirname(file), m[1]!), visiting)) sheets.add(sheet);
  }
  visiting.delete(file);
  sheetsOfModule.set(file, sheets);
  return sheets;
}

let fullStylesheet: string | undefined;
/** Where a sheet's first class appears in Mantine's full stylesheet: later sheets override earlier ones there. */
function stylesheetPosition(name: string): number {
  fullStylesheet ??= fs.readFileSync(path.join(modulesDir, 'core', 'styles.css'), 'utf8');
  const css = fs.readFileSync(path.join(modulesDir, 'core', 'styles', `${name}.css`), 'utf8');
  const firstClass = /\.(m_[0-9a-f]+)/.exec(css)?.[1];
  return firstClass ? fullStylesheet.indexOf(`.${firstClass}`) : Number.MAX_SAFE_INTEGER;
}

/** The component stylesheets (names under @mantine/core/styles) a module's source needs, in stylesheet order. */
export function stylesheetsFor(source: string): string[] {
  const names = mantineImports(source).flatMap(({ from, name }) => (from === '@mantine/core' ? [name] : coreNamesOf(from.slice('@mantine/'.length))));
  const sheets = new Set<string>();
  for (const name of names) {
    const file = coreExports().get(name);
    if (file) for (const sheet of sheetsOf(file)) sheets.add(sheet);
  }
  return [...sheets].sort((a, b) => stylesheetPosition(a) - stylesheetPosition(b) || a.localeCompare(b));
}

/** The Vite plugin: each app module that imports Mantine components gets their stylesheets as its first imports. */
export function mantineStylesPerModule(): Plugin {
  return {
    name: 'mantine-styles-per-module',
    // After the route splitter and the TypeScript transform: a route's component (and its Mantine imports) is in
    // its own split module by then, and `import type` is gone.
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file)) return null;
      const sheets = stylesheetsFor(code);
      if (sheets.length === 0) return null;
      const imports = sheets.map((name) => `import '@mantine/core/styles/${name}.css';`).join('');
      // On the first line, so the source map's lines stay where they were.
      return { code: `${imports}${code}`, map: null };
    },
  };
}
