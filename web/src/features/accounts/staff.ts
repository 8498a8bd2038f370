import type { SessionUser } from '@elite/contracts/schemas/auth';

/**
 * Staff are admins and support agents (docs/accounts.md): the back office and the chat desk are theirs. Apart from
 * session.ts (TanStack Query and tRPC): /support-chat decides between its sign-in and the desk before the data layer.
 */
export const isStaff = (user: SessionUser | null | undefined): user is SessionUser => user?.role === 'admin' || user?.role === 'agent';
