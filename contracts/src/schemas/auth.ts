import { z } from 'zod';

/** Roles of signed-in people: staff (admin, agent) and portal clients. */
export const roles = ['admin', 'agent', 'client'] as const;
export type Role = (typeof roles)[number];

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only keeps hashing bounded. */
export const PASSWORD_MAX = 256;

const requiredText = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Spec 3 section 5: admin login, username and password both required. */
export const adminLoginInput = z.object({
  username: requiredText('Username is required', 100),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

const email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((v) => v.toLowerCase());

/** POST /api/portal/login (spec 3 section 7): email, password. */
export const portalLoginInput = z.object({
  email,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type PortalLoginInput = z.input<typeof portalLoginInput>;

const newPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/** POST /api/portal/register (spec 3 section 7): email, password, fullName, companyName. */
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

/** What the admin login page shows: the demo credentials only in demo mode. */
export const adminLoginInfo = z.union([
  z.object({ demo: z.literal(true), username: z.string(), password: z.string() }),
  z.object({ demo: z.literal(false) }),
]);
export type AdminLoginInfo = z.infer<typeof adminLoginInfo>;

/** Creating a staff account from the command line (`npm run admin:create`). */
export const staffAccountInput = z.object({
  username: requiredText('Username is required', 100).regex(/^[a-zA-Z0-9._@-]+$/, 'Use letters, digits and . _ @ - only'),
  password: newPassword,
  role: z.enum(['admin', 'agent']),
  name: requiredText('Name is required'),
});
export type StaffAccountInput = z.infer<typeof staffAccountInput>;
