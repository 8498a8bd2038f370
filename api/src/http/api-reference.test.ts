import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/app.ts';
import { restApiDocument } from './api-document.ts';

let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await startTestServer());
});

describe('GET /api/openapi.json', () => {
  it('serves the document as cacheable JSON, revalidated by its ETag', async () => {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(restApiDocument('elite_session'))));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/); // weak once compressed
    const again = await fetch(`${baseUrl}/api/openapi.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('GET /api/docs', () => {
  it('renders every operation, grouped by tag, with its schemas', async () => {
    const res = await fetch(`${baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const doc = restApiDocument('elite_session');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(html).toContain(`<article id="${op.operationId}">\n<h3><span class="method ${method}">${method.toUpperCase()}</span><code>${path}</code>`);
      }
    }
    for (const tag of doc.tags) expect(html).toContain(`<section id="tag-${tag.name}"><h2>${tag.name}</h2>`);
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`<details id="schema-${name}">`);
    // The contact form's body, field by field, with the contracts schema's limits.
    expect(html).toContain(
      '<li><code>firstName</code><span class="req">required</span> <span class="type">string</span> <span class="muted">1–100 characters</span></li>',
    );
  });

  it('runs no script and loads nothing from anywhere: its CSP allows only its own stylesheet', async () => {
    const res = await fetch(`${baseUrl}/api/docs`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; img-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'$/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3)/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});
