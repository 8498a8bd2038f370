import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import classes from './AdminDashboard.module.css';

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

/**
 * /admin while its route loads the summary and the section's first page (shown only when that takes a while):
 * the page's own shape, grey, so nothing moves when the data arrives. A chunk of its own, without the lists' code.
 */
export function AdminDashboardSkeleton() {
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
      </Stack>
    </Container>
  );
}
