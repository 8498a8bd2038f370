import { authRouter, portalRouter } from '../features/accounts/accounts.router.ts';
import { adminRouter } from '../features/admin/admin.router.ts';
import { appointmentsRouter } from '../features/appointments/appointments.router.ts';
import { assessmentsRouter } from '../features/assessments/assessments.router.ts';
import { leadsRouter } from '../features/leads/leads.router.ts';
import { paymentsRouter } from '../features/payments/payments.router.ts';
import { systemRouter } from '../features/system/system.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  portal: portalRouter,
  admin: adminRouter,
  leads: leadsRouter,
  appointments: appointmentsRouter,
  assessments: assessmentsRouter,
  payments: paymentsRouter,
});

/** The only thing web/ imports from api/ (type-only). */
export type AppRouter = typeof appRouter;
