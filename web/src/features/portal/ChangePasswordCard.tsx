import { Button, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordForm, PASSWORD_MIN } from '@elite/contracts/schemas/auth';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage, useSessionChanged } from '../accounts/session.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dashboard's Change Password: every other session of the account ends; this browser stays signed in. */
export function ChangePasswordCard() {
  const sessionChanged = useSessionChanged();
  const form = useForm({ initialValues: empty, validate: schemaResolver(changePasswordForm, { sync: true }) });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: async (user) => {
      form.setValues(empty);
      showToast({ color: 'green', title: 'Password changed', message: 'You were signed out on your other devices.' });
      await sessionChanged(user);
    },
    onError: (error) => {
      const message = serverMessage(error) ?? 'We could not change your password. Please try again.';
      const fields = serverFieldErrors(error);
      if (fields.newPassword) form.setFieldError('newPassword', fields.newPassword);
      else if (errorCode(error) === 'UNAUTHORIZED' && message.startsWith('Your current password')) form.setFieldError('currentPassword', message);
      else showToast({ color: 'red', title: 'Password not changed', message });
    },
  });
  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="change-password-title">
      <Title order={2} fz={20} c="navy.9" id="change-password-title">
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Changing it signs you out on every other device.
      </Text>
      <form
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
        noValidate
        aria-label="Change Password"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <PasswordInput label="Current Password" autoComplete="current-password" withAsterisk aria-required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              withAsterisk
              aria-required
              description={`At least ${PASSWORD_MIN} characters`}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput label="Confirm New Password" autoComplete="new-password" withAsterisk aria-required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
