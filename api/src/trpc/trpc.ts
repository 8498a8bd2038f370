import { initTRPC } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { RequestContext } from './context.ts';

const t = initTRPC.context<RequestContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const fieldErrors = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const production = !ctx || ctx.config.NODE_ENV === 'production';
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      // An unexpected error's message may carry internals: hide it in production.
      message: production && error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
      data: { ...(production ? data : shape.data), zodError: fieldErrors, requestId: ctx?.requestId },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
/** Anyone may call it; input is still validated by its zod schema. */
export const publicProcedure = t.procedure;
