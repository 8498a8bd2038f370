import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatBubble } from './ChatBubble.tsx';
import { OPEN_CHAT_EVENT, readStored } from './visitor-chat-state.ts';

// The conversation's code (its socket, schemas and panel) is not part of every page's first download: it is
// fetched when the visitor opens the chat, or at once for a browser that already has a conversation to resume.
const VisitorChat = lazy(() => import('./VisitorChat.tsx').then((m) => ({ default: m.VisitorChat })));

/** The site-wide live chat: the bubble in every page's corner, which loads the conversation on first use. */
export function ChatWidget() {
  // Agents answer on /support-chat; the visitor bubble would only be in their way there.
  const onDashboard = useRouterState({ select: (s) => s.location.pathname.startsWith('/support-chat') });
  const [start, setStart] = useState<'closed' | 'open'>();

  // After hydration: the prerendered page knows nothing of this browser.
  useEffect(() => {
    // A conversation of this browser resumes straight away (its socket, its unread answers).
    if (readStored().userInfo) setStart((current) => current ?? 'closed');
    const open = () => setStart('open');
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);

  if (onDashboard) return null;
  const bubble = <ChatBubble onOpen={() => setStart('open')} />;
  if (!start) return bubble;
  return (
    <Suspense fallback={bubble}>
      <VisitorChat initialView={start} />
    </Suspense>
  );
}
