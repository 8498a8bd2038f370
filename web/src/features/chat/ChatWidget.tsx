import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatBubble } from './ChatBubble.tsx';
import { OPEN_CHAT_EVENT, readStored } from './visitor-chat-state.ts';

// The conversation's code (its socket, schemas and panel) is not part of every page's first download: it is
// fetched when the visitor opens the chat, or at once for a browser that already has a conversation to resume.
const VisitorChat = lazy(() => import('./VisitorChat.tsx').then((m) => ({ default: m.VisitorChat })));

/**
 * The site-wide live chat: the bubble in the corner of every public and portal page (the marketing and portal
 * layouts render it; the staff pages, where agents answer on /support-chat, do not), which loads the conversation
 * on first use.
 */
export function ChatWidget() {
  const [start, setStart] = useState<'closed' | 'open'>();
  // The page the visitor is on, which the conversation reports to the agents (docs/chat.md#presence).
  const page = useRouterState({ select: (s) => s.location.pathname });

  // After hydration: the prerendered page knows nothing of this browser.
  useEffect(() => {
    // A conversation of this browser resumes straight away (its socket, its unread answers).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
    if (readStored().userInfo) setStart((current) => current ?? 'closed');
    const open = () => setStart('open');
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);

  const bubble = <ChatBubble onOpen={() => setStart('open')} />;
  if (!start) return bubble;
  return (
    <Suspense fallback={bubble}>
      <VisitorChat initialView={start} page={page} />
    </Suspense>
  );
}
