import { reportContact, type ReportContact } from '@elite/contracts/schemas/assessments';
import type { AssessmentAnswers, AssessmentScores } from '@elite/contracts/rules/readiness-assessment';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { errorsOf, firstFieldErrors } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from './toast.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The assessment the report is about: its scores and the answers the server scores again. */
  result: { scores: AssessmentScores; answers: AssessmentAnswers };
  /** The report was generated for this contact (the page shows the report). */
  onSent: (contact: z.output<typeof reportContact>) => void;
  /** Who the last report was for: the form starts with them, so Back to Results and a second request keep them. */
  contact?: z.output<typeof reportContact> | null;
}

const empty: Required<ReportContact> = { name: '', email: '', phone: '' };
const contactFields = ['name', 'email', 'phone'] as const;

/**
 * The detailed-report dialog (docs/assessments.md#report-request): name and e-mail required, phone optional, checked
 * by `reportContact` (the contact part of the call's `quizResultInput`). It sends quizResults.create; a contact field
 * the server refuses shows its message under that field, and any failure keeps the dialog open with the toast.
 * Loaded by the quiz when its results show.
 */
export function ReportDialog({ opened, onClose, result, onSent, contact: last }: Props) {
  const form = useForm({ initialValues: { ...empty, ...last }, validate: schemaResolver(reportContact, { sync: true }) });
  const create = trpc.quizResults.create.useMutation();
  const ready = form.values.name.trim() !== '' && form.values.email.trim() !== '';

  const send = async (values: typeof empty) => {
    const contact = reportContact.parse(values);
    try {
      await create.mutateAsync({ ...contact, ...result.scores, answers: result.answers });
    } catch (error) {
      const fields = (error as { data?: { zodError?: { fieldErrors?: Record<string, string[]> } | null } }).data?.zodError?.fieldErrors;
      form.setErrors(errorsOf(firstFieldErrors(fields), contactFields));
      showToast({ color: 'red', title: 'Error', message: 'Failed to generate report. Please try again.' });
      return;
    }
    onSent(contact);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Get Your Detailed Report"
      centered
      radius="lg"
      padding="xl"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}
    >
      <form onSubmit={form.onSubmit(send)} aria-label="Get Your Detailed Report" noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your personalised report with category analysis and strategic recommendations is shown at once and e-mailed to you.
          </Text>
          <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} maxLength={200} />
          <TextInput label="Email Address" type="email" required autoComplete="email" {...form.getInputProps('email')} maxLength={254} />
          <TextInput label="Phone Number (Optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} maxLength={30} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} loading={form.submitting}>
              Generate Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
