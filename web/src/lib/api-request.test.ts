import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { apiRequest, ApiRequestError, getQueryFn } from './api-request.ts';
import { createQueryClient } from './query-client.ts';

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials', async () => {
    let seen: { contentType: string | null; body: unknown; credentials: string } | undefined;
    server.use(
      http.post('http://localhost:3000/api/contacts', async ({ request }) => {
        seen = { contentType: request.headers.get('content-type'), body: await request.json(), credentials: request.credentials };
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const res = await apiRequest('POST', '/api/contacts', { firstName: 'Ada' });
    expect(await res.json()).toEqual({ id: 1 });
    expect(seen).toEqual({ contentType: 'application/json', body: { firstName: 'Ada' }, credentials: 'include' });
  });

  it('sets no content type when there is no body', async () => {
    let contentType: string | null = 'unset';
    server.use(
      http.delete('http://localhost:3000/api/things/1', ({ request }) => {
        contentType = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await apiRequest('DELETE', '/api/things/1');
    expect(contentType).toBeNull();
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    server.use(http.post('http://localhost:3000/api/contacts', () => HttpResponse.text('{"error":"Some fields are invalid."}', { status: 400 })));
    await expect(apiRequest('POST', '/api/contacts', {})).rejects.toThrow('400: {"error":"Some fields are invalid."}');
  });

  it("keeps the status and the server's error sentence on the thrown error", async () => {
    server.use(
      http.post('http://localhost:3000/api/contacts', () => HttpResponse.json({ error: 'Too many messages. Try again in 10 minutes.' }, { status: 429 })),
    );
    const error = await apiRequest('POST', '/api/contacts', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(429);
    expect((error as ApiRequestError).serverMessage).toBe('Too many messages. Try again in 10 minutes.');
  });

  it('has no server sentence when the body is not our JSON error', async () => {
    server.use(http.post('http://localhost:3000/api/contacts', () => HttpResponse.text('Bad Gateway', { status: 502 })));
    const error = (await apiRequest('POST', '/api/contacts', {}).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('http://localhost:3000/api/x', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('the default read', () => {
  const run = (on401: 'returnNull' | 'throw') =>
    getQueryFn<{ ok: boolean }>({ on401 })({ queryKey: ['/api/me'], meta: undefined, signal: new AbortController().signal } as never);

  it('GETs the path in the query key and parses JSON', async () => {
    server.use(http.get('http://localhost:3000/api/me', () => HttpResponse.json({ ok: true })));
    expect(await run('throw')).toEqual({ ok: true });
  });

  it('can answer null for 401 instead of failing', async () => {
    server.use(http.get('http://localhost:3000/api/me', () => HttpResponse.text('Unauthorized', { status: 401 })));
    expect(await run('returnNull')).toBeNull();
    await expect(run('throw')).rejects.toThrow('401: Unauthorized');
  });
});

describe('query defaults', () => {
  it('never retry, never refetch on focus, never poll, never go stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('a failing read is asked for once only', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost:3000/api/flaky', () => {
        calls += 1;
        return HttpResponse.text('nope', { status: 500 });
      }),
    );
    const client: QueryClient = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/flaky'] })).rejects.toThrow('500: nope');
    expect(calls).toBe(1);
  });
});
