import type { Role } from '@elite/contracts/schemas/auth';

/**
 * Who may call an operation, declared once beside it: a tRPC procedure's meta (trpc.ts) or a REST alias's `who`
 * (api-document.ts). The access matrix in docs/accounts.md#who-may-call-what is generated from these declarations
 * and api/test/access-matrix.test.ts calls every operation as each kind of caller to prove it.
 */
export type Access = 'anyone' | 'signed-in' | 'admin' | 'staff' | 'client' | 'admin-or-client';

/** The roles a session must have for each access other than `anyone`. */
export const ROLES_WITH_ACCESS: Record<Exclude<Access, 'anyone'>, readonly Role[]> = {
  'signed-in': ['admin', 'agent', 'client'],
  admin: ['admin'],
  /** The staff who answer chats: admins and support agents (docs/chat.md#working-a-conversation). */
  staff: ['admin', 'agent'],
  client: ['client'],
  /** A record's files: its client, or an admin (never a support agent). */
  'admin-or-client': ['admin', 'client'],
};
