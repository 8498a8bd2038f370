import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { statusLabels } from '@elite/contracts/schemas/work-queues';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { longDate, timeWithZone } from './format.ts';

const statusColor = { scheduled: 'blue', confirmed: 'green', cancelled: 'red', completed: 'gray', no_show: 'gray' } as const;

/** The portal dashboard's "Your Appointments": those booked with the client's e-mail (docs/portal.md#portal-dashboard). */
export function MyAppointments() {
  const mine = trpc.appointments.mine.useQuery();
  return (
    <Paper withBorder radius="lg" p="xl" role="region" aria-label="Your Appointments">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={20} c="navy.9">
          Your Appointments
        </Title>
        <Button component={Link} to="/schedule" variant="light" size="sm" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
          Schedule
        </Button>
      </Group>
      {mine.isPending ? (
        <Skeleton height={48} />
      ) : mine.isError ? (
        <Text c="dimmed">Your appointments could not be loaded. Please try again later.</Text>
      ) : mine.data.length === 0 ? (
        <Text c="dimmed">No appointments yet. Book a free 30-minute consultation with an advisor.</Text>
      ) : (
        <Stack gap="sm">
          {mine.data.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap" gap="md">
              <div>
                <Text fw={600}>{appointmentTypes[a.appointmentType].title}</Text>
                <Text size="sm" c="dimmed">
                  {longDate(a.date)} at {timeWithZone(a.date, a.timeSlot)} · {a.duration} minutes
                </Text>
              </div>
              <Badge color={statusColor[a.status]} variant="light" tt="none">
                {statusLabels[a.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
