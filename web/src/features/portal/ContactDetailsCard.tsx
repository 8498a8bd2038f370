import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { contactDetailsInput, type PortalAccount } from '@elite/contracts/schemas/portal';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../accounts/session.ts';
import classes from './PortalDashboard.module.css';

/**
 * The client's contact details: name, company and phone, checked with the server's schema. The e-mail is the
 * account's identity (records are matched by it, once confirmed), so it is shown and not edited here.
 */
export function ContactDetailsCard({ account }: { account: PortalAccount }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { name: account.name, companyName: account.companyName ?? '', phone: account.phone ?? '' },
    validate: schemaResolver(contactDetailsInput, { sync: true }),
  });
  const save = trpc.portal.updateContact.useMutation({
    onSuccess: async (saved) => {
      form.setValues({ name: saved.name, companyName: saved.companyName ?? '', phone: saved.phone ?? '' });
      form.resetDirty();
      showToast({ color: 'green', title: 'Details saved', message: 'Your contact details are up to date.' });
      await Promise.all([utils.portal.dashboard.invalidate(), utils.auth.session.invalidate()]);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Details not saved', message: serverMessage(error) ?? 'We could not save your details. Please try again.' });
    },
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} component="section" aria-labelledby="contact-details-title">
      <Title order={2} fz={20} c="navy.9" id="contact-details-title">
        Contact Details
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Your e-mail, {account.email}, signs you in and finds your records; it cannot be changed here. To use another address, call or write to us.
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Contact Details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput label="Full Name" autoComplete="name" withAsterisk aria-required maxLength={200} {...form.getInputProps('name')} />
            <TextInput label="Company Name" autoComplete="organization" maxLength={200} {...form.getInputProps('companyName')} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="(555) 123-4567"
              maxLength={14}
              {...form.getInputProps('phone')}
              onChange={(event) => form.setFieldValue('phone', formatPhone(event.currentTarget.value))}
            />
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Details
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
