import type { AppointmentRow } from '../schemas/admin.ts';

type Status = AppointmentRow['status'];

/**
 * docs/admin.md#appointment-status-changes: which status changes the admin may make.
 * - scheduled: Confirm or Cancel;
 * - confirmed and not yet past: Cancel;
 * - past and neither completed nor cancelled: Mark Complete.
 * The server enforces it; the admin tab shows only these buttons.
 */
export function allowedTransitions(status: Status, isPast: boolean): Status[] {
  const next: Status[] = [];
  if (status === 'scheduled') next.push('confirmed', 'cancelled');
  if (status === 'confirmed' && !isPast) next.push('cancelled');
  if (isPast && status !== 'completed' && status !== 'cancelled') next.push('completed');
  return next;
}

export const transitionLabels: Record<Status, string> = {
  scheduled: 'Reschedule',
  confirmed: 'Confirm',
  cancelled: 'Cancel',
  completed: 'Mark Complete',
};
