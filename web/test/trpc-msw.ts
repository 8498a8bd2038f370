import type { AppRouter } from '@elite/api/router';
import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** The dotted path of every procedure of a router record: `{ payments: { config } }` gives `'payments.config'`. */
type PathsOf<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure ? `${TPrefix}${K}` : PathsOf<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** The value at a dotted path of nested objects. */
type At<T, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : TPath extends keyof T
    ? T[TPath]
    : never;

/** Every procedure the browser can call, e.g. `'payments.config'` (a mock keyed by anything else does not compile). */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
/** What the browser sends to a procedure (the schema's input, before its transforms). */
export type InputOf<P extends ProcedurePath> = At<inferRouterInputs<AppRouter>, P>;
/** What a procedure answers, as JSON brings it to the browser. */
export type OutputOf<P extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, P>;

/** What one mocked procedure answers: its data, or a tRPC error as the server would send it. */
export type TrpcAnswer<TData> = { data: TData } | { error: TrpcErrorAnswer };

export interface TrpcErrorAnswer {
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  /** Flattened zod issues, as the server's error formatter adds them to BAD_REQUEST. */
  zodError?: { formErrors: string[]; fieldErrors: Record<string, string[]> };
}

/** A stand-in for one procedure: called with the input the browser sent, answers that procedure's output. */
type TrpcHandler<P extends ProcedurePath> = (input: InputOf<P>) => TrpcAnswer<OutputOf<P>> | Promise<TrpcAnswer<OutputOf<P>>>;

/** Stand-ins keyed by procedure path: each handler is typed by its own procedure. */
export type TrpcHandlers = { [P in ProcedurePath]?: TrpcHandler<P> };

/** One call the browser made: the procedure path and its input. */
export interface TrpcCall {
  path: ProcedurePath;
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

/**
 * A successful answer. Its type comes from where it is returned (`NoInfer`), so inside a handler the data is
 * checked against that procedure's output, excess fields included; elsewhere, name it: `ok<OutputOf<'x.y'>>(...)`.
 */
export const ok = <TData>(data: NoInfer<TData>): TrpcAnswer<TData> => ({ data });
/** A tRPC error answer; fits any procedure. */
export const fail = (code: TRPC_ERROR_CODE_KEY, message: string, zodError?: TrpcErrorAnswer['zodError']): TrpcAnswer<never> => ({
  error: { code, message, zodError },
});

function encode(path: string, answer: TrpcAnswer<unknown>) {
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
export function mockTrpc(handlers: TrpcHandlers): TrpcCall[] {
  const calls: TrpcCall[] = [];
  // The input on the wire is whatever the browser sent; the handler's type says what the procedure expects.
  const byPath = handlers as Partial<Record<string, (input: unknown) => TrpcAnswer<unknown> | Promise<TrpcAnswer<unknown>>>>;
  const respond = async (pathParam: string, inputs: Record<string, unknown>) => {
    const paths = pathParam.split(',');
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const handler = byPath[path];
        if (!handler) throw new Error(`no tRPC handler for ${path}`);
        const input = inputs[String(index)];
        calls.push({ path: path as ProcedurePath, input });
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
