/**
 * The admin dashboard's sections (docs/admin.md#sections), in the side navigation's order. `/admin?tab=<value>`
 * opens one; no `tab` is the first. Only names and numbers: the route's search validator reads this module, and
 * the route tree is part of every page's first download (the labels are in section-labels.ts).
 */
export const adminSections = ['contacts', 'quiz-results', 'business-formations', 'entity-formations', 'appointments', 'orders-subscriptions', 'staff'] as const;

export type AdminSection = (typeof adminSections)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'contacts';

/** Rows a list page shows (docs/admin.md#lists). */
export const ADMIN_PAGE_SIZE = 25;

/** `?tab=`: one of the sections, or absent (an unknown one too: the dashboard opens on its first section). */
export function adminSearch(search: Record<string, unknown>): { tab?: AdminSection } {
  return { tab: adminSections.find((section) => section === search.tab) };
}
