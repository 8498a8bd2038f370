import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountLinkToken, verifyEmailInput, type VerifyEmailInput } from '@elite/contracts/schemas/auth';
import { IconLock, IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { AuthScreen } from '../accounts/AuthScreen.tsx';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage, useSessionChanged } from '../accounts/session.ts';
import { LinkProblem } from './LinkProblem.tsx';

const incomplete = 'This link is incomplete. Please open the link from your e-mail again.';

/**
 * /portal/verify-email?token=: the confirmation link of a new account. The
 * person types the password they chose, which proves this registration is
 * theirs; then they are signed in (docs/decisions/0025-accounts-and-sessions.md).
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const [linkProblem, setLinkProblem] = useState<string | null>(accountLinkToken.safeParse(token).success ? null : incomplete);
  const form = useForm<VerifyEmailInput>({ initialValues: { token: token ?? '', password: '' }, validate: schemaResolver(verifyEmailInput, { sync: true }) });

  const verify = trpc.portal.verifyEmail.useMutation({
    onSuccess: async (user) => {
      showToast({ color: 'green', title: 'E-mail confirmed', message: `Welcome, ${user.name}. Your client portal is ready.` });
      await sessionChanged(user);
      await navigate({ to: '/portal/dashboard' });
    },
    onError: (error) => {
      const message = serverMessage(error) ?? 'We could not confirm your e-mail. Please try again.';
      const code = errorCode(error);
      if (code === 'UNAUTHORIZED') form.setFieldError('password', message);
      else if (code === 'BAD_REQUEST') setLinkProblem(serverFieldErrors(error).token ?? message);
      else showToast({ color: 'red', title: 'Not confirmed', message });
    },
  });

  return (
    <AuthScreen icon={<IconMailCheck size={26} stroke={1.7} />} title="Confirm your e-mail" subtitle="One last step to open your client portal">
      {linkProblem ? (
        <LinkProblem message={linkProblem} next="register" />
      ) : (
        <form onSubmit={form.onSubmit((values) => verify.mutate(values))} noValidate aria-label="Confirm your e-mail">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the password you chose when you created your account. If you did not create one, close this page: nothing changes.
            </Text>
            <PasswordInput
              label="Password you chose"
              autoComplete="current-password"
              withAsterisk
              aria-required
              leftSection={<IconLock size={17} stroke={1.7} aria-hidden />}
              size="md"
              {...form.getInputProps('password')}
            />
            <Button type="submit" size="md" fullWidth loading={verify.isPending}>
              Confirm and Sign In
            </Button>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
