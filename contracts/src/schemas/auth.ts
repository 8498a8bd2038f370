import { z } from 'zod';
import { instant } from './instant.ts';

/** Roles of signed-in people: staff (admin, agent) and portal clients. */
export const roles = ['admin', 'agent', 'client'] as const;
export type Role = (typeof roles)[number];

/** Clients' passwords (docs/accounts.md#passwords); the server also refuses well-known ones. */
export const PASSWORD_MIN = 8;
/** Staff (admins and support agents) reach every client's records: a longer password. */
export const STAFF_PASSWORD_MIN = 12;
/** Long passphrases are welcome; the cap only keeps hashing bounded. */
export const PASSWORD_MAX = 256;

const requiredText = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** docs/admin.md#staff-sign-in: admin login, username and password both required. */
export const adminLoginInput = z.object({
  username: requiredText('Username is required', 100),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

/**
 * An e-mail as a person is known by it: spaces trimmed, a valid address, lowercased. Portal accounts are stored so,
 * and records are matched to a client by it (docs/admin.md#one-client).
 */
export const normalizedEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((v) => v.toLowerCase());
const email = normalizedEmail;

/** POST /api/portal/login (docs/portal.md#sign-in): email, password. */
export const portalLoginInput = z.object({
  email,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type PortalLoginInput = z.input<typeof portalLoginInput>;

const passwordOfAtLeast = (min: number) =>
  z
    .string({ message: 'Password is required' })
    .min(min, `Password must be at least ${min} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);
const newPassword = passwordOfAtLeast(PASSWORD_MIN);

/** POST /api/portal/register (docs/portal.md#create-account): email, password, fullName, companyName. */
export const portalRegisterInput = z.object({
  email,
  password: newPassword,
  fullName: requiredText('Full name is required'),
  companyName: requiredText('Company name is required'),
});
export type PortalRegisterInput = z.input<typeof portalRegisterInput>;

/** The Create Account form: the register payload plus the confirmation (checked in the browser and here). */
export const portalRegisterForm = portalRegisterInput
  .extend({ confirmPassword: z.string({ message: 'Please confirm your password' }).min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/**
 * The secret of a mailed link (verify e-mail, reset password): 32 random bytes
 * in base64url. A mangled link gets a message rather than a lookup.
 */
export const accountLinkToken = z
  .string({ message: 'This link is incomplete. Please open the link from your e-mail again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Please open the link from your e-mail again.');

/** The link of the confirmation mail, with the password chosen at registration (docs/decisions/0025-accounts-and-sessions.md). */
export const verifyEmailInput = z.object({
  token: accountLinkToken,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type VerifyEmailInput = z.input<typeof verifyEmailInput>;

/** "Forgot password": the answer is the same whether or not an account has this e-mail. */
export const passwordResetRequestInput = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

/** The reset link's form: a new password for the account the link was mailed to. */
export const passwordResetInput = z.object({ token: accountLinkToken, password: newPassword });
export type PasswordResetInput = z.input<typeof passwordResetInput>;

const confirmation = z.string({ message: 'Please confirm your password' }).min(1, 'Please confirm your password');

export const passwordResetForm = passwordResetInput
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** A signed-in person changes their password: every session of theirs ends, this browser gets a new one. */
export const changePasswordInput = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX, 'Password is too long'),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** What registration answers, whatever happened to the address (new, unconfirmed or already confirmed). */
export const portalRegisterResult = z.object({ ok: z.literal(true), email: z.string() });
export type PortalRegisterResult = z.infer<typeof portalRegisterResult>;

/** Staff accounts in the admin: disabling one ends its sessions and sockets. */
export const staffAccountRow = z.object({
  id: z.string(),
  role: z.enum(roles),
  username: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  createdAt: instant(),
  disabled: z.boolean(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRow>;

export const setAccountDisabledInput = z.object({
  userId: z.uuid('Unknown account'),
  disabled: z.boolean({ message: 'Say whether the account is disabled' }),
});
export type SetAccountDisabledInput = z.infer<typeof setAccountDisabledInput>;

/**
 * auth.setStaffEmail (docs/admin.md#staff): the address work given to a staff member is mailed to. Empty clears it
 * (their mails then go to the team's address); stored lowercase, like clients' addresses, so one mailbox is one account.
 */
export const staffEmailInput = z.object({
  userId: z.uuid('Unknown account'),
  email: z
    .string({ message: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Email is too long')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.')
    .transform((v) => (v === '' ? null : v.toLowerCase())),
});
export type StaffEmailInput = z.input<typeof staffEmailInput>;
export type StaffEmail = z.output<typeof staffEmailInput>;

/** Who is signed in, as the browser sees it. */
export const sessionUser = z.object({
  id: z.string(),
  role: z.enum(roles),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * What the admin login page needs to know before anyone signs in: whether the site still waits for its first admin
 * (docs/accounts.md#the-first-admin). No credentials, ever.
 */
export const adminLoginInfo = z.object({ setupNeeded: z.boolean() });
export type AdminLoginInfo = z.infer<typeof adminLoginInfo>;

/** Staff sign in by username: letters, digits and `. _ @ -`. */
const staffUsername = requiredText('Username is required', 100).regex(/^[a-zA-Z0-9._@-]+$/, 'Use letters, digits and . _ @ - only');

/** Staff passwords are longer than clients': a staff account opens every record. */
const staffPassword = passwordOfAtLeast(STAFF_PASSWORD_MIN);

/** The secret of the first-run setup link (`/admin-setup?token=`): 32 random bytes in base64url, like a mailed link's. */
export const adminSetupToken = z
  .string({ message: 'This setup link is incomplete. Open the link the server printed again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This setup link is incomplete. Open the link the server printed again.');

/** POST /api/admin/setup: the first admin, created by whoever holds the setup link (docs/accounts.md#the-first-admin). */
export const adminSetupInput = z.object({
  token: adminSetupToken,
  username: staffUsername,
  name: requiredText('Full name is required'),
  password: staffPassword,
});
export type AdminSetupInput = z.input<typeof adminSetupInput>;

/** The setup form: the call's input plus the confirmation (checked in the browser and here). */
export const adminSetupForm = adminSetupInput
  .extend({ confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** Creating a staff account from the command line (`npm run admin:create`). */
export const staffAccountInput = z.object({
  username: staffUsername,
  password: staffPassword,
  role: z.enum(['admin', 'agent']),
  name: requiredText('Name is required'),
});
export type StaffAccountInput = z.infer<typeof staffAccountInput>;
