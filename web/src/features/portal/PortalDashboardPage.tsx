import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { IconLogout, IconMailExclamation } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { RequireRole } from '../accounts/RequireRole.tsx';
import { useSessionExpiry, useSignOut } from '../accounts/session.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { ContactDetailsCard } from './ContactDetailsCard.tsx';
import { DashboardSections } from './DashboardSections.tsx';
import { ResourcesCard } from './ResourcesCard.tsx';
import classes from './PortalDashboard.module.css';

function Dashboard({ user }: { user: SessionUser }) {
  const { signOut, pending } = useSignOut('/portal-login');
  const dashboard = trpc.portal.dashboard.useQuery();
  useSessionExpiry(dashboard.error);
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
          <Stack gap={4} align="flex-end" className={classes.signOut}>
            <Button
              variant="white"
              color="navy"
              leftSection={<IconLogout size={17} stroke={1.8} aria-hidden />}
              onClick={() => void signOut()}
              loading={pending}
            >
              Sign out everywhere
            </Button>
            <Text size="xs" className={classes.company}>
              Ends your session on every device
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          {dashboard.isPending ? null : dashboard.isError ? (
            <Alert color="red" title="Your records could not be loaded">
              Please reload the page in a moment. If it keeps happening, call us.
            </Alert>
          ) : (
            <>
              {!dashboard.data.emailVerified && (
                <Alert color="yellow" icon={<IconMailExclamation aria-hidden />} title="Confirm your e-mail to see your records">
                  Open the link we e-mailed to {dashboard.data.account.email}. Until then we show no records for this address.
                </Alert>
              )}
              <DashboardSections data={dashboard.data} />
              <ContactDetailsCard account={dashboard.data.account} />
            </>
          )}
          <ResourcesCard />
          <ChangePasswordCard />
        </Stack>
      </Container>
    </Box>
  );
}

/** /portal/dashboard (docs/portal.md#portal-dashboard): the client's real records, for portal clients only. */
export function PortalDashboardPage() {
  return (
    <RequireRole role="client" signInPath="/portal-login">
      {(user) => <Dashboard user={user} />}
    </RequireRole>
  );
}
