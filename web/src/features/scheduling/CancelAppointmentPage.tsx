import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import { IconCalendarX, IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { serverMessage } from '../accounts/session.ts';
import { PageHeader } from '../home/PageHeader.tsx';
import classes from './SchedulePage.module.css';
import { UnusableLink } from './UnusableLink.tsx';

/**
 * /cancel-appointment?token=… (the confirmation e-mail's link). Opening the link
 * changes nothing (mail scanners open links too); the button cancels. A link without a token, or one the server
 * refuses, shows why and the ways on (docs/scheduling.md#a-link-that-cannot-be-used).
 */
export function CancelAppointmentPage({ token }: { token?: string }) {
  const cancel = trpc.appointments.cancel.useMutation();
  return (
    <>
      <PageHeader
        eyebrow="Schedule"
        title="Cancel your appointment"
        lead="Plans change. Cancelling frees the time for someone else; you can book a new one at any moment."
      />
      <div className={classes.body}>
        <Paper withBorder radius="lg" className={classes.card}>
          {cancel.isSuccess ? (
            <div className={classes.confirmation} role="status">
              <div className={classes.check} aria-hidden>
                <IconCheck size={34} stroke={2.4} />
              </div>
              <Title order={2} className={classes.stepTitle}>
                Appointment cancelled
              </Title>
              <Text mt="sm">
                Your {appointmentTypes[cancel.data.appointmentType].title} on {cancel.data.when} is cancelled.
              </Text>
              <Group justify="center" mt="xl">
                <Button component={Link} to="/" variant="default">
                  Return Home
                </Button>
                <Button component={Link} to="/schedule">
                  Book a New Time
                </Button>
              </Group>
            </div>
          ) : !token || cancel.isError ? (
            <UnusableLink
              title="This link cannot cancel an appointment"
              reason={
                token ? (serverMessage(cancel.error) ?? 'Please try again.') : 'The link is incomplete. Please use the link from your confirmation e-mail.'
              }
            />
          ) : (
            <>
              <Title order={2} className={classes.stepTitle}>
                Cancel this appointment?
              </Title>
              <Text c="dimmed" mb="lg">
                The link in your confirmation e-mail works once. To move the appointment instead, use the reschedule link in the same e-mail, or call us at{' '}
                {company.phoneDisplay}.
              </Text>
              <Group justify="space-between">
                <Button component={Link} to="/" variant="default">
                  Keep My Appointment
                </Button>
                <Button color="red" leftSection={<IconCalendarX size={16} />} loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
                  Cancel Appointment
                </Button>
              </Group>
            </>
          )}
        </Paper>
      </div>
    </>
  );
}
