import type { Role } from '@elite/contracts/schemas/auth';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@elite/contracts/rules/plain-text';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { currentSession } from '../features/accounts/sessions.service.ts';
import { controlCharacterFieldErrors, inputFieldErrors } from '../http/errors.ts';
import { isTextRefusedByDatabase, ServiceError, TEXT_REFUSED_MESSAGE, TRPC_CODE_BY_STATUS } from '../http/service-error.ts';
import type { RequestContext } from './context.ts';

/** A refusal of input fields found outside the schema (control characters), shaped like the schema's own. */
class FieldProblem extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors)[0]?.[0] ?? 'Some fields are invalid.');
  }
}

const t = initTRPC.context<RequestContext>().create({
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

/** A service's expected failure becomes the matching tRPC error, with the same message as the REST door. */
const serviceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE_BY_STATUS[cause.status], message: cause.message, cause });
  }
  if (!result.ok && isTextRefusedByDatabase(result.error)) throw new TRPCError({ code: 'BAD_REQUEST', message: TEXT_REFUSED_MESSAGE });
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Control characters are refused in any input before its schema runs, with the
 * field's name, as the REST doors do (docs/input-limits.md).
 */
const plainTextInput = t.middleware(async ({ getRawInput, next }) => {
  const at = controlCharacterPath(await getRawInput());
  if (at) {
    const cause = new FieldProblem(controlCharacterFieldErrors(at, 'input'));
    throw new TRPCError({ code: 'BAD_REQUEST', message: CONTROL_CHARACTER_MESSAGE, cause });
  }
  return next();
});

/** Anyone may call it; input is still validated by its zod schema. */
export const publicProcedure = t.procedure.use(serviceErrors).use(plainTextInput);

function requireRole(allowed: readonly Role[]) {
  return t.middleware(async ({ ctx, next }) => {
    const session = await currentSession(ctx);
    if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
    if (!allowed.includes(session.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Your account cannot do this.' });
    return next({ ctx: { user: session.user } });
  });
}

/** Signed-in admins only: 401 without a session, 403 for other roles. */
export const adminProcedure = publicProcedure.use(requireRole(['admin']));
/** Portal clients. */
export const clientProcedure = publicProcedure.use(requireRole(['client']));
