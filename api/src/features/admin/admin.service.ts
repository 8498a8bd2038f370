import type { AdminSummary, AppointmentRow, BusinessFormationRow, ContactRow, EntityFormationRow, QuizResultRow } from '@elite/contracts/schemas/admin';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import type { EntityManager } from '@mikro-orm/postgresql';
import { leadCounts, listLeads } from '../leads/leads.service.ts';
import * as paid from '../payments/records.service.ts';

/**
 * The admin dashboard's data, each list from its feature's service. Lists of
 * features not built yet (assessments, formations, appointments) are empty,
 * and their counts zero, until their issue replaces the function here.
 */
function emptyPage<T>(query: PageQuery): Page<T> {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
}

export async function adminSummary(em: EntityManager): Promise<AdminSummary> {
  const leads = await leadCounts(em);
  return { totalContacts: leads.total, todaysContacts: leads.today, quizResults: 0, upcomingAppointments: 0 };
}

export const listContacts = (em: EntityManager, query: PageQuery): Promise<Page<ContactRow>> => listLeads(em, query);
export const listQuizResults = async (_em: EntityManager, query: PageQuery) => emptyPage<QuizResultRow>(query);
export const listBusinessFormations = (em: EntityManager, query: PageQuery): Promise<Page<BusinessFormationRow>> => paid.listBusinessFormations(em, query);
export const listEntityFormations = (em: EntityManager, query: PageQuery): Promise<Page<EntityFormationRow>> => paid.listEntityFormations(em, query);
export const listAppointments = async (_em: EntityManager, query: PageQuery) => emptyPage<AppointmentRow>(query);
