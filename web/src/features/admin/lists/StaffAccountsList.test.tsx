import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const emptyPage = () => ok<Page<never>>({ items: [], total: 0, page: 1, pageSize: 25 });
const row = (id: string, name: string, role: 'admin' | 'agent', disabled = false) => ({
  id,
  role,
  username: name.toLowerCase().replace(' ', '.'),
  email: null,
  name,
  createdAt: '2026-11-01T10:00:00.000Z',
  disabled,
});

function server(overrides: TrpcHandlers = {}) {
  const accounts = [row('u1', 'Morgan Reyes', 'admin'), row('u2', 'Dana Agent', 'agent'), row('u3', 'Old Agent', 'agent', true)];
  return mockTrpc({
    'auth.session': () => ok(admin),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 }),
    'admin.contacts': emptyPage,
    'auth.staffAccounts': () => ok(accounts),
    'auth.setAccountDisabled': (input) => {
      const { userId, disabled } = input;
      accounts.find((a) => a.id === userId)!.disabled = disabled;
      return ok({ ok: true });
    },
    ...overrides,
  });
}

async function openStaffSection() {
  await renderApp('/admin?tab=staff');
  return screen.findByRole('table', { name: 'Staff Accounts' });
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe("the admin's Staff section (docs/accounts.md)", () => {
  beforeEach(() => notifications.clean());

  it('lists staff with their status; disabling asks to confirm, then the account shows Disabled', async () => {
    const calls = server();
    const table = await openStaffSection();
    expect(within(rowOf(table, 'Morgan Reyes')).getByText('You')).toBeVisible();
    expect(within(rowOf(table, 'Old Agent')).getByText('Disabled')).toBeVisible();
    await userEvent.click(within(rowOf(table, 'Dana Agent')).getByRole('button', { name: 'Disable' }));
    expect(calls.some((c) => c.path === 'auth.setAccountDisabled')).toBe(false);
    await userEvent.click(within(rowOf(table, 'Dana Agent')).getByRole('button', { name: 'Confirm Disable' }));
    expect(await screen.findByText('Account disabled')).toBeVisible();
    expect(calls.find((c) => c.path === 'auth.setAccountDisabled')?.input).toEqual({ userId: 'u2', disabled: true });
    expect(await within(rowOf(table, 'Dana Agent')).findByText('Disabled')).toBeVisible();
  });

  it('enables a disabled account, and shows the reason when the server refuses', async () => {
    server({ 'auth.setAccountDisabled': () => fail('CONFLICT', 'This is the last admin account: add another admin before disabling it.') });
    const table = await openStaffSection();
    await userEvent.click(within(rowOf(table, 'Old Agent')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('This is the last admin account: add another admin before disabling it.')).toBeVisible();
  });

  it("shows each staff member's e-mail or the team address; Add refuses a malformed address, then saves a good one (docs/admin.md#staff)", async () => {
    const calls = server({
      'auth.setStaffEmail': ({ userId, email }) =>
        ok({ ...row(userId, 'Dana Agent', 'agent'), email: email.trim() === '' ? null : email.trim().toLowerCase() }),
    });
    const table = await openStaffSection();
    const dana = rowOf(table, 'Dana Agent');
    expect(within(dana).getByText('None (team address)')).toBeVisible();
    await userEvent.click(within(dana).getByRole('button', { name: 'Add the e-mail of Dana Agent' }));
    await userEvent.type(within(dana).getByRole('textbox', { name: 'E-mail of Dana Agent' }), 'not an address');
    await userEvent.click(within(dana).getByRole('button', { name: 'Save' }));
    expect(await within(dana).findByText('Please enter a valid email address.')).toBeVisible();
    expect(calls.some((c) => c.path === 'auth.setStaffEmail')).toBe(false);

    await userEvent.clear(within(dana).getByRole('textbox', { name: 'E-mail of Dana Agent' }));
    await userEvent.type(within(dana).getByRole('textbox', { name: 'E-mail of Dana Agent' }), 'Dana@Advisory.example');
    await userEvent.click(within(dana).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Dana Agent's work is mailed to dana@advisory.example.")).toBeVisible();
    expect(calls.find((c) => c.path === 'auth.setStaffEmail')?.input).toEqual({ userId: 'u2', email: 'Dana@Advisory.example' });
  });

  it("shows the server's refusal of an address another account uses beside the field", async () => {
    server({ 'auth.setStaffEmail': () => fail('CONFLICT', 'Another account already uses this e-mail address.') });
    const table = await openStaffSection();
    const dana = rowOf(table, 'Dana Agent');
    await userEvent.click(within(dana).getByRole('button', { name: 'Add the e-mail of Dana Agent' }));
    await userEvent.type(within(dana).getByRole('textbox', { name: 'E-mail of Dana Agent' }), 'taken@advisory.example');
    await userEvent.click(within(dana).getByRole('button', { name: 'Save' }));
    expect(await within(dana).findByText('Another account already uses this e-mail address.')).toBeVisible();
  });
});
