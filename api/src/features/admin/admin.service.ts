import type { AdminDashboard } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import { upcomingAppointmentCount } from '../appointments/appointments.service.ts';
import { quizResultCount } from '../assessments/assessments.service.ts';
import { leadCounts } from '../leads/leads.service.ts';
import { dashboard } from '../work-queues/work-queues.service.ts';

/**
 * The admin dashboard's summary (docs/admin.md#summary-cards and #dashboard-numbers): the four cards of before, each from its feature's
 * service, and the work queues' numbers, each with the list that shows it. The lists themselves are the work
 * queues' (work-queues.service.ts).
 */
export async function adminSummary(em: EntityManager): Promise<AdminDashboard> {
  const [leads, quizResults, upcomingAppointments, queues] = await Promise.all([
    leadCounts(em),
    quizResultCount(em),
    upcomingAppointmentCount(em),
    dashboard({ em }),
  ]);
  return { totalContacts: leads.total, todaysContacts: leads.today, quizResults, upcomingAppointments, ...queues };
}
