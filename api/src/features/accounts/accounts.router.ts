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
} from '@elite/contracts/schemas/auth';
import { adminProcedure, publicProcedure, router, signedInProcedure } from '../../trpc/trpc.ts';
import { portalClientProcedures } from '../portal/portal.router.ts';
import * as accounts from './accounts.service.ts';
import * as staffAccounts from './staff-accounts.service.ts';
import { adminLoginInfo, setUpFirstAdmin } from './first-admin.service.ts';
import { currentSession } from './sessions.service.ts';

export const authRouter = router({
  /** Who is signed in on this browser, or null. */
  session: publicProcedure.query(async ({ ctx }) => (await currentSession(ctx))?.user ?? null),
  /** Signs this person out everywhere. */
  logout: publicProcedure.mutation(({ ctx }) => accounts.logout(ctx)),
  changePassword: signedInProcedure.input(changePasswordInput).mutation(({ ctx, input }) => accounts.changePassword(ctx, input)),
  /** Whether the site still waits for its first admin (docs/accounts.md#the-first-admin). */
  adminLoginInfo: publicProcedure.query(({ ctx }) => adminLoginInfo(ctx)),
  /** The setup link's form: the first admin, signed in. */
  setUpFirstAdmin: publicProcedure.input(adminSetupInput).mutation(({ ctx, input }) => setUpFirstAdmin(ctx, input)),
  adminLogin: publicProcedure.input(adminLoginInput).mutation(({ ctx, input }) => accounts.adminLogin(ctx, input)),
  staffAccounts: adminProcedure.query(({ ctx }) => staffAccounts.listStaffAccounts(ctx.em)),
  setAccountDisabled: adminProcedure.input(setAccountDisabledInput).mutation(({ ctx, input }) => staffAccounts.setAccountDisabled(ctx, ctx.user, input)),
  /** Sets, changes or clears the e-mail a staff member's assignments and reminders go to (docs/admin.md#staff). */
  setStaffEmail: adminProcedure.input(staffEmailInput).mutation(({ ctx, input }) => staffAccounts.setStaffEmail(ctx, ctx.user, input)),
});

export const portalRouter = router({
  register: publicProcedure.input(portalRegisterInput).mutation(({ ctx, input }) => accounts.portalRegister(ctx, input)),
  login: publicProcedure.input(portalLoginInput).mutation(({ ctx, input }) => accounts.portalLogin(ctx, input)),
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(({ ctx, input }) => accounts.verifyEmail(ctx, input)),
  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(({ ctx, input }) => accounts.requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure.input(passwordResetInput).mutation(({ ctx, input }) => accounts.resetPassword(ctx, input)),
  ...portalClientProcedures,
});
