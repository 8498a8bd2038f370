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

/**
 * The appointment drawer's Reschedule (docs/admin.md#rescheduling): a day, then one of its free times for this
 * appointment's length (the server's rule, the appointment itself not in the way); the server moves it, keeps the
 * history line and mails the client an updated invitation.
 */
export function RescheduleAppointment({ id, onMoved }: { id: string; onMoved: () => Promise<void> }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { appointmentDate: '', appointmentTime: '' },
    validate: schemaResolver(rescheduleBody, { sync: true }),
  });
  const date = form.values.appointmentDate;
  const slots = trpc.appointments.rescheduleSlots.useQuery({ id, date }, { enabled: open && /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const move = trpc.appointments.reschedule.useMutation({
    onSuccess: async (row) => {
      showToast({
        color: 'green',
        title: 'Appointment rescheduled',
        message: `Moved to ${longDate(row.date)} at ${timeWithZone(row.date, row.timeSlot)}. The client is mailed an updated invitation.`,
      });
      form.reset();
      setOpen(false);
      await Promise.all([onMoved(), utils.appointments.rescheduleSlots.invalidate()]);
    },
    onError: async (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Not rescheduled', message: serverMessage(error) ?? 'Failed to move the appointment. Please try again.' });
      form.setFieldValue('appointmentTime', '');
      await utils.appointments.rescheduleSlots.invalidate();
    },
  });

  if (!open)
    return (
      <Button size="xs" variant="light" leftSection={<IconCalendarEvent size={14} aria-hidden />} onClick={() => setOpen(true)}>
        Reschedule
      </Button>
    );

  const times = (slots.data?.slots ?? []).map((t) => ({ value: t, label: timeWithZone(date, t) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Reschedule">
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
            The client is mailed the new time with an updated calendar invitation.
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
