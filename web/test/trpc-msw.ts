import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** What one mocked procedure answers: its data, or a tRPC error as the server would send it. */
export type TrpcAnswer = { data: unknown } | { error: TrpcErrorAnswer };

export interface TrpcErrorAnswer {
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  /** Flattened zod issues, as the server's error formatter adds them to BAD_REQUEST. */
  zodError?: { formErrors: string[]; fieldErrors: Record<string, string[]> };
}

export type TrpcHandler = (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>;

/** One call the browser made: the procedure path and its input. */
export interface TrpcCall {
  path: string;
  input: unknown;
}

const HTTP_STATUS: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export const ok = (data: unknown): TrpcAnswer => ({ data });
export const fail = (code: TRPC_ERROR_CODE_KEY, message: string, zodError?: TrpcErrorAnswer['zodError']): TrpcAnswer => ({
  error: { code, message, zodError },
});

function encode(path: string, answer: TrpcAnswer) {
  if ('data' in answer) return { status: 200, body: { result: { data: answer.data } } };
  const httpStatus = HTTP_STATUS[answer.error.code] ?? 500;
  return {
    status: httpStatus,
    body: {
      error: {
        message: answer.error.message,
        code: TRPC_ERROR_CODES_BY_KEY[answer.error.code],
        data: { code: answer.error.code, httpStatus, path, zodError: answer.error.zodError ?? null },
      },
    },
  };
}

/**
 * Answers the app's tRPC calls at the network edge, the way the server's
 * httpBatchLink endpoint does: `GET /trpc/a,b?batch=1&input={"0":..,"1":..}`
 * for queries and `POST /trpc/a?batch=1` with `{"0": input}` for mutations,
 * one result per call. A path without a handler fails the test (msw's
 * onUnhandledRequest is 'error'), here through a thrown error naming it.
 * Returns the list of calls made, in order, for assertions.
 */
export function mockTrpc(handlers: Record<string, TrpcHandler>): TrpcCall[] {
  const calls: TrpcCall[] = [];
  const respond = async (pathParam: string, inputs: Record<string, unknown>) => {
    const paths = pathParam.split(',');
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const handler = handlers[path];
        if (!handler) throw new Error(`no tRPC handler for ${path}`);
        const input = inputs[String(index)];
        calls.push({ path, input });
        return encode(path, await handler(input));
      }),
    );
    const statuses = new Set(results.map((r) => r.status));
    const status = statuses.size === 1 ? results[0]!.status : 207;
    return HttpResponse.json(
      results.map((r) => r.body),
      { status },
    );
  };
  server.use(
    http.get('*/trpc/:paths', ({ request, params }) => {
      const raw = new URL(request.url).searchParams.get('input');
      return respond(String(params.paths), raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
    }),
    http.post('*/trpc/:paths', async ({ request, params }) => {
      const text = await request.text();
      return respond(String(params.paths), text ? (JSON.parse(text) as Record<string, unknown>) : {});
    }),
  );
  return calls;
}
