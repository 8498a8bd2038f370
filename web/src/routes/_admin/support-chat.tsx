import { createFileRoute } from '@tanstack/react-router';
import { SupportChatPage } from '../../features/chat/SupportChatPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_admin/support-chat')({
  // Its frame (the back office's top bar, the session being checked) is prerendered (docs/decisions/0036-frames-of-browser-only-pages.md).
  staticData: { frame: true },
  head: () =>
    pageHead({
      title: 'Support Chat',
      description: 'The support team answers live chat visitors of Elite Business Advisory.',
      path: '/support-chat',
    }),
  component: SupportChatPage,
});
