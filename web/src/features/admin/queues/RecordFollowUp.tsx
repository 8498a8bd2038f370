import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import { NOTE_MAX, type RecordDetail } from '@elite/contracts/schemas/work-queues';
import { IconAlarm } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { formatDateTime } from '../format.ts';
import { useRecordRefresh } from './RecordWorkflow.tsx';

const TEAM = 'team';
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in New York time ("2026-12-01T09:00"). */
function localValue(instant: number): string {
  const { date, minute } = utcToZoned(instant, BUSINESS_TIME_ZONE);
  return `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** A `datetime-local` value read as New York time, as an ISO instant; null when it is not one. */
function instantOf(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(zonedToUtc(match[1]!, Number(match[2]) * 60 + Number(match[3]), BUSINESS_TIME_ZONE)).toISOString();
}

/** Tomorrow at 9 AM in New York: where a new follow-up starts. */
function tomorrowMorning(): string {
  const today = utcToZoned(Date.now(), BUSINESS_TIME_ZONE).date;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}T09:00`;
}

function FollowUpForm({ detail, onDone }: { detail: RecordDetail; onDone: () => void }) {
  const refresh = useRecordRefresh(detail.kind);
  const staff = trpc.auth.staffAccounts.useQuery();
  const current = detail.followUp;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      due: current ? localValue(new Date(current.dueAt).getTime()) : tomorrowMorning(),
      note: current?.note ?? '',
      assignee: current?.assignee?.id ?? detail.assignedTo?.id ?? TEAM,
    },
    validate: {
      due: (value) => (instantOf(value) ? null : 'Please choose a date and time.'),
      note: (value) =>
        !value.trim()
          ? 'Please say what to follow up.'
          : value.length > NOTE_MAX
            ? `A follow-up note is at most ${NOTE_MAX.toLocaleString('en-US')} characters.`
            : null,
    },
  });
  const save = trpc.admin.followUps.set.useMutation({
    onSuccess: async (result) => {
      showToast({
        color: 'green',
        title: 'Follow-up set',
        message: `Due ${formatDateTime(result.dueAt)}; ${result.assignee?.name ?? 'the team'} will be reminded.`,
      });
      await refresh();
      onDone();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields.dueAt) form.setFieldError('due', fields.dueAt);
      if (fields.note) form.setFieldError('note', fields.note);
      if (!fields.dueAt && !fields.note)
        showToast({ color: 'red', title: 'Follow-up not saved', message: serverMessage(error) ?? 'Failed to save the follow-up. Please try again.' });
    },
  });
  const options = (staff.data ?? []).filter((a) => !a.disabled || a.id === current?.assignee?.id).map((a) => ({ value: a.id, label: a.name }));
  if (current?.assignee && !options.some((o) => o.value === current.assignee!.id)) options.push({ value: current.assignee.id, label: current.assignee.name });
  return (
    <form
      aria-label="Follow-up"
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          kind: detail.kind,
          id: detail.id,
          dueAt: instantOf(values.due)!,
          note: values.note.trim(),
          assigneeId: values.assignee === TEAM ? null : values.assignee,
        }),
      )}
    >
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap" gap="xs">
          <TextInput type="datetime-local" label="Due (New York time)" miw={200} {...form.getInputProps('due')} />
          <Select
            label="Remind"
            data={[{ value: TEAM, label: 'The team’s address' }, ...options]}
            allowDeselect={false}
            miw={180}
            {...form.getInputProps('assignee')}
          />
        </Group>
        <Textarea label="What to follow up" rows={2} {...form.getInputProps('note')} />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" size="xs" loading={save.isPending}>
            Save follow-up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The record's follow-up (docs/admin.md#follow-ups): when to look at it again, why, and who is reminded by mail at
 * that time; set, changed and cleared here, each a line of the history.
 */
export function RecordFollowUp({ detail }: { detail: RecordDetail }) {
  const [editing, setEditing] = useState(false);
  // When the drawer opened: "due now" is read against it, not against each render's clock.
  const [openedAt] = useState(() => Date.now());
  const refresh = useRecordRefresh(detail.kind);
  const clear = trpc.admin.followUps.clear.useMutation({
    onSuccess: async () => {
      showToast({ color: 'green', title: 'Follow-up cleared', message: 'Nobody will be reminded about this record.' });
      await refresh();
    },
    onError: (error) =>
      showToast({ color: 'red', title: 'Follow-up not cleared', message: serverMessage(error) ?? 'Failed to clear the follow-up. Please try again.' }),
  });
  const followUp = detail.followUp;
  if (editing) return <FollowUpForm detail={detail} onDone={() => setEditing(false)} />;
  if (!followUp)
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          No follow-up.
        </Text>
        <Button size="xs" variant="light" leftSection={<IconAlarm size={14} aria-hidden />} onClick={() => setEditing(true)}>
          Set a follow-up
        </Button>
      </Group>
    );
  const overdue = new Date(followUp.dueAt).getTime() <= openedAt;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="The follow-up">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} c={overdue ? 'red.8' : undefined}>
            Due {formatDateTime(followUp.dueAt)}
            {overdue ? ' (due now)' : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {followUp.remindedAt ? `Reminder sent to ${followUp.assignee?.name ?? 'the team'}` : `Reminds ${followUp.assignee?.name ?? 'the team'}`}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {followUp.note}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            Change
          </Button>
          <Button size="xs" variant="subtle" color="red" loading={clear.isPending} onClick={() => clear.mutate({ kind: detail.kind, id: detail.id })}>
            Clear
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
