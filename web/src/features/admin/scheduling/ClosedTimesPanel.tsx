import { Alert, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { federalHolidaysBetween } from '@elite/contracts/rules/holidays';
import { utcToZoned } from '@elite/contracts/rules/slots';
import { availabilityBlockInput, type AvailabilityBlock, type OverlappedAppointment } from '@elite/contracts/schemas/appointments';
import { IconCalendarOff, IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage, useSessionExpiry } from '../../accounts/session.ts';
import { longDate, timeWithZone } from '../../scheduling/format.ts';
import { AnchorLink } from '../queues/AnchorLink.tsx';
import classes from './ClosedTimesPanel.module.css';
import { OpenDayInput } from './OpenDayInput.tsx';

/** "Whole day" or "10:00 AM EST – 12:00 PM EST". */
const hoursOf = (b: AvailabilityBlock) =>
  b.allDay || !b.startTime || !b.endTime
    ? 'Whole day'
    : `${timeWithZone(b.date, b.startTime)} – ${b.endTime === '24:00' ? 'midnight' : timeWithZone(b.date, b.endTime)}`;

function Overlaps({ overlaps }: { overlaps: OverlappedAppointment[] }) {
  return (
    <Alert
      color="yellow"
      title={`This block covers ${overlaps.length === 1 ? 'a booked appointment' : `${overlaps.length} booked appointments`}`}
      role="status"
    >
      <Text size="sm" mb={6}>
        They are kept: reschedule or cancel them from their record.
      </Text>
      <Stack gap={4} component="ul" m={0} pl="md">
        {overlaps.map((a) => (
          <li key={a.id}>
            <AnchorLink to="/admin" search={{ tab: 'appointments', open: a.id }} size="sm">
              {a.name}, {longDate(a.date)} at {timeWithZone(a.date, a.timeSlot)}
            </AnchorLink>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * "Closed dates and hours" (docs/admin.md#closed-dates-and-hours), above the Appointments list. On a phone the
 * appointments come first: the panel waits behind a button of its name until it is asked for.
 */
export function ClosedTimes() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        hiddenFrom="sm"
        variant="light"
        fullWidth
        justify="space-between"
        leftSection={<IconCalendarOff size={18} stroke={1.8} aria-hidden />}
        rightSection={<IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={open || undefined} />}
        aria-expanded={open}
        aria-controls="closed-times"
        onClick={() => setOpen((was) => !was)}
      >
        Closed dates and hours
      </Button>
      <div id="closed-times" className={classes.panel} data-open={open || undefined}>
        <ClosedTimesPanel />
      </div>
    </div>
  );
}

/** The blocks ahead, a form to add one (the contracts schema the server checks with), and the federal holidays closed by themselves. */
function ClosedTimesPanel() {
  const utils = trpc.useUtils();
  const [today] = useState(() => utcToZoned(Date.now(), BUSINESS_TIME_ZONE).date);
  const [holidays] = useState(() => federalHolidaysBetween(today, utcToZoned(Date.now() + 120 * 86_400_000, BUSINESS_TIME_ZONE).date).slice(0, 2));
  const [overlaps, setOverlaps] = useState<OverlappedAppointment[]>([]);
  const blocks = trpc.admin.availabilityBlocks.list.useQuery();
  useSessionExpiry(blocks.error);
  const form = useForm({
    mode: 'controlled',
    initialValues: { date: '', allDay: true, startTime: '', endTime: '', reason: '' },
    validate: schemaResolver(availabilityBlockInput, { sync: true }),
  });
  const refresh = () => Promise.all([utils.admin.availabilityBlocks.list.invalidate(), utils.appointments.invalidate()]);
  const create = trpc.admin.availabilityBlocks.create.useMutation({
    onSuccess: async (answer) => {
      form.reset();
      setOverlaps(answer.overlaps);
      showToast({
        color: 'green',
        title: 'Time blocked',
        message: `${longDate(answer.block.date)}, ${hoursOf(answer.block).toLowerCase()}: no longer offered.`,
      });
      await refresh();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Not blocked', message: serverMessage(error) ?? 'Failed to block the time. Please try again.' });
    },
  });
  const remove = trpc.admin.availabilityBlocks.remove.useMutation({
    onSuccess: async () => {
      showToast({ color: 'green', title: 'Block removed', message: 'Those times are offered again.' });
      await refresh();
    },
    onError: (error) => showToast({ color: 'red', title: 'Not removed', message: serverMessage(error) ?? 'Failed to remove the block. Please try again.' }),
  });

  const submit = form.onSubmit((values) => {
    const input = values.allDay ? { date: values.date, allDay: true, reason: values.reason } : values;
    create.mutate(availabilityBlockInput.parse(input));
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="closed-times-title">
      <Group gap="xs" mb={4}>
        <IconCalendarOff size={20} stroke={1.8} aria-hidden />
        <Title order={2} fz={18} id="closed-times-title" c="navy.9">
          Closed dates and hours
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Blocked times are not offered on /schedule and cannot be booked. Appointments already booked there stay until you move them. US federal holidays are
        closed by themselves
        {holidays.length > 0 && `: next ${holidays.map((h) => `${h.name} (${longDate(h.date).replace(/^\w+, /, '')})`).join(', ')}`}.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Block a date or hours">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <OpenDayInput label="Date" {...form.getInputProps('date')} />
          <TextInput
            label="Reason"
            placeholder="Team offsite"
            required
            description="Staff see it; clients never do."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('reason')}
          />
          {!form.values.allDay && (
            <>
              <TimeInput label="From (New York time)" required {...form.getInputProps('startTime')} />
              <TimeInput label="To (New York time)" required {...form.getInputProps('endTime')} />
            </>
          )}
        </SimpleGrid>
        <Group justify="space-between" mt="sm" gap="sm">
          <Checkbox label="Whole day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
          <Button type="submit" loading={create.isPending}>
            Block
          </Button>
        </Group>
      </form>
      {overlaps.length > 0 && (
        <Stack mt="md">
          <Overlaps overlaps={overlaps} />
        </Stack>
      )}
      <Stack gap="xs" mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Blocked times ahead">
        {blocks.data?.blocks.length === 0 && (
          <Text component="li" size="sm" c="dimmed">
            No blocked times ahead.
          </Text>
        )}
        {blocks.data?.blocks.map((b) => (
          <Group component="li" key={b.id} justify="space-between" gap="sm" wrap="nowrap" data-testid="availability-block">
            <div>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {longDate(b.date)}
                </Text>
                <Badge variant="light" color={b.allDay ? 'red' : 'orange'}>
                  {hoursOf(b)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {b.reason} · by {b.createdBy}
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending && remove.variables?.id === b.id}
              onClick={() => remove.mutate({ id: b.id })}
              aria-label={`Remove the block of ${longDate(b.date)}`}
              style={{ flexShrink: 0 }}
            >
              Remove
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
