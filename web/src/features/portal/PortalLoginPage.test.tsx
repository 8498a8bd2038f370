import type { SessionUser } from '@elite/contracts/schemas/auth';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
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
    'appointments.mine': () => ok([]),
    'payments.myRecords': () => ok({ entityFormations: [], businessFormations: [], subscriptions: [], orders: [] }),
    ...overrides,
  });
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

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
      expect(await screen.findByText('Missing Information')).toBeTruthy();
      expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
      expect(screen.getByText('Company name is required')).toBeTruthy();
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('different passwords: Passwords do not match, nothing sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister({ ...full, confirm: 'something-else' });
      expect(await screen.findByText('Please ensure both passwords are identical')).toBeTruthy();
      // The toast title and the inline message under Confirm Password.
      expect(screen.getAllByText('Passwords do not match')).toHaveLength(2);
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('a password under 8 characters: Password too short, nothing sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister({ ...full, password: 'short1', confirm: 'short1' });
      expect(await screen.findByText('Password too short')).toBeTruthy();
      expect(screen.getAllByText('Password must be at least 8 characters long').length).toBeGreaterThanOrEqual(1);
      expect(calls.some((c) => c.path === 'portal.register')).toBe(false);
    });

    it('success: check your e-mail (toast and a note that stays), back to Sign In with the e-mail kept; name, company and confirmation cleared', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      const note = await screen.findByRole('status');
      expect(note.textContent).toBe('Check your e-mailWe sent a confirmation link to casey@example.com. Open it to finish creating your account (it works for 24 hours).');
      expect(screen.getAllByText('Check your e-mail').length).toBeGreaterThanOrEqual(1);
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
      expect(await screen.findByText('Registration Failed')).toBeTruthy();
      expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    });

    it('a server failure without a message: Failed to create account', async () => {
      server({ 'portal.register': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
      await renderApp('/portal-login');
      await openCreateAccount();
      await fillRegister(full);
      expect(await screen.findByText('Failed to create account')).toBeTruthy();
    });
  });

  describe('Sign In', () => {
    it('both fields are required; nothing is sent', async () => {
      const calls = server();
      await renderApp('/portal-login');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Email is required')).toBeTruthy();
      expect(screen.getByText('Password is required')).toBeTruthy();
      expect(calls.some((c) => c.path === 'portal.login')).toBe(false);
    });

    it('wrong credentials: Login Failed with the server message', async () => {
      server({ 'portal.login': () => fail('UNAUTHORIZED', 'Invalid email or password') });
      const { router } = await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.type(input(/^Password/), 'wrong-password');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login Failed')).toBeTruthy();
      expect(screen.getByText('Invalid email or password')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/portal-login');
    });

    it('a failure without a server message still says Invalid email or password', async () => {
      server({ 'portal.login': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
      await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.type(input(/^Password/), 'whatever-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login Failed')).toBeTruthy();
      expect(screen.getByText('Invalid email or password')).toBeTruthy();
    });

    it('success: Login Successful and the dashboard', async () => {
      const calls = server();
      const { router } = await renderApp('/portal-login');
      await userEvent.type(input(/^Email/), 'Casey@Example.com');
      await userEvent.type(input(/^Password/), 'long-enough-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login Successful')).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
      expect(await screen.findByRole('heading', { name: 'Welcome, Casey Client' })).toBeTruthy();
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
      expect(form).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(await screen.findByText('Email is required')).toBeTruthy();
      expect(calls.some((c) => c.path === 'portal.requestPasswordReset')).toBe(false);
      await userEvent.type(input(/^Email/), 'Casey@Example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Check your e-mailIf an account exists for casey@example.com, we have sent it a link to choose a new password. The link works for one hour.',
      );
      expect(calls.find((c) => c.path === 'portal.requestPasswordReset')?.input).toEqual({ email: 'casey@example.com' });
      await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      expect(await screen.findByRole('form', { name: 'Sign In' })).toBeTruthy();
    });

    it('opens directly from a link (?tab=forgot), and a refusal shows the server message', async () => {
      server({ 'portal.requestPasswordReset': () => fail('TOO_MANY_REQUESTS', 'Too many requests from your network. Please wait 5 minutes and try again.') });
      await renderApp('/portal-login?tab=forgot');
      await userEvent.type(input(/^Email/), 'casey@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(await screen.findByText('Too many requests from your network. Please wait 5 minutes and try again.')).toBeTruthy();
    });
  });
});
