import { defaultOrderNotes, kindOfSlug, workLists, workQueries, workSorts, type WorkKind, type WorkQueryInput } from '@elite/contracts/schemas/work-queues';
import { ADMIN_PAGE_SIZE, filterKeys, type QueueSearch, type QueueSection } from '../sections.ts';

/** The admin router's list procedure of each kind (`admin.<name>`). */
export const listProcedureNames = {
  lead: 'contacts',
  'quiz-result': 'quizResults',
  'business-formation': 'businessFormations',
  'entity-formation': 'entityFormations',
  'business-intake': 'businessIntakes',
  order: 'orders',
  subscription: 'subscriptions',
  appointment: 'appointments',
  chat: 'chatConversations',
} as const satisfies Record<WorkKind, string>;

export const kindOfSection = (section: QueueSection): WorkKind => kindOfSlug(section)!;
export const sectionOfKind = (kind: WorkKind): QueueSection => workLists[kind].slug;

/**
 * The list call's input for a queue's address, checked by the kind's own query schema (contracts' `workQueries`):
 * a value the kind does not have (a status of another workflow, a column it cannot sort by) is dropped rather than
 * failing the page, so an old or hand-edited link still opens the list.
 */
export function listInput<K extends WorkKind>(kind: K, search: QueueSearch): WorkQueryInput<K> {
  const schema = workQueries[kind];
  const known = new Set(Object.keys(schema.shape));
  let candidate: Record<string, unknown> = Object.fromEntries(
    Object.entries({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? ADMIN_PAGE_SIZE }).filter(([key]) => known.has(key)),
  );
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = schema.safeParse(candidate);
    if (result.success) return candidate as WorkQueryInput<K>;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !refused.has(key)));
  }
  return { page: 1, pageSize: ADMIN_PAGE_SIZE } as WorkQueryInput<K>;
}

/**
 * The sort the list is in: the one asked for, else the kind's default (its first column, newest first). A kind with
 * its own default order (appointments: the next first) has no column sorted until one is chosen: `sort` is ''.
 */
export function currentSort(kind: WorkKind, input: { sort?: string; dir?: 'asc' | 'desc' }): { sort: string; dir: 'asc' | 'desc' } {
  if (!input.sort && defaultOrderNotes[kind]) return { sort: '', dir: 'asc' };
  const defaultSort = workSorts[kind][0];
  const sort = input.sort ?? defaultSort;
  return { sort, dir: input.dir ?? (sort === defaultSort ? 'desc' : 'asc') };
}

export const hasFilter = (input: Record<string, unknown>) => filterKeys.some((key) => input[key] !== undefined);

/**
 * The server's CSV of the whole filtered list (docs/admin.md#csv-export): the same query string, without the page,
 * statuses comma-separated as the REST door reads them.
 */
export function exportHref(kind: WorkKind, input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'page' || key === 'pageSize' || value === undefined) continue;
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/admin/export/${workLists[kind].slug}.csv${query ? `?${query}` : ''}`;
}
