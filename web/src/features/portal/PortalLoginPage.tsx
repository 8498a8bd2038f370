import { Alert, Anchor, Button, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { company } from '@elite/contracts/catalogue/company';
import { PASSWORD_MIN, passwordResetRequestInput, portalLoginInput, portalRegisterForm } from '@elite/contracts/schemas/auth';
import { IconArrowLeft, IconBriefcase, IconBuilding, IconCircleCheck, IconInfoCircle, IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { AuthScreen } from '../accounts/AuthScreen.tsx';
import { showToast } from '../../lib/toast.ts';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage, useSessionChanged } from '../accounts/session.ts';
import { forgetIntakeEmail, intakeEmail } from '../intake/intake-handoff.ts';

/** The fields of both tabs; e-mail and password are shared, as on the original page. */
interface Fields {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
  confirmPassword: string;
}

const empty: Fields = { email: '', password: '', fullName: '', companyName: '', confirmPassword: '' };
/** The page's views: the two tabs, and "Forgot password" (`?tab=forgot`, the link of the "already registered" mail). */
export type PortalLoginView = 'signin' | 'register' | 'forgot';

/** Each view checks the fields with the schema of the call it makes: portal.login, portal.register, portal.requestPasswordReset. */
const checks = {
  signin: schemaResolver(portalLoginInput, { sync: true }),
  register: schemaResolver(portalRegisterForm, { sync: true }),
  forgot: schemaResolver(passwordResetRequestInput, { sync: true }),
} satisfies Record<PortalLoginView, unknown>;

/** A line that stays on the page (what a toast said, kept where the person looks next). */
interface Notice {
  color: 'green' | 'yellow';
  title: string;
  text: string;
}

/**
 * /portal-login: Sign In and Create Account, and Forgot password. A new account
 * confirms its e-mail by the mailed link before it can sign in
 * (docs/decisions/0025-accounts-and-sessions.md).
 */
export function PortalLoginPage({ initialView = 'signin' }: { initialView?: PortalLoginView }) {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const [tab, setTab] = useState<PortalLoginView>(initialView);
  const [notice, setNotice] = useState<Notice | null>(null);
  // One form for the three views: e-mail and password carry over between them; the view decides the schema.
  const form = useForm<Fields>({ initialValues: empty, validate: (values) => checks[tab](values) });
  const { setValues, setErrors } = form;
  // Sent here from the intake without a portal account (docs/portal.md#after-the-business-intake): the e-mail they used links their records.
  const [fromIntake, setFromIntake] = useState<string | null>(null);
  useEffect(() => {
    const email = intakeEmail();
    if (!email) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
    setFromIntake(email);
    setValues((v) => ({ email: v.email || email }));
    setTab('register');
  }, [setValues]);

  const login = trpc.portal.login.useMutation({
    onSuccess: async (user) => {
      showToast({ color: 'green', title: 'Login Successful', message: `Welcome back, ${user.name}.` });
      forgetIntakeEmail();
      await sessionChanged(user);
      await navigate({ to: '/portal/dashboard' });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) return setErrors(fields);
      const message = serverMessage(error) ?? 'Invalid email or password';
      // Not confirmed yet: the server mailed a new link; say so where the person is looking.
      if (errorCode(error) === 'FORBIDDEN') {
        setNotice({ color: 'yellow', title: 'Please confirm your e-mail', text: message });
        showToast({ color: 'yellow', title: 'Please confirm your e-mail', message });
        return;
      }
      showToast({ color: 'red', title: 'Login Failed', message });
    },
  });

  const register = trpc.portal.register.useMutation({
    onSuccess: ({ email }) => {
      const text = `We sent a confirmation link to ${email}. Open it to finish creating your account (it works for 24 hours).`;
      showToast({ color: 'green', title: 'Check your e-mail', message: text });
      setNotice({ color: 'green', title: 'Check your e-mail', text });
      // The note after an intake has done its job.
      forgetIntakeEmail();
      setFromIntake(null);
      // docs/portal.md#create-account: back to Sign In with the e-mail kept; name, company and confirmation cleared.
      setValues({ fullName: '', companyName: '', confirmPassword: '' });
      setErrors({});
      setTab('signin');
    },
    onError: (error) => {
      // A refused field shows the server's words under it; the toast then says only that it failed.
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const message = Object.keys(fields).length > 0 ? undefined : serverMessage(error);
      showToast({ color: 'red', title: 'Registration Failed', message: message ?? 'Failed to create account' });
    },
  });

  // What each call sends is its schema's output (the e-mail trimmed and in lower case).
  const signIn = form.onSubmit((values) => login.mutate(portalLoginInput.parse(values)));

  const createAccount = form.onSubmit(
    (values) => {
      const { confirmPassword: _confirm, ...input } = portalRegisterForm.parse(values);
      register.mutate(input);
    },
    (_errors, values) => {
      // docs/portal.md#create-account: the toasts, in the order a person would fix them.
      const missing = (['fullName', 'companyName', 'email', 'password', 'confirmPassword'] as const).some((f) => !values[f].trim());
      if (missing) {
        showToast({ color: 'red', title: 'Missing Information', message: 'Please fill in all required fields.' });
      } else if (values.password !== values.confirmPassword) {
        showToast({ color: 'red', title: 'Passwords do not match', message: 'Please ensure both passwords are identical' });
      } else if (values.password.length < PASSWORD_MIN) {
        showToast({ color: 'red', title: 'Password too short', message: 'Password must be at least 8 characters long' });
      }
    },
  );

  const resetRequest = trpc.portal.requestPasswordReset.useMutation({
    onSuccess: (_answer, { email }) => {
      setNotice({
        color: 'green',
        title: 'Check your e-mail',
        text: `If an account exists for ${email}, we have sent it a link to choose a new password. The link works for one hour.`,
      });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const message = Object.keys(fields).length > 0 ? undefined : serverMessage(error);
      showToast({ color: 'red', title: 'Request Failed', message: message ?? 'We could not send the link. Please try again.' });
    },
  });

  const requestReset = form.onSubmit((values) => resetRequest.mutate(passwordResetRequestInput.parse(values)));

  const show = (view: PortalLoginView) => {
    setTab(view);
    setErrors({});
    setNotice(null);
  };

  const emailInput = (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      withAsterisk
      aria-required
      leftSection={<IconMail size={17} stroke={1.7} aria-hidden />}
      {...form.getInputProps('email')}
      size="md"
    />
  );

  return (
    <AuthScreen
      icon={<IconBriefcase size={26} stroke={1.7} />}
      title="Client Portal"
      subtitle="Follow your formation, documents and advisory work in one place"
      width={480}
      footnote={
        <>
          Need help? Write to{' '}
          <Anchor href={`mailto:${company.email}`} c="gold.3" inherit>
            {company.email}
          </Anchor>
        </>
      }
    >
      {notice && (
        <Alert color={notice.color} variant="light" radius="md" mb="lg" icon={<IconInfoCircle size={20} aria-hidden />} title={notice.title} role="status">
          {notice.text}
        </Alert>
      )}
      {fromIntake && (
        <Alert
          color="green"
          variant="light"
          radius="md"
          mb="lg"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title="Your business information was received"
        >
          Create your client portal account with <strong>{fromIntake}</strong>, the e-mail you used, to see your records here.
        </Alert>
      )}
      {tab === 'forgot' ? (
        <form onSubmit={requestReset} noValidate aria-label="Reset your password">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the e-mail of your account and we will send you a link to choose a new password.
            </Text>
            {emailInput}
            <Button type="submit" size="md" fullWidth loading={resetRequest.isPending}>
              Send Reset Link
            </Button>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => show('signin')}>
              Back to Sign In
            </Button>
          </Stack>
        </form>
      ) : (
        <Tabs
          value={tab}
          onChange={(v) => {
            if (v === 'signin' || v === 'register') {
              setTab(v);
              setErrors({});
            }
          }}
          variant="pills"
          radius="md"
          keepMounted={false}
        >
          <Tabs.List grow mb="lg" p={4} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Tabs.Tab value="signin" fw={600}>
              Sign In
            </Tabs.Tab>
            <Tabs.Tab value="register" fw={600}>
              Create Account
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="signin">
            <form onSubmit={signIn} noValidate aria-label="Sign In">
              <Stack gap="md">
                {emailInput}
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
                <Group justify="flex-end" mt={-6}>
                  <Anchor component="button" type="button" size="sm" onClick={() => show('forgot')}>
                    Forgot password?
                  </Anchor>
                </Group>
                <Button type="submit" size="md" fullWidth loading={login.isPending}>
                  Sign In
                </Button>
              </Stack>
            </form>
          </Tabs.Panel>

          <Tabs.Panel value="register">
            <form onSubmit={createAccount} noValidate aria-label="Create Account">
              <Stack gap="md">
                <TextInput
                  label="Full Name"
                  name="fullName"
                  autoComplete="name"
                  withAsterisk
                  aria-required
                  leftSection={<IconUser size={17} stroke={1.7} aria-hidden />}
                  {...form.getInputProps('fullName')}
                  size="md"
                />
                <TextInput
                  label="Company Name"
                  name="companyName"
                  autoComplete="organization"
                  withAsterisk
                  aria-required
                  leftSection={<IconBuilding size={17} stroke={1.7} aria-hidden />}
                  {...form.getInputProps('companyName')}
                  size="md"
                />
                {emailInput}
                <PasswordInput
                  label="Password"
                  name="password"
                  autoComplete="new-password"
                  withAsterisk
                  aria-required
                  description={`At least ${PASSWORD_MIN} characters`}
                  leftSection={<IconLock size={17} stroke={1.7} aria-hidden />}
                  {...form.getInputProps('password')}
                  size="md"
                />
                <PasswordInput
                  label="Confirm Password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  withAsterisk
                  aria-required
                  leftSection={<IconLock size={17} stroke={1.7} aria-hidden />}
                  {...form.getInputProps('confirmPassword')}
                  size="md"
                />
                <Button type="submit" size="md" fullWidth loading={register.isPending}>
                  Create Account
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  By creating an account you agree to our{' '}
                  <Anchor component={Link} to="/terms-of-service" inherit>
                    Terms of Service
                  </Anchor>{' '}
                  and{' '}
                  <Anchor component={Link} to="/privacy-policy" inherit>
                    Privacy Policy
                  </Anchor>
                  .
                </Text>
              </Stack>
            </form>
          </Tabs.Panel>
        </Tabs>
      )}
    </AuthScreen>
  );
}
