import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { appointmentTypes, type AppointmentType } from '@elite/contracts/catalogue/appointments';
import type { BookedAnswer } from '@elite/contracts/schemas/appointments';
import { NOTES_MAX } from '@elite/contracts/schemas/form-messages';
import { IconArrowLeft, IconCalendarCheck, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, type FormEvent, type RefObject } from 'react';
import { errorsOf, firstError, firstFieldErrors } from '../../lib/forms.ts';
import { lazySchema, useWhenLoaded } from '../../lib/lazy-schema.ts';
import { showToast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { longDate, timeWithZone } from './format.ts';
import { LimitedTextarea } from '../../lib/LimitedTextarea.tsx';
import classes from './SchedulePage.module.css';

export type Details = { clientName: string; clientEmail: string; clientPhone: string; notes: string };

const detailFields = ['clientName', 'clientEmail', 'clientPhone', 'notes'] as const;
const requiredFields = ['clientName', 'clientEmail', 'clientPhone'] as const;

// The shared schema (and zod with it) loads when the visitor starts on the details, not with the page.
const detailsSchema = lazySchema(() => import('@elite/contracts/schemas/appointments').then((m) => m.appointmentDetails));

const alertToast = (title: string, message: string) => showToast({ color: 'red', icon: <IconInfoCircle size={18} stroke={2} />, title, message });

/** docs/scheduling.md#wizard-messages: the toast of a detail that fails, titled by its field. */
function detailToast(field: string, message: string) {
  alertToast(field === 'clientEmail' ? 'Invalid Email' : field === 'clientPhone' ? 'Invalid Phone Number' : 'Missing Information', message);
}

interface DetailsStepProps {
  choice: { type: AppointmentType; date: string; time: string };
  /** What the visitor typed before (the step can be left and come back to). */
  initialValues: Details;
  onValuesChange: (values: Details) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPrevious: () => void;
  onBooked: (answer: BookedAnswer, details: Details) => void;
  /** The time was just taken or is no longer offered: the server's sentence. */
  onTimeGone: (message: string) => void;
}

/**
 * Step 3 of /schedule, Your Details (docs/scheduling.md#scheduling-wizard): @mantine/form checked by
 * `appointmentDetails` (the details of the call's `appointmentInput`), then appointments.book. The fields in question
 * are marked and a toast says why; a detail the server refuses is marked and said the same way. Loaded by
 * ScheduleWizard as the visitor reaches the times (step 2), so the page's first download carries none of it.
 */
export function DetailsStep({ choice, initialValues, onValuesChange, headingRef, onPrevious, onBooked, onTimeGone }: DetailsStepProps) {
  const form = useForm<Details>({
    initialValues,
    validate: (values) => detailsSchema.validate(values),
    onValuesChange,
    // Marked red; the toast says why.
    enhanceGetInputProps: ({ inputProps }) => ({ error: Boolean(inputProps.error) }),
  });

  // Arriving here is a step change: continue from this step's heading (ScheduleWizard does so for the other steps).
  useEffect(() => headingRef.current?.focus(), [headingRef]);

  const book = trpc.appointments.book.useMutation({
    onSuccess: (answer, input) => {
      onBooked(answer, { clientName: input.clientName, clientEmail: input.clientEmail, clientPhone: input.clientPhone, notes: input.notes ?? '' });
      showToast({
        color: 'green',
        icon: <IconCheck size={18} stroke={2.4} />,
        title: 'Appointment Scheduled!',
        message: "You'll receive a confirmation email shortly.",
      });
    },
    onError: (error) => {
      if (error.data?.code === 'CONFLICT' || (error.data?.code === 'BAD_REQUEST' && !error.data.zodError)) {
        // Someone else took the time (or it is no longer offered): back to the times, fresh from the server.
        alertToast('Time no longer available', error.message);
        onTimeGone(error.message);
        return;
      }
      const refused = errorsOf(firstFieldErrors(error.data?.zodError?.fieldErrors), detailFields);
      const [field, message] = Object.entries(refused)[0] ?? [];
      if (field && message) {
        form.setErrors(refused);
        return detailToast(field, message);
      }
      showToast({ color: 'red', icon: <IconX size={18} stroke={2.4} />, title: 'Scheduling failed', message: 'Please try again or call us directly.' });
    },
  });

  /** docs/scheduling.md#wizard-messages: blanks first (only they are marked), then the first other detail in question. */
  const refuse = (errors: FormErrors, values: Details) => {
    const missing = requiredFields.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      form.setErrors(Object.fromEntries(missing.map((field) => [field, true])));
      return alertToast('Missing Information', 'Please fill in all required fields');
    }
    const [field, message] = firstError(errors) ?? [];
    if (field && message) detailToast(field, message);
  };

  const whenLoaded = useWhenLoaded(detailsSchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    whenLoaded(
      () =>
        form.onSubmit((values) => {
          const details = detailsSchema.parse(values);
          book.mutate({
            ...details,
            appointmentType: choice.type,
            appointmentDate: choice.date,
            appointmentTime: choice.time,
            duration: appointmentTypes[choice.type].minutes,
          });
        }, refuse)(),
      // The checks may fail to load (offline, or a deploy replaced them): say so instead of doing nothing.
      () => alertToast('Scheduling failed', 'Please check your connection and try again.'),
    );
  };

  return (
    <form onSubmit={submit} onFocus={() => void detailsSchema.load().catch(() => undefined)} noValidate aria-labelledby="step-details">
      <Title order={2} id="step-details" className={classes.stepTitle} ref={headingRef} tabIndex={-1}>
        Your Details
      </Title>
      <Text c="dimmed" mb="lg">
        {appointmentTypes[choice.type].title} · {longDate(choice.date)} at {timeWithZone(choice.date, choice.time)}
      </Text>
      <Stack gap="md">
        <TextInput label="Full Name" required autoComplete="name" maxLength={200} {...form.getInputProps('clientName')} name="clientName" />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder="you@company.com"
          {...form.getInputProps('clientEmail')}
          name="clientEmail"
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={30}
          placeholder="(555) 123-4567"
          {...form.getInputProps('clientPhone')}
          name="clientPhone"
        />
        <LimitedTextarea
          label="Notes"
          rows={4}
          limit={NOTES_MAX}
          placeholder="What would you like to discuss?"
          {...form.getInputProps('notes')}
          value={form.getValues().notes}
          name="notes"
        />
      </Stack>
      <Group justify="space-between" mt="xl">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious}>
          Previous
        </Button>
        <Button type="submit" loading={book.isPending} leftSection={<IconCalendarCheck size={16} />}>
          Schedule Appointment
        </Button>
      </Group>
    </form>
  );
}
