import { adminTrends } from '../../../test/admin-data.ts';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { fieldMessage, findToast } from '../../../test/form-checks.ts';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'admin', companyName: null };
const agent: SessionUser = { ...admin, id: 'u2', role: 'agent', name: 'Sam Agent', username: 'sam' };
const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };
const summary = { totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 };

/** The server behind the login page and the dashboard it leads to. */
function server(overrides: TrpcHandlers = {}) {
  let user: SessionUser | null = null;
  return mockTrpc({
    'auth.session': () => ok(user),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.adminLoginInfo': () => ok({ setupNeeded: false }),
    'auth.adminLogin': (input) => {
      const { username, password } = input;
      if (username !== 'admin' || password !== 'right-pass-123') return fail('UNAUTHORIZED', 'Please check your username and password.');
      user = admin;
      return ok(admin);
    },
    'admin.trends': () => ok(adminTrends()),
    'admin.summary': () => ok(summary),
    'admin.contacts': () => ok(emptyPage),
    ...overrides,
  });
}

const usernameField = () => screen.getByLabelText(/^Username/);
const passwordField = () => screen.getByLabelText(/^Password/);

const fillAndSubmit = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('/admin-login', () => {
  // Toasts live in a module-level store: start each test with none.
  beforeEach(() => notifications.clean());

  it('shows the Admin Login card, and no credentials of any kind', async () => {
    server();
    const { router } = await renderApp('/admin-login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Login');
    const { queryClient } = await router.options.context.dataLayer();
    const infoQuery = () => queryClient.getQueryCache().findAll({ predicate: (q) => JSON.stringify(q.queryKey).includes('adminLoginInfo') })[0];
    await waitFor(() => expect(infoQuery()?.state.data).toEqual({ setupNeeded: false }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/demo/i);
  });

  it('while the site has no admin yet, it says where the setup link is (docs/accounts.md#the-first-admin)', async () => {
    server({ 'auth.adminLoginInfo': () => ok({ setupNeeded: true }) });
    await renderApp('/admin-login');
    const note = await screen.findByRole('note', { name: 'This site has no admin yet' });
    expect(note.textContent).toContain('Open the setup link the server printed when it started');
    expect(note.textContent).toContain('admin-setup-link.txt');
  });

  it('both fields are required, with the schema messages, and nothing is sent', async () => {
    const calls = server();
    await renderApp('/admin-login');
    await fillAndSubmit('', '');
    await waitFor(() => expect(fieldMessage(usernameField())).toBe('Username is required'));
    expect(fieldMessage(passwordField())).toBe('Password is required');
    expect(calls.some((c) => c.path === 'auth.adminLogin')).toBe(false);
  });

  it('wrong credentials give the red Invalid Credentials toast and stay on the page', async () => {
    server();
    const { router } = await renderApp('/admin-login');
    await fillAndSubmit('admin', 'wrong-password');
    expect(await findToast('Invalid Credentials')).toEqual({ title: 'Invalid Credentials', message: 'Please check your username and password.', color: 'red' });
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('too many attempts show the server message', async () => {
    server({ 'auth.adminLogin': () => fail('TOO_MANY_REQUESTS', 'Too many failed sign-ins. Please wait 15 minutes and try again.') });
    await renderApp('/admin-login');
    await fillAndSubmit('admin', 'whatever');
    expect(await findToast('Too Many Attempts')).toEqual({
      title: 'Too Many Attempts',
      message: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
      color: 'red',
    });
  });

  it("a field the server refuses shows the server's message under that field, and what was typed stays", async () => {
    server({
      'auth.adminLogin': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { username: ['Must be at most 100 characters'] } }),
    });
    const { router } = await renderApp('/admin-login');
    await fillAndSubmit('admin', 'right-pass-123');
    await waitFor(() => expect(fieldMessage(usernameField())).toBe('Must be at most 100 characters'));
    expect(fieldMessage(passwordField())).toBeNull();
    expect((usernameField() as HTMLInputElement).value).toBe('admin');
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('the right credentials lead an admin to /admin', async () => {
    const calls = server();
    const { router } = await renderApp('/admin-login');
    await fillAndSubmit('admin', 'right-pass-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect((await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).textContent).toBe('Admin Dashboard');
    expect((await screen.findByRole('group', { name: 'Total Contacts' })).textContent).toContain('Total Contacts');
    expect(calls.find((c) => c.path === 'auth.adminLogin')?.input).toEqual({ username: 'admin', password: 'right-pass-123' });
  });

  it('a support agent goes to /support-chat', async () => {
    server({ 'auth.adminLogin': () => ok(agent) });
    const { router } = await renderApp('/admin-login');
    await fillAndSubmit('sam', 'agent-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support-chat'));
  });

  it('a support agent who opens /admin is told the dashboard is for admins and where their work is (docs/admin.md#staff-sign-in)', async () => {
    server({ 'auth.session': () => ok(agent) });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('No access to the admin dashboard');
    expect(notice.textContent).toContain('You are signed in as Sam Agent, a support agent. The admin dashboard is for admins; your work is in Support Chat.');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Support Chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support-chat'));
  });

  it('someone already signed in as admin goes straight to /admin', async () => {
    server({ 'auth.session': () => ok(admin) });
    const { router } = await renderApp('/admin-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect((await screen.findByRole('group', { name: 'Total Contacts' })).textContent).toContain('Total Contacts');
  });
});
