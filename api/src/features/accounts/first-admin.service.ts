import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminLoginInfo, AdminSetupInput, SessionUser } from '@elite/contracts/schemas/auth';
import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigError, type Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { Logger } from '../../logger.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { AppSetting } from '../system/app-setting.entity.ts';
import { hitAddressLimit } from '../limits/limit-address.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, startSession } from './sessions.service.ts';
import { User } from './user.entity.ts';

/**
 * The first admin of an installation (docs/accounts.md#the-first-admin, decision 41). No password is ever published
 * or shown on a page: while no admin exists, each start makes a one-time setup link, prints it and writes it to a
 * file only the server's user can read; whoever holds it creates the first admin at /admin-setup. ADMIN_USERNAME and
 * ADMIN_PASSWORD create that admin when the account does not exist yet, and never touch it afterwards.
 */

/** The file in DATA_DIR that holds the setup link while the site waits for its first admin (mode 0600). */
export const SETUP_LINK_FILE = 'admin-setup-link.txt';
/** The app_setting row that holds the hash of the current setup token. */
const SETUP_TOKEN_KEY = 'admin_setup_token';

/** Per address: setup attempts an hour (scaled), so the 256-bit token is not the only bound on guessing. */
const setupLimit = (config: Config) => ({ max: Math.ceil(10 * config.RATE_LIMIT_SCALE), windowSeconds: 3600 });

const enabledAdmins = (em: EntityManager) => em.count(User, { role: 'admin', disabledAt: null });

export interface FirstAdminOptions {
  /** The site may wait for its first admin through the setup link: the embedded database (tests pass it for their own database). */
  setupAllowed: boolean;
}

/**
 * At start: ADMIN_USERNAME/ADMIN_PASSWORD create that admin if no account has that username (a password changed in
 * the app later is never reset). Then, with no enabled admin: a new setup token when setup is allowed (returned,
 * its hash stored), otherwise the start is refused, saying what to set.
 */
export async function ensureFirstAdmin(em: EntityManager, config: Config, logger: Logger, options: FirstAdminOptions): Promise<{ setupToken?: string }> {
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const username = config.ADMIN_USERNAME.toLowerCase();
    const created = await createStaffAccountIfAbsent(em, { username, password: config.ADMIN_PASSWORD, role: 'admin', name: config.ADMIN_NAME });
    if (created) logger.info({ username }, 'admin account created from ADMIN_USERNAME and ADMIN_PASSWORD (first start)');
    else logger.info({ username }, 'ADMIN_USERNAME names an existing account: left as it is (ADMIN_PASSWORD is used only to create it)');
  }
  if ((await enabledAdmins(em)) > 0) {
    await em.nativeDelete(AppSetting, { key: SETUP_TOKEN_KEY });
    return {};
  }
  if (!options.setupAllowed) {
    throw new ConfigError(['ADMIN_USERNAME and ADMIN_PASSWORD must be set (or `npm run admin:create` run): DATABASE_URL is set and its database has no admin']);
  }
  const setupToken = randomBytes(32).toString('base64url');
  await em.upsert(AppSetting, { key: SETUP_TOKEN_KEY, value: hashToken(setupToken) });
  return { setupToken };
}

/**
 * Writes the setup link where the person who started the server can read it and nobody else can, or removes the
 * file once the site has an admin. Returns the file's path.
 */
export async function writeSetupLinkFile(dataDir: string, link: string | undefined): Promise<string> {
  const file = path.join(dataDir, SETUP_LINK_FILE);
  if (!link) {
    await fs.rm(file, { force: true });
    return file;
  }
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${link}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that already exists.
  await fs.chmod(file, 0o600);
  return file;
}

/** /admin-login and /admin-setup: does the site still wait for its first admin? */
export async function adminLoginInfo(ctx: Pick<RequestContext, 'em'>): Promise<AdminLoginInfo> {
  return { setupNeeded: (await enabledAdmins(ctx.em)) === 0 };
}

/**
 * Creates a staff account unless the username is taken; true when created. The account is made as given: nothing
 * of an existing one changes (ADMIN_USERNAME's bootstrap, the setup link).
 */
async function createStaffAccountIfAbsent(
  em: EntityManager,
  input: { username: string; password: string; role: 'admin' | 'agent'; name: string },
): Promise<{ id: string } | null> {
  const taken = await em.count(User, { username: input.username });
  if (taken > 0) return null;
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const inserted = await em
    .createQueryBuilder(User)
    .insert({ id, role: input.role, username: input.username, name: input.name, passwordHash })
    .onConflict('username')
    .ignore()
    .execute<QueryResult>('run');
  return inserted.affectedRows > 0 ? { id } : null;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The setup link's form: the holder of the current setup token creates the first admin and is signed in as them.
 * The token is checked before any password is judged or hashed; one admin at a time (an advisory lock), and once an admin
 * exists the link is spent.
 */
export async function setUpFirstAdmin(ctx: RequestContext, input: AdminSetupInput): Promise<SessionUser> {
  await hitAddressLimit(ctx, 'admin-setup', setupLimit(ctx.config), (wait) => `Too many attempts from your network. Please wait ${wait} and try again.`);
  const username = input.username.toLowerCase();
  const admin = await ctx.em.fork().transactional(async (em) => {
    // raw SQL: a transaction-scoped advisory lock, which the ORM has no call for. Two holders of the link at once make one admin.
    await em.execute(`select pg_advisory_xact_lock(hashtext('first-admin'))`);
    if ((await enabledAdmins(em)) > 0) throw new ServiceError(409, 'This site already has an admin. Please sign in.');
    const stored = await em.findOne(AppSetting, { key: SETUP_TOKEN_KEY });
    if (!stored || !sameHash(stored.value, hashToken(input.token))) {
      throw new ServiceError(403, 'This setup link is not valid any more. Use the link the server printed when it last started.');
    }
    // Only the link's holder learns whether their password is good enough (docs/accounts.md#passwords).
    checkPassword('password', input.password, 'admin', [username, input.name]);
    const created = await createStaffAccountIfAbsent(em, { username, password: input.password, role: 'admin', name: input.name });
    if (!created) throw new ServiceError(409, 'This username is taken. Please choose another.');
    await em.nativeDelete(AppSetting, { key: SETUP_TOKEN_KEY });
    return created;
  });
  await writeSetupLinkFile(ctx.config.dataDir, undefined);
  ctx.log.info({ userId: admin.id, username }, 'first admin created with the setup link');
  const session = await startSession(ctx, { id: admin.id, role: 'admin', name: input.name, email: null, username, companyName: null });
  return session.user;
}
