import { Badge, type MantineColor } from '@mantine/core';

const label = (status: string) => (status ? status[0]!.toUpperCase() + status.slice(1) : '—');

/** A status as a small coloured badge ("pending" -> Pending). */
export function StatusBadge({ status, color }: { status: string; color: MantineColor }) {
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" fw={600}>
      {label(status)}
    </Badge>
  );
}
