import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stepper, Text, Title, UnstyledButton } from '@mantine/core';
import { appointmentTypeIds, appointmentTypes, BUSINESS_TIME_ZONE, defaultAvailability, type AppointmentType } from '@elite/contracts/catalogue/appointments';
import { bookableDayRange, to12Hour } from '@elite/contracts/rules/slots';
import type { BookedAnswer } from '@elite/contracts/schemas/appointments';
import { IconArrowLeft, IconArrowRight, IconCheck, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useMounted } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { AppointmentCalendar } from './AppointmentCalendar.tsx';
import type { Details } from './DetailsStep.tsx';
import { longDate, timeWithZone } from './format.ts';
import { onRadioGroupKeyDown, rovingTabIndex } from './radio-keys.ts';
import classes from './SchedulePage.module.css';

/**
 * Step 3's form (@mantine/form, its inputs and the booking call) is its own chunk, fetched when the visitor reaches
 * the times; its schema (and zod) on first focus. The prerendered page shows step 1 and carries none of them.
 */
const loadDetailsStep = () => import('./DetailsStep.tsx');

/** The shortest appointment: a day can be offered while one of these can still start on it. */
const SHORTEST_APPOINTMENT_MINUTES = Math.min(...appointmentTypeIds.map((id) => appointmentTypes[id].minutes));
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })));

const emptyDetails: Details = { clientName: '', clientEmail: '', clientPhone: '', notes: '' };

const STEPS = ['Select Date', 'Choose Time', 'Your Details', 'Confirmation'] as const;

const alertToast = (title: string, message: string) => showToast({ color: 'red', icon: <IconInfoCircle size={18} stroke={2} />, title, message });

/**
 * The four-step appointment wizard of /schedule (docs/scheduling.md#scheduling-wizard), a data island of the page
 * (SchedulePage.tsx): it opens the visit's data layer, seeds the availability and asks for the closed days as it
 * goes live.
 */
export function ScheduleWizard() {
  const utils = trpc.useUtils();
  const [step, setStep] = useState(1);
  const [date, setDate] = useState<string | null>(null);
  const [type, setType] = useState<AppointmentType | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(emptyDetails);
  const [booked, setBooked] = useState<(BookedAnswer & Details) | null>(null);
  // The day the page opened in New York: read once, so a render never asks the clock.
  // The days the calendar offers (docs/scheduling.md#scheduling-wizard): from today, or tomorrow once today's last
  // slot is too near, to the last day of the booking window; read once, so a render never asks the clock.
  const [{ first: today, last: lastDay }] = useState(() =>
    bookableDayRange({ rules: defaultAvailability, now: Date.now(), timeZone: BUSINESS_TIME_ZONE, shortestMinutes: SHORTEST_APPOINTMENT_MINUTES }),
  );
  const mounted = useMounted();

  // The step's content replaces the button that was pressed: keyboard and screen-reader users
  // continue from the new step's heading instead of the top of the page.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  // docs/scheduling.md#scheduling-wizard: sent on opening the page; a failure is only logged.
  const seed = trpc.appointments.seedAvailability.useMutation();
  useEffect(() => {
    seed.mutate(undefined, { onError: () => console.info('Availability already configured') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening of the page; the mutation object changes every render
  }, []);

  // Whole days closed by staff (and the holidays, which the calendar also knows by itself) over the booking window.
  const closed = trpc.appointments.closedDays.useQuery({ from: today, to: lastDay }, { enabled: mounted, staleTime: 60_000 });
  const closedDays = useMemo(() => new Map((closed.data?.days ?? []).map((d) => [d.date, d.label])), [closed.data]);
  // A day chosen before its closing arrived is dropped.
  if (date && step === 1 && closedDays.has(date)) setDate(null);

  // The grid depends on the length: until a type is chosen, the 30-minute grid.
  const slotsInput = { date: date ?? today, type: type ?? 'consultation' };
  const slots = trpc.appointments.availableSlots.useQuery(slotsInput, { enabled: date !== null && step >= 2 });
  const refreshSlots = () => utils.appointments.availableSlots.invalidate();

  // A chosen time that the other length cannot take (or that was taken meanwhile) is dropped.
  if (time && slots.data && !slots.data.slots.includes(time)) setTime(null);

  // The times are on screen: fetch the details step meanwhile, so Next shows it at once.
  useEffect(() => {
    if (step === 2) void loadDetailsStep().catch(() => undefined);
  }, [step]);

  const onBooked = (answer: BookedAnswer, bookedDetails: Details) => {
    setBooked({ ...answer, ...bookedDetails });
    setStep(4);
  };
  // Someone else took the time (or it is no longer offered): back to the times, fresh from the server.
  const timeGone = () => {
    setTime(null);
    setStep(2);
    void refreshSlots();
  };

  const next = () => {
    if (step === 1) {
      if (!date) return alertToast('Please select a date', 'Choose your preferred appointment date');
      setStep(2);
    } else if (step === 2) {
      if (!type || !time) return alertToast('Please complete selection', 'Select both appointment type and time slot');
      setStep(3);
    }
  };

  const reset = () => {
    setStep(1);
    setDate(null);
    setType(null);
    setTime(null);
    setDetails(emptyDetails);
    setBooked(null);
    void refreshSlots();
  };

  return (
    <div className={classes.body}>
      <Paper withBorder radius="lg" className={classes.card}>
        <Stepper
          active={step - 1}
          size="sm"
          allowNextStepsSelect={false}
          wrap={false}
          className={classes.stepper}
          classNames={{ step: classes.step, stepBody: classes.stepBody, separator: classes.stepSeparator }}
          aria-label="Scheduling steps"
        >
          {STEPS.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>

        {step === 1 && (
          <section aria-labelledby="step-date">
            <Title order={2} id="step-date" className={classes.stepTitle} ref={stepHeading} tabIndex={-1}>
              Select Date
            </Title>
            <Text c="dimmed" mb="lg">
              Appointments are available Monday to Friday. Weekends, US federal holidays, days our office is closed and past days cannot be chosen.
            </Text>
            <Group justify="center">
              {/* Today is the visitor's: the prerendered page keeps the calendar's place until the browser draws it. */}
              {mounted ? (
                <AppointmentCalendar value={date} onChange={setDate} today={today} lastDay={lastDay} closedDays={closedDays} />
              ) : (
                <div className={classes.calendarPlaceholder} />
              )}
            </Group>
            {date && (
              <Text ta="center" mt="md" fw={600} aria-live="polite">
                {longDate(date)}
              </Text>
            )}
            <StepButtons back="Back" onBack={() => window.history.back()} onNext={next} />
          </section>
        )}

        {step === 2 && date && (
          <section aria-labelledby="step-time">
            <Title order={2} id="step-time" className={classes.stepTitle} ref={stepHeading} tabIndex={-1}>
              Choose Time
            </Title>
            <Text c="dimmed" mb="lg">
              {longDate(date)}
            </Text>
            <Text fw={600} mb="xs" id="type-label">
              Appointment type
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="radiogroup" aria-labelledby="type-label" mb="xl" onKeyDown={onRadioGroupKeyDown}>
              {appointmentTypeIds.map((id, index) => (
                <UnstyledButton
                  key={id}
                  role="radio"
                  aria-checked={type === id}
                  tabIndex={rovingTabIndex(type === id, index, type !== null)}
                  className={classes.typeCard}
                  data-selected={type === id || undefined}
                  onClick={() => setType(id)}
                >
                  <Text fw={700} c="navy.9">
                    {appointmentTypes[id].title}
                  </Text>
                  <Group gap={6} mt={4} c="dimmed">
                    <IconClock size={16} stroke={1.8} aria-hidden />
                    <Text size="sm">{appointmentTypes[id].minutes} minutes</Text>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            <Text fw={600} mb="xs" id="slots-label">
              Available times{' '}
              <Text span c="dimmed" fw={400} size="sm">
                ({timeWithZone(date, '12:00').split(' ').at(-1)}, New York time)
              </Text>
            </Text>
            {slots.isPending ? (
              <Group gap="sm" py="md">
                <Loader size="sm" />
                <Text>Loading available times...</Text>
              </Group>
            ) : slots.isError ? (
              <Alert color="red" title="Failed to fetch available slots">
                <Button variant="subtle" size="compact-sm" onClick={() => void slots.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : slots.data.slots.length === 0 ? (
              <Text py="md" c="dimmed">
                No available slots for this date
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs" role="radiogroup" aria-labelledby="slots-label" onKeyDown={onRadioGroupKeyDown}>
                {slots.data.slots.map((slot, index) => (
                  <Button
                    key={slot}
                    role="radio"
                    aria-checked={time === slot}
                    tabIndex={rovingTabIndex(time === slot, index, time !== null)}
                    variant={time === slot ? 'filled' : 'default'}
                    onClick={() => setTime(slot)}
                  >
                    {to12Hour(slot)}
                  </Button>
                ))}
              </SimpleGrid>
            )}
            <StepButtons back="Previous" onBack={() => setStep(1)} onNext={next} />
          </section>
        )}

        {step === 3 && date && type && time && (
          <Suspense
            fallback={
              <Group gap="sm" py="md">
                <Loader size="sm" />
                <Text>Loading...</Text>
              </Group>
            }
          >
            <DetailsStep
              choice={{ type, date, time }}
              initialValues={details}
              onValuesChange={setDetails}
              headingRef={stepHeading}
              onPrevious={() => setStep(2)}
              onBooked={onBooked}
              onTimeGone={timeGone}
            />
          </Suspense>
        )}

        {step === 4 && booked && (
          <section aria-labelledby="step-confirmation" className={classes.confirmation}>
            <div className={classes.check} aria-hidden>
              <IconCheck size={34} stroke={2.4} />
            </div>
            <Title order={2} id="step-confirmation" className={classes.stepTitle} ref={stepHeading} tabIndex={-1}>
              Appointment Confirmed
            </Title>
            <dl className={classes.summary}>
              <dt>Appointment</dt>
              <dd>{appointmentTypes[booked.appointmentType].title}</dd>
              <dt>Date</dt>
              <dd>{longDate(booked.appointmentDate)}</dd>
              <dt>Time</dt>
              <dd>{timeWithZone(booked.appointmentDate, booked.appointmentTime)}</dd>
              <dt>Duration</dt>
              <dd>{booked.duration} minutes</dd>
              <dt>Name</dt>
              <dd>{booked.clientName}</dd>
            </dl>
            <Text c="dimmed" mt="md">
              A confirmation email has been sent to {booked.clientEmail}, with a calendar invitation and a link to cancel if your plans change.
            </Text>
            <Group justify="center" mt="xl">
              <Button component={Link} to="/" variant="default">
                Return Home
              </Button>
              <Button onClick={reset}>Schedule Another</Button>
            </Group>
          </section>
        )}
      </Paper>
    </div>
  );
}

/** A step's way back (Back leaves the page, Previous returns a step) and its Next. */
function StepButtons({ back, onBack, onNext }: { back: 'Back' | 'Previous'; onBack: () => void; onNext: () => void }) {
  return (
    <Group justify="space-between" mt="xl">
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {back}
      </Button>
      <Button rightSection={<IconArrowRight size={16} />} onClick={onNext}>
        Next
      </Button>
    </Group>
  );
}
