import type {
  AdminLoginInput,
  ChangePasswordInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  PortalRegisterInput,
  PortalRegisterResult,
  Role,
  SessionUser,
  VerifyEmailInput,
} from '@elite/contracts/schemas/auth';
import { LockMode, type QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.ts';
import { dbTime } from '../../db/db-time.ts';
import { executePrepared } from '../../db/prepared.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { addressKey, hitAddressLimit } from '../limits/limit-address.ts';
import { GUARD_ALLOWS, hitLimit, limitGuard, peekLimit, resetLimit, waitText, type Limit } from '../limits/rate-limit.service.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox.service.ts';
import { accountMails, issueLinkToken } from './account-links.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AccountToken, PasswordResetRequest } from './session.entity.ts';
import { inTurn } from './sign-in-turns.ts';
import { currentSession, endAllSessions, endSession, hashToken, startSession } from './sessions.service.ts';
import { User, type UserRow } from './user.entity.ts';

/** Per account and address: five attempts in 15 minutes, then that address waits (not scaled). */
export const ACCOUNT_LOCKOUT: Limit = { max: 5, windowSeconds: 15 * 60 };
/** Per address: sign-in attempts of any outcome, scaled by RATE_LIMIT_SCALE. */
const addressLimit = (config: Config): Limit => ({ max: Math.ceil(30 * config.RATE_LIMIT_SCALE), windowSeconds: 15 * 60 });
/** Account mails (confirmation, reset, "already registered") per address: a form cannot be used to flood a mailbox. */
const ACCOUNT_MAILS: Limit = { max: 5, windowSeconds: 3600 };
/** Per address: registrations, "Forgot password" requests, uses of a reset link; each scaled by RATE_LIMIT_SCALE. */
const hourly =
  (max: number) =>
  (config: Config): Limit => ({ max: Math.ceil(max * config.RATE_LIMIT_SCALE), windowSeconds: 3600 });
const REGISTRATIONS = hourly(10);
const RESET_REQUESTS = hourly(10);
const RESET_LINK_USES = hourly(20);
/** Uses of one mailed link (wrong passwords, passwords refused): each may cost a password hash; not scaled. */
const LINK_USES: Limit = { max: 10, windowSeconds: 3600 };

/** Counts one use of a mailed link (by its hash), or refuses it with 429. */
async function limitLinkUses(ctx: RequestContext, idHash: string): Promise<void> {
  const state = await hitLimit(ctx.em, `account-link:${idHash}`, LINK_USES);
  if (!state.allowed) {
    throw new ServiceError(
      429,
      `This link was tried too often. Please wait ${waitText(state.retryAfterSeconds)}, or ask for a new one.`,
      state.retryAfterSeconds,
    );
  }
}

const lockedMessage = (seconds: number) => `Too many failed sign-in attempts. Please wait ${waitText(seconds)} before trying again.`;

/**
 * A delay before answering a sign-in to an account that failed often from
 * anywhere: it slows guessing spread over many addresses without locking the
 * account for its owner (anyone could trigger a lock). Zero below the lockout's
 * count, then 250 ms doubling to 2 s.
 */
export function softDelayMs(accountFailures: number): number {
  if (accountFailures < ACCOUNT_LOCKOUT.max) return 0;
  return Math.min(2000, 250 * 2 ** (accountFailures - ACCOUNT_LOCKOUT.max));
}

type SignInRow = Pick<UserRow, 'id' | 'role' | 'name' | 'email' | 'username' | 'companyName' | 'emailVerifiedAt' | 'disabledAt'>;

/**
 * The shared sign-in rule of the admin and portal doors. Each attempt is
 * counted before the password is checked (one atomic statement), per address
 * and per account+address, so racing requests cannot get past the count. The
 * attempts against one account are then served one at a time, from every
 * address and instance (inTurn), and an account's failures from everywhere
 * delay its answers: many addresses guess no faster than one. The password
 * check costs the same whether or not the account exists, and every refusal
 * reads alike (unknown, wrong, disabled).
 */
async function signIn(ctx: RequestContext, accountKey: string, find: () => Promise<SignInRow | null>, password: string, wrong: string) {
  await hitAddressLimit(
    ctx,
    'login',
    addressLimit(ctx.config),
    (wait) => `Too many sign-in attempts from your network. Please wait ${wait} before trying again.`,
  );
  const pairKey = addressKey(accountKey, ctx.clientIp);
  const attempt = await hitLimit(ctx.em, pairKey, ACCOUNT_LOCKOUT, 'sign_in_throttle');
  if (!attempt.allowed) throw new ServiceError(429, lockedMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);

  const { user, passwordHash } = await inTurn(ctx.em, accountKey, async () => {
    const delay = softDelayMs((await peekLimit(ctx.em, accountKey, ACCOUNT_LOCKOUT, 'sign_in_throttle')).count);
    if (delay > 0) await sleep(delay);
    const found = await find();
    const hash = found ? await storedPasswordHash(ctx.em, found.id) : undefined;
    const passwordRight = await verifyPassword(hash, password);
    if (!found || !passwordRight || found.disabledAt) {
      const failures = await hitLimit(ctx.em, accountKey, ACCOUNT_LOCKOUT, 'sign_in_throttle');
      ctx.log.info({ account: accountKey, failures: failures.count, fromThisAddress: attempt.count }, 'sign-in refused');
      if (attempt.count >= ACCOUNT_LOCKOUT.max) throw new ServiceError(429, lockedMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
      throw new ServiceError(401, wrong);
    }
    await resetLimit(ctx.em, pairKey, 'sign_in_throttle');
    await resetLimit(ctx.em, accountKey, 'sign_in_throttle');
    return { user: found, passwordHash: hash };
  });
  if (user.role === 'client' && !user.emailVerifiedAt) {
    // Only someone who knows the password learns this; the link goes to the address, not to them.
    await resendConfirmation(ctx, user, passwordHash!);
    throw new ServiceError(403, `Please confirm your e-mail address first: we have sent a new confirmation link to ${user.email}.`);
  }
  const session = await startSession(ctx, user);
  ctx.log.info({ userId: user.id, role: user.role }, 'signed in');
  return session.user;
}

async function storedPasswordHash(em: EntityManager, userId: string): Promise<string | undefined> {
  const row = await em.createQueryBuilder(User).select('passwordHash').where({ id: userId }).execute<{ passwordHash: string } | undefined>('get');
  return row?.passwordHash;
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

/** Portal clients sign in by e-mail, once they have confirmed it. */
export function portalLogin(ctx: RequestContext, input: { email: string; password: string }): Promise<SessionUser> {
  return signIn(
    ctx,
    `login:client:${input.email}`,
    () => ctx.em.findOne(User, { email: input.email, role: 'client' }),
    input.password,
    'Invalid email or password',
  );
}

/** Queues account mails to `to` unless that address had its hourly share; true when queued. */
async function mailAccount(ctx: RequestContext, em: EntityManager, to: string, mails: NewMail[]): Promise<boolean> {
  const allowed = (await hitLimit(ctx.em, `account-mail:${to}`, ACCOUNT_MAILS)).allowed;
  if (!allowed) {
    ctx.log.info('account mail not sent: hourly limit for this address');
    return false;
  }
  await enqueueMail(em, mails);
  return true;
}

async function resendConfirmation(ctx: RequestContext, user: SignInRow, passwordHash: string): Promise<void> {
  await ctx.em.fork().transactional(async (em) => {
    const token = await issueLinkToken(em, user.id, 'verify-email', { passwordHash });
    await mailAccount(ctx, em, user.email!, [accountMails.confirmEmail(ctx, user.email!, token)]);
  });
  ctx.notifyOutbox();
}

/**
 * Creates a portal account and mails a confirmation link; the account shows no
 * record until the link is used with the password chosen here. The answer is the
 * same whatever the address was: new, registered but unconfirmed (a new link,
 * carrying this registration's password, so the mailbox's owner is never locked
 * out by someone who registered their address first), or confirmed (its owner
 * is told by mail, and how to sign in or reset).
 */
export async function portalRegister(ctx: RequestContext, input: PortalRegisterInput & { email: string }): Promise<PortalRegisterResult> {
  await hitAddressLimit(
    ctx,
    'register',
    REGISTRATIONS(ctx.config),
    (wait) => `Too many accounts created from your network. Please wait ${wait} and try again.`,
  );
  checkPassword('password', input.password, 'client', [input.email, input.fullName, input.companyName]);
  const passwordHash = await hashPassword(input.password);
  const registration = { passwordHash, name: input.fullName, companyName: input.companyName };
  await ctx.em.fork().transactional(async (em) => {
    // A registration racing another for the same address inserts nothing and goes on as for an existing one.
    const id = crypto.randomUUID();
    const inserted = await em
      .createQueryBuilder(User)
      .insert({ id, role: 'client', email: input.email, name: input.fullName, companyName: input.companyName, passwordHash })
      .onConflict('email')
      .ignore()
      .execute<QueryResult>('run');
    if (inserted.affectedRows > 0) {
      const token = await issueLinkToken(em, id, 'verify-email', registration);
      await mailAccount(ctx, em, input.email, [accountMails.confirmEmail(ctx, input.email, token)]);
      ctx.log.info({ userId: id }, 'portal account created, awaiting e-mail confirmation');
      return;
    }
    const existing = await em.createQueryBuilder(User).select(['id', 'role', 'emailVerifiedAt', 'disabledAt']).where({ email: input.email }).execute('get');
    if (!existing || existing.role !== 'client' || existing.disabledAt) return;
    if (existing.emailVerifiedAt) {
      await mailAccount(ctx, em, input.email, [accountMails.alreadyRegistered(ctx, input.email)]);
      return;
    }
    const token = await issueLinkToken(em, existing.id, 'verify-email', registration);
    await mailAccount(ctx, em, input.email, [accountMails.confirmEmail(ctx, input.email, token)]);
  });
  ctx.notifyOutbox();
  return { ok: true, email: input.email };
}

const linkUsedOrExpired = (what: string) => new ServiceError(400, `This link has expired or was already used. ${what}`);

/**
 * The confirmation link, used with the password chosen at registration: the
 * account takes that registration's password, name and company, its e-mail is
 * confirmed, every other link and session of it ends, and this browser is
 * signed in. A wrong password leaves the link unused.
 */
export async function verifyEmail(ctx: RequestContext, input: VerifyEmailInput): Promise<SessionUser> {
  await hitAddressLimit(ctx, 'login', addressLimit(ctx.config), (wait) => `Too many attempts from your network. Please wait ${wait} before trying again.`);
  const idHash = hashToken(input.token);
  const user = await ctx.em.fork().transactional(async (em) => {
    // The link's row stays locked until the commit: two uses of one link at once apply it once.
    const link = await em
      .createQueryBuilder(AccountToken, 't')
      .select(['user', 'passwordHash', 'name', 'companyName'])
      .where({ idHash, purpose: 'verify-email', expiresAt: { $gt: dbTime.now() }, user: { disabledAt: null } })
      .setLockMode(LockMode.PESSIMISTIC_WRITE, ['t'])
      .execute<{ user: string; passwordHash: string | null; name: string | null; companyName: string | null } | undefined>('get');
    if (!link) throw linkUsedOrExpired('Sign in to get a new one, or create your account again.');
    await limitLinkUses(ctx, idHash);
    if (!(await verifyPassword(link.passwordHash ?? undefined, input.password))) {
      throw new ServiceError(401, 'This is not the password chosen when this account was created. Please try again.');
    }
    await em.nativeUpdate(
      User,
      { id: link.user },
      {
        passwordHash: link.passwordHash!,
        ...(link.name !== null ? { name: link.name } : {}),
        ...(link.companyName !== null ? { companyName: link.companyName } : {}),
        emailVerifiedAt: dbTime.now(),
      },
    );
    const updated = await em.createQueryBuilder(User).select(['id', 'role', 'name', 'email', 'companyName']).where({ id: link.user }).execute('get');
    await em.nativeDelete(AccountToken, { user: link.user });
    await endAllSessions(em, link.user);
    return updated;
  });
  ctx.log.info({ userId: user.id }, 'portal e-mail confirmed');
  const session = await startSession(ctx, { ...user, username: null });
  return session.user;
}

/**
 * "Forgot password" (docs/accounts.md#forgot-password): the same work whatever the address. The request counts its
 * limits and stores the request, in statements that do not depend on whether an account has the address; the
 * outbox worker later mails a reset link if one has (mailResetLinks). The answer never says which it was.
 */
export async function requestPasswordReset(ctx: RequestContext, input: PasswordResetRequestInput & { email: string }): Promise<{ ok: true }> {
  await hitAddressLimit(ctx, 'reset', RESET_REQUESTS(ctx.config), (wait) => `Too many requests from your network. Please wait ${wait} and try again.`);
  // The address's account mails and the request in one statement: over the hourly share, nothing is stored.
  const guard = limitGuard(`account-mail:${input.email}`, ACCOUNT_MAILS);
  // raw SQL: the mailbox's count and the request as one prepared statement (decision 18), as for a contact message.
  const [row] = await executePrepared<{ count: number; window_start: Date }>(
    ctx.db,
    `with ${guard.cte.sql}, requested as (insert into password_reset_request (id, email, link_origin) select ?, ?, ? where ${GUARD_ALLOWS})
     select count, window_start from guard`,
    [...guard.cte.params, crypto.randomUUID(), input.email, ctx.origin],
  );
  if (!guard.state(row).allowed) ctx.log.info('password reset not requested: hourly limit for this address');
  ctx.notifyOutbox();
  return { ok: true };
}

/** Requests the outbox worker turns into mails per run. */
const RESET_REQUESTS_PER_RUN = 20;

/**
 * The outbox worker's part of "Forgot password": takes waiting requests (instances share them, SKIP LOCKED), and for
 * each whose address is an enabled client account issues a reset link and queues its mail; a request for any other
 * address ends there. Requests, links and mails change in one transaction. Returns how many requests it took.
 */
export async function mailResetLinks(em: EntityManager): Promise<number> {
  // Most runs find none: one read, without a transaction.
  if ((await em.fork().find(PasswordResetRequest, {}, { fields: ['id'], limit: 1 })).length === 0) return 0;
  return em.fork().transactional(async (tx) => {
    const requests = await tx.find(
      PasswordResetRequest,
      {},
      { orderBy: { createdAt: 'asc' }, limit: RESET_REQUESTS_PER_RUN, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (requests.length === 0) return 0;
    const emails = [...new Set(requests.map((r) => r.email))];
    const accounts = await tx.find(User, { email: { $in: emails }, role: 'client', disabledAt: null }, { fields: ['id', 'email', 'name'] });
    const byEmail = new Map(accounts.map((u) => [u.email!, u]));
    const mails: NewMail[] = [];
    for (const request of requests) {
      const account = byEmail.get(request.email);
      if (!account) continue;
      const token = await issueLinkToken(tx, account.id, 'reset-password');
      mails.push(accountMails.resetPassword({ origin: request.linkOrigin }, request.email, token));
    }
    await enqueueMail(tx, mails);
    await tx.nativeDelete(PasswordResetRequest, { id: { $in: requests.map((r) => r.id) } });
    return requests.length;
  });
}

/**
 * The reset link: a new password, the address proved (so it is confirmed), every session and link of the account
 * ended. The link is looked up before anything costly: the password is judged and hashed only for a link that
 * works, and uses are counted per address and per link.
 */
export async function resetPassword(ctx: RequestContext, input: PasswordResetInput): Promise<{ ok: true }> {
  await hitAddressLimit(
    ctx,
    'password-reset',
    RESET_LINK_USES(ctx.config),
    (wait) => `Too many attempts from your network. Please wait ${wait} and try again.`,
  );
  const idHash = hashToken(input.token);
  const usable = { idHash, purpose: 'reset-password' as const, expiresAt: { $gt: dbTime.now() }, user: { disabledAt: null } };
  const link = await ctx.em
    .createQueryBuilder(AccountToken, 't')
    .select(['u.role', 'u.email', 'u.name'])
    .join('t.user', 'u')
    .where(usable)
    .execute<{ role: Role; email: string | null; name: string } | undefined>('get');
  if (!link) throw linkUsedOrExpired('Please ask for a new one with "Forgot password".');
  await limitLinkUses(ctx, idHash);
  checkPassword('password', input.password, link.role, [link.email, link.name]);
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.em.fork().transactional(async (em) => {
    // The link's row stays locked until the commit deletes it: a second use at once finds nothing.
    const claimed = await em
      .createQueryBuilder(AccountToken, 't')
      .select('user')
      .where(usable)
      .setLockMode(LockMode.PESSIMISTIC_WRITE, ['t'])
      .execute<{ user: string } | undefined>('get');
    if (!claimed) throw linkUsedOrExpired('Please ask for a new one with "Forgot password".');
    await em.nativeUpdate(User, { id: claimed.user }, { passwordHash });
    await em.nativeUpdate(User, { id: claimed.user, emailVerifiedAt: null }, { emailVerifiedAt: dbTime.now() });
    await em.nativeDelete(AccountToken, { user: claimed.user });
    await endAllSessions(em, claimed.user);
    return claimed.user;
  });
  ctx.log.info({ userId }, 'password reset by mailed link');
  return { ok: true };
}

/** A signed-in person's new password: every session of theirs ends, this browser gets a fresh one. */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<SessionUser> {
  const session = await currentSession(ctx);
  if (!session) throw new ServiceError(401, 'Please sign in.');
  const guesses = await hitLimit(ctx.em, `password-change:${session.user.id}`, ACCOUNT_LOCKOUT, 'sign_in_throttle');
  if (!guesses.allowed) throw new ServiceError(429, lockedMessage(guesses.retryAfterSeconds), guesses.retryAfterSeconds);
  const { user } = session;
  checkPassword('newPassword', input.newPassword, user.role, [user.email, user.username, user.name]);
  if (!(await verifyPassword(await storedPasswordHash(ctx.em, session.user.id), input.currentPassword))) {
    throw new ServiceError(401, 'Your current password is not right.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.em.fork().transactional(async (em) => {
    await em.nativeUpdate(User, { id: session.user.id }, { passwordHash });
    await em.nativeDelete(AccountToken, { user: session.user.id, purpose: 'reset-password' });
    await endAllSessions(em, session.user.id);
  });
  await resetLimit(ctx.em, `password-change:${session.user.id}`, 'sign_in_throttle');
  ctx.sessionCache = Promise.resolve(null);
  ctx.log.info({ userId: session.user.id }, 'password changed; every session ended');
  return (await startSession(ctx, { ...session.user, companyName: session.user.companyName })).user;
}

/** Sign-out ends every session of this person (every browser, chat sockets included). */
export async function logout(ctx: RequestContext): Promise<{ ok: true }> {
  await endSession(ctx);
  return { ok: true };
}

/**
 * The enabled client account that has proved this e-mail (decision 25), or null: the only account staff may put a
 * record of that e-mail in the portal of (docs/portal.md#the-rules). Client e-mails are stored lowercase.
 */
export async function confirmedClientByEmail(em: EntityManager, email: string): Promise<{ id: string; name: string } | null> {
  const user = await em.findOne(
    User,
    { email: email.trim().toLowerCase(), role: 'client', emailVerifiedAt: { $ne: null }, disabledAt: null },
    { fields: ['id', 'name'] },
  );
  return user ? { id: user.id, name: user.name } : null;
}

/** The client account registered with this e-mail (lowercased), confirmed or not, enabled or not: the client page's account. */
export function clientAccountByEmail(
  em: EntityManager,
  email: string,
): Promise<Pick<UserRow, 'id' | 'name' | 'companyName' | 'phone' | 'emailVerifiedAt' | 'disabledAt' | 'createdAt'> | null> {
  return em.findOne(User, { email, role: 'client' }, { fields: ['id', 'name', 'companyName', 'phone', 'emailVerifiedAt', 'disabledAt', 'createdAt'] });
}
