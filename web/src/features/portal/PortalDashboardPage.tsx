import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { IconFileText, IconLogout, IconProgressCheck, IconSparkles } from '@tabler/icons-react';
import { RequireRole } from '../accounts/RequireRole.tsx';
import { useSignOut } from '../accounts/session.ts';
import { MyPurchases } from '../checkout/MyPurchases.tsx';
import { MyAppointments } from '../scheduling/MyAppointments.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import classes from './PortalDashboard.module.css';

function Dashboard({ user }: { user: SessionUser }) {
  const { signOut, pending } = useSignOut('/portal-login');
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <div>
            <Text className={classes.eyebrow}>Client Portal</Text>
            <Title order={1} className={classes.title}>
              Welcome, {user.name}
            </Title>
            {user.companyName && <Text className={classes.company}>{user.companyName}</Text>}
          </div>
          <Button variant="white" color="navy" leftSection={<IconLogout size={17} stroke={1.8} aria-hidden />} onClick={() => void signOut()} loading={pending}>
            Logout
          </Button>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Paper withBorder radius="lg" p="xl" className={classes.card} role="group" aria-label="Formation Status">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600} c="dimmed">
                    Formation Status
                  </Text>
                  <Text fz={26} fw={700} c="navy.9" ff="heading" mt={6}>
                    In Progress
                  </Text>
                </div>
                <ThemeIcon size={48} radius="md" variant="light" color="gold">
                  <IconProgressCheck size={26} stroke={1.7} aria-hidden />
                </ThemeIcon>
              </Group>
              <Text size="sm" c="dimmed" mt="md">
                Your advisor is preparing your filing
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="xl" className={classes.card} role="group" aria-label="Documents">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600} c="dimmed">
                    Documents
                  </Text>
                  <Text fz={26} fw={700} c="navy.9" ff="heading" mt={6}>
                    3 documents
                  </Text>
                </div>
                <ThemeIcon size={48} radius="md" variant="light" color="navy">
                  <IconFileText size={26} stroke={1.7} aria-hidden />
                </ThemeIcon>
              </Group>
              <Text size="sm" c="dimmed" mt="md">
                Formation documents ready for your review
              </Text>
            </Paper>
          </SimpleGrid>

          <MyPurchases />

          <MyAppointments />

          <ChangePasswordCard />

          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.comingSoon}>
            <Group gap="lg" wrap="nowrap" align="flex-start">
              <ThemeIcon size={52} radius="xl" color="gold" variant="filled" visibleFrom="xs">
                <IconSparkles size={26} stroke={1.7} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} fz={22} c="white">
                  Full Portal Coming Soon
                </Title>
                <Text mt={6} className={classes.comingSoonText}>
                  We&apos;re building a complete client portal where you can track every filing, download your documents, message your advisor and manage your
                  subscription. Until then, your advisor will keep you updated by e-mail.
                </Text>
              </div>
            </Group>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

/** /portal/dashboard (docs/portal.md#portal-dashboard): the client's placeholder dashboard, for portal clients only. */
export function PortalDashboardPage() {
  return (
    <RequireRole role="client" signInPath="/portal-login">
      {(user) => <Dashboard user={user} />}
    </RequireRole>
  );
}
