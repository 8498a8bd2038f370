import { Badge, type MantineColor } from '@mantine/core';

const label = (status: string) => (status ? status[0]!.toUpperCase() + status.slice(1).replaceAll('_', ' ') : '—');

/** A status as a small coloured badge ("pending" -> Pending, "in_progress" -> In progress). */
export function StatusBadge({ status, color }: { status: string; color: MantineColor }) {
  return (
    // Dark text on the light tint: the tint's own text shade is below 4.5:1 for green and yellow.
    <Badge color={color} c="dark.7" variant="light" radius="sm" tt="none" fw={600}>
      {label(status)}
    </Badge>
  );
}
