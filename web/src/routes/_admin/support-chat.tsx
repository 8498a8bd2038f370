import { createFileRoute } from '@tanstack/react-router';
import { SupportChatPage } from '../../features/chat/SupportChatPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_admin/support-chat')({
  head: () =>
    pageHead({
      title: 'Support Chat',
      description: 'The support team answers live chat visitors of Elite Business Advisory.',
      path: '/support-chat',
    }),
  component: SupportChatPage,
});
