import type { SessionUser } from '@elite/contracts/schemas/auth';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPortalDashboard } from '../../../test/portal-data.ts';
import { renderApp } from '../../../test/render.tsx';
import { fieldMessage, findToast } from '../../../test/form-checks.ts';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };

function server(overrides: TrpcHandlers = {}) {
  let user: SessionUser | null = null;
  return mockTrpc({
    'auth.session': () => ok(user),
    'portal.register': () => ok({ ok: true, email: 'casey@example.com' }),
    'portal.requestPasswordReset': () => ok({ ok: true }),
    'portal.login': () => {
      user = client;
      return ok(client);
    },
    // The dashboard it lands on reads the client's own records.
    'portal.dashboard': () => ok(emptyPortalDashboard),
    ...overrides,
  });
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function openCreateAccount() {
  await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
  return screen.findByRole('form', { name: 'Create Account' });
}

async function fillRegister(values: Partial<Record<'name' | 'company' | 'email' | 'password' | 'confirm', string>>) {
  const user = userEvent.setup();
  if (values.name) await user.type(input(/^Full Name/), values.name);
  if (values.company) await user.type(input(/^Company Name/), values.company);
  if (values.email) await user.type(input(/^Email/), values.email);
  if (values.password) await user.type(input(/^Password/), values.password);
  if (values.confirm) await user.type(input(/^Confirm Password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const full = { name: 'Casey Client', company: 'Casey Co', email: 'casey@example.com', password: 'long-enough-1', confirm: 'long-enough-1' };

describe('/portal-login', () => {
  beforeEach(() => notifications.clean());

  it('has the Sign In and Create Account tabs, Sign In first with an email-type field', async () => {
    server();
    await renderApp('/portal-login');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sign In', 'Create Account']);
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(input(/^Email/).type).toBe('email');
  });

  describe('Create Account', () => {
    it('a missing field: Missing Information, nothing sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister({ ...full, company: '' });
      expect(await findToast('Missing Information')).toEqual({ title: 'Missing Information', message: 'Please fill in all required fields.', color: 'red' });
      expect(fieldMessage(input(/^Company Name/))).toBe('Company name is required');
      expect(fieldMessage(input(/^Full Name/))).toBeNull();
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('different passwords: Passwords do not match, nothing sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister({ ...full, confirm: 'something-else' });
      // The toast, and the inline message under Confirm Password.
      expect(await findToast('Passwords do not match')).toEqual({
        title: 'Passwords do not match',
        message: 'Please ensure both passwords are identical',
        color: 'red',
      });
      expect(fieldMessage(input(/^Confirm Password/))).toBe('Passwords do not match');
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('a password under 8 characters: Password too short, nothing sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister({ ...full, password: 'short1', confirm: 'short1' });
      expect(await findToast('Password too short')).toEqual({
        title: 'Password too short',
        message: 'Password must be at least 8 characters long',
        color: 'red',
      });
      expect(fieldMessage(input(/^Password/))).toBe('Password must be at least 8 characters long');
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('success: check your e-mail (toast and a note that stays), back to Sign In with the e-mail kept; name, company and confirmation cleared', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      const note = await screen.findByRole('status');
      expect(note.textContent).toBe(
        'Check your e-mailWe sent a confirmation link to casey@example.com. Open it to finish creating your account (it works for 24 hours).',
      );
      expect(await findToast('Check your e-mail')).toEqual({
        title: 'Check your e-mail',
        message: 'We sent a confirmation link to casey@example.com. Open it to finish creating your account (it works for 24 hours).',
        color: 'green',
      });
      expect(calls.find((c) => c.path === 'portal.register')?.input).toEqual({
        email: 'casey@example.com',
        password: 'long-enough-1',
        fullName: 'Casey Client',
        companyName: 'Casey Co',
      });
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true'));
      expect(input(/^Email/).value).toBe('casey@example.com');

      await openCreateAccount();
      expect(input(/^Full Name/).value).toBe('');
      expect(input(/^Company Name/).value).toBe('');
      expect(input(/^Confirm Password/).value).toBe('');
      expect(input(/^Email/).value).toBe('casey@example.com');
    });

    it('a refused registration shows Registration Failed with the server message', async () => {
      server({ 'portal.register': () => fail('CONFLICT', 'An account with this email already exists.') });
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      expect(await findToast('Registration Failed')).toEqual({
        title: 'Registration Failed',
        message: 'An account with this email already exists.',
        color: 'red',
      });
      expect(screen.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    });

    it("a field the server refuses shows the server's message under it, and everything typed stays", async () => {
      server({
        'portal.register': () =>
          fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { companyName: ['Must be at most 200 characters'] } }),
      });
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      await waitFor(() => expect(fieldMessage(input(/^Company Name/))).toBe('Must be at most 200 characters'));
      expect(fieldMessage(input(/^Full Name/))).toBeNull();
      expect(await findToast('Registration Failed')).toEqual({ title: 'Registration Failed', message: 'Failed to create account', color: 'red' });
      expect(input(/^Company Name/).value).toBe('Casey Co');
      expect(input(/^Full Name/).value).toBe('Casey Client');
    });

    it('a password the server refuses as too easy to guess shows under the Password field', async () => {
      const tooCommon = 'This password is too easy to guess: it is a common password or close to one. Please choose another.';
      server({ 'portal.register': () => fail('BAD_REQUEST', tooCommon, { formErrors: [], fieldErrors: { password: [tooCommon] } }) });
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      await waitFor(() => expect(fieldMessage(input(/^Password/))).toBe(tooCommon));
      expect(await findToast('Registration Failed')).toEqual({ title: 'Registration Failed', message: 'Failed to create account', color: 'red' });
    });

    it('a server failure without a message: Failed to create account', async () => {
      server({ 'portal.register': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      expect(await findToast('Registration Failed')).toEqual({ title: 'Registration Failed', message: 'Failed to create account', color: 'red' });
    });
  });

  describe('Sign In', () => {
    it('both fields are required; nothing is sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(fieldMessage(input(/^Email/))).toBe('Email is required'));
      expect(fieldMessage(input(/^Password/))).toBe('Password is required');
      expect(calls.some((c) => c.path === 'portal.login')).toBe(false);
    });

    it("an e-mail the server refuses shows the server's message under the Email field, and no toast", async () => {
      server({ 'portal.login': () => fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { email: ['Email is too long'] } }) });
      await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.type(input(/^Password/), 'long-enough-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(fieldMessage(input(/^Email/))).toBe('Email is too long'));
      expect(screen.queryByText('Login Failed')).toBeNull();
      expect(input(/^Email/).value).toBe('casey@example.com');
    });

    it('wrong credentials: Login Failed with the server message', async () => {
      server({ 'portal.login': () => fail('UNAUTHORIZED', 'Invalid email or password') });
      const { router } = await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.type(input(/^Password/), 'wrong-password');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await findToast('Login Failed')).toEqual({ title: 'Login Failed', message: 'Invalid email or password', color: 'red' });
      expect(router.state.location.pathname).toBe('/portal-login');
    });

    it('a failure without a server message still says Invalid email or password', async () => {
      server({ 'portal.login': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
      await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.type(input(/^Password/), 'whatever-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await findToast('Login Failed')).toEqual({ title: 'Login Failed', message: 'Invalid email or password', color: 'red' });
    });

    it('success: Login Successful and the dashboard', async () => {
      const calls = server();
      const { router } = await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'Casey@Example.com');
      await userEvent.type(input(/^Password/), 'long-enough-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await findToast('Login Successful')).toEqual({ title: 'Login Successful', message: 'Welcome back, Casey Client.', color: 'green' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Casey Client');
      expect(calls.find((c) => c.path === 'portal.login')?.input).toEqual({ email: 'casey@example.com', password: 'long-enough-1' });
    });
  });

  it('an unconfirmed account: the server says a new link was mailed, and the page keeps saying so', async () => {
    const message = 'Please confirm your e-mail address first: we have sent a new confirmation link to casey@example.com.';
    server({ 'portal.login': () => fail('FORBIDDEN', message) });
    const { router } = await renderApp('/portal-login');
    await userEvent.type(input(/^Email/), 'casey@example.com');
    await userEvent.type(input(/^Password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Please confirm your e-mail${message}`);
    expect(router.state.location.pathname).toBe('/portal-login');
  });

  describe('Forgot password (docs/accounts.md)', () => {
    it('asks for the e-mail and says a link was sent if an account exists, whatever the answer', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      const form = await screen.findByRole('form', { name: 'Reset your password' });
      expect(form.getAttribute('aria-label')).toBe('Reset your password');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await waitFor(() => expect(fieldMessage(input(/^Email/))).toBe('Email is required'));
      expect(calls.some((c) => c.path === 'portal.requestPasswordReset')).toBe(false);
      await userEvent.type(input(/^Email/), 'Casey@Example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Check your e-mailIf an account exists for casey@example.com, we have sent it a link to choose a new password. The link works for one hour.',
      );
      expect(calls.find((c) => c.path === 'portal.requestPasswordReset')?.input).toEqual({ email: 'casey@example.com' });
      await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      expect((await screen.findByRole('form', { name: 'Sign In' })).getAttribute('aria-label')).toBe('Sign In');
    });

    it('opens directly from a link (?tab=forgot), and a refusal shows the server message', async () => {
      server({ 'portal.requestPasswordReset': () => fail('TOO_MANY_REQUESTS', 'Too many requests from your network. Please wait 5 minutes and try again.') });
      await renderApp('/portal-login?tab=forgot');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(await findToast('Request Failed')).toEqual({
        title: 'Request Failed',
        message: 'Too many requests from your network. Please wait 5 minutes and try again.',
        color: 'red',
      });
    });

    it("an e-mail the server refuses shows the server's message under the Email field", async () => {
      server({
        'portal.requestPasswordReset': () =>
          fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { email: ['Please enter a valid email address.'] } }),
      });
      await renderApp('/portal-login?tab=forgot');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await waitFor(() => expect(fieldMessage(input(/^Email/))).toBe('Please enter a valid email address.'));
      expect(await findToast('Request Failed')).toEqual({ title: 'Request Failed', message: 'We could not send the link. Please try again.', color: 'red' });
    });
  });
});
