import { authRouter, portalRouter } from '../features/accounts/accounts.router.ts';
import { adminRouter } from '../features/admin/admin.router.ts';
import { conversationsRouter } from '../features/conversations/conversations.router.ts';
import { appointmentsRouter } from '../features/appointments/appointments.router.ts';
import { quizResultsRouter } from '../features/assessments/quiz-results.router.ts';
import { chatRouter } from '../features/chat/chat.router.ts';
import { documentsRouter } from '../features/documents/documents.router.ts';
import { intakeRouter } from '../features/intake/intake.router.ts';
import { leadsRouter } from '../features/leads/leads.router.ts';
import { nameSearchRouter } from '../features/name-search/name-search.router.ts';
import { formationsRouter } from '../features/payments/formations.router.ts';
import { paymentsRouter } from '../features/payments/payments.router.ts';
import { systemRouter } from '../features/system/system.router.ts';
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
