/**
 * `npm run docs:api`: writes the call tables of docs/rest-api.md (every REST alias), of the docs listed in TABLES
 * (their tags' aliases) and the "Calls" tables of the feature docs in CALLS_TABLES (the calls whose meta says
 * `listedIn` that doc, REST or tRPC only) between marker comments, from the same declarations the routes and the
 * OpenAPI document come from: each procedure's meta and the hand-written routes' docs (api/src/http/api-document.ts).
 * api/test/api-tables.test.ts fails when a table is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { z, type ZodType } from 'zod';
import type { Access } from '../src/http/access.ts';
import { restAliases } from '../src/http/api-document.ts';
import type { Alias } from '../src/http/openapi.ts';
import type { ApiTag, CallNote, CallsDoc } from '../src/http/rest-from-procedures.ts';
import { appRouter } from '../src/trpc/router.ts';
import type { ProcedureMeta } from '../src/trpc/trpc.ts';

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

/** `POST /api/appointments/:id/status`, as code. */
const callOf = (alias: Alias) => `\`${alias.method.toUpperCase()} ${alias.path.replace(/\{(\w+)\}/g, ':$1')}\``;

/** The statuses an alias answers besides 400, 401 and 403 (those follow from its input and its Who). */
const refusalsOf = (alias: Alias): number[] => {
  const refusals = Object.keys(alias.refusals ?? {})
    .map(Number)
    .filter((status) => status !== 400 && status !== 401 && status !== 403);
  if (alias.limited) refusals.push(429);
  return [...new Set(refusals)].sort();
};

/** The rows of a call table: the call, its procedure, who may call it, what it does, its refusals. */
export function tableRows(aliases: readonly Alias[], withSection: boolean): string[][] {
  return aliases.map((alias) => [
    callOf(alias),
    alias.procedure ? `\`${alias.procedure}\`` : '(HTTP only)',
    WHO[alias.who ?? 'anyone'],
    cell(alias.summary),
    refusalsOf(alias).join(', ') || '—',
    ...(withSection ? [SECTION[alias.tag as ApiTag]] : []),
  ]);
}

/** A markdown table. */
const markdownTable = (head: readonly string[], rows: readonly string[][]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');

/** The markdown table of `aliases`. */
export function callTable(aliases: readonly Alias[], withSection: boolean): string {
  return markdownTable(['Call', 'tRPC', 'Who', 'What', 'Refusals besides 400/401/403', ...(withSection ? ['Section'] : [])], tableRows(aliases, withSection));
}

// ---- The "Calls" tables of feature docs ------------------------------------------------------------------------

/** The feature docs with a Calls table: the calls whose declaration lists them there, in the router's order. */
export const CALLS_TABLES: readonly CallsDoc[] = ['payments.md', 'scheduling.md', 'subscriptions-and-intake.md', 'entity-checkout.md'];

/** One call of a feature's table: a procedure (and its REST alias, if it has one) or a hand-written route. */
interface ListedCall {
  note: CallNote;
  access: Access;
  alias?: Alias;
  procedure?: string;
  /** A procedure's input and declared output, for a call without a REST alias. */
  input?: ZodType;
  output?: ZodType;
}

/** The calls `file` lists: the procedures' in the router's order, then the hand-written routes'. */
export function listedCalls(file: CallsDoc): ListedCall[] {
  const aliasOfProcedure = new Map(restAliases.filter((a) => a.procedure).map((a) => [a.procedure!, a]));
  const calls: ListedCall[] = [];
  const router: AnyRouter = appRouter;
  for (const [name, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    if (!meta?.calls?.in.includes(file)) continue;
    const alias = aliasOfProcedure.get(name);
    const input = (procedure._def.inputs as ZodType[])[0];
    // A procedure's declared output (`.output()`), which tRPC keeps beside its inputs.
    const output = (procedure._def as { output?: ZodType }).output;
    calls.push({ note: meta.calls, access: alias?.who ?? meta.access, procedure: name, ...(alias ? { alias } : { input, output }) });
  }
  for (const alias of restAliases) {
    if (!alias.procedure && alias.calls?.in.includes(file)) calls.push({ note: alias.calls, access: alias.who ?? 'anyone', alias });
  }
  return calls;
}

/** An object schema's fields as a caller sends them or the server writes them (`checkoutKey?` when optional). */
function fieldsOf(schema: ZodType | undefined, io: 'input' | 'output'): string[] | undefined {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  if (json.type !== 'object' || !json.properties) return undefined;
  const required = new Set(json.required ?? []);
  return Object.keys(json.properties).map((key) => (required.has(key) ? key : `${key}?`));
}

/** An answer's keys are shown when they are this few, an input's fields when they are at most FEW_FIELDS; more are said in words. */
const FEW_KEYS = 6;
const FEW_FIELDS = 9;

/** What a call takes: its body's or query's fields (a GET's say `query:`), then its note. */
function takesOf({ alias, input, note }: ListedCall, where: string): string {
  const query = alias?.query ? fieldsOf(alias.query, 'input') : undefined;
  const all = alias ? (alias.body ? fieldsOf(alias.body.schema, 'input') : query) : fieldsOf(input, 'input');
  const fields = all && all.length <= FEW_FIELDS ? all : undefined;
  if (((alias?.body ?? input) || query) && !fields && !note.takes) throw new Error(`${where}: its input is not a small object; say what it takes (takes)`);
  const headers = Object.keys(alias?.headers ?? {}).map((h) => `\`${h}\` header`);
  const listed = [...(fields ?? []).map((f) => `\`${f}\``), ...headers].join(', ');
  const text = [query && fields ? `query: ${listed}` : listed, note.takes].filter(Boolean).join(' — ');
  return cell(text || '—');
}

/** What a call answers: its status when not 200, its answer's keys when they are few, then its note. */
function answersOf({ alias, output, note }: ListedCall, where: string): string {
  const status = alias?.status && alias.status !== 200 ? `${alias.status} ` : '';
  const schema = alias ? (typeof alias.ok === 'string' ? undefined : alias.ok.schema) : output;
  const keys = fieldsOf(schema, 'output');
  const shape = keys && keys.length <= FEW_KEYS ? `\`{ ${keys.join(', ')} }\`` : '';
  if (!shape && !note.answers) throw new Error(`${where}: its answer has many keys or none; say what it answers (answers)`);
  return cell(`${status}${[shape, note.answers].filter(Boolean).join(' — ')}`);
}

/** The rows of a feature's Calls table: the call, its procedure, who, what it takes and answers, its refusals. */
export function callsRows(file: CallsDoc): string[][] {
  return listedCalls(file).map((call) => {
    const where = call.procedure ?? (call.alias ? callOf(call.alias) : '?');
    const refusals = call.alias ? refusalsOf(call.alias) : [...(call.note.refuses ?? [])];
    return [
      call.alias ? callOf(call.alias) : '— (tRPC only)',
      call.procedure ? `\`${call.procedure}\`` : '(HTTP only)',
      cell([WHO[call.access], call.note.who].filter(Boolean).join(': ')),
      takesOf(call, where),
      answersOf(call, where),
      cell(refusals.map((s) => (s === 429 && call.note.limit ? `429 (${call.note.limit})` : String(s))).join(', ') || '—'),
    ];
  });
}

/** The markdown Calls table of `file`. */
const callsTable = (file: CallsDoc) => markdownTable(['Call', 'tRPC', 'Who', 'Takes', 'Answers', 'Refusals besides 400/401/403'], callsRows(file));

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

/** Writes `table` between the markers of `file`. */
function writeTable(file: string, table: string, count: number) {
  const markdown = fs.readFileSync(docPath(file), 'utf8');
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`docs/${file} has no ${START} ... ${END} markers`);
  fs.writeFileSync(docPath(file), `${markdown.slice(0, from + START.length)}\n\n${table}\n\n${markdown.slice(to)}`);
  console.log(`wrote the ${count} calls of docs/${file}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const { file, tags } of TABLES) {
    const aliases = aliasesFor(tags);
    writeTable(file, callTable(aliases, tags === 'all'), aliases.length);
  }
  for (const file of CALLS_TABLES) writeTable(file, callsTable(file), listedCalls(file).length);
}
