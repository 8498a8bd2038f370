import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { rescheduleBody } from '@elite/contracts/schemas/appointments';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { longDate, timeWithZone } from '../../scheduling/format.ts';
import { OpenDayInput } from './OpenDayInput.tsx';

/** Who moves it: staff from the record drawer, or the client from the portal (their own appointment only). */
type Mover = 'staff' | 'client';

const moverWords = {
  staff: { moved: 'The client is mailed an updated invitation.', note: 'The client is mailed the new time with an updated calendar invitation.' },
  client: { moved: 'We have mailed you an updated invitation.', note: 'You get the new time by e-mail with an updated calendar invitation; we are told too.' },
} as const;

/**
 * Reschedule (docs/admin.md#rescheduling, docs/portal.md#appointments): a day, then one of its free times for this
 * appointment's length (the server's rule, the appointment itself not in the way); the server moves it, keeps the
 * history line and mails the client an updated invitation.
 */
export function RescheduleAppointment({ id, onMoved, by = 'staff' }: { id: string; onMoved: () => Promise<void>; by?: Mover }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { appointmentDate: '', appointmentTime: '' },
    validate: schemaResolver(rescheduleBody, { sync: true }),
  });
  const date = form.values.appointmentDate;
  const dayChosen = open && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const staffSlots = trpc.appointments.rescheduleSlots.useQuery({ id, date }, { enabled: dayChosen && by === 'staff' });
  const clientSlots = trpc.portal.rescheduleSlots.useQuery({ id, date }, { enabled: dayChosen && by === 'client' });
  const slots = by === 'staff' ? staffSlots : clientSlots;
  const refreshSlots = () => (by === 'staff' ? utils.appointments.rescheduleSlots.invalidate() : utils.portal.rescheduleSlots.invalidate());
  const handlers = {
    onSuccess: async (row: { date: string; timeSlot: string }) => {
      showToast({
        color: 'green',
        title: 'Appointment rescheduled',
        message: `Moved to ${longDate(row.date)} at ${timeWithZone(row.date, row.timeSlot)}. ${moverWords[by].moved}`,
      });
      form.reset();
      setOpen(false);
      await Promise.all([onMoved(), refreshSlots()]);
    },
    onError: async (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Not rescheduled', message: serverMessage(error) ?? 'Failed to move the appointment. Please try again.' });
      form.setFieldValue('appointmentTime', '');
      await refreshSlots();
    },
  };
  const staffMove = trpc.appointments.reschedule.useMutation(handlers);
  const clientMove = trpc.portal.rescheduleAppointment.useMutation(handlers);
  const move = by === 'staff' ? staffMove : clientMove;

  if (!open)
    return (
      <Button size="xs" variant="light" leftSection={<IconCalendarEvent size={14} aria-hidden />} onClick={() => setOpen(true)}>
        Reschedule
      </Button>
    );

  const times = (slots.data?.slots ?? []).map((t) => ({ value: t, label: timeWithZone(date, t) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Reschedule" w="100%">
      <form onSubmit={form.onSubmit((values) => move.mutate({ id, ...rescheduleBody.parse(values) }))} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Move to another free time
          </Text>
          <Group grow align="flex-start" gap="sm">
            <OpenDayInput
              label="New date"
              {...form.getInputProps('appointmentDate')}
              onChange={(value) => {
                form.setFieldValue('appointmentDate', value ?? '');
                form.setFieldValue('appointmentTime', '');
              }}
            />
            <Select
              label="New time"
              placeholder={
                !date ? 'Pick a day first' : slots.isFetching ? 'Loading available times...' : times.length ? 'Pick a time' : 'No free time that day'
              }
              data={times}
              disabled={!date || times.length === 0}
              required
              allowDeselect={false}
              {...form.getInputProps('appointmentTime')}
              onChange={(value: string | null) => form.setFieldValue('appointmentTime', value ?? '')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {moverWords[by].note}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => (form.reset(), setOpen(false))}>
              Back
            </Button>
            <Button size="xs" type="submit" loading={move.isPending}>
              Move appointment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
