import { contactInput } from '@elite/contracts/schemas/leads';
import type { BusinessType } from '@elite/contracts/catalogue/business-types';
import { company } from '@elite/contracts/catalogue/company';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorsOf, firstFieldErrors } from '../../lib/forms.ts';
import { showToast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The name to reserve, as the search found it. */
export interface NameToReserve {
  filingName: string;
  stateName: string;
  typeLabel: string;
  /** The entity type searched for (an entity-type value: llc, s-corp, …). */
  businessType: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  name: NameToReserve;
}

/** The contact form's own rules for the four fields asked here (docs/tools.md#reserve-this-name). */
const reserveContact = contactInput.pick({ firstName: true, lastName: true, email: true, phone: true });
const empty = { firstName: '', lastName: '', email: '', phone: '' };
const fields = ['firstName', 'lastName', 'email', 'phone'] as const;

/** The contact form's business types that are entity types; anything else is recorded as "other". */
const leadBusinessType = (type: string): BusinessType => (type === 'llc' || type === 's-corp' || type === 'nonprofit' ? type : 'other');

/** What the lead says: the team reads it in Contact Submissions and in the notification e-mail. */
const reservationMessage = (name: NameToReserve) => `Please reserve the business name "${name.filingName}" (${name.typeLabel}) in ${name.stateName}.`;

/**
 * Reserve This Name (docs/tools.md#reserve-this-name): asks for the visitor's name, e-mail and phone and records a
 * contact lead (leads.create, the contact form's procedure and checks) whose message names the filing name, type and
 * state. Loaded when the visitor first opens it.
 */
export function ReserveNameDialog({ opened, onClose, name }: Props) {
  const form = useForm({ initialValues: empty, validate: schemaResolver(reserveContact, { sync: true }) });
  const create = trpc.leads.create.useMutation();

  const send = async (values: typeof empty) => {
    const contact = reserveContact.parse(values);
    try {
      await create.mutateAsync({
        ...contact,
        businessType: leadBusinessType(name.businessType),
        message: reservationMessage(name),
        service: 'Business name reservation',
      });
    } catch (error) {
      const data = (error as { data?: { httpStatus?: number; zodError?: { fieldErrors?: Record<string, string[]> } | null } }).data;
      form.setErrors(errorsOf(firstFieldErrors(data?.zodError?.fieldErrors), fields));
      const message = data?.httpStatus === 429 ? (error as Error).message : `Please try again, or call us at ${company.phoneDisplay}.`;
      showToast({ color: 'red', title: 'Request not sent', message });
      return;
    }
    form.setValues(empty);
    onClose();
    showToast({
      color: 'green',
      title: 'Reservation Process Started',
      message: `A formation specialist will contact you within 24 hours to reserve "${name.filingName}" in ${name.stateName}.`,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reserve This Name"
      centered
      radius="lg"
      padding="xl"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}
    >
      <form onSubmit={form.onSubmit(send)} aria-label="Reserve This Name" noValidate>
        <Stack gap="md">
          <Text size="sm">
            A formation specialist will call you within 24 hours to reserve <strong>{name.filingName}</strong> in {name.stateName}. How can we reach you?
          </Text>
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput label="First Name" required autoComplete="given-name" {...form.getInputProps('firstName')} maxLength={100} miw={160} />
            <TextInput label="Last Name" required autoComplete="family-name" {...form.getInputProps('lastName')} maxLength={100} miw={160} />
          </Group>
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} maxLength={254} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} maxLength={30} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="navy" loading={form.submitting}>
              Request Reservation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
