import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
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
 * Who moves it: staff from the record drawer, the client from the portal (their own appointment only), or whoever
 * holds the reschedule link of the client's latest mail (docs/scheduling.md#the-reschedule-link).
 */
type Mover = 'staff' | 'client' | 'link';

const clientWords = {
  moved: 'We have mailed you an updated invitation.',
  note: 'You get the new time by e-mail with an updated calendar invitation; we are told too.',
};
const moverWords = {
  staff: { moved: 'The client is mailed an updated invitation.', note: 'The client is mailed the new time with an updated calendar invitation.' },
  client: clientWords,
  link: clientWords,
} as const;

/** The appointment: by id for staff and the portal, by the link's token for the link's page. */
type Target = { id: string; token?: undefined } | { id?: undefined; token: string };

/**
 * Reschedule (docs/admin.md#rescheduling, docs/portal.md#appointments): a day, then one of its free times for this
 * appointment's length (the server's rule, the appointment itself not in the way); the server moves it, keeps the
 * history line and mails the client an updated invitation.
 */
export function RescheduleAppointment({
  onMoved,
  by = 'staff',
  startOpen = false,
  ...target
}: Target & { onMoved: (movedTo: { date: string; timeSlot: string }) => Promise<void>; by?: Mover; startOpen?: boolean }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(startOpen);
  const id = target.id ?? '';
  const token = target.token ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { appointmentDate: '', appointmentTime: '' },
    validate: schemaResolver(rescheduleBody, { sync: true }),
  });
  const date = form.values.appointmentDate;
  const dayChosen = open && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const staffSlots = trpc.appointments.rescheduleSlots.useQuery({ id, date }, { enabled: dayChosen && by === 'staff' });
  const clientSlots = trpc.portal.rescheduleSlots.useQuery({ id, date }, { enabled: dayChosen && by === 'client' });
  const linkSlots = trpc.appointments.rescheduleLinkSlots.useQuery({ token, date }, { enabled: dayChosen && by === 'link' });
  const slots = { staff: staffSlots, client: clientSlots, link: linkSlots }[by];
  const refreshSlots = () =>
    ({ staff: utils.appointments.rescheduleSlots, client: utils.portal.rescheduleSlots, link: utils.appointments.rescheduleLinkSlots })[by].invalidate();
  const handlers = {
    onSuccess: async (row: { date: string; timeSlot: string }) => {
      showToast({
        color: 'green',
        title: 'Appointment rescheduled',
        message: `Moved to ${longDate(row.date)} at ${timeWithZone(row.date, row.timeSlot)}. ${moverWords[by].moved}`,
      });
      form.reset();
      setOpen(false);
      // A move by link spends the link: its page shows the new time, and no longer asks with it.
      await Promise.all([onMoved(row), by === 'link' ? undefined : refreshSlots()]);
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
  const linkMove = trpc.appointments.rescheduleByLink.useMutation(handlers);
  const moving = staffMove.isPending || clientMove.isPending || linkMove.isPending;
  const move = (to: { appointmentDate: string; appointmentTime: string }) => {
    if (by === 'link') linkMove.mutate({ token, ...to });
    else (by === 'staff' ? staffMove : clientMove).mutate({ id, ...to });
  };

  if (!open)
    return (
      <Button size="xs" variant="light" leftSection={<IconCalendarEvent size={14} aria-hidden />} onClick={() => setOpen(true)}>
        Reschedule
      </Button>
    );

  const times = (slots.data?.slots ?? []).map((t) => ({ value: t, label: timeWithZone(date, t) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Reschedule" w="100%">
      <form onSubmit={form.onSubmit((values) => move(rescheduleBody.parse(values)))} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Move to another free time
          </Text>
          {/* Side by side, except on a phone, where "Pick a day first" would not fit beside the date. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
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
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {moverWords[by].note}
          </Text>
          <Group justify="flex-end" gap="xs">
            {!startOpen && (
              <Button size="xs" variant="default" onClick={() => (form.reset(), setOpen(false))}>
                Back
              </Button>
            )}
            <Button size="xs" type="submit" loading={moving}>
              Move appointment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
