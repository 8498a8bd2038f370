import { createFileRoute } from '@tanstack/react-router';
import { isStaff } from '../../features/accounts/session.ts';
import { agentDeskReady, SupportChatPage } from '../../features/chat/SupportChatPage.tsx';
import { ensurePageData } from '../../lib/route-data.ts';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_admin/support-chat')({
  // Rendered on the server for each request with the visit's session (docs/decisions/0058-visit-pages-rendered-per-request.md):
  // the sign-in form, or the agent desk as it starts, is in the HTML.
  staticData: { perRequest: true },
  // Staff get the agent desk, whose code the page waits for (on the server too, which renders it). Someone not signed in as staff gets the sign-in form:
  // whether it says the site still waits for its first admin is read before the page renders, so the form does not
  // grow (and the note under it jump) when that answer comes.
  loader: ({ context: { queryClient, trpcUtils, frame, user } }) => {
    if (frame) return undefined;
    if (isStaff(user)) return agentDeskReady();
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
