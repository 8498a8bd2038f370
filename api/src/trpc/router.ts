import { authRouter, portalRouter } from '../features/accounts/accounts.procedures.ts';
import { adminRouter } from '../features/admin/admin.procedures.ts';
import { conversationsRouter } from '../features/conversations/conversations.procedures.ts';
import { appointmentsRouter } from '../features/appointments/appointments.procedures.ts';
import { quizResultsRouter } from '../features/assessments/quiz-results.procedures.ts';
import { chatRouter } from '../features/chat/chat.procedures.ts';
import { documentsRouter } from '../features/documents/documents.procedures.ts';
import { intakeRouter } from '../features/intake/intake.procedures.ts';
import { leadsRouter } from '../features/leads/leads.procedures.ts';
import { nameSearchRouter } from '../features/name-search/name-search.procedures.ts';
import { formationsRouter } from '../features/payments/formations.procedures.ts';
import { paymentsRouter } from '../features/payments/payments.procedures.ts';
import { systemRouter } from '../features/system/system.procedures.ts';
import { router } from './trpc.ts';

/**
 * The design card's routers (leads, formations, appointments, quizResults, payments) first, then the others the
 * site needs. Procedures are thin doors to their feature's service; docs/decisions/0027-trpc-react-query-hooks.md
 * lists where each one moved from.
 */
export const appRouter = router({
  leads: leadsRouter,
  formations: formationsRouter,
  appointments: appointmentsRouter,
  quizResults: quizResultsRouter,
  payments: paymentsRouter,
  system: systemRouter,
  auth: authRouter,
  portal: portalRouter,
  admin: adminRouter,
  nameSearch: nameSearchRouter,
  intake: intakeRouter,
  documents: documentsRouter,
  chat: chatRouter,
  conversations: conversationsRouter,
});

/** The only thing web/ imports from api/ (type-only). */
export type AppRouter = typeof appRouter;
