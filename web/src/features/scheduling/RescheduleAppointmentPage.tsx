import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { serverMessage } from '../accounts/session.ts';
import { RescheduleAppointment } from '../admin/scheduling/RescheduleAppointment.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import { longDate, timeWithZone } from './format.ts';
import classes from './SchedulePage.module.css';
import { UnusableLink } from './UnusableLink.tsx';

/** A token the server could know: 43 base64url characters (anything else is not worth asking about). */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/**
 * /reschedule-appointment?token=… (docs/scheduling.md#the-reschedule-link): the link of the client's latest mail about
 * the booking. Opening it changes nothing; it shows the booking in our words and its free times, and the client moves
 * it without signing in. A move spends the link: the page then shows the new time, and the mail brings a new link.
 */
export function RescheduleAppointmentPage({ token }: { token?: string }) {
  const wellFormed = token !== undefined && WELL_FORMED.test(token);
  const booking = trpc.appointments.rescheduleLink.useQuery({ token: token ?? '' }, { enabled: wellFormed, retry: false });
  const [moved, setMoved] = useState<{ date: string; timeSlot: string } | null>(null);
  return (
    <>
      <PageHeader
        eyebrow="Schedule"
        title="Reschedule your appointment"
        lead="Choose another free time for your consultation. Your calendar invitation is updated by e-mail."
      />
      <div className={classes.body}>
        <Paper withBorder radius="lg" className={classes.card}>
          {moved && booking.data ? (
            <div className={classes.confirmation} role="status">
              <div className={classes.check} aria-hidden>
                <IconCheck size={34} stroke={2.4} />
              </div>
              <Title order={2} className={classes.stepTitle}>
                Appointment rescheduled
              </Title>
              <Text mt="sm">
                Your {appointmentTypes[booking.data.appointmentType].title} is now on {longDate(moved.date)} at {timeWithZone(moved.date, moved.timeSlot)}.
              </Text>
              <Text c="dimmed" size="sm" mt="xs">
                We have e-mailed you the new time with an updated calendar invitation and a new link, should you need to move it again.
              </Text>
              <Group justify="center" mt="xl">
                <Button component={Link} to="/">
                  Return Home
                </Button>
              </Group>
            </div>
          ) : !wellFormed || booking.isError ? (
            <UnusableLink
              title="This link cannot move an appointment"
              reason={
                wellFormed
                  ? (serverMessage(booking.error) ?? 'Please try again.')
                  : 'The link is incomplete. Please use the link from our latest e-mail about your appointment.'
              }
            />
          ) : booking.isPending ? (
            <Skeleton height={160} radius="md" />
          ) : (
            <Stack gap="md">
              <div>
                <Title order={2} className={classes.stepTitle}>
                  Your {appointmentTypes[booking.data.appointmentType].title}
                </Title>
                <Text>
                  {booking.data.when} · {booking.data.duration} minutes
                </Text>
              </div>
              <RescheduleAppointment token={token} by="link" startOpen onMoved={(movedTo) => Promise.resolve(setMoved(movedTo))} />
              <Text c="dimmed" size="sm">
                Prefer to talk? Call us at {company.phoneDisplay}. To cancel instead, use the cancel link in your confirmation e-mail.
              </Text>
            </Stack>
          )}
        </Paper>
      </div>
    </>
  );
}
