import { Badge, Button, Checkbox, Container, Group, Paper, Progress, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { usStates } from '@elite/contracts/catalogue/us-states';
import { additionalServiceOptions, revenueRanges } from '@elite/contracts/schemas/formation-fields';
import type { BusinessIntakeInput, IntakeField } from '@elite/contracts/schemas/intake';
import {
  formatIntakePhone,
  INTAKE_PHONE_MAX_LENGTH,
  intakeBusinessTypes,
  intakePlanName,
  intakeProgress,
  intakeStepsOf,
  phoneDigits,
  type IntakePlanType,
} from '@elite/contracts/schemas/intake-fields';
import { IconArrowLeft, IconArrowRight, IconCheck, IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { lazySchema, useWhenLoaded } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverFieldErrors, useSession } from '../accounts/session.ts';
import { showToast } from '../../lib/toast.ts';
import { rememberIntakeEmail } from './intake-handoff.ts';
import classes from './Intake.module.css';
import { fieldProps, setAndRecheck } from '../../lib/field-props.ts';
import { LimitedTextarea } from '../../lib/LimitedTextarea.tsx';
import { NOTES_MAX } from '@elite/contracts/schemas/form-messages';
import { errorsOf } from '../../lib/forms.ts';

type Values = { [K in IntakeField]: K extends 'additionalServices' ? string[] : K extends 'priorityProcessing' ? boolean : string };

const empty: Values = {
  businessName: '',
  businessType: '',
  stateOfFormation: '',
  responsiblePartyName: '',
  responsiblePartyEmail: '',
  responsiblePartyPhone: '',
  businessAddress: '',
  businessCity: '',
  businessState: '',
  businessZip: '',
  businessPurpose: '',
  numberOfEmployees: '',
  expectedAnnualRevenue: '',
  preferredBankName: '',
  additionalServices: [],
  registeredAgentName: '',
  registeredAgentAddress: '',
  registeredAgentCity: '',
  registeredAgentState: '',
  registeredAgentZip: '',
  specialRequirements: '',
  priorityProcessing: false,
};

const stateData = usStates.map((s) => ({ value: s.code, label: s.label }));
const businessTypeData = intakeBusinessTypes.map((t) => ({ ...t }));
const revenueData = revenueRanges.map((r) => ({ ...r }));

/**
 * /business-intake?plan=…&subscription=…&order=…: 1, 2 or 3 steps by plan (with an order, its product decides the
 * plan: docs/payments.md, "Products"). Next checks
 * every field shown so far with the shared schema and then advances; the last step submits; success goes to
 * /portal/dashboard (which sends someone without a portal account to /portal-login, docs/portal.md#after-the-business-intake).
 */
export function BusinessIntakePage({
  plan,
  subscriptionId,
  orderId = null,
  prefill,
}: {
  plan: IntakePlanType;
  subscriptionId: number | null;
  orderId?: string | null;
  /** What the order's checkout asked, to fill in (docs/subscriptions-and-intake.md#from-the-order); editable. */
  prefill?: Pick<Values, 'businessName' | 'responsiblePartyName' | 'responsiblePartyEmail' | 'responsiblePartyPhone'>;
}) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const session = useSession();
  // The plan's form: the call's schema without what the page adds (plan, subscription, order). It comes with zod on
  // the form's first focus, not with the page (docs/decisions/0029-forms-on-mantine-form.md, "Bundles").
  const schema = useMemo(() => lazySchema(() => import('@elite/contracts/schemas/intake').then((m) => m.intakeFormFor(plan))), [plan]);
  const steps = intakeStepsOf(plan);
  const [step, setStep] = useState(1);
  const form = useForm<Values>({
    initialValues: prefill ? { ...empty, ...prefill, responsiblePartyPhone: formatIntakePhone(prefill.responsiblePartyPhone) } : empty,
    validate: schema.validateIfLoaded,
    clearInputErrorOnChange: false,
  });
  const { values, setValues } = form;
  // What the visitor typed into the server's HTML before the page was live is still in its fields: the form takes it
  // (lib/early-input.ts, docs/decisions/0058-visit-pages-rendered-per-request.md).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form, { responsiblePartyPhone: formatIntakePhone });

  // A signed-in portal client has told us their name and e-mail already (the order's details, if any, come first).
  const user = session.data;
  useEffect(() => {
    if (user?.role !== 'client') return;
    setValues((v) => ({ responsiblePartyName: v.responsiblePartyName || user.name, responsiblePartyEmail: v.responsiblePartyEmail || (user.email ?? '') }));
  }, [user, setValues]);

  const blur = (name: string) => (event: FocusEvent<HTMLElement>) => {
    // Leaving a field for Next, Previous or Submit: that button decides. A message appearing now would move
    // the button away from under the pointer between press and release, and the click would be lost.
    if ((event.relatedTarget as HTMLElement | null)?.closest('button[type="submit"], button[data-intake-nav]')) return;
    form.validateField(name);
  };

  const submit = trpc.intake.submit.useMutation({
    onSuccess: async () => {
      showToast({
        color: 'green',
        icon: <IconCheck size={18} stroke={2.4} />,
        title: 'Success!',
        message: 'Your business information has been submitted. Our team will review and contact you within 24 hours.',
      });
      rememberIntakeEmail(values.responsiblePartyEmail.trim());
      await navigate({ to: '/portal/dashboard' });
    },
    onError: (error) => {
      // A field the server refuses shows its message under that field, on its step.
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        const firstStep = steps.findIndex((s) => s.fields.some((f) => fields[f]));
        if (firstStep >= 0) setStep(firstStep + 1);
      }
      // The order has its intake already (sent from another tab): the page shows it instead of the form.
      const already = error.data?.httpStatus === 409;
      if (already && orderId) void utils.intake.forOrder.invalidate({ orderId });
      const tooMany = error.data?.httpStatus === 429;
      showToast({
        color: 'red',
        title: 'Error',
        message: (tooMany || already) && error.message ? error.message : 'Failed to submit your information. Please try again.',
      });
    },
  });

  // Next and Submit wait for the checks (they load on the form's first focus).
  const whenLoaded = useWhenLoaded(schema);
  const next = () =>
    whenLoaded(check, () => showToast({ color: 'red', title: 'Error', message: 'We could not load the form. Please check your connection and try again.' }));

  function check() {
    // Every field shown so far, with the schema's messages (the steps still to come are not checked yet).
    const shown = steps.slice(0, step).flatMap((s) => s.fields);
    const found = errorsOf(schema.validate(form.getValues()), shown);
    form.setErrors(found);
    const first = shown.find((name) => found[name]);
    if (first) {
      const firstStep = steps.findIndex((s) => s.fields.includes(first)) + 1;
      if (firstStep !== step) setStep(firstStep);
      requestAnimationFrame(() => {
        const el = document.querySelector<HTMLElement>(`[data-field="${first}"]`);
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
      });
      return;
    }
    if (step < steps.length) {
      setStep(step + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    const answers = Object.fromEntries(shown.map((name) => [name, values[name]]));
    submit.mutate({
      ...answers,
      planType: plan,
      subscriptionId,
      orderId,
      responsiblePartyPhone: phoneDigits(values.responsiblePartyPhone),
    } as BusinessIntakeInput);
  }

  const { text, select } = fieldProps(form, { idPrefix: 'intake', blur });
  const setValue = (name: IntakeField, value: unknown) => setAndRecheck(form, name, value);

  const current = steps[step - 1]!;
  const percent = intakeProgress(step, steps.length);
  const last = step === steps.length;

  return (
    <div className={classes.page}>
      <Container size="md">
        <Stack gap={6} mb="lg">
          <Badge size="lg" color="navy" variant="light" radius="sm" w="fit-content">
            {intakePlanName(plan)}
          </Badge>
          <Title order={1} className={classes.heading}>
            Business Intake
          </Title>
          <Text c="dimmed">Tell us about your business so your advisory team can start work. It takes a few minutes.</Text>
        </Stack>

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <form
            ref={formRef}
            noValidate
            aria-label="Business intake"
            onFocus={() => void schema.load().catch(() => undefined)}
            onSubmit={(e) => {
              e.preventDefault();
              if (!submit.isPending) next();
            }}
          >
            <Stack gap="md">
              <div>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    Step {step} of {steps.length}
                  </Text>
                  <Text size="sm" fw={600} c="navy.8">
                    {percent}% complete
                  </Text>
                </Group>
                <Progress value={percent} mt={6} color="navy" aria-label={`Form progress: ${percent}%`} />
                <Title order={2} fz={22} mt="md">
                  {current.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {current.description}
                </Text>
              </div>

              {step === 1 && (
                <>
                  <TextInput {...text('businessName', 'Business Name')} required maxLength={200} autoComplete="organization" />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <NativeSelect {...select('businessType', 'Business Type', businessTypeData)} />
                    <NativeSelect {...select('stateOfFormation', 'State of Formation', stateData)} />
                  </SimpleGrid>
                  <TextInput {...text('responsiblePartyName', 'Your Full Name')} required maxLength={200} autoComplete="name" />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput {...text('responsiblePartyEmail', 'Email')} type="email" required maxLength={254} autoComplete="email" />
                    <TextInput
                      {...text('responsiblePartyPhone', 'Phone')}
                      onChange={(e) => setValue('responsiblePartyPhone', formatIntakePhone(e.currentTarget.value))}
                      type="tel"
                      placeholder="(555) 123-4567"
                      maxLength={INTAKE_PHONE_MAX_LENGTH}
                      autoComplete="tel-national"
                      required
                    />
                  </SimpleGrid>
                </>
              )}

              {step === 2 && (
                <>
                  <TextInput {...text('businessAddress', 'Business Address')} required maxLength={300} autoComplete="street-address" />
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput {...text('businessCity', 'City')} required maxLength={100} />
                    <NativeSelect {...select('businessState', 'State', stateData)} />
                    <TextInput {...text('businessZip', 'ZIP Code')} required maxLength={10} inputMode="numeric" />
                  </SimpleGrid>
                  <LimitedTextarea
                    {...text('businessPurpose', 'Business Purpose')}
                    required
                    minRows={3}
                    autosize
                    limit={NOTES_MAX}
                    description="At least 10 characters: what your business does."
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput {...text('numberOfEmployees', 'Number of Employees')} required inputMode="numeric" maxLength={7} />
                    <NativeSelect {...select('expectedAnnualRevenue', 'Expected Annual Revenue (optional)', revenueData, false)} />
                  </SimpleGrid>
                  <TextInput {...text('preferredBankName', 'Preferred Bank (optional)')} maxLength={200} />
                  <Checkbox.Group
                    label="Additional Services"
                    value={values.additionalServices}
                    onChange={(v) => setValue('additionalServices', v)}
                    error={form.errors.additionalServices}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                      {additionalServiceOptions.map((o) => (
                        <Checkbox key={o} value={o} label={o} />
                      ))}
                    </SimpleGrid>
                  </Checkbox.Group>
                </>
              )}

              {step === 3 && (
                <>
                  <TextInput {...text('registeredAgentName', 'Registered Agent Name')} required maxLength={200} />
                  <TextInput {...text('registeredAgentAddress', 'Registered Agent Address')} required maxLength={300} />
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput {...text('registeredAgentCity', 'Agent City')} required maxLength={100} />
                    <NativeSelect {...select('registeredAgentState', 'Agent State', stateData)} />
                    <TextInput {...text('registeredAgentZip', 'Agent ZIP Code')} required maxLength={10} inputMode="numeric" />
                  </SimpleGrid>
                  <LimitedTextarea {...text('specialRequirements', 'Special Requirements (optional)')} minRows={3} autosize limit={NOTES_MAX} />
                  <Checkbox
                    name="priorityProcessing"
                    checked={values.priorityProcessing}
                    onChange={(e) => setValue('priorityProcessing', e.currentTarget.checked)}
                    label="Priority processing"
                    description={
                      orderId
                        ? 'Your filing and setup handled within 24-48 hours.'
                        : 'Your filing and setup handled within 24-48 hours. Priority comes with a paid Enterprise plan: open this form from your order confirmation to have it.'
                    }
                  />
                </>
              )}

              <Group justify="space-between" mt="sm">
                <Button
                  variant="default"
                  data-intake-nav
                  disabled={step === 1 || submit.isPending}
                  onClick={() => setStep(step - 1)}
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  Previous
                </Button>
                <Button
                  type="submit"
                  color="navy"
                  loading={submit.isPending}
                  rightSection={last ? <IconSend size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
                >
                  {last ? 'Submit Information' : 'Next'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Container>
    </div>
  );
}
