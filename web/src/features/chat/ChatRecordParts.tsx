import { Button, Group, Stack, Text } from '@mantine/core';
import type { ChatLead, ChatLink } from '@elite/contracts/schemas/queue-fields';
import { statusLabels } from '@elite/contracts/schemas/work-queues';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { serverMessage } from '../accounts/session.ts';
import { AnchorLink } from '../admin/queues/AnchorLink.tsx';
import { sectionOfKind } from '../admin/queues/list-query.ts';
import { formatDateTime } from '../admin/format.ts';

/**
 * What the admin's record drawer shows of the chat desk (docs/chat.md#working-a-conversation,
 * docs/chat.md#chats-join-the-client): resolve or reopen a conversation, its lead, and the chats from one address.
 */

/** Resolve or reopen a chat conversation from its record; `onChanged` reads the record again. */
export function ChatResolveButton({ id, status, onChanged }: { id: string; status: string; onChanged: () => Promise<unknown> }) {
  const options = {
    onSuccess: async (result: { to: string }) => {
      showToast({
        color: 'green',
        title: 'Status updated',
        message: `The conversation is ${statusLabels[result.to as keyof typeof statusLabels].toLowerCase()}.`,
      });
      await onChanged();
    },
    onError: (error: unknown) => showToast({ color: 'red', title: 'Status not changed', message: serverMessage(error) ?? 'Please try again.' }),
  };
  const resolve = trpc.chat.resolve.useMutation(options);
  const reopen = trpc.chat.reopen.useMutation(options);
  return status === 'resolved' ? (
    <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} loading={reopen.isPending} onClick={() => reopen.mutate({ id })}>
      Reopen conversation
    </Button>
  ) : (
    <Button size="xs" color="green" leftSection={<IconCheck size={14} aria-hidden />} loading={resolve.isPending} onClick={() => resolve.mutate({ id })}>
      Resolve conversation
    </Button>
  );
}

/** Chats as links to their records: a lead's chats, a chat's other chats from its address. */
export function ChatLinks({ chats, empty }: { chats: ChatLink[]; empty: string }) {
  if (chats.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {chats.map((c) => (
        <Group component="li" key={c.id} gap="sm" wrap="nowrap" justify="space-between">
          <div>
            <AnchorLink to="/admin" search={{ tab: sectionOfKind('chat'), open: c.id }} size="sm" fw={600}>
              Chat with {c.name}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {statusLabels[c.status]} · {c.messageCount} {c.messageCount === 1 ? 'message' : 'messages'} · last {formatDateTime(c.lastMessageAt)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

/** The lead a chat joins, linked, or a line saying there is none. */
export function ChatLeadLink({ lead }: { lead: ChatLead | null }) {
  if (!lead)
    return (
      <Text size="sm" c="dimmed">
        No lead has this e-mail yet.
      </Text>
    );
  return (
    <Text size="sm">
      <AnchorLink to="/admin" search={{ tab: sectionOfKind('lead'), open: lead.id }} fw={600}>
        {lead.name}
      </AnchorLink>{' '}
      · {statusLabels[lead.status as keyof typeof statusLabels] ?? lead.status} · {formatDateTime(lead.createdAt)}
    </Text>
  );
}
