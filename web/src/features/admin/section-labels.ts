import type { AdminSection } from './sections.ts';

/** What the side navigation and the page call each section (docs/admin.md#sections). */
export const adminSectionLabels: Record<AdminSection, string> = {
  contacts: 'Contact Submissions',
  'quiz-results': 'Quiz Results',
  'business-formations': 'Business Formations',
  'entity-formations': 'Entity Formations',
  appointments: 'Appointments',
  'orders-subscriptions': 'Orders & Subscriptions',
  staff: 'Staff',
};
