import type { Role, SessionUser } from '@elite/contracts/schemas/auth';
import type { Context } from 'hono';
import { currentSession } from '../features/accounts/sessions.service.ts';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';

/** The REST twin of adminProcedure and friends: 401 without a session, 403 with the wrong role. */
export async function requireRole(c: Context<AppEnv>, allowed: readonly Role[]): Promise<SessionUser> {
  const session = await currentSession(c.get('ctx'));
  if (!session) throw apiError(401, { error: 'Please sign in.' });
  if (!allowed.includes(session.user.role)) throw apiError(403, { error: 'Your account cannot do this.' });
  return session.user;
}
