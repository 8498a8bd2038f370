import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse, serialize } from 'hono/utils/cookie';
import type { Config } from '../../config.ts';
import { dbTime } from '../../db/db-time.ts';
import { executePrepared } from '../../db/prepared.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { Session } from './session.entity.ts';
import type { UserRow } from './user.entity.ts';

/** A session joined with its user, as `currentSession` reads it. */
type SessionJoinRow = {
  id_hash: string;
  last_seen_at: Date;
  id: string;
  role: SessionUser['role'];
  name: string;
  email: string | null;
  username: string | null;
  company_name: string | null;
};

export interface ActiveSession {
  idHash: string;
  user: SessionUser;
}

/** `__Host-` needs Secure, which needs https: plain http (local runs, tests) uses the bare name. */
export function sessionCookieName(config: Config): string {
  return isSecure(config) ? '__Host-elite_session' : 'elite_session';
}

function isSecure(config: Config): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toSessionUser(user: Pick<UserRow, 'id' | 'role' | 'name' | 'email' | 'username' | 'companyName'>): SessionUser {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email ?? null,
    username: user.username ?? null,
    companyName: user.companyName ?? null,
  };
}

function cookie(config: Config, value: string, maxAgeSeconds: number): string {
  return serialize(sessionCookieName(config), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(config),
    maxAge: maxAgeSeconds,
  } as never);
}

/**
 * A hint, readable by the page, that this browser holds a portal client's session: the public pages ask the server
 * who is signed in only when it is there (docs/decisions/0033-portal-truth.md). It holds no secret and proves
 * nothing: the server trusts only the session cookie, and a page that finds the hint stale forgets it.
 */
const PORTAL_HINT_COOKIE = 'elite_portal';

function hintCookie(config: Config, maxAgeSeconds: number): string {
  return serialize(PORTAL_HINT_COOKIE, maxAgeSeconds > 0 ? '1' : '', { path: '/', sameSite: 'Lax', secure: isSecure(config), maxAge: maxAgeSeconds } as never);
}

/**
 * The session of this request's cookie, if it exists and is neither idle past
 * SESSION_IDLE_MINUTES nor older than SESSION_MAX_HOURS. Read once per request.
 */
export function currentSession(ctx: RequestContext): Promise<ActiveSession | null> {
  ctx.sessionCache ??= (async () => {
    const token = ctx.cookieHeader ? parse(ctx.cookieHeader, sessionCookieName(ctx.config))[sessionCookieName(ctx.config)] : undefined;
    if (!token || token.length > 100) return null;
    const idHash = hashToken(token);
    // raw SQL: read on every signed-in request. em.findOne with the user joined took 2-7 times as long (1.8-5.6 ms
    // against 0.7 ms), and with it npm run bench:admin-list fell from 0.76-0.87 to 0.43-0.53 of its baseline. A
    // prepared statement on the pool: no entity manager forked, no plan made again for each request (decision 18).
    const [row] = await executePrepared<SessionJoinRow>(
      ctx.db,
      `select s.id_hash, s.last_seen_at, u.id, u.role, u.name, u.email, u.username, u.company_name
         from app_session s join app_user u on u.id = s.user_id
        where s.id_hash = ? and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => ?)
          and u.disabled_at is null and (u.role <> 'client' or u.email_verified_at is not null)`,
      [idHash, ctx.config.SESSION_IDLE_MINUTES],
    );
    if (!row) return null;
    // Sliding idle window; written at most once a minute per session.
    if (Date.now() - new Date(row.last_seen_at).getTime() > 60_000) {
      await ctx.em.nativeUpdate(Session, { idHash }, { lastSeenAt: dbTime.now() });
    }
    return {
      idHash,
      user: toSessionUser({ id: row.id, role: row.role, name: row.name, email: row.email, username: row.username, companyName: row.company_name }),
    };
  })();
  return ctx.sessionCache as Promise<ActiveSession | null>;
}

/**
 * The portal client signed in on this request, if any: what a public form records as the client who made the record,
 * the portal's "own signed-in action" (docs/portal.md#the-rules). Staff and anonymous visitors: null.
 */
export async function signedInClientId(ctx: RequestContext): Promise<string | null> {
  if (!ctx.cookieHeader) return null;
  const session = await currentSession(ctx);
  return session?.user.role === 'client' ? session.user.id : null;
}

/** Signs `user` in on this browser with a fresh random id (any earlier session of this browser ends). */
export async function startSession(
  ctx: RequestContext,
  user: Pick<UserRow, 'id' | 'role' | 'name' | 'email' | 'username' | 'companyName'>,
): Promise<ActiveSession> {
  const previous = await currentSession(ctx);
  if (previous) await ctx.em.nativeDelete(Session, { idHash: previous.idHash });
  const token = randomBytes(32).toString('base64url');
  const idHash = hashToken(token);
  const maxAgeSeconds = ctx.config.SESSION_MAX_HOURS * 3600;
  await ctx.em.insert(Session, { idHash, user: user.id, lastSeenAt: dbTime.now(), expiresAt: dbTime.in(maxAgeSeconds, 'secs') });
  ctx.setCookie(cookie(ctx.config, token, maxAgeSeconds));
  ctx.setCookie(hintCookie(ctx.config, user.role === 'client' ? maxAgeSeconds : 0));
  const session = { idHash, user: toSessionUser(user) };
  ctx.sessionCache = Promise.resolve(session);
  return session;
}

/**
 * Ends every session of `userId`, on every browser: sign-out, a password
 * change or reset, disabling. Open chat sockets notice within seconds (the hub
 * re-checks their sessions). Pass a transactional em to make it part of a change.
 */
export async function endAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}

/** Signs this browser's user out everywhere and clears this browser's cookie. */
export async function endSession(ctx: RequestContext): Promise<void> {
  const session = await currentSession(ctx);
  if (session) await endAllSessions(ctx.em, session.user.id);
  ctx.setCookie(cookie(ctx.config, '', 0));
  ctx.setCookie(hintCookie(ctx.config, 0));
  ctx.sessionCache = Promise.resolve(null);
}
