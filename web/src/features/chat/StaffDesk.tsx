import type { SessionUser } from '@elite/contracts/schemas/auth';
import { AdminShell } from '../admin/AdminShell.tsx';
import { AgentDesk } from './AgentDesk.tsx';

/** /support-chat for staff: the agent desk in the back office's frame (docs/chat.md#support-chat-dashboard). */
export function StaffDesk({ user }: { user: SessionUser }) {
  return (
    <AdminShell>
      <AgentDesk user={user} />
    </AdminShell>
  );
}
