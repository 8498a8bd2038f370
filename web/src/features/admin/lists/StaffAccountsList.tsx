import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffAccountRow } from '@elite/contracts/schemas/auth';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverMessage, useSession } from '../../accounts/session.ts';
import { StatusBadge } from '../queues/StatusBadge.tsx';
import { StaffEmail } from './StaffEmail.tsx';

/**
 * Staff accounts (admins and support agents): disabling one ends its sessions
 * and closes its chat sockets within seconds (docs/accounts.md). Disabling asks
 * to confirm; nobody disables themselves.
 */
export function StaffAccountsList() {
  const utils = trpc.useUtils();
  const me = useSession().data;
  const accounts = trpc.auth.staffAccounts.useQuery();
  const [confirming, setConfirming] = useState<string | null>(null);
  const setDisabled = trpc.auth.setAccountDisabled.useMutation({
    onSuccess: async (_answer, { disabled }) => {
      setConfirming(null);
      showToast({
        color: 'green',
        title: disabled ? 'Account disabled' : 'Account enabled',
        message: disabled ? 'Its sessions have ended.' : 'It can sign in again.',
      });
      await utils.auth.staffAccounts.invalidate();
    },
    onError: (error) => showToast({ color: 'red', title: 'Not changed', message: serverMessage(error) ?? 'Please try again.' }),
  });

  const action = (account: StaffAccountRow) => {
    if (account.id === me?.id)
      return (
        <Text size="sm" c="dimmed">
          You
        </Text>
      );
    if (account.disabled) {
      return (
        <Button size="xs" variant="default" loading={setDisabled.isPending} onClick={() => setDisabled.mutate({ userId: account.id, disabled: false })}>
          Enable
        </Button>
      );
    }
    if (confirming === account.id) {
      return (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="red" loading={setDisabled.isPending} onClick={() => setDisabled.mutate({ userId: account.id, disabled: true })}>
            Confirm Disable
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </Group>
      );
    }
    return (
      <Button size="xs" variant="light" color="red" onClick={() => setConfirming(account.id)}>
        Disable
      </Button>
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            Staff Accounts
          </Title>
          <Text size="sm" c="dimmed">
            Add accounts with <code>npm run admin:create</code>. Disabling one signs it out everywhere at once. Work assigned to someone, and their follow-up
            reminders, are mailed to their e-mail, or to the team's address when they have none.
          </Text>
        </div>
        {accounts.isPending ? (
          <Skeleton height={120} radius="md" />
        ) : accounts.isError ? (
          <Alert color="red" variant="light" title="We couldn't load the staff accounts">
            <Button size="xs" mt="xs" onClick={() => void accounts.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Staff Accounts" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td>{account.name}</Table.Td>
                    <Table.Td>{account.username}</Table.Td>
                    <Table.Td>
                      <StaffEmail account={account} />
                    </Table.Td>
                    <Table.Td>{account.role === 'admin' ? 'Admin' : 'Support agent'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={account.disabled ? 'disabled' : 'active'} />
                    </Table.Td>
                    <Table.Td>{action(account)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
