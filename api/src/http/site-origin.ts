import type { RequestContext } from '../trpc/context.ts';

/** Where links in e-mails point: PUBLIC_URL, or the origin the request came to. */
export const siteOrigin = (ctx: Pick<RequestContext, 'config' | 'origin'>): string => (ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).origin : ctx.origin);
