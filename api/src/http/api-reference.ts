import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi.ts';
import { aliasesOf, named } from './openapi.ts';
import { z } from 'zod';

/**
 * GET /api/openapi.json and GET /api/docs: the REST aliases' OpenAPI document and a page that reads it. The page is
 * rendered here, once, from the same document: plain HTML and one stylesheet, no script and nothing from another
 * origin, so it works offline and under a CSP that allows nothing else (docs/decisions/0028-openapi-from-the-contracts.md).
 */
export function apiReferenceRoutes(document: () => OpenApiDocument) {
  let built: { json: Answer; page: Answer } | undefined;
  const answers = () => {
    if (!built) {
      const doc = document();
      built = { json: answer(JSON.stringify(doc)), page: answer(referencePage(doc)) };
    }
    return built;
  };
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => send(c, answers().json, 'application/json; charset=utf-8', JSON_POLICY))
    .get('/docs', (c) => send(c, answers().page, 'text/html; charset=utf-8', PAGE_POLICY));
}

interface Answer {
  body: string;
  etag: string;
}

const answer = (body: string): Answer => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

/** The document changes only with a new release: caches may keep it a few minutes, then revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=300';
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function send(c: Context<AppEnv>, found: Answer, type: string, csp: string) {
  const headers = { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL, ETag: found.etag, 'Content-Security-Policy': csp };
  // Weak comparison: the compression middleware marks the ETag of a compressed answer weak (W/"…").
  const known = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(found.etag) || known?.includes('*')) return c.body(null, 304, headers);
  return c.body(found.body, 200, headers);
}

// ---- The page --------------------------------------------------------------------------------------------------

const STYLE = `
:root { color-scheme: light; --ink: #1d2433; --muted: #5b6478; --line: #e3e6ee; --soft: #f6f7fb; --accent: #1f4e8c; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 1px 4px; border-radius: 4px; }
header { padding: 20px 28px; border-bottom: 1px solid var(--line); background: var(--soft); }
header h1 { margin: 0 0 4px; font-size: 22px; } header p { margin: 0; color: var(--muted); }
.layout { display: grid; grid-template-columns: 290px 1fr; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 16px 12px 40px 20px; border-right: 1px solid var(--line); font-size: 13px; }
nav h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 18px 0 6px; }
nav ul { list-style: none; margin: 0; padding: 0; } nav li { margin: 3px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
main { padding: 8px 32px 80px; max-width: 1000px; min-width: 0; }
section > h2 { font-size: 20px; margin: 36px 0 4px; padding-top: 8px; border-top: 2px solid var(--line); }
article { border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px; margin: 16px 0; }
article h3 { margin: 0; font-size: 16px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
h4 { margin: 14px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
.summary { margin: 6px 0 0; font-weight: 600; } .muted { color: var(--muted); }
.method { display: inline-block; min-width: 56px; text-align: center; font: 700 12px/22px ui-monospace, monospace; border-radius: 4px; color: #fff; background: #6b7280; }
.get { background: #1f7a4d; } .post { background: #1f4e8c; } .patch { background: #9a5b00; } .put { background: #7a3e9d; } .delete { background: #a3262a; }
.lock { font-size: 12px; font-weight: 600; color: #7a4b00; background: #fff4dc; border-radius: 10px; padding: 1px 8px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; } td, th { text-align: left; vertical-align: top; padding: 5px 8px; border-top: 1px solid var(--line); }
th { font-size: 12px; color: var(--muted); font-weight: 600; border-top: none; }
.status { font: 700 13px ui-monospace, monospace; width: 56px; } td > p { margin: 0 0 4px; } .s2 { color: #1f7a4d; } .s4, .s5 { color: #a3262a; }
ul.props { list-style: none; margin: 4px 0; padding-left: 16px; border-left: 2px solid var(--line); }
ul.props > li { margin: 4px 0; } .type { color: #7a3e9d; } .req { font-size: 11px; color: #a3262a; margin-left: 4px; }
details { margin: 4px 0; } summary { cursor: pointer; } details.values { display: inline-block; vertical-align: top; margin: 0; }
.req { margin-right: 4px; }
.intro p, .intro li { max-width: 78ch; }
@media (max-width: 800px) { .layout { display: block; } nav { position: static; max-height: none; border-right: none; border-bottom: 1px solid var(--line); } main { padding: 8px 16px 60px; } }
`;

const styleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
/** Only this page's own stylesheet: no script, no frame, no request anywhere. */
const PAGE_POLICY = `default-src 'none'; style-src ${styleHash}; img-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The little Markdown the document's descriptions use: paragraphs, "- " lists, **bold** and `code`. */
function markdown(text: string): string {
  const inline = (s: string) =>
    escape(s)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const items = block.split(/\n(?=- )/);
      if (items[0]?.startsWith('- ')) return `<ul>${items.map((i) => `<li>${inline(i.slice(2).replace(/\s*\n\s*/g, ' '))}</li>`).join('')}</ul>`;
      return `<p>${inline(block.replace(/\s*\n\s*/g, ' '))}</p>`;
    })
    .join('');
}

const refName = (schema: JsonSchema) => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined);
const schemaLink = (name: string) => `<a href="#schema-${escape(name)}"><code>${escape(name)}</code></a>`;
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** One line about a schema: its type and its limits. */
function typeLine(schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return schemaLink(name);
  const alternatives = schema.anyOf ?? schema.oneOf;
  const limits: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) limits.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} characters`);
  if (schema.minimum !== undefined && schema.minimum !== -SAFE_INTEGER) limits.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) limits.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined && schema.maximum !== SAFE_INTEGER) limits.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) limits.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '∞'} items`);
  if (schema.format) limits.push(schema.format);
  if (schema.pattern && !schema.format) limits.push(`matches <code>${escape(schema.pattern)}</code>`);
  if (schema.default !== undefined) limits.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`);
  let type: string;
  if (schema.const !== undefined) type = `<code>${escape(JSON.stringify(schema.const))}</code>`;
  else if (schema.enum) {
    const values = schema.enum.map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ');
    type = schema.enum.length > 12 ? `<details class="values"><summary>one of ${schema.enum.length} values</summary>${values}</details>` : values;
  } else if (alternatives) type = alternatives.map((s) => typeLine(s)).join(' | ');
  else if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) {
    const items = schema.items as JsonSchema;
    type = `<span class="type">array of ${items.type === 'object' && !refName(items) ? 'objects' : typeLine(items)}</span>`;
  } else if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    type = `<span class="type">map of string to ${typeLine(schema.additionalProperties)}</span>`;
  } else type = `<span class="type">${Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any')}</span>`;
  return `${type}${limits.length ? ` <span class="muted">${limits.join(', ')}</span>` : ''}`;
}

/** A variant of a union by its tag: the first field that takes fixed values (`planType: "professional"`). */
function variantName(schema: JsonSchema): string | undefined {
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    const property = value as JsonSchema;
    const values = property.const !== undefined ? [property.const] : property.enum;
    if (values && values.length <= 6) return `<code>${escape(key)}</code>: ${values.map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ')}`;
  }
  return undefined;
}

/** A schema's fields, nested objects (and arrays of them) opened in place. */
function schemaTree(schema: JsonSchema, depth = 0): string {
  const children = (s: JsonSchema) => (depth < 6 ? schemaTree(s, depth + 1) : '');
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.some((s) => s.properties)) {
    return alternatives
      .map((s, i) => `<details${depth === 0 ? ' open' : ''}><summary>${variantName(s) ?? `Variant ${i + 1}`}</summary>${children(s)}</details>`)
      .join('');
  }
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) return children(schema.items as JsonSchema);
  if (!schema.properties) return '';
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(([key, value]) => {
    const property = value as JsonSchema;
    return `<li><code>${escape(key)}</code>${required.has(key) ? '<span class="req">required</span>' : ''} ${typeLine(property)}${children(property)}</li>`;
  });
  return `<ul class="props">${rows.join('')}</ul>`;
}

/** A reference to a component, opened in place (its full entry is under Schemas). */
function schemaBlock(schema: JsonSchema, doc: OpenApiDocument): string {
  const name = refName(schema);
  const target = name ? doc.components.schemas[name] : schema;
  return `${name ? `<p>${schemaLink(name)}</p>` : ''}${target ? schemaTree(target) || `<p>${typeLine(target)}</p>` : ''}`;
}

function operationView(path: string, method: string, op: Operation, doc: OpenApiDocument): string {
  const parameters = op.parameters?.length
    ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th></tr>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code>${p.required ? '<span class="req">required</span>' : ''}</td><td>${p.in}</td><td>${typeLine(p.schema)}${p.description ? ` <span class="muted">${escape(p.description)}</span>` : ''}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const [bodyType, bodyMedia] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const body = bodyMedia ? `<h4>Request body <span class="muted">${escape(bodyType!)}</span></h4>${schemaBlock(bodyMedia.schema, doc)}` : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
      const schema = media && type === 'application/json' ? media.schema : undefined;
      const name = schema && refName(schema);
      const headers = Object.keys(response.headers ?? {})
        .map((h) => ` Header <code>${escape(h)}</code>.`)
        .join('');
      const shape =
        name && status.startsWith('2')
          ? `<details><summary>${schemaLink(name)}</summary>${schemaBlock(schema, doc)}</details>`
          : name
            ? ` ${schemaLink(name)}`
            : type
              ? ` <span class="muted">${escape(type)}</span>`
              : '';
      return `<tr><td class="status s${status[0]}">${status}</td><td>${markdown(response.description)}${headers}${shape}</td></tr>`;
    })
    .join('');
  return `<article id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span><code>${escape(path)}</code>${op.security ? '<span class="lock">session cookie</span>' : ''}</h3>
<p class="summary">${escape(op.summary)}</p>${op.description ? markdown(op.description) : ''}
${parameters}${body}<h4>Responses</h4><table>${responses}</table>
</article>`;
}

/** The whole reference: operations by tag, then every schema. */
function referencePage(doc: OpenApiDocument): string {
  const byTag = doc.tags.map((tag) => ({
    tag,
    operations: Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags.includes(tag.name))
        .map(([method, op]) => ({ path, method, op })),
    ),
  }));
  const nav = byTag
    .map(
      ({ tag, operations }) =>
        `<h2><a href="#tag-${escape(tag.name)}">${escape(tag.name)}</a></h2><ul>${operations
          .map(
            ({ path, method, op }) =>
              `<li><a href="#${escape(op.operationId)}" title="${escape(op.summary)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path.replace(/^\/api/, ''))}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const sections = byTag
    .map(
      ({ tag, operations }) =>
        `<section id="tag-${escape(tag.name)}"><h2>${escape(tag.name)}</h2>${markdown(tag.description)}${operations.map(({ path, method, op }) => operationView(path, method, op, doc)).join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escape(name)}"><summary><code>${escape(name)}</code></summary>${schemaTree(schema) || `<p>${typeLine(schema)}</p>`}</details>`,
    )
    .join('\n');
  const cookie = doc.components.securitySchemes.session;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(doc.info.title)} — reference</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escape(doc.info.title)}</h1><p>OpenAPI ${doc.openapi}, version ${escape(doc.info.version)} · <a href="/api/openapi.json">openapi.json</a></p></header>
<div class="layout">
<nav aria-label="Operations">${nav}<h2><a href="#schemas">Schemas</a></h2></nav>
<main>
<section class="intro">${markdown(doc.info.description)}<p>Protected calls (marked <span class="lock">session cookie</span>) need the cookie <code>${escape(cookie.name)}</code>: ${escape(cookie.description)}</p></section>
${sections}
<section id="schemas"><h2>Schemas</h2>${schemas}</section>
</main>
</div>
</body>
</html>
`;
}

/** The document and its page, described in the document itself. */
export const apiReferenceRoutesDoc = aliasesOf<ReturnType<typeof apiReferenceRoutes>>()('Reference', {
  'GET /openapi.json': {
    summary: 'This document',
    ok: named(
      'OpenApiDocument',
      z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
    ),
  },
  'GET /docs': { summary: 'This document as a page to read', ok: 'html' },
});
