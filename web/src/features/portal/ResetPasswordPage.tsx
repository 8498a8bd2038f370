import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountLinkToken, PASSWORD_MIN, passwordResetForm } from '@elite/contracts/schemas/auth';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { AuthScreen } from '../accounts/AuthScreen.tsx';
import { NewPasswordFields } from '../accounts/NewPasswordFields.tsx';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage } from '../accounts/session.ts';
import { LinkProblem } from './LinkProblem.tsx';

const incomplete = 'This link is incomplete. Please open the link from your e-mail again.';

/**
 * /portal/reset-password?token=: the "Forgot password" link. A new password
 * signs the account out everywhere; the person then signs in with it.
 */
export function ResetPasswordPage({ token }: { token?: string }) {
  const [linkProblem, setLinkProblem] = useState<string | null>(accountLinkToken.safeParse(token).success ? null : incomplete);
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { token: token ?? '', password: '', confirmPassword: '' },
    validate: schemaResolver(passwordResetForm, { sync: true }),
  });

  const reset = trpc.portal.resetPassword.useMutation({
    onSuccess: () => setDone(true),
    onError: (error) => {
      const message = serverMessage(error) ?? 'We could not change your password. Please try again.';
      const fields = serverFieldErrors(error);
      if (fields.password) form.setFieldError('password', fields.password);
      else if (errorCode(error) === 'BAD_REQUEST') setLinkProblem(fields.token ?? message);
      else showToast({ color: 'red', title: 'Password not changed', message });
    },
  });

  return (
    <AuthScreen icon={<IconKey size={26} stroke={1.7} />} title="Choose a new password" subtitle="For your client portal account">
      {linkProblem ? (
        <LinkProblem message={linkProblem} next="forgot" />
      ) : done ? (
        <Stack gap="md">
          <Alert color="green" variant="light" radius="md" icon={<IconCircleCheck size={20} aria-hidden />} title="Password changed" role="status">
            Your password has been changed and you were signed out everywhere. Sign in with your new password.
          </Alert>
          <Button component={Link} to="/portal-login" size="md" fullWidth>
            Sign In
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit(({ token: linkToken, password }) => reset.mutate({ token: linkToken, password }))}
          noValidate
          aria-label="Choose a new password"
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Using this page signs you out on every device.
            </Text>
            <NewPasswordFields inputProps={form.getInputProps} minLength={PASSWORD_MIN} label="New Password" confirmLabel="Confirm New Password" />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              Change Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
