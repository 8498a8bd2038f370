import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { noteInput, statusChangeBody, type ChangeStatusInput, type RecordDetail, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { useState } from 'react';
import { z } from 'zod';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { statusLabel } from './StatusBadge.tsx';
import { listProcedureNames } from './list-query.ts';

/** Moves that close a record against the client's wish or ours: staff say why (docs/admin.md#work-queues). */
const movesNeedingReason = new Set(['cancelled', 'refunded', 'lost', 'no_show']);

/** The change's reason, required here: the call's own rule (trimmed, at most 500 characters) plus "not empty". */
const reasonForm = z.object({ reason: statusChangeBody.shape.reason.unwrap().min(1, 'Please give a reason.') });

/** After a change: the record, its list and the dashboard's numbers are read again. */
export function useRecordRefresh(kind: WorkKind) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.admin.record.invalidate(), utils.admin[listProcedureNames[kind]].invalidate(), utils.admin.summary.invalidate()]).then(() => undefined);
}

function ReasonModal({ to, pending, onCancel, onConfirm }: { to: string; pending: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaResolver(reasonForm, { sync: true }) });
  return (
    <Modal opened onClose={onCancel} title={`Move to ${statusLabel(to)}?`} centered radius="lg">
      <form onSubmit={form.onSubmit((values) => onConfirm(reasonForm.parse(values).reason))} noValidate>
        <Stack gap="md">
          <Text size="sm">The reason is kept in the record’s history.</Text>
          <Textarea label="Reason" withAsterisk rows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Back
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Move to {statusLabel(to)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Move to …": only the moves the workflow allows now (`allowedMoves`); closing ones ask for a reason first. */
export function StatusMoves({ detail }: { detail: RecordDetail }) {
  const refresh = useRecordRefresh(detail.kind);
  const [asking, setAsking] = useState<string | null>(null);
  const change = trpc.admin.changeStatus.useMutation({
    onSuccess: async (result) => {
      setAsking(null);
      showToast({ color: 'green', title: 'Status updated', message: `Moved from ${statusLabel(result.from)} to ${statusLabel(result.to)}.` });
      await refresh();
    },
    onError: (error) =>
      showToast({ color: 'red', title: 'Status not changed', message: serverMessage(error) ?? 'Failed to change the status. Please try again.' }),
  });
  const moves = detail.allowedMoves as string[];
  if (detail.kind === 'chat' || moves.length === 0) return null;
  const move = (to: string, reason?: string) => change.mutate({ kind: detail.kind, id: detail.id, to, reason } as ChangeStatusInput);
  return (
    <>
      <Group gap="xs" role="group" aria-label="Move to">
        {moves.map((to) => (
          <Button
            key={to}
            size="xs"
            variant={movesNeedingReason.has(to) ? 'light' : 'filled'}
            color={movesNeedingReason.has(to) ? 'red' : 'navy'}
            loading={change.isPending && change.variables?.to === to}
            disabled={change.isPending}
            onClick={() => (movesNeedingReason.has(to) ? setAsking(to) : move(to))}
          >
            Move to {statusLabel(to)}
          </Button>
        ))}
      </Group>
      {asking && <ReasonModal to={asking} pending={change.isPending} onCancel={() => setAsking(null)} onConfirm={(reason) => move(asking, reason)} />}
    </>
  );
}

const UNASSIGNED = 'none';

/** Who has the record: any enabled staff member (admins and support agents), or nobody. */
export function AssigneeSelect({ detail }: { detail: RecordDetail }) {
  const refresh = useRecordRefresh(detail.kind);
  const staff = trpc.auth.staffAccounts.useQuery();
  const assign = trpc.admin.assign.useMutation({
    onSuccess: async (result) => {
      showToast({ color: 'green', title: 'Assignee updated', message: result.assignedTo ? `Assigned to ${result.assignedTo.name}.` : 'Nobody has it now.' });
      await refresh();
    },
    onError: (error) => showToast({ color: 'red', title: 'Assignee not changed', message: serverMessage(error) ?? 'Failed to assign. Please try again.' }),
  });
  const current = detail.assignedTo;
  const options = (staff.data ?? []).filter((account) => !account.disabled || account.id === current?.id).map((a) => ({ value: a.id, label: a.name }));
  // The current assignee is an option even before the staff list arrives.
  if (current && !options.some((o) => o.value === current.id)) options.push({ value: current.id, label: current.name });
  return (
    <Select
      label="Assigned to"
      data={[{ value: UNASSIGNED, label: 'Unassigned' }, ...options]}
      value={current?.id ?? UNASSIGNED}
      allowDeselect={false}
      disabled={assign.isPending}
      onChange={(value) => {
        const userId = !value || value === UNASSIGNED ? null : value;
        if (userId !== (current?.id ?? null)) assign.mutate({ kind: detail.kind, id: detail.id, userId });
      }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/**
 * Whose client portal an intake or an appointment is in (docs/portal.md#the-rules). A visitor can type anyone's
 * address, so staff put one there only once they know it is that client's; only the account that confirmed the
 * record's e-mail can be chosen, and the server says when there is none yet.
 */
export function PortalClient({ detail }: { detail: Extract<RecordDetail, { kind: 'business-intake' | 'appointment' }> }) {
  const refresh = useRecordRefresh(detail.kind);
  const attach = trpc.admin.attachToClient.useMutation({
    onSuccess: async (result) => {
      showToast({
        color: 'green',
        title: 'Client portal updated',
        message: result.portalClient ? `${result.portalClient.name} now sees it in their portal.` : 'No client sees it in their portal now.',
      });
      await refresh();
    },
    onError: (error) =>
      showToast({ color: 'red', title: 'Client portal not changed', message: serverMessage(error) ?? 'Failed to change it. Please try again.' }),
  });
  const client = detail.record.portalClient;
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">{client ? `In ${client.name}’s client portal.` : 'In no client’s portal.'}</Text>
      <Button size="xs" variant="light" loading={attach.isPending} onClick={() => attach.mutate({ kind: detail.kind, id: detail.id, attached: !client })}>
        {client ? 'Take it out of the client portal' : 'Show it in the client portal'}
      </Button>
    </Group>
  );
}

/** The note form: the call's own schema (contracts' noteInput); the server's refusal lands on the field. */
export function NoteForm({ kind, id }: { kind: WorkKind; id: string }) {
  const refresh = useRecordRefresh(kind);
  const form = useForm({ mode: 'controlled', initialValues: { kind, id, text: '' }, validate: schemaResolver(noteInput, { sync: true }) });
  const add = trpc.admin.addNote.useMutation({
    onSuccess: async () => {
      form.reset();
      showToast({ color: 'green', title: 'Note added', message: 'The note is in the record’s history.' });
      await refresh();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Note not saved', message: serverMessage(error) ?? 'Failed to add the note. Please try again.' });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(noteInput.parse(values)))} noValidate>
      <Stack gap="xs">
        <Textarea label="Add a note" description="Internal: never shown to the client." rows={2} {...form.getInputProps('text')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
