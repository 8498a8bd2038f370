import type { SessionUser } from '@elite/contracts/schemas/auth';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../../test/form-checks.ts';
import { emptyPortalDashboard } from '../../../test/portal-data.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

// The pages of the mailed account links and the dashboard's Change Password (docs/accounts.md).
const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };
const token = 'A'.repeat(43);

function server(overrides: TrpcHandlers = {}, signedIn: SessionUser | null = null) {
  let user = signedIn;
  return mockTrpc({
    'auth.session': () => ok(user),
    'portal.verifyEmail': () => {
      user = client;
      return ok(client);
    },
    'portal.resetPassword': () => ok({ ok: true }),
    'auth.changePassword': () => ok(client),
    'portal.dashboard': () => ok(emptyPortalDashboard),
    ...overrides,
  });
}

const password = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
/** The server's refusal of a well-known password (docs/accounts.md#passwords): checked there only, shown under its field. */
const TOO_COMMON = 'This password is too easy to guess: it is a common password or close to one. Please choose another.';
const refusedPassword = (field: string) => () => fail('BAD_REQUEST', TOO_COMMON, { formErrors: [], fieldErrors: { [field]: [TOO_COMMON] } });

describe('/portal/verify-email', () => {
  beforeEach(() => notifications.clean());

  it('confirms with the password chosen and opens the dashboard', async () => {
    const calls = server();
    const { router } = await renderApp(`/portal/verify-email?token=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and Sign In' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(calls.some((c) => c.path === 'portal.verifyEmail')).toBe(false);
    await userEvent.type(password(/^Password you chose/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(await screen.findByText('E-mail confirmed')).toBeVisible();
    expect(calls.find((c) => c.path === 'portal.verifyEmail')?.input).toEqual({ token, password: 'long-enough-1' });
  });

  it('a wrong password shows under the field and keeps the form', async () => {
    server({ 'portal.verifyEmail': () => fail('UNAUTHORIZED', 'This is not the password chosen when this account was created. Please try again.') });
    await renderApp(`/portal/verify-email?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^Password you chose/), 'wrong-one-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    expect(await screen.findByText('This is not the password chosen when this account was created. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm and Sign In' })).toBeVisible();
  });

  it('a used or expired link says so and offers Sign In and Create Account', async () => {
    const message = 'This link has expired or was already used. Sign in to get a new one, or create your account again.';
    server({ 'portal.verifyEmail': () => fail('BAD_REQUEST', message) });
    await renderApp(`/portal/verify-email?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^Password you chose/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`This link cannot be used${message}`);
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/portal-login?tab=register');
  });

  it('a link without its token asks nothing and says it is incomplete', async () => {
    const calls = server();
    await renderApp('/portal/verify-email?token=short');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete. Please open the link from your e-mail again.');
    expect(screen.queryByLabelText(/^Password you chose/)).toBeNull();
    expect(calls.some((c) => c.path === 'portal.verifyEmail')).toBe(false);
  });
});

describe('/portal/reset-password', () => {
  beforeEach(() => notifications.clean());

  it('sets a new password (checked and confirmed here first) and sends the person to sign in', async () => {
    const calls = server();
    await renderApp(`/portal/reset-password?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'short');
    await userEvent.type(password(/^Confirm New Password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(calls.some((c) => c.path === 'portal.resetPassword')).toBe(false);
    await userEvent.clear(password(/^New Password/));
    await userEvent.clear(password(/^Confirm New Password/));
    await userEvent.type(password(/^New Password/), 'brand-new-pass-1');
    await userEvent.type(password(/^Confirm New Password/), 'brand-new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Password changedYour password has been changed and you were signed out everywhere. Sign in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/portal-login');
    expect(calls.find((c) => c.path === 'portal.resetPassword')?.input).toEqual({ token, password: 'brand-new-pass-1' });
  });

  it("a password the server refuses as too easy to guess shows under the field, and the link's form stays", async () => {
    server({ 'portal.resetPassword': refusedPassword('password') });
    await renderApp(`/portal/reset-password?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'password1');
    await userEvent.type(password(/^Confirm New Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(fieldMessage(password(/^New Password/))).toBe(TOO_COMMON));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeVisible();
  });

  it('a used link offers Forgot Password again', async () => {
    server({
      'portal.resetPassword': () => fail('BAD_REQUEST', 'This link has expired or was already used. Please ask for a new one with "Forgot password".'),
    });
    await renderApp(`/portal/reset-password?token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'brand-new-pass-1');
    await userEvent.type(password(/^Confirm New Password/), 'brand-new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please ask for a new one with "Forgot password".');
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/portal-login?tab=forgot');
  });
});

describe("the dashboard's Change Password", () => {
  beforeEach(() => notifications.clean());

  it('changes it, says the other devices were signed out, and empties the form', async () => {
    const calls = server({}, client);
    await renderApp('/portal/dashboard');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(within(form).getByLabelText(/^Current Password/), 'long-enough-1');
    await userEvent.type(within(form).getByLabelText(/^New Password/), 'changed-pass-1');
    await userEvent.type(within(form).getByLabelText(/^Confirm New Password/), 'changed-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('You were signed out on your other devices.')).toBeVisible();
    expect(calls.find((c) => c.path === 'auth.changePassword')?.input).toEqual({ currentPassword: 'long-enough-1', newPassword: 'changed-pass-1' });
    expect(within(form).getByLabelText<HTMLInputElement>(/^Current Password/).value).toBe('');
  });

  it('a new password the server refuses as too easy to guess shows under the New Password field', async () => {
    server({ 'auth.changePassword': refusedPassword('newPassword') }, client);
    await renderApp('/portal/dashboard');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(within(form).getByLabelText(/^Current Password/), 'long-enough-1');
    await userEvent.type(within(form).getByLabelText(/^New Password/), 'iloveyou1');
    await userEvent.type(within(form).getByLabelText(/^Confirm New Password/), 'iloveyou1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(fieldMessage(within(form).getByLabelText(/^New Password/))).toBe(TOO_COMMON));
    expect(fieldMessage(within(form).getByLabelText(/^Current Password/))).toBeNull();
  });

  it('a wrong current password shows under its field', async () => {
    server({ 'auth.changePassword': () => fail('UNAUTHORIZED', 'Your current password is not right.') }, client);
    await renderApp('/portal/dashboard');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(within(form).getByLabelText(/^Current Password/), 'nope-nope-1');
    await userEvent.type(within(form).getByLabelText(/^New Password/), 'changed-pass-1');
    await userEvent.type(within(form).getByLabelText(/^Confirm New Password/), 'changed-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Your current password is not right.')).toBeVisible();
  });
});
