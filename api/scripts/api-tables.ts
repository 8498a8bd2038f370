/**
 * `npm run docs:api`: writes the call tables of docs/rest-api.md (every REST alias) and of the feature docs listed in
 * TABLES (their tags' aliases) between marker comments, from the same declarations the routes and the OpenAPI
 * document come from: each procedure's `rest` meta and the hand-written routes' docs (api/src/http/api-document.ts).
 * api/test/api-tables.test.ts fails when a table is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Access } from '../src/http/access.ts';
import { restAliases } from '../src/http/api-document.ts';
import type { Alias } from '../src/http/openapi.ts';
import type { ApiTag } from '../src/http/rest-from-procedures.ts';

const DOCS = path.resolve(import.meta.dirname, '../../docs');

/** The documents with a generated table, and which aliases each lists: every one, or those of some tags. */
export const TABLES: readonly { file: string; tags: 'all' | readonly ApiTag[] }[] = [
  { file: 'rest-api.md', tags: 'all' },
  { file: 'accounts.md', tags: ['Accounts'] },
];

export const START = '<!-- api-calls:start (npm run docs:api writes this table) -->';
export const END = '<!-- api-calls:end -->';

const WHO: Record<Access, string> = {
  anyone: 'anyone',
  'signed-in': 'signed in',
  admin: 'admin',
  staff: 'staff (admin, agent)',
  client: 'portal client',
  'admin-or-client': 'admin, or the client who owns it',
};

/** The section of docs/rest-api.md that explains each tag's calls. */
const SECTION: Record<ApiTag, string> = {
  System: '[System](#system)',
  Accounts: '[Accounts](#accounts)',
  Leads: '[Leads](#leads)',
  Appointments: '[Appointments](#appointments)',
  Assessments: '[Assessments](#assessments)',
  Payments: '[Payments and orders](#payments-and-orders)',
  Tools: '[Name search](#name-search)',
  Intake: '[Business intake](#business-intake)',
  Portal: '[Portal](#portal)',
  Mail: '[Inbound mail](#inbound-mail)',
  Documents: '[Documents](#documents)',
  Admin: '[Work queues](#work-queues)',
  Reference: '[The document](#the-document)',
};

/** A cell's text with its pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The rows of a call table: the call, its procedure, who may call it, what it does, its refusals. */
export function tableRows(aliases: readonly Alias[], withSection: boolean): string[][] {
  return aliases.map((alias) => {
    const refusals = Object.keys(alias.refusals ?? {})
      .map(Number)
      .filter((status) => status !== 400 && status !== 401 && status !== 403);
    if (alias.limited) refusals.push(429);
    return [
      `\`${alias.method.toUpperCase()} ${alias.path.replace(/\{(\w+)\}/g, ':$1')}\``,
      alias.procedure ? `\`${alias.procedure}\`` : '(HTTP only)',
      WHO[alias.who ?? 'anyone'],
      cell(alias.summary),
      [...new Set(refusals)].sort().join(', ') || '—',
      ...(withSection ? [SECTION[alias.tag as ApiTag]] : []),
    ];
  });
}

/** The markdown table of `aliases`. */
export function callTable(aliases: readonly Alias[], withSection: boolean): string {
  const head = ['Call', 'tRPC', 'Who', 'What', 'Refusals besides 400/401/403', ...(withSection ? ['Section'] : [])];
  return [head, head.map(() => '---'), ...tableRows(aliases, withSection)].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The aliases a document's table lists. */
export function aliasesFor(tags: 'all' | readonly ApiTag[]): Alias[] {
  return restAliases.filter((a) => tags === 'all' || tags.includes(a.tag as ApiTag));
}

/** The rows of the generated table as a document has it now (cells trimmed), or undefined without markers. */
export function documentedRows(markdown: string): string[][] | undefined {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to === -1) return undefined;
  return markdown
    .slice(from + START.length, to)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
}

export const docPath = (file: string) => path.join(DOCS, file);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const { file, tags } of TABLES) {
    const markdown = fs.readFileSync(docPath(file), 'utf8');
    const from = markdown.indexOf(START);
    const to = markdown.indexOf(END);
    if (from === -1 || to === -1) throw new Error(`docs/${file} has no ${START} ... ${END} markers`);
    const aliases = aliasesFor(tags);
    fs.writeFileSync(docPath(file), `${markdown.slice(0, from + START.length)}\n\n${callTable(aliases, tags === 'all')}\n\n${markdown.slice(to)}`);
    console.log(`wrote the ${aliases.length} calls of docs/${file}`);
  }
}
