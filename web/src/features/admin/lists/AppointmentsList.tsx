import { Button, Group } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { allowedTransitions, transitionLabels } from '@elite/contracts/rules/appointment-status';
import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { timeWithZone } from '../../scheduling/format.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDay } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

const statusColor: Record<AppointmentRow['status'], string> = {
  scheduled: 'blue',
  confirmed: 'green',
  cancelled: 'red',
  completed: 'gray',
  no_show: 'orange',
};

/** Button colours of the actions; teal.9 keeps white text at 5:1 (green.6 is 3.4:1, below WCAG AA). */
const actionColor: Record<AppointmentRow['status'], string> = { scheduled: 'navy', confirmed: 'teal.9', cancelled: 'red', completed: 'navy', no_show: 'navy' };

/** Confirm / Cancel / Mark Complete, only those docs/admin.md#appointment-status-changes allows for the row (the server checks again). */
function StatusActions({ row, onDone }: { row: AppointmentRow; onDone?: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.appointments.updateStatus.useMutation({
    onSuccess: () => {
      void utils.admin.appointments.invalidate();
      void utils.admin.summary.invalidate();
      showToast({ color: 'green', icon: <IconCheck size={18} stroke={2.4} />, title: 'Success', message: 'Appointment status updated successfully' });
      onDone?.();
    },
    onError: () => showToast({ color: 'red', icon: <IconX size={18} stroke={2.4} />, title: 'Error', message: 'Failed to update appointment status' }),
  });
  const next = allowedTransitions(row.status, row.isPast);
  if (next.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {next.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          variant={status === 'cancelled' ? 'light' : 'filled'}
          color={actionColor[status]}
          loading={update.isPending && update.variables?.status === status}
          disabled={update.isPending}
          aria-label={`${transitionLabels[status]} appointment of ${row.name}`}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            update.mutate({ id: row.id, status });
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {transitionLabels[status]}
        </Button>
      ))}
    </Group>
  );
}

export const appointmentColumns: AdminColumn<AppointmentRow>[] = [
  { key: 'date', header: 'Date', value: (r) => formatDay(r.date), nowrap: true },
  { key: 'timeSlot', header: 'Time', value: (r) => timeWithZone(r.date, r.timeSlot), nowrap: true },
  { key: 'type', header: 'Type', value: (r) => `${appointmentTypes[r.appointmentType].title} (${r.duration} min)`, nowrap: true },
  { key: 'name', header: 'Name', value: (r) => r.name, nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, nowrap: true },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={statusColor[r.status]} />,
  },
  { key: 'notes', header: 'Notes', value: (r) => r.notes, table: false, detail: { wide: true } },
  { key: 'actions', header: 'Actions', value: () => '', render: (r) => <StatusActions row={r} />, detail: false },
];

/** The Appointments tab: latest first, past rows dimmed, status changes in the row and in the dialog. */
export function AppointmentsList() {
  return (
    <AdminList
      title="Appointments"
      description="Consultations booked through the scheduler"
      columns={appointmentColumns}
      procedure={trpc.admin.appointments}
      emptyTitle="No appointments yet"
      emptyDescription="Booked consultations will appear here."
      exportName="appointments"
      detailTitle={(r) => `Appointment: ${r.name}`}
      detailActions={(r, close) => <StatusActions row={r} onDone={close} />}
      rowDimmed={(r) => r.isPast}
    />
  );
}
