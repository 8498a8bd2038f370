import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { mockTrpc, ok, type OutputOf } from '../../../test/trpc-msw.ts';

const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };
const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };

const noRecords: OutputOf<'payments.myRecords'> = { entityFormations: [], businessFormations: [], subscriptions: [], orders: [] };

function server(initial: SessionUser | null, records: OutputOf<'payments.myRecords'> = noRecords) {
  let user = initial;
  return mockTrpc({
    'auth.session': () => ok(user),
    'payments.myRecords': () => ok(records),
    'auth.logout': () => {
      user = null;
      return ok({ ok: true });
    },
    'appointments.mine': () =>
      ok([
        {
          id: 'a1',
          appointmentType: 'formation',
          date: '2026-12-02',
          timeSlot: '13:00',
          duration: 60,
          status: 'confirmed',
          startsAt: '2026-12-02T18:00:00.000Z',
        },
      ]),
  });
}

describe('/portal/dashboard', () => {
  it('without a session goes to /portal-login', async () => {
    server(null);
    const { router } = await renderApp('/portal/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it('staff are not portal clients: /portal-login', async () => {
    server(admin);
    const { router } = await renderApp('/portal/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
  });

  it('welcomes the client by name and company with the documented placeholder texts', async () => {
    server(client);
    await renderApp('/portal/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey Client' })).toBeTruthy();
    expect(screen.getByText('Casey Co')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Formation Status' })).getByText('In Progress')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Documents' })).getByText('3 documents')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Full Portal Coming Soon' })).toBeTruthy();
  });

  it("lists the formations, subscriptions and orders paid with the client's e-mail, with their status colours", async () => {
    server(client, {
      entityFormations: [
        { id: 'e1', createdAt: '2026-11-20T15:00:00Z', businessName: 'Casey Robotics LLC', entityType: 'llc', state: 'DE', status: 'in_progress' },
      ],
      businessFormations: [{ id: 'b1', createdAt: '2026-11-21T15:00:00Z', businessName: 'Casey Holdings', planId: 'professional', status: 'received' }],
      subscriptions: [{ id: 's1', createdAt: '2026-11-21T15:00:00Z', planName: 'Professional', amountCents: 500_000, status: 'active' }],
      orders: [
        {
          id: 'o1',
          createdAt: '2026-11-22T15:00:00Z',
          reference: 'EBA-10042',
          description: '2 services for Casey Holdings',
          totalCents: 749_900,
          itemCount: 2,
          status: 'paid',
        },
      ],
    });
    await renderApp('/portal/dashboard');
    const region = await screen.findByRole('region', { name: 'Your Formations & Subscriptions' });
    const formations = await within(region).findByRole('list', { name: 'Formations' });
    const items = within(formations).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Casey Robotics LLC');
    expect(items[0]!.textContent).toContain('Limited Liability Company (LLC) in Delaware');
    expect(within(items[0]!).getByText('In progress').closest('.mantine-Badge-root')!.getAttribute('style')).toContain('blue');
    expect(items[1]!.textContent).toContain('Business formation with the Professional plan');
    expect(within(items[1]!).getByText('Received').closest('.mantine-Badge-root')!.getAttribute('style')).toContain('yellow');
    expect(within(region).getByRole('list', { name: 'Subscriptions' }).textContent).toContain('$5,000/mo');
    expect(within(region).getByRole('list', { name: 'Orders' }).textContent).toContain('2 services for Casey Holdings, $7,499');
    expect(within(region).getByRole('list', { name: 'Orders' }).textContent).toContain('Order EBA-10042');
  });

  it('says plainly when nothing was paid with this e-mail yet', async () => {
    server(client);
    await renderApp('/portal/dashboard');
    const region = await screen.findByRole('region', { name: 'Your Formations & Subscriptions' });
    expect(await within(region).findByText(/Nothing yet/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Form an Entity' }).getAttribute('href')).toBe('/entity-types');
  });

  it('lists the appointments booked with the client e-mail', async () => {
    server(client);
    await renderApp('/portal/dashboard');
    const mine = await screen.findByRole('region', { name: 'Your Appointments' });
    expect(await within(mine).findByText('Formation Planning')).toBeTruthy();
    expect(within(mine).getByText('Wednesday, December 2, 2026 at 1:00 PM EST · 60 minutes')).toBeTruthy();
    expect(within(mine).getByText('Confirmed')).toBeTruthy();
  });

  it('Logout ends the session and goes to /portal-login', async () => {
    const calls = server(client);
    const { router } = await renderApp('/portal/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
    expect(calls.some((c) => c.path === 'auth.logout')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });
});
