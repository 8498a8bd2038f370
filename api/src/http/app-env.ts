import type { RequestContext } from '../trpc/context.ts';

/** Hono's typed variables: every request carries its RequestContext. */
export interface AppEnv {
  Variables: { ctx: RequestContext };
}
