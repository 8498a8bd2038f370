import { createFileRoute } from '@tanstack/react-router';
import { isStaff } from '../features/accounts/staff.ts';
import { adminLoginInfoRead, staffDesk, staffSignIn, supportChatUser } from '../features/chat/support-chat-parts.ts';
import { SupportChatPage } from '../features/chat/SupportChatPage.tsx';
import { loadIslandsOnNavigation } from '../lib/island.tsx';
import { loadPageReads } from '../lib/page-read.ts';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/support-chat')({
  // Rendered on the server for each request with the visit's session (docs/decisions/0058-visit-pages-rendered-per-request.md):
  // the sign-in form, or the agent desk as it starts, is in the HTML. Not under the `_admin` layout, whose shell and
  // data layer the sign-in does not need (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md).
  staticData: { prerender: false, perRequest: true },
  // Who is signed in decides the page. Staff get the agent desk in the back office, whose code and data layer the page
  // waits for (on the server too, which renders it). Anyone else gets the sign-in form: whether it says the site still
  // waits for its first admin is read before the page renders (the page the server rendered carries it). A visit by a
  // link inside the app waits for the form's code too. In the loader, not `beforeLoad`: the route tree is part of
  // every page's first download, a route's loader is not.
  loader: async ({ context, cause }) => {
    if (context.frame) return { user: undefined };
    const user = await supportChatUser(context, cause);
    if (isStaff(user)) await Promise.all([context.dataLayer(), staffDesk.ready()]);
    else await Promise.all([loadPageReads(context, [adminLoginInfoRead]), loadIslandsOnNavigation(staffSignIn)]);
    return { user };
  },
  head: () =>
    pageHead({
      title: 'Support Chat',
      description: 'The support team answers live chat visitors of Elite Business Advisory.',
      path: '/support-chat',
    }),
  component: SupportChatRoute,
});

function SupportChatRoute() {
  const { user } = Route.useLoaderData();
  return <SupportChatPage user={user} />;
}
