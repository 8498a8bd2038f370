import { Avatar, Box, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { IconBuildingSkyscraper, IconCalendarEvent, IconClipboardCheck, IconLogout, IconMail, IconBuilding, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { PageErrorBoundary } from '../../shell/PageErrorBoundary.tsx';
import { RequireRole } from '../accounts/RequireRole.tsx';
import { useSignOut } from '../accounts/session.ts';
import classes from './AdminDashboard.module.css';
import { AppointmentsList } from './lists/AppointmentsList.tsx';
import { BusinessFormationsAndIntakes } from './lists/BusinessIntakesList.tsx';
import { ContactsList } from './lists/ContactsList.tsx';
import { EntityFormationsList } from './lists/EntityFormationsList.tsx';
import { OrdersAndSubscriptionsList } from './lists/OrdersAndSubscriptionsList.tsx';
import { QuizResultsList } from './lists/QuizResultsList.tsx';
import { StaffAccountsList } from './lists/StaffAccountsList.tsx';
import { SummaryCards } from './SummaryCards.tsx';

const tabs = [
  { value: 'contacts', label: 'Contact Submissions', icon: IconMail, List: ContactsList },
  { value: 'quiz-results', label: 'Quiz Results', icon: IconClipboardCheck, List: QuizResultsList },
  { value: 'business-formations', label: 'Business Formations', icon: IconBuilding, List: BusinessFormationsAndIntakes },
  { value: 'entity-formations', label: 'Entity Formations', icon: IconBuildingSkyscraper, List: EntityFormationsList },
  { value: 'appointments', label: 'Appointments', icon: IconCalendarEvent, List: AppointmentsList },
  { value: 'orders-subscriptions', label: 'Orders & Subscriptions', icon: IconReceipt, List: OrdersAndSubscriptionsList },
  { value: 'staff', label: 'Staff', icon: IconUsers, List: StaffAccountsList },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Dashboard({ user }: { user: SessionUser }) {
  const { signOut, pending } = useSignOut('/admin-login');
  const [tab, setTab] = useState<string>('contacts');
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="xl" px={{ base: 'md', sm: 'xl' }} className={classes.headerInner}>
          <div>
            <Text className={classes.eyebrow}>Back office</Text>
            <Title order={1} className={classes.title}>
              Admin Dashboard
            </Title>
          </div>
          <Group gap="md" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" className={classes.user}>
              <Avatar color="navy.9" variant="filled" radius="xl" size={38} aria-hidden>
                {initials(user.name) || 'A'}
              </Avatar>
              <div>
                <Text size="xs" className={classes.signedInAs}>
                  Signed in as
                </Text>
                <Text fw={600} size="sm" className={classes.userName}>
                  {user.name}
                </Text>
              </div>
            </Group>
            <Button
              variant="white"
              color="navy"
              leftSection={<IconLogout size={17} stroke={1.8} aria-hidden />}
              onClick={() => void signOut()}
              loading={pending}
            >
              Logout
            </Button>
          </Group>
        </Container>
      </Box>

      <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }}>
        <Stack gap={32}>
          <section aria-label="Summary">
            <SummaryCards />
          </section>
          <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false} variant="pills" radius="md" classNames={{ list: classes.tabList, tab: classes.tab }}>
            <Tabs.List>
              {tabs.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} stroke={1.8} aria-hidden />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map(({ value, List }) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                <List />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      </Container>
    </Box>
  );
}

/** /admin (docs/admin.md#staff-sign-in): the staff dashboard, for admins only. */
export function AdminDashboardPage() {
  return (
    <PageErrorBoundary pageName="Admin Dashboard">
      <RequireRole role="admin" signInPath="/admin-login">
        {(user) => <Dashboard user={user} />}
      </RequireRole>
    </PageErrorBoundary>
  );
}
