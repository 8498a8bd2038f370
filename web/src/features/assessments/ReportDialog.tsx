import { reportContact, type ReportContact } from '@elite/contracts/schemas/assessments';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Sends the request; resolves true when the report was generated (the dialog then closes). */
  onSubmit: (contact: z.output<typeof reportContact>) => Promise<boolean>;
}

const empty: Required<ReportContact> = { name: '', email: '', phone: '' };

/** The detailed-report dialog (docs/assessments.md#report-request): name and e-mail required, phone optional. */
export function ReportDialog({ opened, onClose, onSubmit }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ReportContact, string>>>({});
  const [sending, setSending] = useState(false);
  const ready = values.name.trim() !== '' && values.email.trim() !== '';

  const set = (field: keyof ReportContact) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportContact.safeParse(values);
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      setErrors({ name: fields.name?.[0], email: fields.email?.[0], phone: fields.phone?.[0] });
      return;
    }
    setSending(true);
    const ok = await onSubmit(parsed.data);
    setSending(false);
    if (ok) setValues(empty);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Get Your Detailed Report" centered radius="lg" padding="xl" styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}>
      <form onSubmit={submit} aria-label="Get Your Detailed Report" noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your personalised report with category analysis and strategic recommendations is shown at once and e-mailed to you.
          </Text>
          <TextInput label="Full Name" required autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={200} />
          <TextInput label="Email Address" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} maxLength={254} />
          <TextInput label="Phone Number (Optional)" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} maxLength={30} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} loading={sending}>
              Generate Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
