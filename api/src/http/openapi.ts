import type { ExtractSchema } from 'hono/types';
import type { JSONParsed, JSONValue } from 'hono/utils/types';
import { z, type ZodObject, type ZodType } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import type { Access } from './access.ts';
import type { ApiErrorBody } from './errors.ts';
import type { CallNote } from './rest-from-procedures.ts';

/**
 * The OpenAPI 3.1 document of the REST aliases, generated from the zod schemas the routes validate with
 * (docs/decisions/0028-openapi-from-the-contracts.md). This file is the machinery; api-document.ts gathers the
 * aliases. Each schema becomes a named component, `z.toJSONSchema(schema, { io })` to the letter: request bodies
 * and query strings as the caller sends them (`io: 'input'`), answers as the server writes them (`io: 'output'`).
 */

/** A schema with the name it has in the document (`#/components/schemas/<name>`). */
export interface Named<S extends ZodType = ZodType> {
  name: string;
  schema: S;
}

export const named = <S extends ZodType>(name: string, schema: S): Named<S> => ({ name, schema });

/** Who may call an alias: protected ones need the session cookie (401 without it, 403 with another role). */
type Caller = Access;

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 503;

/** What one alias takes and answers, beside its method and path. */
export interface AliasDoc<S extends ZodType = ZodType> {
  summary: string;
  description?: string;
  /** Default: anyone. */
  who?: Caller;
  /** The JSON body, validated with this schema: anything else answers 400 with `fieldErrors`. */
  body?: Named;
  /** A multipart/form-data body instead (a file's upload): its fields, files as `z.file()`. */
  multipart?: Named;
  /** Query parameters, validated with this object schema (400 with `fieldErrors`). */
  query?: ZodObject;
  /** Path parameters (`:id`), checked with this object schema (400 with `fieldErrors`). */
  params?: ZodObject;
  /** Request headers the alias reads. */
  headers?: Record<string, string>;
  /** The success answer: JSON of this schema, a page, a CSV file, a stored file with its own type, or server-sent events. */
  ok: Named<S> | 'html' | 'csv' | 'file' | 'events';
  /** Default 200. */
  status?: 200 | 201 | '200 or 201';
  /** Refused when an address or account calls it too often: 429 with Retry-After. */
  limited?: boolean;
  /** Other answers, each with why; an entry replaces the default text of 400, 401 or 403. A schema replaces Error. */
  refusals?: Partial<Record<RefusalStatus, string | { description: string; schema: Named }>>;
  /** Its row in the "Calls" tables of feature docs (`npm run docs:api`). */
  calls?: CallNote;
}

/** An alias as the document lists it: method, path under /api (OpenAPI's `{param}` form) and tag. */
export interface Alias extends AliasDoc {
  method: Method;
  path: string;
  tag: string;
  /** The procedure it calls, for an alias declared in a procedure's meta (rest-from-procedures.ts). */
  procedure?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

// ---- Type-level ties to the Hono routes ----------------------------------------------------------------------

type Routes<R> = ExtractSchema<R>;
/** 'POST /contacts' for each method and path a Hono router declares. */
type AliasKey<R> = {
  [P in keyof Routes<R> & string]: { [M in keyof Routes<R>[P] & string]: `${Uppercase<M extends `$${infer X}` ? X : M>} ${P}` }[keyof Routes<R>[P] & string];
}[keyof Routes<R> & string];
type EndpointAt<R, K> = K extends `${infer M} ${infer P}`
  ? P extends keyof Routes<R>
    ? `$${Lowercase<M>}` extends keyof Routes<R>[P]
      ? Routes<R>[P][`$${Lowercase<M>}`]
      : never
    : never
  : never;
/** What a route writes as JSON when it succeeds (its other `c.json` calls are refusals; `c.body` is not typed). */
type SuccessOutput<E> = E extends { status: infer St; output: infer O; outputFormat: 'json' } ? (200 extends St ? O : 201 extends St ? O : never) : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A route whose JSON Hono cannot type (a shared handler) is not checked; every other must answer what `ok` says. */
type OkMatches<R, K, D> = D extends { ok: Named<infer S> }
  ? [SuccessOutput<EndpointAt<R, K>>] extends [never]
    ? true
    : Same<SuccessOutput<EndpointAt<R, K>>, JSONValue> extends true
      ? true
      : Same<JSONParsed<z.output<S>>, SuccessOutput<EndpointAt<R, K>>>
  : true;
type Checked<R, D> = { [K in keyof D]: OkMatches<R, K, D[K]> extends true ? D[K] : D[K] & { ok: 'does not describe the JSON this route answers' } };

/**
 * The documented aliases of one router, one entry per method and path it declares, no more and no fewer (a
 * missing or extra entry does not compile); each `ok` schema must describe exactly the JSON its route answers,
 * as Hono types it. Prefix: the router is mounted under /api.
 */
export function aliasesOf<R>() {
  return <D extends Record<AliasKey<R>, AliasDoc>>(tag: string, docs: D & Checked<R, D> & Record<Exclude<keyof D, AliasKey<R>>, never>): Alias[] =>
    Object.entries(docs as Record<string, AliasDoc>).map(([key, doc]) => {
      const [method, path] = key.split(' ') as [string, string];
      return { ...doc, tag, method: method.toLowerCase() as Method, path: `/api${path.replace(/:(\w+)/g, '{$1}')}` };
    });
}

// ---- The document --------------------------------------------------------------------------------------------

export type JsonSchema = JSONSchema.BaseSchema;

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Partial<Record<'application/json' | 'multipart/form-data', { schema: JsonSchema }>> };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: { session: { type: 'apiKey'; in: 'cookie'; name: string; description: string } };
  };
}

/** The body of every refusal (errors.ts): a message; for bad input, each bad field's messages. */
const apiErrorBody = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  formErrors: z.array(z.string()).optional(),
  requestId: z.string().optional(),
});
// ApiErrorBody is what the code writes; the schema above must say the same.
const errorBodyMatches: Same<z.output<typeof apiErrorBody>, ApiErrorBody> = true;
void errorBodyMatches;

/** Turns a zod schema into the JSON Schema of a component: the generator's output without its `$schema`. */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

const WHO_TEXT: Record<Exclude<Caller, 'anyone'>, string> = {
  'signed-in': 'Anyone signed in (staff or portal client).',
  admin: 'Admins only.',
  staff: 'Staff who answer chats: admins and support agents.',
  client: 'Portal clients only (signed in, e-mail confirmed).',
  'admin-or-client': 'Admins, and portal clients for what is theirs; never a support agent.',
};

const DEFAULT_REFUSALS: Record<400 | 401 | 403 | 429, string> = {
  400: 'Bad input: `fieldErrors` names each bad field with its messages (the words the form shows).',
  401: 'Not signed in (no session cookie, or the session ended).',
  403: 'Signed in with an account that may not do this.',
  429: 'Too many calls from this address (or on this account): wait `Retry-After` seconds.',
};

export interface DocumentOptions {
  title: string;
  version: string;
  description: string;
  tags: { name: string; description: string }[];
  /** The session cookie's name on this site (`__Host-` over https). */
  sessionCookie: string;
  /** The terms the API is offered under: a name and the page that says them. */
  license: { name: string; url: string };
}

/**
 * The 400 of a call that takes no input: every address under /api is held to UTF-8 before any route reads it
 * (utf8-requests.ts, docs/input-limits.md#text), so a percent-escape that is not UTF-8 is refused there too.
 */
const ADDRESS_REFUSAL = 'An address whose percent-escapes are not UTF-8 text (docs/input-limits.md#text).';

/** The document of `aliases`, each schema once under components. */
export function buildOpenApiDocument(aliases: readonly Alias[], options: DocumentOptions): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const owners = new Map<string, ZodType>();
  const ref = ({ name, schema }: Named, io: 'input' | 'output'): JsonSchema => {
    const owner = owners.get(name);
    if (owner && owner !== schema) throw new Error(`Two schemas are named ${name} in the OpenAPI document`);
    if (!owner) {
      owners.set(name, schema);
      schemas[name] = jsonSchemaOf(schema, io);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const errorRef = () => ref(named('Error', apiErrorBody), 'output');
  const refusal = (description: string, schema = errorRef()): Response => ({ description, content: { 'application/json': { schema } } });

  const paths: OpenApiDocument['paths'] = {};
  for (const alias of aliases) {
    const who = alias.who ?? 'anyone';
    const parameters: Parameter[] = [
      ...parametersOf(alias.params, 'path'),
      ...parametersOf(alias.query, 'query'),
      ...Object.entries(alias.headers ?? {}).map(([name, description]): Parameter => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
    ];
    const responses: Record<string, Response> = {};
    for (const status of successStatuses(alias)) {
      responses[status] =
        alias.ok === 'html'
          ? { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } }
          : alias.ok === 'csv'
            ? { description: 'A CSV file (RFC 4180, header row first).', content: { 'text/csv': { schema: { type: 'string' } } } }
            : alias.ok === 'events'
              ? {
                  description: 'Server-sent events, open until the client or the session ends.',
                  content: { 'text/event-stream': { schema: { type: 'string' } } },
                }
              : alias.ok === 'file'
                ? {
                    description: 'The file itself, with its own Content-Type and Content-Disposition: attachment.',
                    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
                  }
                : { description: status === '201' ? 'Created.' : 'OK.', content: { 'application/json': { schema: ref(alias.ok, 'output') } } };
    }
    responses['400'] = refusal(alias.body || alias.multipart || alias.query || alias.params ? DEFAULT_REFUSALS[400] : ADDRESS_REFUSAL);
    if (who !== 'anyone') responses['401'] = refusal(DEFAULT_REFUSALS[401]);
    if (who !== 'anyone' && who !== 'signed-in') responses['403'] = refusal(DEFAULT_REFUSALS[403]);
    for (const [status, text] of Object.entries(alias.refusals ?? {})) {
      responses[status] = typeof text === 'string' ? refusal(text) : refusal(text.description, ref(text.schema, 'output'));
    }
    if (alias.limited) {
      responses['429'] = {
        ...refusal(DEFAULT_REFUSALS[429]),
        headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } },
      };
    }
    const operation: Operation = {
      operationId: operationId(alias),
      summary: alias.summary,
      ...(alias.description || who !== 'anyone'
        ? { description: [who === 'anyone' ? '' : WHO_TEXT[who], alias.description ?? ''].filter(Boolean).join(' ') }
        : {}),
      tags: [alias.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(alias.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(alias.body, 'input') } } } } : {}),
      ...(alias.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: ref(alias.multipart, 'input') } } } } : {}),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
      // A public operation says so: no session needed (an empty requirement), where the document has no default.
      security: who === 'anyone' ? [] : [{ session: [] }],
    };
    paths[alias.path] = { ...paths[alias.path], [alias.method]: operation };
  }

  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description, license: options.license },
    // Relative: the paths are on the site that serves this document, whatever its origin.
    servers: [{ url: '/', description: 'The site that serves this document.' }],
    tags: options.tags,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The session cookie set by a sign-in (POST /api/admin/login, /api/portal/login or /api/portal/verify-email).',
        },
      },
    },
  };
}

/** The statuses of an alias's success: '200', '201' or both. */
export function successStatuses(alias: AliasDoc): string[] {
  return alias.status === '200 or 201' ? ['200', '201'] : [String(alias.status ?? 200)];
}

/** Each property of an object schema as one parameter, its schema as the caller sends it. */
function parametersOf(schema: ZodObject | undefined, place: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property as JsonSchema,
  }));
}

/** 'post-api-portal-password-reset-request': unique per method and path, stable. */
function operationId(alias: Alias): string {
  return `${alias.method}${alias.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}
