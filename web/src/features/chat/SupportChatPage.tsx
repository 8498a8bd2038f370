import { Center, Loader } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { Suspense } from 'react';
import { Island } from '../../lib/island.tsx';
import { SignedOutShell } from '../admin/SignedOutShell.tsx';
import { isStaff } from '../accounts/staff.ts';
import { staffDesk, staffSignIn } from './support-chat-parts.ts';

const { Component: StaffDesk } = staffDesk;

const checkingSession = (
  <Center py={120} aria-busy="true">
    <Loader color="navy" aria-label="Checking your session" />
  </Center>
);

/**
 * /support-chat (docs/chat.md#support-chat-dashboard): staff sign in (or use their session), join under a display
 * name that defaults to their own, then answer visitors. `user` is who the route found signed in: staff get the desk
 * (whose code the route waited for), anyone else the sign-in, an island in the back office's bare top bar
 * (support-chat-parts.ts).
 */
export function SupportChatPage({ user }: { user: SessionUser | null | undefined }) {
  if (isStaff(user))
    return (
      <Suspense fallback={checkingSession}>
        <StaffDesk user={user} />
      </Suspense>
    );
  return (
    <SignedOutShell>
      <Island code={staffSignIn} props={{}} loadWhen="approached" />
    </SignedOutShell>
  );
}
