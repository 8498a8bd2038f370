import { createFileRoute } from '@tanstack/react-router';
import { SupportChatPage } from '../features/chat/SupportChatPage.tsx';
import { DataLayer } from '../lib/data-layer.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/support-chat')({
  staticData: { prerender: false },
  head: () =>
    pageHead({
      title: 'Support Chat',
      description: 'The support team answers live chat visitors of Elite Business Advisory.',
      path: '/support-chat',
    }),
  // The page reads or writes through tRPC and the query cache: they come with it (lib/data-layer.tsx).
  component: () => (
    <DataLayer>
      <SupportChatPage />
    </DataLayer>
  ),
});
