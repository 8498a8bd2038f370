import { ActionIcon, Button, Group, Menu, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { cannedReplyFields, type CannedReply, type CannedReplyFields } from '@elite/contracts/schemas/chat-desk';
import { IconEdit, IconMessageBolt, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { serverMessage } from '../accounts/session.ts';

/**
 * Canned replies (docs/chat.md#canned-replies): every agent picks one in the composer (the menu, or `/` and a few
 * letters of its title) and may edit the text before sending; admins write, change and delete them.
 */

/** The replies whose title starts a word with what follows a leading `/` in the draft (all for a bare `/`), or null. */
export function slashMatches(draft: string, replies: CannedReply[]): CannedReply[] | null {
  if (!draft.startsWith('/') || draft.includes('\n')) return null;
  const query = draft.slice(1).trim().toLowerCase();
  return replies.filter(
    (r) =>
      !query ||
      r.title
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(query)) ||
      r.title.toLowerCase().startsWith(query),
  );
}

/** The composer's menu of canned replies. */
export function CannedReplyMenu({ replies, onPick, disabled }: { replies: CannedReply[]; onPick: (reply: CannedReply) => void; disabled: boolean }) {
  return (
    <Menu position="top-start" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <ActionIcon size={40} radius="md" variant="default" aria-label="Insert a canned reply" disabled={disabled}>
          <IconMessageBolt size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {replies.length === 0 ? (
          <Menu.Label>No canned replies yet.</Menu.Label>
        ) : (
          replies.map((r) => (
            <Menu.Item key={r.id} onClick={() => onPick(r)}>
              <Text size="sm" fw={600} truncate>
                {r.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {r.text}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The suggestions shown above the composer while the draft is `/…`: click one, or Enter for the first. */
export function SlashSuggestions({ matches, onPick }: { matches: CannedReply[]; onPick: (reply: CannedReply) => void }) {
  return (
    <Paper withBorder radius="md" mx="sm" mb={4} p={4} role="listbox" aria-label="Canned replies">
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          No canned reply has that title.
        </Text>
      ) : (
        matches.slice(0, 6).map((r, i) => (
          <Button
            key={r.id}
            role="option"
            aria-selected={i === 0}
            variant={i === 0 ? 'light' : 'subtle'}
            fullWidth
            justify="flex-start"
            size="compact-sm"
            onClick={() => onPick(r)}
          >
            {r.title}
          </Button>
        ))
      )}
    </Paper>
  );
}

function CannedReplyForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<CannedReplyFields>({
    initialValues: { title: editing?.title ?? '', text: editing?.text ?? '' },
    validate: schemaResolver(cannedReplyFields, { sync: true }),
  });
  const done = async () => {
    form.reset();
    await utils.chat.cannedReplies.invalidate();
    onDone();
  };
  const onError = (error: unknown) =>
    showToast({ color: 'red', title: 'Not saved', message: serverMessage(error) ?? 'Failed to save the reply. Please try again.' });
  const create = trpc.chat.createCannedReply.useMutation({ onSuccess: done, onError });
  const update = trpc.chat.updateCannedReply.useMutation({ onSuccess: done, onError });
  const submit = form.onSubmit((values) => {
    const fields = cannedReplyFields.parse(values);
    if (editing) update.mutate({ id: editing.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit canned reply' : 'New canned reply'}>
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk maxLength={100} {...form.getInputProps('title')} />
        <Textarea label="Text" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('text')} />
        <Group justify="flex-end" gap="sm">
          {editing && (
            <Button variant="default" onClick={() => void done()}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Save reply' : 'Add reply'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Admins: the list of canned replies with edit and delete, and the form that adds or changes one. */
export function CannedRepliesManager({ replies, onClose }: { replies: CannedReply[]; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const remove = trpc.chat.deleteCannedReply.useMutation({
    onSuccess: () => utils.chat.cannedReplies.invalidate(),
    onError: (error) => showToast({ color: 'red', title: 'Not deleted', message: serverMessage(error) ?? 'Failed to delete the reply. Please try again.' }),
  });
  return (
    <Modal opened onClose={onClose} title="Canned replies" size="lg" radius="lg">
      <Stack gap="lg">
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Canned replies">
          {replies.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              No canned replies yet. Add the answers your team gives most often.
            </Text>
          )}
          {replies.map((r) => (
            <Paper component="li" key={r.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {r.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.text}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                    <IconEdit size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${r.title}`}
                    loading={remove.isPending}
                    onClick={() => remove.mutate({ id: r.id })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        <CannedReplyForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Stack>
    </Modal>
  );
}
