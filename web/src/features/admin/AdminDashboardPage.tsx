import { Container, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';
import { RequireRole } from '../accounts/RequireRole.tsx';
import { DashboardHeading } from './DashboardSkeleton.tsx';
import { AppointmentsList } from './lists/AppointmentsList.tsx';
import { BusinessFormationsAndIntakes } from './lists/BusinessIntakesList.tsx';
import { ContactsList } from './lists/ContactsList.tsx';
import { EntityFormationsList } from './lists/EntityFormationsList.tsx';
import { OrdersAndSubscriptionsList } from './lists/OrdersAndSubscriptionsList.tsx';
import { QuizResultsList } from './lists/QuizResultsList.tsx';
import { StaffAccountsList } from './lists/StaffAccountsList.tsx';
import { adminSectionLabels } from './section-labels.ts';
import { DEFAULT_ADMIN_SECTION, type AdminSection } from './sections.ts';
import { SummaryCards } from './SummaryCards.tsx';

const sectionLists: Record<AdminSection, ComponentType> = {
  contacts: ContactsList,
  'quiz-results': QuizResultsList,
  'business-formations': BusinessFormationsAndIntakes,
  'entity-formations': EntityFormationsList,
  appointments: AppointmentsList,
  'orders-subscriptions': OrdersAndSubscriptionsList,
  staff: StaffAccountsList,
};

/** The page inside the staff shell: its heading, the summary cards and the section the side navigation chose. */
function Dashboard({ section }: { section: AdminSection }) {
  const List = sectionLists[section];
  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }}>
      <Stack gap={28}>
        <DashboardHeading />
        <section aria-label="Summary">
          <SummaryCards />
        </section>
        <section aria-label={adminSectionLabels[section]}>
          <List key={section} />
        </section>
      </Stack>
    </Container>
  );
}

/**
 * /admin (docs/admin.md#dashboard): the staff dashboard, for admins only. The route checked the session and loaded
 * the summary and the section's first page before it rendered; the guard here follows a session that ends while
 * the page is open.
 */
export function AdminDashboardPage({ section = DEFAULT_ADMIN_SECTION }: { section?: AdminSection }) {
  return (
    <PageErrorBoundary pageName="Admin Dashboard">
      <RequireRole role="admin" signInPath="/admin-login">
        {() => <Dashboard section={section} />}
      </RequireRole>
    </PageErrorBoundary>
  );
}
