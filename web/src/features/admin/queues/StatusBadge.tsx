import { Badge, type MantineColor } from '@mantine/core';
import classes from './QueueList.module.css';
import { statusLabels, type WorkKind, type WorkStatus } from '@elite/contracts/schemas/work-queues';

/** docs/admin.md#status-colours: waiting work warm, done work green, closed work grey, refusals red. */
const statusColors: Record<WorkStatus, MantineColor> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'indigo',
  won: 'green',
  lost: 'gray',
  received: 'yellow',
  in_progress: 'blue',
  filed: 'teal',
  completed: 'green',
  cancelled: 'red',
  reviewed: 'green',
  pending: 'yellow',
  payment_failed: 'red',
  paid: 'green',
  fulfilled: 'teal',
  failed: 'red',
  refunded: 'gray',
  canceled: 'gray',
  active: 'green',
  past_due: 'orange',
  scheduled: 'blue',
  confirmed: 'green',
  no_show: 'orange',
  waiting: 'orange',
  answered: 'green',
  resolved: 'gray',
};

export const statusLabel = (status: string) =>
  statusLabels[status as WorkStatus] ?? (status ? status[0]!.toUpperCase() + status.slice(1).replace(/_/g, ' ') : '—');

/** An appointment that took place is history (grey), a completed formation is done work (green). */
const statusColor = (status: string, kind?: WorkKind): MantineColor =>
  kind === 'appointment' && status === 'completed' ? 'gray' : (statusColors[status as WorkStatus] ?? 'gray');

/** A status as a small coloured badge ("in_progress" -> In progress); never cut short (docs/admin.md#work-queues). */
export function StatusBadge({ status, kind }: { status: string; kind?: WorkKind }) {
  return (
    // Dark text on the light tint: the tint's own text shade is below 4.5:1 for green and yellow.
    <Badge
      color={statusColor(status, kind)}
      c="dark.7"
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      classNames={{ root: classes.badge, label: classes.badgeLabel }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
