import type { SessionUser, SetAccountDisabledInput, StaffAccountInput, StaffAccountRow, StaffEmail } from '@elite/contracts/schemas/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endAllSessions } from './sessions.service.ts';
import { User } from './user.entity.ts';

/*
 * Staff accounts (docs/accounts.md#staff-accounts): who they are, who may be given work, and what an admin or
 * `npm run admin:create` changes about them. Signing in, the portal's accounts and their links stay in
 * accounts.service.ts.
 */

/** Staff accounts for the admin, newest first. */
export async function listStaffAccounts(em: EntityManager): Promise<StaffAccountRow[]> {
  const rows = await em.find(User, { role: { $in: ['admin', 'agent'] } }, { orderBy: { createdAt: 'desc' } });
  return rows.map((u) => ({
    id: u.id,
    role: u.role,
    username: u.username ?? null,
    email: u.email ?? null,
    name: u.name,
    createdAt: u.createdAt.toISOString(),
    disabled: Boolean(u.disabledAt),
  }));
}

/** The names of some accounts, by id (who a record is assigned to, who changed it). */
export async function accountNames(em: EntityManager, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await em.find(User, { id: { $in: wanted } }, { fields: ['id', 'name'] });
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** An enabled staff account (admin or support agent) by id, or null: who a record may be assigned to. */
export async function enabledStaff(em: EntityManager, id: string): Promise<{ id: string; name: string } | null> {
  const user = await em.findOne(User, { id, role: { $in: ['admin', 'agent'] }, disabledAt: null }, { fields: ['id', 'name'] });
  return user ? { id: user.id, name: user.name } : null;
}

/** The e-mail of an enabled staff account, when it has one: where work given to that person is announced. */
export async function staffMailbox(em: EntityManager, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const user = await em.findOne(User, { id, role: { $in: ['admin', 'agent'] }, disabledAt: null }, { fields: ['id', 'email'] });
  return user?.email ?? null;
}

/** The enabled staff accounts (admins and support agents), by name: who may answer chats and be given one. */
export async function enabledStaffList(em: EntityManager): Promise<{ id: string; name: string; role: 'admin' | 'agent' }[]> {
  const rows = await em.find(
    User,
    { role: { $in: ['admin', 'agent'] }, disabledAt: null },
    { fields: ['id', 'name', 'role'], orderBy: { name: 'asc', id: 'asc' } },
  );
  return rows.map((u) => ({ id: u.id, name: u.name, role: u.role as 'admin' | 'agent' }));
}

/**
 * An admin disables (or enables) an account: its sessions end at once and its
 * chat sockets close within seconds. Nobody disables themselves, and the last
 * enabled admin stays.
 */
export async function setAccountDisabled(ctx: RequestContext, actor: SessionUser, input: SetAccountDisabledInput): Promise<{ ok: true }> {
  if (input.disabled && input.userId === actor.id) throw new ServiceError(400, 'You cannot disable your own account.');
  await ctx.em.fork().transactional(async (em) => {
    // One admin at a time: two admins disabling each other cannot leave none.
    // raw SQL: a transaction-scoped advisory lock, which the ORM has no call for.
    await em.execute(`select pg_advisory_xact_lock(hashtext('account-disable'))`);
    const target = await em.createQueryBuilder(User).select('role').where({ id: input.userId }).execute('get');
    if (!target) throw new ServiceError(404, 'This account does not exist.');
    if (input.disabled && target.role === 'admin') {
      const others = await em.count(User, { role: 'admin', disabledAt: null, id: { $ne: input.userId } });
      if (others === 0) throw new ServiceError(409, 'This is the last admin account: add another admin before disabling it.');
    }
    if (input.disabled) {
      // An account already disabled keeps the time it was disabled.
      await em.nativeUpdate(User, { id: input.userId, disabledAt: null }, { disabledAt: dbTime.now() });
      await endAllSessions(em, input.userId);
    } else {
      await em.nativeUpdate(User, { id: input.userId }, { disabledAt: null });
    }
  });
  ctx.log.info({ userId: input.userId, by: actor.id, disabled: input.disabled }, 'account disabled state changed');
  return { ok: true };
}

const EMAIL_TAKEN = 'Another account already uses this e-mail address.';

/**
 * An admin sets, changes or clears a staff account's e-mail (docs/admin.md#staff): where the work given to that person
 * and their follow-up reminders are mailed; without one, the team's address. One address is one account, staff or
 * client (the column is unique): another's address is 409, a client's account or an unknown id 404. Logged with who
 * made the change, as disabling is, but never with the address.
 */
export async function setStaffEmail(ctx: RequestContext, actor: SessionUser, input: StaffEmail): Promise<StaffAccountRow> {
  const em = ctx.em.fork();
  const target = await em.findOne(User, { id: input.userId, role: { $in: ['admin', 'agent'] } }, { fields: ['id'] });
  if (!target) throw new ServiceError(404, 'This account does not exist.');
  if (input.email && (await em.count(User, { email: input.email, id: { $ne: input.userId } })) > 0) throw new ServiceError(409, EMAIL_TAKEN);
  try {
    await em.nativeUpdate(User, { id: input.userId }, { email: input.email });
  } catch (error) {
    // 23505: another account took the address between the check and the update.
    if ((error as { code?: string }).code === '23505') throw new ServiceError(409, EMAIL_TAKEN);
    throw error;
  }
  ctx.log.info({ userId: input.userId, by: actor.id, cleared: input.email === null }, 'staff e-mail changed');
  const [row] = (await listStaffAccounts(em)).filter((a) => a.id === input.userId);
  return row!;
}

/**
 * Creates or updates a staff account (`npm run admin:create`, which an operator may also use to set a forgotten
 * password). The password must meet the staff's rule (passwordProblem): a ServiceError of 400 on `password`
 * otherwise. A new password ends the account's sessions; the same password keeps them.
 */
export async function upsertStaffAccount(em: EntityManager, input: StaffAccountInput): Promise<void> {
  checkPassword('password', input.password, input.role, [input.username, input.name]);
  const username = input.username.toLowerCase();
  const existing = await em
    .createQueryBuilder(User)
    .select(['id', 'passwordHash'])
    .where({ username })
    .execute<{ id: string; passwordHash: string } | undefined>('get');
  const samePassword = existing ? await verifyPassword(existing.passwordHash, input.password) : false;
  const passwordHash = samePassword ? existing!.passwordHash : await hashPassword(input.password);
  await em
    .createQueryBuilder(User)
    .insert({ id: crypto.randomUUID(), role: input.role, username, name: input.name, passwordHash })
    .onConflict('username')
    .merge(['role', 'name', 'passwordHash'])
    .execute('run');
  if (existing && !samePassword) await endAllSessions(em, existing.id);
}
