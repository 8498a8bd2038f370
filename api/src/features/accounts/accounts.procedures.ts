import {
  adminLoginInput,
  adminSetupInput,
  changePasswordInput,
  passwordResetInput,
  passwordResetRequestInput,
  portalLoginInput,
  portalRegisterInput,
  setAccountDisabledInput,
  staffEmailInput,
  verifyEmailInput,
  adminLoginInfo as adminLoginInfoAnswer,
  portalRegisterResult,
  type SessionUser,
} from '@elite/contracts/schemas/auth';
import { ok, signedIn, staffAccounts as staffAccountList } from '@elite/contracts/schemas/answers';
import { ServiceError } from '../../http/service-error.ts';
import { rest, adminProcedure, publicProcedure, router, signedInProcedure } from '../../trpc/trpc.ts';
import { portalClientProcedures } from '../portal/portal.procedures.ts';
import * as accounts from './accounts.service.ts';
import * as staffAccounts from './staff-accounts.service.ts';
import { adminLoginInfo, setUpFirstAdmin } from './first-admin.service.ts';
import { currentSession } from './sessions.service.ts';

/** A sign-in's REST answer: the user under `user` (docs/rest-api.md#accounts). */
const asSignedIn = (user: SessionUser) => ({ user });

export const authRouter = router({
  /** Who is signed in on this browser, or null. */
  session: publicProcedure
    .meta(
      rest({
        method: 'get',
        path: '/auth/session',
        tag: 'Accounts',
        summary: 'Who is signed in on this browser',
        answer: signedIn,
        access: 'signed-in',
        toAnswer: (user: SessionUser | null) => {
          if (!user) throw new ServiceError(401, 'Not signed in.');
          return asSignedIn(user);
        },
      }),
    )
    .query(async ({ ctx }) => (await currentSession(ctx))?.user ?? null),
  /** Signs this person out everywhere. */
  logout: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/auth/logout',
        tag: 'Accounts',
        summary: 'Sign out',
        description: 'Ends every session of this person (every browser, chat sockets included).',
        answer: ok,
      }),
    )
    .mutation(({ ctx }) => accounts.logout(ctx)),
  changePassword: signedInProcedure
    .meta(
      rest({
        method: 'post',
        path: '/auth/password',
        tag: 'Accounts',
        summary: 'Change the password',
        description: 'Every session of this person ends; this browser gets a new one.',
        answer: signedIn,
        toAnswer: asSignedIn,
        limited: true,
        refusals: { 401: 'Not signed in, or the current password is wrong.' },
      }),
    )
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => accounts.changePassword(ctx, input)),
  /** Whether the site still waits for its first admin (docs/accounts.md#the-first-admin). */
  adminLoginInfo: publicProcedure
    .meta(
      rest({
        method: 'get',
        path: '/admin/login-info',
        tag: 'Accounts',
        summary: 'Whether the site still waits for its first admin',
        description: 'True until the first admin is created with the setup link (or ADMIN_USERNAME, or `npm run admin:create`). Never any credentials.',
        answer: adminLoginInfoAnswer,
      }),
    )
    .query(({ ctx }) => adminLoginInfo(ctx)),
  /** The setup link's form: the first admin, signed in. */
  setUpFirstAdmin: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/admin/setup',
        tag: 'Accounts',
        summary: 'Create the first admin with the setup link',
        description:
          'The token of the one-time link the server printed at start (also in DATA_DIR/admin-setup-link.txt), and the new admin. Signs this browser in as that admin; the link is then spent.',
        answer: signedIn,
        toAnswer: asSignedIn,
        limited: true,
        refusals: { 403: 'Not the current setup link.', 409: 'The site already has an admin, or the username is taken.' },
      }),
    )
    .input(adminSetupInput)
    .mutation(({ ctx, input }) => setUpFirstAdmin(ctx, input)),
  adminLogin: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/admin/login',
        tag: 'Accounts',
        summary: 'Staff sign-in (admin or support agent)',
        description: 'Sets the session cookie. Attempts are counted per address and per account and address.',
        answer: signedIn,
        toAnswer: asSignedIn,
        limited: true,
        refusals: { 401: 'Wrong username or password (the same words for an unknown account).' },
      }),
    )
    .input(adminLoginInput)
    .mutation(({ ctx, input }) => accounts.adminLogin(ctx, input)),
  staffAccounts: adminProcedure
    .meta(
      rest({
        method: 'get',
        path: '/admin/staff-accounts',
        tag: 'Accounts',
        summary: 'Staff accounts',
        answer: staffAccountList,
        toAnswer: (items: unknown[]) => ({ items }),
      }),
    )
    .query(({ ctx }) => staffAccounts.listStaffAccounts(ctx.em)),
  setAccountDisabled: adminProcedure
    .meta(
      rest({
        method: 'post',
        path: '/admin/staff-accounts/disabled',
        tag: 'Accounts',
        summary: 'Disable or enable a staff account',
        description: 'Disabling ends the account’s sessions and chat sockets.',
        answer: ok,
        refusals: { 400: 'Bad input, or disabling your own account.', 404: 'No such account.', 409: 'The last admin account cannot be disabled.' },
      }),
    )
    .input(setAccountDisabledInput)
    .mutation(({ ctx, input }) => staffAccounts.setAccountDisabled(ctx, ctx.user, input)),
  /** Sets, changes or clears the e-mail a staff member's assignments and reminders go to (docs/admin.md#staff). */
  setStaffEmail: adminProcedure.input(staffEmailInput).mutation(({ ctx, input }) => staffAccounts.setStaffEmail(ctx, ctx.user, input)),
});

export const portalRouter = router({
  register: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/portal/register',
        tag: 'Accounts',
        summary: 'Create a portal account',
        description:
          'Mails a confirmation link (or, for a confirmed address, a note to its owner); the answer is the same whatever the address. A password too easy to guess is refused on its field.',
        answer: portalRegisterResult,
        status: 201,
        limited: true,
      }),
    )
    .input(portalRegisterInput)
    .mutation(({ ctx, input }) => accounts.portalRegister(ctx, input)),
  login: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/portal/login',
        tag: 'Accounts',
        summary: 'Portal client sign-in',
        description: 'Sets the session cookie. Attempts are counted per address and per account and address.',
        answer: signedIn,
        toAnswer: asSignedIn,
        limited: true,
        refusals: { 401: 'Invalid email or password.', 403: 'The e-mail address is not confirmed yet (a new link is mailed).' },
      }),
    )
    .input(portalLoginInput)
    .mutation(({ ctx, input }) => accounts.portalLogin(ctx, input)),
  verifyEmail: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/portal/verify-email',
        tag: 'Accounts',
        summary: 'Confirm the e-mail address',
        description: 'The token of the mailed link and the password chosen at registration; signs this browser in.',
        answer: signedIn,
        toAnswer: asSignedIn,
        limited: true,
        refusals: { 400: 'Bad input, or a link used or expired.', 401: 'Not the password chosen at registration.' },
      }),
    )
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => accounts.verifyEmail(ctx, input)),
  requestPasswordReset: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/portal/password-reset/request',
        tag: 'Accounts',
        summary: 'Ask for a password reset link',
        description: 'The answer never says whether the address has an account, and takes as long either way: the link is mailed later.',
        answer: ok,
        limited: true,
      }),
    )
    .input(passwordResetRequestInput)
    .mutation(({ ctx, input }) => accounts.requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/portal/password-reset',
        tag: 'Accounts',
        summary: 'Set a new password with a reset link',
        description: 'Every session of the account ends.',
        answer: ok,
        limited: true,
        refusals: { 400: 'Bad input, a password too easy to guess, or a link used or expired.' },
      }),
    )
    .input(passwordResetInput)
    .mutation(({ ctx, input }) => accounts.resetPassword(ctx, input)),
  ...portalClientProcedures,
});
