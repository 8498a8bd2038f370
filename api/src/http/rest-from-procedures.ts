import { callTRPCProcedure, TRPCError, type AnyProcedure, type AnyRouter } from '@trpc/server';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, ZodObject, type ZodType } from 'zod';
import { FieldProblem, type ProcedureMeta } from '../trpc/trpc.ts';
import type { Access } from './access.ts';
import type { AppEnv } from './app-env.ts';
import { apiError, inputFieldErrors, readJson, textRefusalFieldErrors } from './errors.ts';
import type { Alias, AliasDoc, Named } from './openapi.ts';
import { ServiceError } from './service-error.ts';

/**
 * The REST aliases of procedures (docs/decisions/0057-one-declaration-per-operation.md). A procedure whose meta has
 * `rest` is mounted once, at start, as one Hono route: its input is the path parameters plus the query string (GET,
 * DELETE) or the JSON body, and the call goes through the procedure itself, so who may call it, its rate limits and
 * its refusals are the procedure's. Refusals answer what every REST door answers (docs/rest-api.md#errors).
 */

/** The groups of the OpenAPI document (docs/rest-api.md). */
export type ApiTag =
  'System' | 'Accounts' | 'Leads' | 'Appointments' | 'Assessments' | 'Payments' | 'Tools' | 'Intake' | 'Portal' | 'Mail' | 'Documents' | 'Admin' | 'Reference';

/** The feature docs with a generated "Calls" table of their own calls (api/scripts/api-tables.ts). */
export type CallsDoc = 'payments.md' | 'scheduling.md' | 'subscriptions-and-intake.md' | 'entity-checkout.md';

/**
 * A call's row in the "Calls" tables of feature docs (`.meta(listedIn([...], { ... }))`, or `calls` beside a
 * hand-written route's doc). The row shows the input's fields and the answer's keys from the schemas, the access,
 * the answer's status and the refusals from the declarations; these notes say what those cannot.
 */
export interface CallNote {
  /** The docs whose Calls table lists the call. */
  in: readonly CallsDoc[];
  /** Who may call it, more precisely than its access: 'the tab holding the checkout key'. */
  who?: string;
  /** What its input means beyond its fields' names, or the input itself when it is a union. */
  takes?: string;
  /** What it answers, in words: after the answer's keys when they are few, alone when they are many. */
  answers?: string;
  /** Its rate limit in words, beside 429: '30 starts an hour per address'. */
  limit?: string;
  /** A call with no REST alias: its refusals besides 400/401/403 (a REST alias's come from its declaration). */
  refuses?: readonly (404 | 409 | 429)[];
}

/** A procedure's REST alias, declared in its meta (`.meta(rest({ ... }))`). */
export interface RestDeclaration {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api; `:name` is the input's field `name`. */
  path: `/${string}`;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** Default 200. '200 or 201': `statusOf` says which. */
  status?: 200 | 201 | '200 or 201';
  statusOf?: (answer: never) => 200 | 201;
  /** Refused when an address or account calls it too often: 429 with Retry-After. */
  limited?: boolean;
  /** Other answers, each with why (replaces the default text of 400, 401 or 403). */
  refusals?: AliasDoc['refusals'];
  /**
   * The JSON it answers on success: a contracts schema (named in the document as it is exported), or `named(...)`.
   * Documentation and the contract test check it; it is never parsed per request (docs/performance.md).
   */
  answer: ZodType | Named;
  /** The REST answer, when it is not the procedure's result as it is (an older documented shape). */
  toAnswer?: (result: never) => unknown;
  /** The documented body, when it is not the procedure's input without its path parameters. */
  body?: ZodType | Named;
  /** The documented path parameters, when the input is not an object schema (a union) to take them from. */
  params?: ZodObject;
  /**
   * The alias's own access, when `toAnswer` refuses callers the procedure answers: GET /api/auth/session answers
   * 401 where auth.session answers null. Otherwise the procedure's.
   */
  access?: Access;
}

/** One procedure with a REST alias, as found in a router. */
export interface RestProcedure {
  /** The procedure's path in the router: `leads.create`. */
  name: string;
  procedure: AnyProcedure;
  rest: RestDeclaration;
  access: Access;
  /** The procedure's input schema, if it takes one. */
  input: ZodType | undefined;
  /** The path's parameters (`:id` -> `id`), in order. */
  params: string[];
}

/** Every procedure of `router` that declares a REST alias, in the router's order. */
export function restProceduresOf(router: AnyRouter): RestProcedure[] {
  const found: RestProcedure[] = [];
  for (const [name, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    if (!meta?.rest) continue;
    const inputs = procedure._def.inputs as ZodType[];
    if (inputs.length > 1) throw new Error(`${name}: a REST alias needs a procedure with one input schema`);
    const params = [...meta.rest.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    if (params.length > 0 && !(inputs[0] instanceof ZodObject) && !meta.rest.params)
      throw new Error(`${name}: path parameters need an object input or rest.params`);
    found.push({ name, procedure, rest: meta.rest, access: meta.rest.access ?? meta.access, input: inputs[0], params });
  }
  return found;
}

/** One Hono route per REST alias of `router`, mounted under /api. */
export function restRoutesOf(router: AnyRouter, procedures = restProceduresOf(router)): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const op of procedures) routes.on(op.rest.method.toUpperCase(), op.rest.path, handlerOf(router, op));
  return routes;
}

/** Built once per alias: each request only reads its input, calls the procedure and writes the answer. */
function handlerOf(router: AnyRouter, { name, procedure, rest, input: schema, params }: RestProcedure) {
  const type = procedure._def.type;
  // An input that is only the path's parameters (POST /quiz-results/:id/follow-up) reads no body.
  const onlyParams = schema instanceof ZodObject && Object.keys(schema.shape).every((key) => params.includes(key));
  const readsBody = schema !== undefined && !onlyParams && rest.method !== 'get' && rest.method !== 'delete';
  const toAnswer = rest.toAnswer as ((result: unknown) => unknown) | undefined;
  const statusOf = rest.statusOf as ((answer: unknown) => 200 | 201) | undefined;
  const status: ContentfulStatusCode = typeof rest.status === 'number' ? rest.status : 200;
  return async (c: Context<AppEnv>) => {
    const http = c.get('ctx');
    // A copy whose lazy members are own getters: a middleware that adds to the context (the caller's user) spreads it.
    const ctx = http.forTrpc((cookie) => http.setCookie(cookie));
    let input: unknown;
    if (schema !== undefined) input = withParams(readsBody ? await readJson(c) : onlyParams ? {} : queryOf(c), c, params);
    let result: unknown;
    try {
      result = await callTRPCProcedure({ router, path: name, type, ctx, getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex: 0 });
    } catch (error) {
      throw restRefusalOf(error);
    }
    const answer = toAnswer ? toAnswer(result) : result;
    return c.json(answer, statusOf ? statusOf(answer) : status);
  };
}

/** A query string as a schema reads it: a key given twice (`status=new&status=contacted`) is its values joined with commas. */
function queryOf(c: Context<AppEnv>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.join(',');
  return query;
}

/** The input with the path's parameters; a body that is not an object is left for the schema to refuse. */
function withParams(raw: unknown, c: Context<AppEnv>, params: readonly string[]): unknown {
  if (params.length === 0) return raw;
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) return { ...raw, ...c.req.param() };
  return raw;
}

/**
 * What a procedure's refusal answers on REST (docs/rest-api.md#errors): bad input 400 with `fieldErrors`, a
 * service's refusal as app.ts answers it, 401/403 for the wrong caller; anything else is unexpected (500, logged).
 */
function restRefusalOf(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  const cause = error.cause;
  if (cause instanceof ZodError) return apiError(400, { error: 'Some fields are invalid.', ...inputFieldErrors(cause) });
  if (cause instanceof FieldProblem) {
    return apiError(400, { error: 'Some fields are invalid.', fieldErrors: textRefusalFieldErrors(cause.refusal, 'body'), formErrors: [] });
  }
  if (cause instanceof ServiceError) return cause;
  if (error.code === 'UNAUTHORIZED') return apiError(401, { error: error.message });
  if (error.code === 'FORBIDDEN') return apiError(403, { error: error.message });
  // A value the database refused, already logged by the procedure (trpc.ts).
  if (error.code === 'BAD_REQUEST') return apiError(400, { error: error.message });
  return cause ?? error;
}

// ---- The aliases as the OpenAPI document and the docs' tables read them ----------------------------------------

/** `leads.create` -> `LeadsCreate`. */
const pascal = (name: string) => name.replace(/(^|[.-])(\w)/g, (_m, _sep, first: string) => first.toUpperCase());

/**
 * The documented alias of a procedure: its body or query is its input without the path parameters, each schema
 * under its contracts name (`names`) or one made from the procedure's name.
 */
export function aliasOf(op: RestProcedure, names: ReadonlyMap<ZodType, string>): Alias {
  const { rest, input, params } = op;
  const asNamed = (schema: ZodType | Named, suffix: string): Named =>
    'schema' in schema && 'name' in schema ? schema : { name: names.get(schema) ?? `${pascal(op.name)}${suffix}`, schema: schema };
  let paramSchema = rest.params;
  let others: ZodType | undefined = input;
  if (params.length > 0 && input instanceof ZodObject) {
    const mask = Object.fromEntries(params.map((p) => [p, true as const]));
    paramSchema ??= input.pick(mask as never);
    others = Object.keys(input.shape).length > params.length ? input.omit(mask as never) : undefined;
  }
  const readsQuery = rest.method === 'get' || rest.method === 'delete';
  if (readsQuery && others !== undefined && !(others instanceof ZodObject)) throw new Error(`${op.name}: a query needs an object input`);
  const body = readsQuery ? undefined : (rest.body ?? others);
  return {
    method: rest.method,
    path: `/api${rest.path.replace(/:(\w+)/g, '{$1}')}`,
    tag: rest.tag,
    summary: rest.summary,
    ...(rest.description ? { description: rest.description } : {}),
    who: op.access,
    ...(paramSchema ? { params: paramSchema } : {}),
    ...(readsQuery && others ? { query: others as ZodObject } : {}),
    ...(body ? { body: asNamed(body, others === input ? 'Input' : 'Body') } : {}),
    ok: asNamed(rest.answer, 'Answer'),
    ...(rest.status ? { status: rest.status } : {}),
    ...(rest.limited ? { limited: true } : {}),
    ...(rest.refusals ? { refusals: rest.refusals } : {}),
    procedure: op.name,
  };
}
