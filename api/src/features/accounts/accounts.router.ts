import { adminLoginInput, portalLoginInput, portalRegisterInput } from '@elite/contracts/schemas/auth';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import * as accounts from './accounts.service.ts';
import { currentSession } from './sessions.service.ts';

export const authRouter = router({
  /** Who is signed in on this browser, or null. */
  session: publicProcedure.query(async ({ ctx }) => (await currentSession(ctx))?.user ?? null),
  logout: publicProcedure.mutation(({ ctx }) => accounts.logout(ctx)),
  adminLoginInfo: publicProcedure.query(({ ctx }) => accounts.adminLoginInfo(ctx.em)),
  adminLogin: publicProcedure.input(adminLoginInput).mutation(({ ctx, input }) => accounts.adminLogin(ctx, input)),
});

export const portalRouter = router({
  register: publicProcedure.input(portalRegisterInput).mutation(({ ctx, input }) => accounts.portalRegister(ctx, input)),
  login: publicProcedure.input(portalLoginInput).mutation(({ ctx, input }) => accounts.portalLogin(ctx, input)),
});
