import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Progress,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { usStates } from '@elite/contracts/catalogue/us-states';
import type { BusinessFormationForm, FormationOwner } from '@elite/contracts/schemas/formation';
import {
  additionalServiceOptions,
  bankingNeedOptions,
  formatPhone,
  formatSsn,
  formationBusinessTypes,
  formationSteps,
  revenueRanges,
} from '@elite/contracts/schemas/formation-fields';
import { useForm } from '@mantine/form';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { fieldProps, setAndRecheck } from '../../lib/field-props.ts';
import { LimitedTextarea } from '../../lib/LimitedTextarea.tsx';
import { NOTES_MAX } from '@elite/contracts/schemas/form-messages';
import { errorsOf } from '../../lib/forms.ts';
import { lazySchema, useWhenLoaded } from '../../lib/lazy-schema.ts';
import { showToast } from '../../lib/toast.ts';
import { emptyFormation, type FormationValues } from './formation-values.ts';
import { CHECKS_UNAVAILABLE } from './use-checkout.ts';

/** The schema the server checks `businessData` with, as the form's validator: with zod on the form's first focus. */
const formationSchema = lazySchema(() => import('@elite/contracts/schemas/formation').then((m) => m.businessFormationForm));

/** The step a field (or a part of one, `owners.0.name`) is asked on. */
const stepOf = (path: string) => formationSteps.findIndex((s) => s.fields.some((f) => path === f || path.startsWith(`${f}.`)));

/** Scrolls to and focuses a field of the step on screen (docs/subscriptions-and-intake.md#formation-form). */
function focusField(path: string) {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(`[data-field="${path}"]`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  });
}

const stateData = usStates.map((s) => ({ value: s.code, label: s.label }));

interface FormationFormProps {
  onComplete: (data: BusinessFormationForm) => void;
  submitting: boolean;
  /** Where the visitor left off (this tab's session storage; never the SSN). */
  initialValues?: FormationValues;
  initialStep?: number;
  /** Every change, for the page to keep. */
  onChange?: (values: FormationValues, step: number) => void;
  /** The server's messages for fields it refused, by path inside the form (`owners.0.name`): shown on their step when the form opens. */
  serverErrors?: Record<string, string> | null;
}

/**
 * The 6-step business formation form of /checkout (docs/subscriptions-and-intake.md#formation-form), on @mantine/form
 * checked by `businessFormationForm`, the schema the server checks it with: Next checks the step's fields; fields
 * are checked on blur; the server's refusals land on their fields, on their step.
 */
export function FormationForm({ onComplete, submitting, initialValues = emptyFormation, initialStep = 0, onChange, serverErrors }: FormationFormProps) {
  // The server refused some fields (the form comes back from the card step with them): their messages on them,
  // and the first one's step on screen.
  const [refused] = useState(() => {
    const paths = Object.keys(serverErrors ?? {}).filter((path) => stepOf(path) >= 0);
    return paths.sort((a, b) => stepOf(a) - stepOf(b))[0] ?? null;
  });
  const [step, setStep] = useState(refused ? stepOf(refused) : Math.min(Math.max(initialStep, 0), formationSteps.length - 1));
  const form = useForm<FormationValues>({
    initialValues,
    initialErrors: serverErrors ?? {},
    validate: formationSchema.validateIfLoaded,
    clearInputErrorOnChange: false,
  });
  const { values, errors, setErrors } = form;
  // What the visitor typed into the server's HTML before the page was live is still in its fields: the form takes it
  // (lib/early-input.ts, docs/decisions/0058-visit-pages-rendered-per-request.md).
  const fieldsRef = useRef<HTMLDivElement>(null);
  useAdoptTypedValues(fieldsRef, form, { responsiblePartyPhone: formatPhone, responsiblePartySSN: formatSsn });
  useEffect(() => onChange?.(values, step), [values, step, onChange]);
  useEffect(() => {
    if (refused) focusField(refused);
  }, [refused]);

  const setValue = (name: string, value: unknown) => setAndRecheck(form, name, value);
  const { text, select } = fieldProps(form, { idPrefix: 'formation' });

  function check() {
    const last = step === formationSteps.length - 1;
    // Next checks this step's fields; the last step checks the whole form before it goes to the server.
    const fields = last ? formationSteps.flatMap((s) => s.fields) : formationSteps[step]!.fields;
    const found = errorsOf(formationSchema.validate(form.getValues()), fields);
    setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`)))),
      ...found,
    }));
    const first = Object.keys(found)[0];
    if (first) {
      const firstStep = stepOf(first);
      if (firstStep !== step) setStep(firstStep);
      focusField(first);
      return;
    }
    if (!last) {
      setStep(step + 1);
      window.scrollTo({ top: 0 });
    } else {
      onComplete(form.getValues() as unknown as BusinessFormationForm);
    }
  }

  // Next waits for the checks (they load on the form's first focus).
  const whenLoaded = useWhenLoaded(formationSchema);
  const next = () => whenLoaded(check, () => showToast({ title: 'Something went wrong', message: CHECKS_UNAVAILABLE, color: 'red' }));

  const owners = values.owners;
  // The owners' total is a message on the owners list (docs/subscriptions-and-intake.md#formation-form): checked when
  // a percentage loses focus, and again as one changes while the message shows, so a corrected total clears at once.
  const checkOwnersTotal = () => form.setFieldError('owners', formationSchema.validateIfLoaded(form.getValues()).owners ?? null);
  const setPercentage = (i: number, value: number) => {
    setValue(`owners.${i}.percentage`, value);
    if (form.errors.owners) checkOwnersTotal();
  };
  const ownerInput = (i: number, key: keyof FormationOwner) => ({
    ...form.getInputProps(`owners.${i}.${key}`),
    'data-field': `owners.${i}.${key}`,
    onChange: (e: { currentTarget: { value: string } }) => setValue(`owners.${i}.${key}`, e.currentTarget.value),
    onBlur: () => void form.validateField(`owners.${i}.${key}`),
  });

  return (
    <Paper ref={fieldsRef} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" onFocus={() => void formationSchema.load().catch(() => undefined)}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Step {step + 1} of {formationSteps.length}
          </Text>
          <Title order={2} fz={24}>
            {formationSteps[step]!.title}
          </Title>
          <Progress value={((step + 1) / formationSteps.length) * 100} mt="xs" color="navy" aria-label="Form progress" />
        </div>

        {step === 0 && (
          <>
            <TextInput {...text('businessName', 'Business Name')} required />
            <TextInput {...text('tradeName', 'Trade Name / DBA (optional)')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                {...select(
                  'businessType',
                  'Business Type',
                  formationBusinessTypes.map((t) => ({ ...t })),
                )}
              />
              <NativeSelect {...select('stateOfFormation', 'State of Formation', stateData)} />
            </SimpleGrid>
            <TextInput {...text('businessAddress', 'Business Address')} required autoComplete="street-address" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('businessCity', 'City')} required />
              <NativeSelect {...select('businessState', 'State', stateData)} />
              <TextInput {...text('businessZip', 'ZIP Code')} required maxLength={10} inputMode="numeric" />
            </SimpleGrid>
          </>
        )}

        {step === 1 && (
          <>
            <LimitedTextarea {...text('businessPurpose', 'Business Purpose')} required minRows={3} autosize limit={NOTES_MAX} />
            <TextInput {...text('principalActivity', 'Principal Activity')} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...text('naicsCode', 'NAICS Code (optional)')} maxLength={10} />
              <TextInput {...text('dateBusinessStarted', 'Date Business Started')} type="date" required />
              <TextInput {...text('numberOfEmployees', 'Number of Employees')} required inputMode="numeric" />
              <NativeSelect
                {...select(
                  'expectedAnnualRevenue',
                  'Expected Annual Revenue (optional)',
                  revenueRanges.map((r) => ({ ...r })),
                  false,
                )}
              />
            </SimpleGrid>
          </>
        )}

        {step === 2 && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...text('responsiblePartyName', 'Responsible Party Name')} required />
              <TextInput {...text('responsiblePartyTitle', 'Title')} required />
            </SimpleGrid>
            <PasswordInput
              {...text('responsiblePartySSN', 'Social Security Number')}
              onChange={(e: { currentTarget: { value: string } }) => setValue('responsiblePartySSN', formatSsn(e.currentTarget.value))}
              placeholder="XXX-XX-XXXX"
              maxLength={11}
              inputMode="numeric"
              autoComplete="off"
              required
              description={
                <Group gap={4} component="span">
                  <IconLock size={12} aria-hidden /> Your SSN is encrypted and securely stored. We use it only for your EIN application.
                </Group>
              }
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...text('responsiblePartyPhone', 'Phone')}
                onChange={(e: { currentTarget: { value: string } }) => setValue('responsiblePartyPhone', formatPhone(e.currentTarget.value))}
                placeholder="(555) 123-4567"
                type="tel"
                maxLength={14}
                required
              />
              <TextInput {...text('responsiblePartyEmail', 'Email')} type="email" required />
            </SimpleGrid>
          </>
        )}

        {step === 3 && (
          <Stack gap="md" data-field="owners" tabIndex={-1}>
            {errors.owners && (
              <Text c="red" size="sm" role="alert">
                {errors.owners}
              </Text>
            )}
            {owners.map((_owner, i) => (
              <Paper key={i} withBorder radius="md" p="md">
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>Owner {i + 1}</Text>
                  {owners.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove owner ${i + 1}`}
                      onClick={() => {
                        form.setFieldValue(
                          'owners',
                          owners.filter((_, j) => j !== i),
                        );
                        if (form.errors.owners) checkOwnersTotal();
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Owner Name" required {...ownerInput(i, 'name')} />
                  {/* No clamping: a number past 100 stays as typed and gets its message, never a silent 100. */}
                  <NumberInput
                    label="Ownership Percentage"
                    required
                    min={0}
                    max={100}
                    clampBehavior="none"
                    suffix="%"
                    {...ownerInput(i, 'percentage')}
                    onChange={(v) => setPercentage(i, typeof v === 'number' ? v : Number(v) || 0)}
                    onBlur={() => {
                      void form.validateField(`owners.${i}.percentage`);
                      checkOwnersTotal();
                    }}
                  />
                </SimpleGrid>
                <TextInput mt="sm" label="Owner Address" required {...ownerInput(i, 'address')} />
              </Paper>
            ))}
            <Button
              variant="light"
              color="navy"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setValue('owners', [...owners, { name: '', percentage: 0, address: '' }])}
              w="fit-content"
            >
              Add Owner
            </Button>
          </Stack>
        )}

        {step === 4 && (
          <>
            <TextInput {...text('registeredAgentName', 'Registered Agent Name')} required />
            <TextInput {...text('registeredAgentAddress', 'Registered Agent Address')} required />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('registeredAgentCity', 'Agent City')} required />
              <NativeSelect {...select('registeredAgentState', 'Agent State', stateData)} />
              <TextInput {...text('registeredAgentZip', 'Agent ZIP Code')} required maxLength={10} inputMode="numeric" />
            </SimpleGrid>
          </>
        )}

        {step === 5 && (
          <>
            <TextInput {...text('preferredBankName', 'Preferred Bank (optional)')} />
            <Checkbox.Group label="Banking Needs" value={values.bankingNeeds} onChange={(v) => setValue('bankingNeeds', v)}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {bankingNeedOptions.map((o) => (
                  <Checkbox key={o} value={o} label={o} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Checkbox.Group label="Additional Services" value={values.additionalServices} onChange={(v) => setValue('additionalServices', v)}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {additionalServiceOptions.map((o) => (
                  <Checkbox key={o} value={o} label={o} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <LimitedTextarea {...text('specialRequirements', 'Special Requirements (optional)')} minRows={3} autosize limit={NOTES_MAX} />
          </>
        )}

        <Group justify="space-between" mt="sm">
          <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          <Button color="navy" onClick={next} loading={submitting}>
            {step === formationSteps.length - 1 ? 'Continue to Payment' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
