import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, PasswordInput, Progress, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { usStates } from '@elite/contracts/catalogue/us-states';
import {
  additionalServiceOptions,
  bankingNeedOptions,
  businessFormationForm,
  formatPhone,
  formatSsn,
  formationBusinessTypes,
  formationOwner,
  formationSteps,
  revenueRanges,
  type BusinessFormationForm,
  type FormationField,
  type FormationOwner,
} from '@elite/contracts/schemas/formation';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fieldProps } from '../../lib/field-props.ts';

/** The form's own state: every field a string while typed (a state select starts empty). */
export type FormationValues = { [K in Exclude<FormationField, 'owners' | 'bankingNeeds' | 'additionalServices'>]: string } & {
  owners: FormationOwner[];
  bankingNeeds: string[];
  additionalServices: string[];
};
type Errors = Record<string, string>;

export const emptyFormation: FormationValues = {
  businessName: '', tradeName: '', businessType: '', stateOfFormation: '', businessAddress: '', businessCity: '', businessState: '', businessZip: '',
  businessPurpose: '', principalActivity: '', naicsCode: '', dateBusinessStarted: '', numberOfEmployees: '', expectedAnnualRevenue: '',
  responsiblePartyName: '', responsiblePartyTitle: '', responsiblePartySSN: '', responsiblePartyPhone: '', responsiblePartyEmail: '',
  // The first owner starts at 100 percent; added owners at 0 (docs/subscriptions-and-intake.md#formation-form).
  owners: [{ name: '', percentage: 100, address: '' }],
  registeredAgentName: '', registeredAgentAddress: '', registeredAgentCity: '', registeredAgentState: '', registeredAgentZip: '',
  preferredBankName: '', bankingNeeds: [], additionalServices: [], specialRequirements: '',
};

const fieldShape = businessFormationForm.shape;
const ownerShape = formationOwner.shape;

function fieldError(name: FormationField, value: unknown): string | undefined {
  const parsed = fieldShape[name].safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function ownerErrors(owners: FormationOwner[]): Errors {
  const errors: Errors = {};
  if (owners.length === 0) errors.owners = 'At least one owner is required';
  owners.forEach((owner, i) => {
    for (const key of ['name', 'percentage', 'address'] as const) {
      const parsed = ownerShape[key].safeParse(owner[key]);
      if (!parsed.success) errors[`owners.${i}.${key}`] = parsed.error.issues[0]!.message;
    }
  });
  return errors;
}

/** Every error of one step, in field order. */
function stepErrors(step: number, values: FormationValues): Errors {
  const errors: Errors = {};
  for (const name of formationSteps[step]!.fields) {
    if (name === 'owners') Object.assign(errors, ownerErrors(values.owners));
    else {
      const message = fieldError(name, values[name]);
      if (message) errors[name] = message;
    }
  }
  return errors;
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
}

/** The 6-step business formation form of /checkout (docs/subscriptions-and-intake.md#formation-form): Next validates the step; fields validate on blur. */
export function FormationForm({ onComplete, submitting, initialValues = emptyFormation, initialStep = 0, onChange }: FormationFormProps) {
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), formationSteps.length - 1));
  const [values, setValues] = useState<FormationValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => onChange?.(values, step), [values, step, onChange]);

  const setValue = <K extends keyof FormationValues>(name: K, value: FormationValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its message at once; a new one waits for blur.
    if (errors[name as string] && name !== 'owners' && !fieldError(name as FormationField, value)) setErrors(({ [name as string]: _, ...rest }) => rest);
  };
  const blur = (name: FormationField) => () => {
    const message = fieldError(name, values[name]);
    setErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };
  const blurOwner = (i: number, key: keyof FormationOwner) => () => {
    const parsed = ownerShape[key].safeParse(values.owners[i]![key]);
    const id = `owners.${i}.${key}`;
    setErrors(({ [id]: _, ...rest }) => (parsed.success ? rest : { ...rest, [id]: parsed.error.issues[0]!.message }));
  };
  const { text, select } = fieldProps<FormationField>({
    idPrefix: 'formation',
    value: (name) => values[name] as string,
    error: (name) => errors[name],
    setValue: (name, value) => setValue(name as keyof FormationValues, value as never),
    blur,
    check: (name, value) => {
      const message = fieldError(name, value);
      setErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest));
    },
  });

  function next() {
    const found = stepErrors(step, values);
    setErrors((e) => {
      const kept = Object.fromEntries(Object.entries(e).filter(([k]) => !formationSteps[step]!.fields.some((f) => k === f || k.startsWith(`${f}.`))));
      return { ...kept, ...found };
    });
    const first = Object.keys(found)[0];
    if (first) {
      // Scroll to and focus the first invalid field of the step (docs/subscriptions-and-intake.md#formation-form).
      requestAnimationFrame(() => {
        const el = document.querySelector<HTMLElement>(`[data-field="${first}"]`);
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
      });
      return;
    }
    if (step < formationSteps.length - 1) {
      setStep(step + 1);
      window.scrollTo({ top: 0 });
    } else {
      onComplete(values as unknown as BusinessFormationForm);
    }
  }

  const owners = values.owners;
  const setOwner = (i: number, key: keyof FormationOwner, value: string | number) => {
    setValue('owners', owners.map((o, j) => (j === i ? { ...o, [key]: value } : o)));
    // As with the other fields, a corrected owner field loses its message at once.
    const id = `owners.${i}.${key}`;
    if (errors[id] && ownerShape[key].safeParse(value).success) setErrors(({ [id]: _, ...rest }) => rest);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
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
              <Select {...select('businessType', 'Business Type', formationBusinessTypes.map((t) => ({ ...t })))} />
              <Select {...select('stateOfFormation', 'State of Formation', stateData)} />
            </SimpleGrid>
            <TextInput {...text('businessAddress', 'Business Address')} required autoComplete="street-address" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('businessCity', 'City')} required />
              <Select {...select('businessState', 'State', stateData)} />
              <TextInput {...text('businessZip', 'ZIP Code')} required maxLength={10} inputMode="numeric" />
            </SimpleGrid>
          </>
        )}

        {step === 1 && (
          <>
            <Textarea {...text('businessPurpose', 'Business Purpose')} required minRows={3} autosize />
            <TextInput {...text('principalActivity', 'Principal Activity')} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...text('naicsCode', 'NAICS Code (optional)')} maxLength={10} />
              <TextInput {...text('dateBusinessStarted', 'Date Business Started')} type="date" required />
              <TextInput {...text('numberOfEmployees', 'Number of Employees')} required inputMode="numeric" />
              <Select {...select('expectedAnnualRevenue', 'Expected Annual Revenue (optional)', revenueRanges.map((r) => ({ ...r })), false)} />
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
              onChange={(e) => setValue('responsiblePartySSN', formatSsn(e.currentTarget.value))}
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
                onChange={(e) => setValue('responsiblePartyPhone', formatPhone(e.currentTarget.value))}
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
            {owners.map((owner, i) => (
              <Paper key={i} withBorder radius="md" p="md">
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>Owner {i + 1}</Text>
                  {owners.length > 1 && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove owner ${i + 1}`} onClick={() => setValue('owners', owners.filter((_, j) => j !== i))}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Owner Name" required data-field={`owners.${i}.name`} value={owner.name} error={errors[`owners.${i}.name`]} onChange={(e) => setOwner(i, 'name', e.currentTarget.value)} onBlur={blurOwner(i, 'name')} />
                  <NumberInput label="Ownership Percentage" required data-field={`owners.${i}.percentage`} min={0} max={100} suffix="%" value={owner.percentage} error={errors[`owners.${i}.percentage`]} onChange={(v) => setOwner(i, 'percentage', typeof v === 'number' ? v : Number(v) || 0)} onBlur={blurOwner(i, 'percentage')} />
                </SimpleGrid>
                <TextInput mt="sm" label="Owner Address" required data-field={`owners.${i}.address`} value={owner.address} error={errors[`owners.${i}.address`]} onChange={(e) => setOwner(i, 'address', e.currentTarget.value)} onBlur={blurOwner(i, 'address')} />
              </Paper>
            ))}
            <Button variant="light" color="navy" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setValue('owners', [...owners, { name: '', percentage: 0, address: '' }])} w="fit-content">
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
              <Select {...select('registeredAgentState', 'Agent State', stateData)} />
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
            <Textarea {...text('specialRequirements', 'Special Requirements (optional)')} minRows={3} autosize />
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
