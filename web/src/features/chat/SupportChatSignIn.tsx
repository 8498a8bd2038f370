import { AdminLoginPage } from '../accounts/AdminLoginPage.tsx';
import { staffDesk } from './support-chat-parts.ts';

/** /support-chat's sign-in (docs/chat.md#support-chat-dashboard): someone typing into it is about to need the desk, whose code comes while they type. */
export function SupportChatSignIn() {
  return (
    <div onFocus={staffDesk.preload}>
      <AdminLoginPage next="/support-chat" title="Support Chat" subtitle="Sign in to answer visitors' chats" />
    </div>
  );
}
