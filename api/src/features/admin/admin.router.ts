import { pageQuery } from '@elite/contracts/schemas/pagination';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import * as admin from './admin.service.ts';

export const adminRouter = router({
  summary: adminProcedure.query(({ ctx }) => admin.adminSummary(ctx.em)),
  contacts: adminProcedure.input(pageQuery).query(({ ctx, input }) => admin.listContacts(ctx.em, input)),
  quizResults: adminProcedure.input(pageQuery).query(({ ctx, input }) => admin.listQuizResults(ctx.em, input)),
  businessFormations: adminProcedure.input(pageQuery).query(({ ctx, input }) => admin.listBusinessFormations(ctx.em, input)),
  entityFormations: adminProcedure.input(pageQuery).query(({ ctx, input }) => admin.listEntityFormations(ctx.em, input)),
  appointments: adminProcedure.input(pageQuery).query(({ ctx, input }) => admin.listAppointments(ctx.em, input)),
});
