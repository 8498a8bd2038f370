import { Alert, Button, Code, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminLoginInput, SessionUser } from '@elite/contracts/schemas/auth';
import { IconInfoCircle, IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { lazySchema, useWhenLoaded } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { clearToasts, showToast } from '../../lib/toast.ts';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage, useSession, useSessionChanged } from './session.ts';

/** The sign-in call's schema, with zod on the form's first focus (docs/decisions/0029-forms-on-mantine-form.md, "Bundles"). */
const loginSchema = lazySchema(() => import('@elite/contracts/schemas/auth').then((m) => m.adminLoginInput));

/** Where each staff role lands after signing in. */
const homeOf = (user: SessionUser) => (user.role === 'admin' ? '/admin' : '/support-chat');

interface AdminLoginPageProps {
  /** Where to go after signing in, for a page that shows this form in place of itself (/support-chat). */
  next?: '/support-chat';
  title?: string;
  subtitle?: string;
}

/** /admin-login (docs/admin.md#staff-sign-in): staff sign in with a username and password. */
export function AdminLoginPage({ next, title = 'Admin Login', subtitle = 'Sign in to the staff dashboard' }: AdminLoginPageProps = {}) {
  const navigate = useNavigate();
  const session = useSession();
  const sessionChanged = useSessionChanged();
  const info = trpc.auth.adminLoginInfo.useQuery();
  // The call's own schema checks the form (it comes on first focus); what is sent is its output (the username trimmed).
  const form = useForm({ initialValues: { username: '', password: '' } satisfies AdminLoginInput, validate: loginSchema.validateIfLoaded });
  // What staff typed into the server's HTML of /support-chat before the page was live is still in its fields: the form
  // takes it (lib/early-input.ts, docs/decisions/0058-visit-pages-rendered-per-request.md).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const login = trpc.auth.adminLogin.useMutation({
    onSuccess: async (user) => {
      clearToasts();
      await sessionChanged(user);
      await navigate({ href: next ?? homeOf(user) });
    },
    onError: (error) => {
      const code = errorCode(error);
      const fields = serverFieldErrors(error);
      // The server refused a field: its message goes under that field, as the form's own would.
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        return;
      }
      if (code === 'UNAUTHORIZED') {
        showToast({ color: 'red', title: 'Invalid Credentials', message: 'Please check your username and password.' });
      } else if (code === 'TOO_MANY_REQUESTS') {
        showToast({
          color: 'red',
          title: 'Too Many Attempts',
          message: serverMessage(error) ?? 'Too many sign-in attempts. Please wait a few minutes and try again.',
        });
      } else {
        showToast({
          color: 'red',
          title: 'Sign In Failed',
          message: serverMessage(error) ?? 'We could not reach the server. Please try again.',
        });
      }
    },
  });

  // Sign In waits for the form's schema, then checks and sends.
  const whenLoaded = useWhenLoaded(loginSchema);
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    whenLoaded(
      () => form.onSubmit((values) => login.mutate(loginSchema.parse(values)))(),
      () => showToast({ color: 'red', title: 'Sign In Failed', message: 'We could not reach the server. Please try again.' }),
    );
  };

  if (!next && session.data?.role === 'admin' && !login.isPending) return <Navigate to="/admin" replace />;
  // A support agent sent here from /admin (docs/admin.md#staff-sign-in): told that the dashboard is not theirs and
  // where their work is, rather than shown a sign-in form as if they were signed out.
  const agent = !next && session.data?.role === 'agent' ? session.data : null;

  return (
    <AuthScreen
      icon={<IconShieldLock size={26} stroke={1.7} />}
      title={title}
      subtitle={subtitle}
      footnote="Authorized staff only. Sign-in attempts are limited and recorded."
    >
      {agent && (
        <Alert
          mb="lg"
          variant="light"
          color="blue"
          radius="md"
          title="No access to the admin dashboard"
          icon={<IconInfoCircle size={20} stroke={1.7} aria-hidden />}
          role="status"
        >
          <Text size="sm">
            You are signed in as {agent.name}, a support agent. The admin dashboard is for admins; your work is in Support Chat. To open the dashboard, sign in
            below with an admin account.
          </Text>
          <Button component={Link} to="/support-chat" size="sm" mt="sm">
            Go to Support Chat
          </Button>
        </Alert>
      )}
      <form ref={formRef} onSubmit={signIn} onFocus={() => void loginSchema.load().catch(() => undefined)} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            withAsterisk
            aria-required
            leftSection={<IconUser size={17} stroke={1.7} aria-hidden />}
            {...form.getInputProps('username')}
            size="md"
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            withAsterisk
            aria-required
            leftSection={<IconLock size={17} stroke={1.7} aria-hidden />}
            {...form.getInputProps('password')}
            size="md"
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending} mt={4}>
            Sign In
          </Button>
        </Stack>
      </form>
      {info.data?.setupNeeded && (
        <Alert
          mt="lg"
          variant="light"
          color="gold"
          radius="md"
          title="This site has no admin yet"
          icon={<IconInfoCircle size={20} stroke={1.7} aria-hidden />}
          role="note"
        >
          <Text size="sm">
            Open the setup link the server printed when it started to create the first admin. The link is also saved in the file{' '}
            <Code fz="sm">admin-setup-link.txt</Code> in the server&apos;s data folder.
          </Text>
        </Alert>
      )}
    </AuthScreen>
  );
}
