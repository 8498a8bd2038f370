import type { AdminSummary, AppointmentRow, BusinessFormationRow, ContactRow, EntityFormationRow, QuizResultRow } from '@elite/contracts/schemas/admin';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The admin dashboard's data. Each list belongs to a feature that is not
 * built yet (contacts, assessments, formations, appointments): until its
 * issue lands, the list is empty and its count is zero. Each feature replaces
 * its function here with a call to its own service.
 */
function emptyPage<T>(query: PageQuery): Page<T> {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
}

export async function adminSummary(_em: EntityManager): Promise<AdminSummary> {
  return { totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 };
}

export const listContacts = async (_em: EntityManager, query: PageQuery) => emptyPage<ContactRow>(query);
export const listQuizResults = async (_em: EntityManager, query: PageQuery) => emptyPage<QuizResultRow>(query);
export const listBusinessFormations = async (_em: EntityManager, query: PageQuery) => emptyPage<BusinessFormationRow>(query);
export const listEntityFormations = async (_em: EntityManager, query: PageQuery) => emptyPage<EntityFormationRow>(query);
export const listAppointments = async (_em: EntityManager, query: PageQuery) => emptyPage<AppointmentRow>(query);
