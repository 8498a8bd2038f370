import { redirect } from '@tanstack/react-router';
import { errorCode } from './error-code.ts';

/**
 * A route loader's wait for the data its page needs to render, put in the cache its components read
 * (`context.queryClient.ensureQueryData(context.trpcUtils.<procedure>.queryOptions(input))`). A call that fails is
 * left to the page, which shows its own documented error (a list's "Error Loading Data" card, the plan checkout's
 * error page...), except an ended session (UNAUTHORIZED), which goes to the page's sign-in, replacing the entry.
 * Loaders are code-split (vite.config.ts): this module is not part of the first download.
 */
export async function ensurePageData(loads: Promise<unknown>[], signIn?: '/admin-login' | '/portal-login'): Promise<void> {
  const results = await Promise.allSettled(loads);
  if (signIn && results.some((r) => r.status === 'rejected' && errorCode(r.reason) === 'UNAUTHORIZED')) {
    throw redirect({ to: signIn, replace: true });
  }
}
