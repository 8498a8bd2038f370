import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { adminSetupForm, adminSetupToken, STAFF_PASSWORD_MIN } from '@elite/contracts/schemas/auth';
import { IconAlertTriangle, IconCircleCheck, IconId, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage, useSessionChanged } from './session.ts';

const incomplete = 'This setup link is incomplete. Open the link the server printed again.';

/** Where the link can be found again, for whoever started the server. */
function WhereTheLinkIs() {
  return (
    <Text size="sm">
      The server prints the setup link each time it starts while the site has no admin, and saves it in the file <code>admin-setup-link.txt</code> in its data
      folder.
    </Text>
  );
}

/**
 * /admin-setup?token= (docs/accounts.md#the-first-admin): the first admin of a new site, created by whoever holds the
 * one-time link the server printed. Once an admin exists the page only says so and points to the sign-in.
 */
export function AdminSetupPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const info = trpc.auth.adminLoginInfo.useQuery();
  const [linkProblem, setLinkProblem] = useState<string | null>(adminSetupToken.safeParse(token).success ? null : incomplete);
  const form = useForm({
    initialValues: { token: token ?? '', username: '', name: '', password: '', confirmPassword: '' },
    validate: schemaResolver(adminSetupForm, { sync: true }),
  });
  const setup = trpc.auth.setUpFirstAdmin.useMutation({
    onSuccess: async (user) => {
      await sessionChanged(user);
      showToast({ color: 'green', title: 'Admin created', message: `Welcome, ${user.name}. You are signed in.` });
      await navigate({ to: '/admin' });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      const message = serverMessage(error);
      if (Object.keys(fields).length > 0) {
        if (fields.token) setLinkProblem(fields.token);
        form.setErrors(fields);
      } else if (errorCode(error) === 'FORBIDDEN') {
        setLinkProblem(message ?? incomplete);
      } else if (errorCode(error) === 'CONFLICT' && message?.includes('username')) {
        form.setFieldError('username', message);
      } else if (errorCode(error) === 'CONFLICT') {
        void info.refetch();
      } else {
        showToast({ color: 'red', title: 'Admin not created', message: message ?? 'We could not reach the server. Please try again.' });
      }
    },
  });

  const body = () => {
    if (info.data && !info.data.setupNeeded) {
      return (
        <Stack gap="md">
          <Alert color="green" variant="light" radius="md" icon={<IconCircleCheck size={20} aria-hidden />} title="This site has its admin" role="status">
            The first admin has been created, so this link is spent. Staff sign in on the sign-in page.
          </Alert>
          <Button component={Link} to="/admin-login" size="md" fullWidth>
            Go to Sign In
          </Button>
        </Stack>
      );
    }
    if (linkProblem) {
      return (
        <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle size={20} aria-hidden />} title="This link cannot be used" role="alert">
          <Stack gap={6}>
            <Text size="sm">{linkProblem}</Text>
            <WhereTheLinkIs />
          </Stack>
        </Alert>
      );
    }
    return (
      <form onSubmit={form.onSubmit(({ confirmPassword: _confirm, ...input }) => setup.mutate(input))} noValidate aria-label="Create the first admin">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            This account can open every record and add other staff. Choose a password nobody else knows.
          </Text>
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            aria-required
            description="Letters, digits and . _ @ -"
            leftSection={<IconUser size={17} stroke={1.7} aria-hidden />}
            size="md"
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Full Name"
            autoComplete="name"
            withAsterisk
            aria-required
            leftSection={<IconId size={17} stroke={1.7} aria-hidden />}
            size="md"
            {...form.getInputProps('name')}
          />
          <NewPasswordFields inputProps={form.getInputProps} minLength={STAFF_PASSWORD_MIN} />
          <Button type="submit" size="md" fullWidth loading={setup.isPending}>
            Create Admin
          </Button>
        </Stack>
      </form>
    );
  };

  return (
    <AuthScreen
      icon={<IconSettings size={26} stroke={1.7} />}
      title="Set Up Your Site"
      subtitle="Create the first admin account"
      footnote="The setup link works once, for the first admin only."
    >
      {body()}
    </AuthScreen>
  );
}
