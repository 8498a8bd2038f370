import type { HttpRequestContext } from './request-context.ts';

/** Hono's typed variables: every request carries its RequestContext (request-context.ts). */
export interface AppEnv {
  Variables: { ctx: HttpRequestContext };
}
