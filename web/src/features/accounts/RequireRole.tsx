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
 * A page for one role (docs/accounts.md). Its route asked the server who is signed in as the page opened
 * (`signedInUser` of lib/data-layer.tsx) and sent anyone else to sign in; this follows the session while the page is
 * open: one that ends (a list answering UNAUTHORIZED, a logout) goes to the sign-in page. Until an answer is known
 * (the server could not be reached on opening) it shows a loader, then a card to try again.
 */
export function RequireRole({ role, signInPath, children }: Props) {
  const session = useSession();
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
