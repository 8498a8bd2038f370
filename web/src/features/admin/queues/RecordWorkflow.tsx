import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isClosed } from '@elite/contracts/rules/work-status';
import { noteInput, REASON_REQUIRED, statusChangeBody, type ChangeStatusInput, type RecordDetail, type WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { statusLabel } from './StatusBadge.tsx';
import { listProcedureNames } from './list-query.ts';

/** The change's reason, required here: the call's own rule (trimmed, at most 500 characters) plus "not empty". */
const reasonForm = z.object({ reason: statusChangeBody.shape.reason.unwrap().min(1, REASON_REQUIRED) });

/** After a change: the record, its list and the dashboard's numbers are read again. */
export function useRecordRefresh(kind: WorkKind) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.admin.record.invalidate(), utils.admin[listProcedureNames[kind]].invalidate(), utils.admin.summary.invalidate()]).then(() => undefined);
}

/** What a reason dialog confirms: one button, or (a paid formation's cancellation) a choice about its order's refund. */
type ReasonChoice = { label: string; refund?: boolean };

/** Closing is red; reopening, which undoes a close, is not. */
type ReasonTone = 'red' | 'navy';

function ReasonModal({
  title,
  intro,
  choices,
  tone = 'red',
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  intro: string;
  choices: ReasonChoice[];
  tone?: ReasonTone;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string, refund?: boolean) => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaResolver(reasonForm, { sync: true }) });
  const [chosen, setChosen] = useState<ReasonChoice>(choices[0]!);
  return (
    <Modal opened onClose={onCancel} title={title} centered radius="lg" size={choices.length > 1 ? 'lg' : 'md'}>
      <form onSubmit={form.onSubmit((values) => onConfirm(reasonForm.parse(values).reason, chosen.refund))} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea label="Reason" withAsterisk rows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Back
            </Button>
            {choices.map((choice, i) => (
              <Button
                key={choice.label}
                type="submit"
                color={tone}
                variant={i === 0 ? 'filled' : 'light'}
                loading={pending && chosen === choice}
                disabled={pending && chosen !== choice}
                onClick={() => setChosen(choice)}
              >
                {choice.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A formation whose order is paid: its cancellation asks whether the order is refunded with it (docs/admin.md#cancelling-a-paid-formation). */
function paidOrderOf(detail: RecordDetail): string | null {
  if (detail.kind !== 'business-formation' && detail.kind !== 'entity-formation') return null;
  const { orderStatus, orderReference } = detail.record;
  return orderStatus === 'paid' || orderStatus === 'fulfilled' ? (orderReference ?? 'its order') : null;
}

/** The dialog of a move that closes the record: a reason, and for a paid formation the refund choice. */
function closingDialog(detail: RecordDetail, to: string): { title: string; intro: string; choices: ReasonChoice[] } {
  const order = to === 'cancelled' ? paidOrderOf(detail) : null;
  if (order)
    return {
      title: 'Cancel this formation?',
      intro: `Its order ${order} is paid. Refund it with the cancellation, or keep the payment? The client gets one e-mail saying which; the reason stays in the history.`,
      choices: [
        { label: 'Cancel and refund', refund: true },
        { label: 'Cancel without refund', refund: false },
      ],
    };
  return { title: `Move to ${statusLabel(to)}?`, intro: 'The reason is kept in the record’s history.', choices: [{ label: `Move to ${statusLabel(to)}` }] };
}

/** "Move to …": only the moves the workflow allows now (`allowedMoves`); moves that close the record ask for a reason first. */
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
  if (detail.kind === 'chat') return null;
  if (moves.length === 0) return <ReopenRecord detail={detail} />;
  const move = (to: string, reason?: string, refund?: boolean) => change.mutate({ kind: detail.kind, id: detail.id, to, reason, refund } as ChangeStatusInput);
  const closing = (to: string) => isClosed(detail.kind, to);
  return (
    <>
      <Group gap="xs" role="group" aria-label="Move to">
        {moves.map((to) => (
          <Button
            key={to}
            size="xs"
            variant={closing(to) ? 'light' : 'filled'}
            color={closing(to) ? 'red' : 'navy'}
            loading={change.isPending && change.variables?.to === to}
            disabled={change.isPending}
            onClick={() => (closing(to) ? setAsking(to) : move(to))}
          >
            Move to {statusLabel(to)}
          </Button>
        ))}
      </Group>
      {asking && (
        <ReasonModal
          {...closingDialog(detail, asking)}
          pending={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(reason, refund) => move(asking, reason, refund)}
        />
      )}
    </>
  );
}

/**
 * A closed record: an admin may reopen it, with a reason (docs/admin.md#closing-and-reopening). It goes back to the
 * status the server names; the client is not mailed. Where it cannot be reopened (money went back), the server's why.
 */
function ReopenRecord({ detail }: { detail: RecordDetail }) {
  const refresh = useRecordRefresh(detail.kind);
  const [asking, setAsking] = useState(false);
  const reopen = trpc.admin.reopen.useMutation({
    onSuccess: async (result) => {
      setAsking(false);
      showToast({
        color: 'green',
        title: 'Record reopened',
        message: `Moved from ${statusLabel(result.from)} back to ${statusLabel(result.to)}. The client was not e-mailed.`,
      });
      await refresh();
    },
    onError: (error) => showToast({ color: 'red', title: 'Not reopened', message: serverMessage(error) ?? 'Failed to reopen the record. Please try again.' }),
  });
  if (detail.reopenRefusal)
    return (
      <Text size="sm" c="dimmed">
        {detail.reopenRefusal}
      </Text>
    );
  if (!detail.reopenTo) return null;
  const to = detail.reopenTo;
  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="light" color="navy" leftSection={<IconArrowBackUp size={14} aria-hidden />} onClick={() => setAsking(true)}>
          Reopen
        </Button>
      </Group>
      {asking && (
        <ReasonModal
          title="Reopen this record?"
          intro={`It goes back to ${statusLabel(to)}. The client is not e-mailed about it, and closing it again will not e-mail them twice.`}
          choices={[{ label: `Reopen as ${statusLabel(to)}` }]}
          tone="navy"
          pending={reopen.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => reopen.mutate({ kind: detail.kind, id: detail.id, reason })}
        />
      )}
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
