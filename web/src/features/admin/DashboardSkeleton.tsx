import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import classes from './AdminDashboard.module.css';
import { adminSectionLabels } from './section-labels.ts';
import { adminSections, DEFAULT_ADMIN_SECTION, isQueueSection, type AdminSearch, type AdminSection } from './sections.ts';

/** The dashboard's heading (docs/admin.md#dashboard). */
export function DashboardHeading() {
  return (
    <div>
      <Text className={classes.eyebrow}>Overview</Text>
      <Title order={1} className={classes.title}>
        Admin Dashboard
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        Leads, assessments, formations, orders and appointments, newest first.
      </Text>
    </div>
  );
}

/** The grey rows of a list, in its card. */
function ListSkeleton() {
  return (
    <Paper withBorder radius="lg" className={classes.card} p="lg">
      <Group justify="space-between" mb="lg">
        <Skeleton height={18} width={200} />
        <Skeleton height={34} width={120} />
      </Group>
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={12} width={`${92 - ((i * 13) % 30)}%`} data-testid="skeleton-row" />
        ))}
      </Stack>
    </Paper>
  );
}

/** A section other than the overview: its own title over grey rows, as its page will show them. */
function SectionSkeleton({ section }: { section: Exclude<AdminSection, 'dashboard'> }) {
  const label = adminSectionLabels[section];
  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }} aria-busy="true" aria-label={`Loading ${label}`}>
      <Stack gap="lg">
        <div>
          {isQueueSection(section) && <Text className={classes.eyebrow}>Work queue</Text>}
          <Title order={1} className={classes.title}>
            {label}
          </Title>
        </div>
        <ListSkeleton />
      </Stack>
    </Container>
  );
}

/** The section the address being loaded opens (`?tab=`; none or an unknown one is the overview). */
function useSectionBeingOpened(): AdminSection {
  const tab = useRouterState({ select: (state) => (state.location.search as AdminSearch).tab });
  return tab && (adminSections as readonly string[]).includes(tab) ? tab : DEFAULT_ADMIN_SECTION;
}

/**
 * /admin while its route loads the section's first data (shown only when that takes a while): the page's own shape,
 * grey, so nothing moves when the data arrives, and the section being opened, never the overview in its place
 * (docs/admin.md#sections). A chunk of its own, without the lists' code.
 */
export function AdminDashboardSkeleton() {
  const section = useSectionBeingOpened();
  if (section !== 'dashboard') return <SectionSkeleton section={section} />;
  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 32 }} aria-busy="true" aria-label="Loading the dashboard">
      <Stack gap={28}>
        <DashboardHeading />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Paper key={i} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={30} width={64} mt={14} mb={4} data-testid="summary-skeleton" />
              <Skeleton height={10} width="75%" mt={10} />
            </Paper>
          ))}
        </SimpleGrid>
        <ListSkeleton />
      </Stack>
    </Container>
  );
}
