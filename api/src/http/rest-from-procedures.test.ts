import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callTable } from '../../scripts/api-tables.ts';
import { publicProcedure, rest, router } from '../trpc/trpc.ts';
import type { AppEnv } from './app-env.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { aliasOf, restProceduresOf, restRoutesOf } from './rest-from-procedures.ts';

/**
 * One declaration is enough (docs/architecture.md#adding-an-operation): a procedure with `rest` in its meta, in a
 * router of its own, becomes a REST route, an OpenAPI operation and a row of the docs' call table, with nothing
 * written anywhere else.
 */
const greetingInput = z.object({ id: z.uuid({ message: 'id must be a greeting id' }), name: z.string().min(1, 'Please give a name.') });
const greeting = z.object({ id: z.string(), text: z.string() });
const tiny = router({
  greet: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/greetings/:id',
        tag: 'Tools',
        summary: 'Greet someone',
        answer: greeting,
        status: 201,
        refusals: { 404: 'Nobody here.' },
      }),
    )
    .input(greetingInput)
    .mutation(({ input }) => ({ id: input.id, text: `Hello, ${input.name}.` })),
  /** Without `rest`: tRPC only. */
  secret: publicProcedure.query(() => 'not on REST'),
});

/** The tiny router's REST routes under /api, each request with a context as app.ts gives one. */
function tinyApp() {
  const app = new Hono<AppEnv>();
  app.use('*', (c, next) => {
    c.set('ctx', { forTrpc: () => ({}), setCookie: () => undefined } as never);
    return next();
  });
  app.route('/api', restRoutesOf(tiny));
  return app;
}

const id = '00000000-0000-4000-8000-000000000001';
const post = (path: string, body: string) => tinyApp().request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('a procedure with meta.rest, and nothing else (docs/architecture.md#adding-an-operation)', () => {
  it('is a REST route: the path parameters and the JSON body are its input, its answer the procedure’s, with the declared status', async () => {
    const res = await post(`/api/greetings/${id}`, JSON.stringify({ name: 'Ada' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id, text: 'Hello, Ada.' });
    expect(tinyApp().routes.map((r) => `${r.method} ${r.path}`)).toEqual(['ALL /*', 'POST /api/greetings/:id']);
  });

  it('refuses bad input as every REST door does: 400 with fieldErrors, and 400 for a body that is not JSON (docs/rest-api.md#errors)', async () => {
    const bad = await post('/api/greetings/not-an-id', JSON.stringify({ name: '' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Some fields are invalid.',
      formErrors: [],
      fieldErrors: { id: ['id must be a greeting id'], name: ['Please give a name.'] },
    });
    const notJson = await post(`/api/greetings/${id}`, '{name');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be valid JSON.' });
    const control = await post(`/api/greetings/${id}`, JSON.stringify({ name: 'A\u0007da' }));
    expect(control.status).toBe(400);
    expect(((await control.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.name).toHaveLength(1);
  });

  it('is an OpenAPI operation: its path parameter, its body without it, its answer, its refusals, public security', () => {
    const [op] = restProceduresOf(tiny);
    expect(restProceduresOf(tiny)).toHaveLength(1);
    const alias = aliasOf(op!, new Map([[greeting, 'Greeting']]));
    const doc = buildOpenApiDocument([alias], {
      title: 't',
      version: '1',
      description: 'd',
      tags: [{ name: 'Tools', description: 't' }],
      sessionCookie: 's',
      license: { name: 'l', url: '/l' },
    });
    const operation = doc.paths['/api/greetings/{id}']!.post!;
    expect(operation.summary).toBe('Greet someone');
    expect(operation.parameters?.map((p) => [p.in, p.name])).toEqual([['path', 'id']]);
    expect(operation.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/GreetBody' });
    expect(doc.components.schemas.GreetBody?.required).toEqual(['name']);
    expect(operation.responses['201']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Greeting' });
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '404']);
    expect(operation.security).toEqual([]);
  });

  it('is a row of the docs’ call table', () => {
    const [op] = restProceduresOf(tiny);
    expect(callTable([aliasOf(op!, new Map())], false).split('\n')[2]).toBe('| `POST /api/greetings/:id` | `greet` | anyone | Greet someone | 404 |');
  });
});
