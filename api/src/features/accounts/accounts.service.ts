import type { AdminLoginInfo, AdminLoginInput, PortalRegisterInput, SessionUser, StaffAccountInput } from '@elite/contracts/schemas/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { Logger } from '../../logger.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { hitLimit, peekLimit, resetLimit, waitText, type Limit } from '../limits/rate-limit.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSession, startSession } from './sessions.service.ts';
import { User, type UserRow } from './user.entity.ts';

/** The demo admin of demo mode (no admin configured): shown on the login page, removed once a real admin exists. */
export const DEMO_ADMIN = { username: 'admin', password: 'EliteDemo!2024', name: 'Demo Administrator' } as const;

/** Per account: five wrong passwords lock it for 15 minutes (not scaled: DECISIONS 5). */
export const ACCOUNT_LOCKOUT: Limit = { max: 5, windowSeconds: 15 * 60 };
/** Per address: sign-in attempts of any outcome, scaled by RATE_LIMIT_SCALE. */
const addressLimit = (config: Config): Limit => ({ max: Math.ceil(30 * config.RATE_LIMIT_SCALE), windowSeconds: 15 * 60 });

const lockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${waitText(seconds)} before trying again.`;

/**
 * The shared sign-in rule of the admin and portal doors: limits first (per
 * address, then per account), the password check (constant work whether or
 * not the account exists), then a fresh session.
 */
async function signIn(ctx: RequestContext, accountKey: string, find: () => Promise<UserRow | null>, password: string, wrong: string) {
  const perAddress = await hitLimit(ctx.em, `login:ip:${ctx.clientIp}`, addressLimit(ctx.config));
  if (!perAddress.allowed) {
    throw new ServiceError(429, `Too many sign-in attempts from your network. Please wait ${waitText(perAddress.retryAfterSeconds)} before trying again.`, perAddress.retryAfterSeconds);
  }
  const lock = await peekLimit(ctx.em, accountKey, ACCOUNT_LOCKOUT);
  if (!lock.allowed) throw new ServiceError(429, lockedMessage(lock.retryAfterSeconds), lock.retryAfterSeconds);

  const user = await find();
  const passwordHash = user
    ? (await ctx.em.getConnection().execute<{ password_hash: string }[]>('select password_hash from app_user where id = ?', [user.id]))[0]?.password_hash
    : undefined;
  if (!(await verifyPassword(passwordHash, password)) || !user) {
    const failures = await hitLimit(ctx.em, accountKey, ACCOUNT_LOCKOUT);
    ctx.log.info({ account: accountKey, failures: failures.count }, 'sign-in refused');
    if (failures.count >= ACCOUNT_LOCKOUT.max) throw new ServiceError(429, lockedMessage(failures.retryAfterSeconds), failures.retryAfterSeconds);
    throw new ServiceError(401, wrong);
  }
  await resetLimit(ctx.em, accountKey);
  const session = await startSession(ctx, user);
  ctx.log.info({ userId: user.id, role: user.role }, 'signed in');
  return session.user;
}

/** Staff (admin or agent) sign in by username on /admin-login or /support-chat. */
export function adminLogin(ctx: RequestContext, input: AdminLoginInput): Promise<SessionUser> {
  const username = input.username.toLowerCase();
  return signIn(
    ctx,
    `login:staff:${username}`,
    () => ctx.em.findOne(User, { username, role: { $in: ['admin', 'agent'] } }),
    input.password,
    'Please check your username and password.',
  );
}

/** Portal clients sign in by e-mail. */
export function portalLogin(ctx: RequestContext, input: { email: string; password: string }): Promise<SessionUser> {
  return signIn(
    ctx,
    `login:client:${input.email}`,
    () => ctx.em.findOne(User, { email: input.email, role: 'client' }),
    input.password,
    'Invalid email or password',
  );
}

/** Creates a portal client account (spec 3: then the visitor signs in). */
export async function portalRegister(ctx: RequestContext, input: PortalRegisterInput & { email: string }): Promise<{ ok: true }> {
  const perAddress = await hitLimit(ctx.em, `register:ip:${ctx.clientIp}`, { max: Math.ceil(10 * ctx.config.RATE_LIMIT_SCALE), windowSeconds: 3600 });
  if (!perAddress.allowed) {
    throw new ServiceError(429, `Too many accounts created from your network. Please wait ${waitText(perAddress.retryAfterSeconds)} and try again.`, perAddress.retryAfterSeconds);
  }
  const passwordHash = await hashPassword(input.password);
  const inserted = await ctx.em.getConnection().execute<{ id: string }[]>(
    `insert into app_user (id, role, email, name, company_name, password_hash) values (?, 'client', ?, ?, ?, ?)
     on conflict do nothing returning id`,
    [crypto.randomUUID(), input.email, input.fullName, input.companyName, passwordHash],
  );
  if (inserted.length === 0) {
    // Says no more than needed: not whose account it is, nor anything about it.
    throw new ServiceError(409, 'We could not create an account with this e-mail. If you already have one, please sign in.');
  }
  ctx.log.info({ userId: inserted[0]!.id }, 'portal account created');
  return { ok: true };
}

export async function logout(ctx: RequestContext): Promise<{ ok: true }> {
  await endSession(ctx);
  return { ok: true };
}

/** Demo mode shows the demo credentials on the login page; otherwise nothing. */
export async function adminLoginInfo(em: EntityManager): Promise<AdminLoginInfo> {
  const demo = await em.count(User, { isDemo: true });
  return demo > 0 ? { demo: true, username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } : { demo: false };
}

/** Creates or updates a staff account (the CLI and ADMIN_USERNAME/ADMIN_PASSWORD); a real admin ends demo mode. */
export async function upsertStaffAccount(em: EntityManager, input: StaffAccountInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await em.getConnection().execute(
    `insert into app_user (id, role, username, name, password_hash) values (?, ?, ?, ?, ?)
     on conflict (username) do update set role = excluded.role, name = excluded.name, password_hash = excluded.password_hash, is_demo = false`,
    [crypto.randomUUID(), input.role, input.username.toLowerCase(), input.name, passwordHash],
  );
  if (input.role === 'admin') await em.getConnection().execute('delete from app_user where is_demo');
}

/**
 * At start: ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin (demo
 * mode off); otherwise, with no real admin, the demo admin is seeded.
 */
export async function ensureStaffAccounts(em: EntityManager, config: Config, logger: Logger): Promise<void> {
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await upsertStaffAccount(em, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, role: 'admin', name: config.ADMIN_NAME });
    logger.info({ username: config.ADMIN_USERNAME.toLowerCase() }, 'admin account from configuration');
    return;
  }
  const realAdmins = await em.count(User, { role: 'admin', isDemo: false });
  if (realAdmins > 0) {
    await em.getConnection().execute('delete from app_user where is_demo');
    return;
  }
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await em.getConnection().execute(
    `insert into app_user (id, role, username, name, password_hash, is_demo) values (?, 'admin', ?, ?, ?, true) on conflict (username) do nothing`,
    [crypto.randomUUID(), DEMO_ADMIN.username, DEMO_ADMIN.name, passwordHash],
  );
  logger.warn('demo mode: a demo admin is seeded and its credentials are shown on /admin-login; set ADMIN_USERNAME and ADMIN_PASSWORD for a real one');
}
