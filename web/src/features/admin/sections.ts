import { searchPositiveInteger, searchString } from '../../lib/search-params.ts';

/**
 * The admin dashboard's sections (docs/admin.md#sections), in the side navigation's order: the dashboard, one work
 * queue per record kind (its `workLists` slug), staff's mail templates and the staff accounts. `/admin?tab=<value>` opens one; no `tab` is
 * the dashboard. Only names and numbers: the route's search validator reads this module, and the route tree is part
 * of every page's first download, so neither zod nor the contracts' schemas are imported here (decision 30); the
 * list checks the query against its kind's schema once its own chunk has loaded (queues/list-query.ts).
 */
const queueSections = [
  'contacts',
  'quiz-results',
  'business-formations',
  'entity-formations',
  'business-intakes',
  'orders',
  'subscriptions',
  'appointments',
  'chat-conversations',
] as const;
export type QueueSection = (typeof queueSections)[number];

export const adminSections = ['dashboard', ...queueSections, 'mail-templates', 'staff'] as const;
export type AdminSection = (typeof adminSections)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'dashboard';

/** Rows a list page shows (docs/admin.md#lists). */
export const ADMIN_PAGE_SIZE = 25;

export const isQueueSection = (section: AdminSection): section is QueueSection => (queueSections as readonly string[]).includes(section);

/**
 * A work queue's filter as the address carries it (docs/admin.md#work-queues), plus the open record (`open`, its
 * id: the kind is the section's). Shaped like the contracts' `WorkQueryInput`; the kind's own values (statuses,
 * sort columns, date fields) are checked by the list.
 */
export interface QueueSearch {
  q?: string;
  status?: string[];
  from?: string;
  to?: string;
  dateField?: string;
  assignedTo?: string;
  /** `due`: only records whose follow-up is due today or overdue (docs/admin.md#follow-ups). */
  followUp?: 'due';
  sort?: string;
  dir?: 'asc' | 'desc';
  type?: string;
  page?: number;
  pageSize?: number;
  open?: string;
}

export type AdminSearch = QueueSearch & { tab?: AdminSection };

/** The filter's keys: what "Clear filters" removes, and what a changed filter resets the page with. */
export const filterKeys = ['q', 'status', 'from', 'to', 'dateField', 'assignedTo', 'followUp', 'type'] as const satisfies readonly (keyof QueueSearch)[];

/** The router JSON-reads each value: `?q=123` arrives as a number, `?q=true` as a boolean. */
const text = (value: unknown, maxLength = 200) =>
  searchString(typeof value === 'number' || typeof value === 'boolean' ? String(value) : value, { maxLength, trim: true });

/** `status=["new","won"]` (what the app writes) or `status=new,won` (a hand-written link, the CSV's form). */
function statusList(value: unknown): string[] | undefined {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const list = values.filter((v): v is string => typeof v === 'string' && /^[a-z_]{1,20}$/.test(v));
  return list.length ? [...new Set(list)] : undefined;
}

const day = (value: unknown) => {
  const v = text(value, 10);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
};
const word = (value: unknown) => {
  const v = text(value, 40);
  return v && /^[A-Za-z_]+$/.test(v) ? v : undefined;
};

/** `?tab=` and a queue's filter; anything unusable counts as absent, so an address never breaks the page. */
export function adminSearch(search: Record<string, unknown>): AdminSearch {
  // The old combined section (before the work queues) opens its first half.
  const tabValue = search.tab === 'orders-subscriptions' ? 'orders' : search.tab;
  const tab = adminSections.find((section) => section === tabValue);
  const result: AdminSearch = {
    tab,
    q: text(search.q),
    status: statusList(search.status),
    from: day(search.from),
    to: day(search.to),
    dateField: word(search.dateField),
    assignedTo: text(search.assignedTo, 40),
    followUp: search.followUp === 'due' ? 'due' : undefined,
    sort: word(search.sort),
    dir: search.dir === 'asc' || search.dir === 'desc' ? search.dir : undefined,
    type: word(search.type),
    page: searchPositiveInteger(search.page, 100_000),
    pageSize: searchPositiveInteger(search.pageSize, 100),
    open: text(search.open, 40),
  };
  // Absent keys stay out of the address.
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined));
}
