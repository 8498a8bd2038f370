import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import { AdminLoginPage } from '../accounts/AdminLoginPage.tsx';
import { isStaff, useSession } from '../accounts/session.ts';

/**
 * The agent desk comes only for staff: someone signing in gets the form without the desk's code (the socket, the
 * chat schemas and zod). The route waits for it once it knows a staff session (routes/_admin/support-chat.tsx), so the server renders the
 * desk as it starts and the browser hydrates it.
 */
const { Component: LazyAgentDesk, preload: preloadAgentDesk, ready: agentDeskReady } = onDemand(() => import('./AgentDesk.tsx').then((m) => m.AgentDesk));

export { agentDeskReady };

const checkingSession = (
  <Center py={120} aria-busy="true">
    <Loader color="navy" aria-label="Checking your session" />
  </Center>
);

/**
 * /support-chat (docs/chat.md#support-chat-dashboard): staff sign in (or
 * use their session), join under a display name that defaults to their own,
 * then answer visitors.
 */
export function SupportChatPage() {
  const session = useSession({ fresh: true });
  if (isStaff(session.data))
    return (
      <Suspense fallback={checkingSession}>
        <LazyAgentDesk user={session.data} />
      </Suspense>
    );
  if (session.isPending) return checkingSession;
  // Someone typing into the sign-in form is about to need the desk: its code comes while they type.
  return (
    <div onFocus={preloadAgentDesk}>
      <AdminLoginPage next="/support-chat" title="Support Chat" subtitle="Sign in to answer visitors' chats" />
    </div>
  );
}
