import type { AdminSection } from './sections.ts';

/** What the side navigation and the page call each section (docs/admin.md#sections); the queues' are their `workLists` titles. */
export const adminSectionLabels: Record<AdminSection, string> = {
  dashboard: 'Overview',
  contacts: 'Contact Submissions',
  'quiz-results': 'Quiz Results',
  'business-formations': 'Business Formations',
  'entity-formations': 'Entity Formations',
  'business-intakes': 'Business Intakes',
  orders: 'Orders',
  subscriptions: 'Subscriptions',
  appointments: 'Appointments',
  'chat-conversations': 'Chat Conversations',
  'mail-templates': 'Mail templates',
  staff: 'Staff',
};
