import type { AppointmentRow } from '../schemas/admin.ts';

type Status = AppointmentRow['status'];

/**
 * docs/admin.md#appointment-status-changes: which status changes the admin may make.
 * - scheduled: Confirm or Cancel;
 * - confirmed and not yet past: Cancel;
 * - past and neither completed, a no-show nor cancelled: Mark Complete or Mark No-show.
 * The server enforces it; the admin tab shows only these buttons.
 */
export function allowedTransitions(status: Status, isPast: boolean): Status[] {
  const next: Status[] = [];
  if (status === 'scheduled') next.push('confirmed', 'cancelled');
  if (status === 'confirmed' && !isPast) next.push('cancelled');
  if (isPast && (status === 'scheduled' || status === 'confirmed')) next.push('completed', 'no_show');
  return next;
}
