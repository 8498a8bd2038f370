import { createFileRoute } from '@tanstack/react-router';
import { isStaff } from '../../features/accounts/session.ts';
import { preloadAgentDesk, SupportChatPage } from '../../features/chat/SupportChatPage.tsx';
import { ensurePageData } from '../../lib/route-data.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_admin/support-chat')({
  // Its frame (the back office's top bar, the session being checked) is prerendered (docs/decisions/0036-frames-of-browser-only-pages.md).
  staticData: { frame: true },
  // Staff get the agent desk, whose code starts coming now. Someone not signed in as staff gets the sign-in form:
  // whether it says the site still waits for its first admin is read before the page renders, so the form does not
  // grow (and the note under it jump) when that answer comes.
  loader: ({ context: { queryClient, trpcUtils, frame, user } }) => {
    if (frame) return undefined;
    if (isStaff(user)) return preloadAgentDesk();
    return ensurePageData([queryClient.ensureQueryData(trpcUtils.auth.adminLoginInfo.queryOptions())]);
  },
  head: () =>
    pageHead({
      title: 'Support Chat',
      description: 'The support team answers live chat visitors of Elite Business Advisory.',
      path: '/support-chat',
    }),
  component: SupportChatPage,
});
