import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Role, SessionUser } from '@elite/contracts/schemas/auth';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from './session.ts';

interface Props {
  role: Role;
  /** Where someone without that role goes (replacing the history entry). */
  signInPath: '/admin-login' | '/portal-login';
  children: (user: SessionUser) => ReactNode;
}

/**
 * A page for one role (docs/accounts.md): it asks the server who is signed in each
 * time it opens. Until the answer comes it shows a loader (the same on every
 * first render, whoever is signed in); without the role it goes to the sign-in page.
 */
export function RequireRole({ role, signInPath, children }: Props) {
  const session = useSession({ fresh: true });
  const user = session.data;
  if (user?.role === role) return children(user);
  if (session.isPending || session.isFetching) {
    return (
      <Center py={120} aria-busy="true">
        <Loader color="navy" aria-label="Checking your session" />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center py={80} px="md">
        <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%" role="alert">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} fz={22}>
              We couldn&apos;t check your session
            </Title>
            <Text c="dimmed">Please check your connection and try again.</Text>
            <Button onClick={() => void session.refetch()}>Try Again</Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <Navigate to={signInPath} replace />;
}
