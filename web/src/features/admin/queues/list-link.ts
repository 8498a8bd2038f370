import type { ListLink } from '@elite/contracts/schemas/work-queues';
import type { AdminSearch } from '../sections.ts';
import { sectionOfKind } from './list-query.ts';

/** Where a dashboard number leads: its list, filtered as the server said (`listLink`), e.g. `/admin?tab=orders&status=["paid"]`. */
export function listLinkSearch(link: ListLink): AdminSearch {
  const { status, from, to, dateField, assignedTo, followUp, sort, dir } = link.query;
  const search: AdminSearch = { tab: sectionOfKind(link.kind), status, from, to, dateField, assignedTo, followUp, sort, dir };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
}
