import type { AdminLoginInfo, SessionUser } from '@elite/contracts/schemas/auth';
import type { RouterContext } from '../../router.tsx';
import { defineDataIsland, loadWithDataLayer } from '../../lib/data-island.tsx';
import { onDemand } from '../../lib/on-demand.tsx';
import { pageReadKey, type PageRead } from '../../lib/page-read.ts';

/**
 * /support-chat's two faces (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md), neither in the
 * page's first download:
 * - the staff sign-in, a data island: the server's HTML shows the form with its labels; its code, its inputs and the
 *   data layer come when the staff member reaches for it, and what was typed or pressed meanwhile is kept;
 * - for a staff session, the back office and the agent desk (the socket, the chat schemas, the navigation), with the
 *   data layer: the route waits for them (`ready`), so neither the server's render nor the browser's first one
 *   suspends.
 */
export const staffSignIn = defineDataIsland(() => import('./SupportChatSignIn.tsx').then((m) => m.SupportChatSignIn));
export const staffDesk = onDemand(() => loadWithDataLayer(() => import('./StaffDesk.tsx').then((m) => m.StaffDesk)));

/** `auth.session`'s query key, as the page's data (`#page-data`) names it. */
const SESSION_KEY = JSON.stringify(pageReadKey('auth.session'));

/**
 * Who is signed in (docs/accounts.md), which decides the page: on the page the browser loaded, the session the server
 * rendered it with (its `#page-data`), so the sign-in goes live without the data layer; otherwise asked of the data
 * layer (asked again on entering, so an expired session is noticed; after a sign-in, the answer the sign-in put in
 * the cache). Undefined when the server could not be reached: the sign-in is shown.
 */
export async function supportChatUser(
  context: Pick<RouterContext, 'dataLayer' | 'pageData'>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<SessionUser | null | undefined> {
  if (!context.dataLayer.made()) {
    const arrived = context.pageData?.queries.find((query) => JSON.stringify(query.queryKey) === SESSION_KEY)?.state;
    if (arrived) return arrived.status === 'success' ? (arrived.data as SessionUser | null) : undefined;
  }
  return (await context.dataLayer()).signedInUser(cause);
}

/**
 * `auth.adminLoginInfo`: whether the site still waits for its first admin, read before the page renders, so the form
 * does not grow (and the note under it jump) when that answer comes.
 */
export const adminLoginInfoRead: PageRead<AdminLoginInfo> = {
  key: pageReadKey('auth.adminLoginInfo'),
  options: (utils) => utils.auth.adminLoginInfo.queryOptions(),
};
