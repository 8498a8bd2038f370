import type { CertificationAnswers } from '@elite/contracts/catalogue/certification';
import { certificationReportForm, type CertificationReportForm } from '@elite/contracts/schemas/certification';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorsOf, firstFieldErrors } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  answers: CertificationAnswers;
  /** The server kept the result: the page builds and downloads the PDF. */
  onRecorded: () => Promise<void>;
}

const empty: Required<CertificationReportForm> = { name: '', email: '' };
const fields = ['name', 'email'] as const;

/** What the page says before anyone types: what we keep and what may follow. */
const KEPT_NOTICE =
  'We keep your result with your name and e-mail address, and an advisor may contact you about it. Your report downloads as soon as you continue.';

/**
 * "Download Full Report" first asks who the report is for (docs/tools.md#the-report-asks-who-you-are): name and e-mail,
 * checked by the contracts schema the server checks with. leads.certificationReport records them with the answers (the
 * server computes the result again); then the PDF downloads. A field the server refuses shows its message there.
 */
export function ReportRequest({ opened, onClose, answers, onRecorded }: Props) {
  const form = useForm({ initialValues: empty, validate: schemaResolver(certificationReportForm, { sync: true }) });
  const record = trpc.leads.certificationReport.useMutation();

  const send = async (values: typeof empty) => {
    const contact = certificationReportForm.parse(values);
    try {
      await record.mutateAsync({ ...contact, answers: answers });
    } catch (error) {
      const fieldErrors = (error as { data?: { zodError?: { fieldErrors?: Record<string, string[]> } | null } }).data?.zodError?.fieldErrors;
      form.setErrors(errorsOf(firstFieldErrors(fieldErrors), fields));
      showToast({ color: 'red', title: 'Report not sent', message: (error as Error).message || 'We could not reach the server. Please try again.' });
      return;
    }
    await onRecorded();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your full report"
      centered
      radius="lg"
      padding="xl"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}
    >
      <form onSubmit={form.onSubmit(send)} aria-label="Your full report" noValidate>
        <Stack gap="md">
          <Text size="sm">Tell us who the report is for.</Text>
          <TextInput label="Full Name" required autoComplete="name" maxLength={200} data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email Address" type="email" required autoComplete="email" maxLength={254} {...form.getInputProps('email')} />
          <Text size="xs" c="dimmed">
            {KEPT_NOTICE}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Download Full Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
