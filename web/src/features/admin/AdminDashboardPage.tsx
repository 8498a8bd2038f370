import { Container, Stack, Text, Title } from '@mantine/core';
import { workListViews, workLists, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';
import { RequireRole } from '../accounts/RequireRole.tsx';
import classes from './AdminDashboard.module.css';
import { DashboardHeading } from './DashboardSkeleton.tsx';
import { MailTemplatesList } from './lists/MailTemplatesList.tsx';
import { StaffAccountsList } from './lists/StaffAccountsList.tsx';
import { kindOfSection } from './queues/list-query.ts';
import { QueueDashboard } from './queues/QueueDashboard.tsx';
import { QueueList } from './queues/QueueList.tsx';
import { ClosedTimes } from './scheduling/ClosedTimesPanel.tsx';
import { adminSectionLabels } from './section-labels.ts';
import { DEFAULT_ADMIN_SECTION, isQueueSection, type AdminSection } from './sections.ts';
import { SummaryCards } from './SummaryCards.tsx';

/** A work queue's page: its title, what it holds, and the list. */
function QueuePage({ kind }: { kind: WorkKind }) {
  return (
    <Stack gap="lg">
      <div>
        <Text className={classes.eyebrow}>Work queue</Text>
        <Title order={1} className={classes.title}>
          {workLists[kind].title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {workListViews[kind].description}
        </Text>
      </div>
      {kind === 'appointment' && <ClosedTimes />}
      <QueueList key={kind} kind={kind} />
    </Stack>
  );
}

function Section({ section }: { section: AdminSection }) {
  if (isQueueSection(section)) return <QueuePage kind={kindOfSection(section)} />;
  if (section === 'mail-templates')
    return (
      <section aria-label={adminSectionLabels['mail-templates']}>
        <MailTemplatesList />
      </section>
    );
  if (section === 'staff')
    return (
      <section aria-label={adminSectionLabels.staff}>
        <StaffAccountsList />
      </section>
    );
  return (
    <Stack gap={28}>
      <DashboardHeading />
      <section aria-label="Summary">
        <SummaryCards />
      </section>
      <QueueDashboard />
    </Stack>
  );
}

/**
 * /admin (docs/admin.md#dashboard): the staff dashboard, for admins only: the overview (the default section), a work
 * queue per record kind, or the staff accounts. The route checked the session and loaded the section's data before
 * it rendered; the guard here follows a session that ends while the page is open.
 */
export function AdminDashboardPage({ section = DEFAULT_ADMIN_SECTION }: { section?: AdminSection }) {
  return (
    <PageErrorBoundary pageName="Admin Dashboard">
      <RequireRole role="admin" signInPath="/admin-login">
        {() => (
          <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }}>
            <Section section={section} />
          </Container>
        )}
      </RequireRole>
    </PageErrorBoundary>
  );
}
