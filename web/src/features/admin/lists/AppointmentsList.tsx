import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import { useTRPC } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDay } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

const statusColor: Record<AppointmentRow['status'], string> = {
  scheduled: 'blue',
  confirmed: 'green',
  cancelled: 'red',
  completed: 'gray',
};

export const appointmentColumns: AdminColumn<AppointmentRow>[] = [
  { key: 'date', header: 'Date', value: (r) => formatDay(r.date), nowrap: true },
  { key: 'timeSlot', header: 'Time', value: (r) => r.timeSlot, nowrap: true },
  { key: 'name', header: 'Name', value: (r) => r.name, nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, nowrap: true },
  {
    key: 'status',
    header: 'Status',
    value: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} color={statusColor[r.status]} />,
  },
];

/** The Appointments tab. */
export function AppointmentsList() {
  const trpc = useTRPC();
  return (
    <AdminList
      title="Appointments"
      description="Consultations booked through the scheduler"
      columns={appointmentColumns}
      query={(input) => trpc.admin.appointments.queryOptions(input)}
      emptyTitle="No appointments yet"
      emptyDescription="Booked consultations will appear here."
      exportName="appointments"
      detailTitle={(r) => `Appointment: ${r.name}`}
    />
  );
}
