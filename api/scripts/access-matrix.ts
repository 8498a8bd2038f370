/**
 * `npm run docs:access`: writes the table "Who may call what" of docs/accounts.md from the code's own declarations,
 * every tRPC procedure's `access` meta (api/src/trpc/trpc.ts) and every REST alias's `who` (api/src/http/api-document.ts).
 * api/test/access-matrix.test.ts fails when the table is stale (a new procedure has no row) and calls every row as each
 * kind of caller to prove the answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Access } from '../src/http/access.ts';
import { restAliases } from '../src/http/api-document.ts';
import { appRouter } from '../src/trpc/router.ts';
import type { ProcedureMeta } from '../src/trpc/trpc.ts';

export const CALLERS = ['no session', 'client', 'agent', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
/** What a caller gets: the call is served (any answer but 401/403), or refused. */
export type Outcome = 'yes' | '401' | '403';

/** What each declared access means for each kind of caller. */
export const OUTCOMES: Record<Access, Record<Caller, Outcome>> = {
  anyone: { 'no session': 'yes', client: 'yes', agent: 'yes', admin: 'yes' },
  'signed-in': { 'no session': '401', client: 'yes', agent: 'yes', admin: 'yes' },
  admin: { 'no session': '401', client: '403', agent: '403', admin: 'yes' },
  staff: { 'no session': '401', client: '403', agent: 'yes', admin: 'yes' },
  client: { 'no session': '401', client: 'yes', agent: '403', admin: '403' },
  'admin-or-client': { 'no session': '401', client: 'yes', agent: '403', admin: 'yes' },
};

export interface Operation {
  /** `auth.session` (tRPC) or `GET /api/auth/session` (REST). */
  name: string;
  kind: 'query' | 'mutation' | 'rest';
  access: Access;
}

type ProcedureDefs = Record<string, { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta } }>;

/** Every operation of the API with its declared access: the procedures, then the REST aliases. */
export function operations(): Operation[] {
  const procedures = (appRouter._def as unknown as { procedures: ProcedureDefs }).procedures;
  const trpc = Object.entries(procedures).map(([name, p]): Operation => {
    if (p._def.type === 'subscription') throw new Error(`${name}: subscriptions are not part of the access matrix`);
    if (!p._def.meta?.access)
      throw new Error(`${name} declares no access: build it from publicProcedure, signedInProcedure, adminProcedure or clientProcedure`);
    return { name, kind: p._def.type, access: p._def.meta.access };
  });
  const rest = restAliases.map((a): Operation => ({
    name: `${a.method.toUpperCase()} ${a.path.replace(/\{(\w+)\}/g, ':$1')}`,
    kind: 'rest',
    access: a.who ?? 'anyone',
  }));
  return [...trpc.sort((a, b) => a.name.localeCompare(b.name)), ...rest.sort((a, b) => a.name.localeCompare(b.name))];
}

const CELL: Record<Outcome, string> = { yes: 'yes', '401': '401', '403': '403' };

/** The markdown table: one row per operation, one column per kind of caller. */
export function accessTable(): string {
  const rows = operations().map((op) => `| \`${op.name}\` | ${op.access} | ${CALLERS.map((c) => CELL[OUTCOMES[op.access][c]]).join(' | ')} |`);
  return ['| operation | access | ' + CALLERS.join(' | ') + ' |', '| --- | --- | ' + CALLERS.map(() => '---').join(' | ') + ' |', ...rows].join('\n');
}

export const DOC = path.resolve(import.meta.dirname, '../../docs/accounts.md');
export const START = '<!-- access-matrix:start (npm run docs:access writes this table) -->';
export const END = '<!-- access-matrix:end -->';

/** The table's rows as the document has them now: operation name -> its cells. */
export function documentedRows(markdown: string): Map<string, string[]> {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to === -1) return new Map();
  const rows = new Map<string, string[]>();
  for (const line of markdown.slice(from + START.length, to).split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const name = /^`(.+)`$/.exec(cells[0] ?? '')?.[1];
    if (name) rows.set(name, cells.slice(1));
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const markdown = fs.readFileSync(DOC, 'utf8');
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`${DOC} has no ${START} ... ${END} markers`);
  fs.writeFileSync(DOC, `${markdown.slice(0, from + START.length)}\n\n${accessTable()}\n\n${markdown.slice(to)}`);
  console.log(`wrote the access matrix of ${operations().length} operations into ${path.relative(process.cwd(), DOC)}`);
}
