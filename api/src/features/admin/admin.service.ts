import type { AdminSummary, AppointmentRow, BusinessFormationRow, ContactRow, EntityFormationRow, QuizResultRow } from '@elite/contracts/schemas/admin';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listAppointments as listBookedAppointments, upcomingAppointmentCount } from '../appointments/appointments.service.ts';
import { listQuizResults as listAssessmentResults, quizResultCount } from '../assessments/assessments.service.ts';
import { leadCounts, listLeads } from '../leads/leads.service.ts';
import * as paid from '../payments/records.service.ts';

/** The admin dashboard's data, each list from its feature's service. */

export async function adminSummary(em: EntityManager): Promise<AdminSummary> {
  const [leads, quizResults, upcomingAppointments] = await Promise.all([leadCounts(em), quizResultCount(em), upcomingAppointmentCount(em)]);
  return { totalContacts: leads.total, todaysContacts: leads.today, quizResults, upcomingAppointments };
}

export const listContacts = (em: EntityManager, query: PageQuery): Promise<Page<ContactRow>> => listLeads(em, query);
export const listQuizResults = (em: EntityManager, query: PageQuery): Promise<Page<QuizResultRow>> => listAssessmentResults(em, query);
export const listBusinessFormations = (em: EntityManager, query: PageQuery): Promise<Page<BusinessFormationRow>> => paid.listBusinessFormations(em, query);
export const listEntityFormations = (em: EntityManager, query: PageQuery): Promise<Page<EntityFormationRow>> => paid.listEntityFormations(em, query);
export const listAppointments = (em: EntityManager, query: PageQuery): Promise<Page<AppointmentRow>> => listBookedAppointments(em, query);
