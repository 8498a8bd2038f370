import type { SessionUser } from '@elite/contracts/schemas/auth';
import { refusedText, type TextRefusal } from '@elite/contracts/rules/plain-text';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { currentSession } from '../features/accounts/sessions.service.ts';
import { ROLES_WITH_ACCESS, type Access } from '../http/access.ts';
import type { CallNote, CallsDoc, RestDeclaration } from '../http/rest-from-procedures.ts';
import { inputFieldErrors, textRefusalFieldErrors } from '../http/errors.ts';
import { isValueRefusedByDatabase, ServiceError, TRPC_CODE_BY_STATUS, VALUE_REFUSED_LOG, VALUE_REFUSED_MESSAGE } from '../http/service-error.ts';
import type { RequestContext } from './context.ts';

/** A refusal of input fields found outside the schema (text that is not plain text), shaped like the schema's own. */
export class FieldProblem extends Error {
  readonly fieldErrors: Record<string, string[]>;
  constructor(readonly refusal: TextRefusal) {
    const fieldErrors = textRefusalFieldErrors(refusal, 'input');
    super(Object.values(fieldErrors)[0]?.[0] ?? 'Some fields are invalid.');
    this.fieldErrors = fieldErrors;
  }
}

/**
 * What every procedure declares beside its input: who may call it (docs/accounts.md#who-may-call-what) and, for an
 * operation with a REST alias, that alias (docs/architecture.md#adding-an-operation): its route, OpenAPI entry and
 * docs rows are derived from it.
 */
export interface ProcedureMeta {
  access: Access;
  rest?: RestDeclaration;
  /** Its row in the "Calls" tables of feature docs (`npm run docs:api`). */
  calls?: CallNote;
}

/**
 * The REST alias of a procedure, as `.meta(rest({ ... }))`. tRPC merges a procedure's metas, so the access its
 * builder declared stays; only `rest` is added here.
 */
export const rest = (declaration: RestDeclaration) => ({ rest: declaration }) as ProcedureMeta;

/** The feature docs whose "Calls" table lists a procedure, with or without a REST alias, and what its row adds. */
export const listedIn = (docs: readonly CallsDoc[], note: Omit<CallNote, 'in'> = {}) => ({ calls: { in: docs, ...note } }) as ProcedureMeta;

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const fieldErrors =
        error.cause instanceof ZodError
          ? inputFieldErrors(error.cause)
          : error.cause instanceof FieldProblem || (error.cause instanceof ServiceError && error.cause.fieldErrors)
            ? { formErrors: [], fieldErrors: error.cause.fieldErrors! }
            : null;
      const production = !ctx || ctx.config.NODE_ENV === 'production';
      const { stack: _stack, ...data } = shape.data;
      const retryAfterSeconds = error.cause instanceof ServiceError ? error.cause.retryAfterSeconds : undefined;
      return {
        ...shape,
        // An unexpected error's message may carry internals: hide it in production.
        message: production && error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
        data: { ...(production ? data : shape.data), zodError: fieldErrors, requestId: ctx?.requestId, retryAfterSeconds },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Control characters and ill-formed text are refused in any input before its schema runs, with the field's name, as
 * the REST doors do (docs/input-limits.md#text).
 */
async function refusePlainTextProblems(getRawInput: () => Promise<unknown>) {
  const refused = refusedText(await getRawInput());
  if (!refused) return;
  const cause = new FieldProblem(refused);
  throw new TRPCError({ code: 'BAD_REQUEST', message: `${refused.path.join('.') || 'input'}: ${refused.message}`, cause });
}

/**
 * A service's expected failure becomes the matching tRPC error, with the same message as the REST door; so does a
 * value the database refused (docs/input-limits.md#database-refusals), logged as the REST door logs it.
 */
function serviceErrorsAsTrpc<R extends { ok: true } | { ok: false; error: TRPCError }>(ctx: RequestContext, result: R): R {
  if (result.ok) return result;
  const { error } = result;
  if (error.cause instanceof ServiceError) {
    const cause = error.cause;
    throw new TRPCError({ code: TRPC_CODE_BY_STATUS[cause.status], message: cause.message, cause });
  }
  if (isValueRefusedByDatabase(error)) {
    ctx.log.warn({ err: error.cause ?? error }, VALUE_REFUSED_LOG);
    throw new TRPCError({ code: 'BAD_REQUEST', message: VALUE_REFUSED_MESSAGE });
  }
  return result;
}

/**
 * Anyone may call it; input is still validated by its zod schema. Its checks, like a signed-in procedure's, are one
 * middleware: every level of tRPC's chain copies the call's options several times, about 4.5 us a level
 * (docs/performance.md#per-request-cost).
 */
export const publicProcedure = t.procedure.meta({ access: 'anyone' }).use(
  t.middleware(async ({ ctx, getRawInput, next }) => {
    await refusePlainTextProblems(getRawInput);
    return serviceErrorsAsTrpc(ctx, await next());
  }),
);

/**
 * A procedure only sessions of `access` may call: 401 without a session, 403 with another role, checked before the
 * input is read. Its meta and its check come from the same value, so the declared access is the enforced one.
 */
function procedureFor(access: Exclude<Access, 'anyone'>) {
  const allowed = ROLES_WITH_ACCESS[access];
  return t.procedure.meta({ access }).use(
    t.middleware(async ({ ctx, getRawInput, next }) => {
      const session = await currentSession(ctx);
      if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
      if (!allowed.includes(session.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Your account cannot do this.' });
      await refusePlainTextProblems(getRawInput);
      // The user joins the call's own context: `next({ ctx })` would have tRPC copy the context, and the copy reads
      // its lazy members (an entity manager's fork, a child logger), used or not (docs/performance.md#per-request-cost).
      (ctx as RequestContext & { user?: SessionUser }).user = session.user;
      return serviceErrorsAsTrpc(ctx, await next<{ user: SessionUser }>({}));
    }),
  );
}

/** Anyone signed in: staff or a portal client. */
export const signedInProcedure = procedureFor('signed-in');
/** Signed-in admins only: 401 without a session, 403 for other roles. */
export const adminProcedure = procedureFor('admin');
/** Staff who answer chats: admins and support agents (401 without a session, 403 for a portal client). */
export const staffProcedure = procedureFor('staff');
/** Portal clients. */
export const clientProcedure = procedureFor('client');
