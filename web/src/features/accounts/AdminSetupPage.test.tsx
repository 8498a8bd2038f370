import { adminTrends } from '../../../test/admin-data.ts';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { fieldMessage } from '../../../test/form-checks.ts';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

const token = 'A'.repeat(43);
const owner: SessionUser = { id: 'u1', role: 'admin', name: 'Jane Owner', email: null, username: 'jane', companyName: null };

/** The server of a site that waits for its first admin. */
function server(overrides: TrpcHandlers = {}) {
  let user: SessionUser | null = null;
  return mockTrpc({
    'auth.session': () => ok(user),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.adminLoginInfo': () => ok({ setupNeeded: user === null }),
    'auth.setUpFirstAdmin': () => {
      user = owner;
      return ok(owner);
    },
    'admin.trends': () => ok(adminTrends()),
    'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 }),
    'admin.contacts': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
    ...overrides,
  });
}

async function fillSetup(values: { username?: string; name?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText(/^Username/), values.username);
  if (values.name) await user.type(screen.getByLabelText(/^Full Name/), values.name);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Admin' }));
}

describe('/admin-setup (docs/accounts.md#the-first-admin)', () => {
  beforeEach(() => notifications.clean());

  it('the holder of the link creates the first admin and lands in the dashboard, signed in', async () => {
    const calls = server();
    const { router } = await renderApp(`/admin-setup?token=${token}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set Up Your Site');
    await fillSetup({ username: 'jane', name: 'Jane Owner', password: 'Lantern-Orchard-88', confirm: 'Lantern-Orchard-88' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.find((c) => c.path === 'auth.setUpFirstAdmin')?.input).toEqual({
      token,
      username: 'jane',
      name: 'Jane Owner',
      password: 'Lantern-Orchard-88',
    });
  });

  it('a short or unconfirmed password is refused in the form, and nothing is sent', async () => {
    const calls = server();
    await renderApp(`/admin-setup?token=${token}`);
    await fillSetup({ username: 'jane', name: 'Jane Owner', password: 'short', confirm: 'other' });
    await waitFor(() => expect(fieldMessage(screen.getByLabelText(/^Password/))).toBe('Password must be at least 12 characters long'));
    expect(fieldMessage(screen.getByLabelText(/^Confirm Password/))).toBe('Passwords do not match');
    expect(calls.some((c) => c.path === 'auth.setUpFirstAdmin')).toBe(false);
  });

  it('a link without its token says where the right link is, and shows no form', async () => {
    server();
    await renderApp('/admin-setup');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('This setup link is incomplete.');
    expect(problem.textContent).toContain('admin-setup-link.txt');
    expect(screen.queryByRole('button', { name: 'Create Admin' })).toBeNull();
  });

  it('a link the server no longer accepts (a later start made a new one) says so', async () => {
    server({
      'auth.setUpFirstAdmin': () => fail('FORBIDDEN', 'This setup link is not valid any more. Use the link the server printed when it last started.'),
    });
    await renderApp(`/admin-setup?token=${token}`);
    await fillSetup({ username: 'jane', name: 'Jane Owner', password: 'Lantern-Orchard-88', confirm: 'Lantern-Orchard-88' });
    expect((await screen.findByRole('alert')).textContent).toContain('This setup link is not valid any more.');
  });

  it('once the site has an admin, the page only points to the sign-in', async () => {
    server({ 'auth.adminLoginInfo': () => ok({ setupNeeded: false }) });
    await renderApp(`/admin-setup?token=${token}`);
    expect((await screen.findByRole('status')).textContent).toContain('The first admin has been created');
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/admin-login');
    expect(screen.queryByRole('button', { name: 'Create Admin' })).toBeNull();
  });
});
