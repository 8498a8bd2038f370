import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render.tsx';
import { fail, mockTrpc, ok, type OutputOf, type TrpcHandlers } from '../../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };

const page: OutputOf<'admin.clients.timeline'> = {
  email: 'grace@example.com',
  names: ['Grace Hopper', 'Grace B. Hopper'],
  phones: ['(212) 555-0100'],
  account: { id: 'a1', name: 'Grace Hopper', createdAt: '2026-11-01T15:00:00.000Z', confirmedAt: '2026-11-01T15:05:00.000Z', disabledAt: null },
  contactChanges: [
    {
      at: '2026-11-02T15:00:00.000Z',
      from: { name: 'Grace Hopper', companyName: null, phone: null },
      to: { name: 'Grace Hopper', companyName: null, phone: '(212) 555-0100' },
    },
  ],
  entries: [
    {
      kind: 'mail',
      id: 'm1',
      at: '2026-11-22T15:00:00.000Z',
      title: 'E-mail from the client: Re: Your LLC',
      status: 'received',
      record: { kind: 'lead', id: 'l1' },
    },
    {
      kind: 'order',
      id: 'o1',
      at: '2026-11-21T15:00:00.000Z',
      title: 'Order EBA-10042: LLC formation ($499)',
      status: 'paid',
      record: { kind: 'order', id: 'o1' },
    },
    { kind: 'lead', id: 'l1', at: '2026-11-20T15:00:00.000Z', title: 'Contact message', status: 'new', record: { kind: 'lead', id: 'l1' } },
  ],
  more: false,
};

function server(overrides: TrpcHandlers = {}) {
  return mockTrpc({
    'auth.session': () => ok(admin),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'admin.clients.timeline': () => ok(page),
    ...overrides,
  });
}

describe('one client’s page (docs/admin.md#one-client)', () => {
  it('shows the person, the portal account with its contact changes, and the timeline newest first, each entry opening its record', async () => {
    const calls = server();
    await renderApp('/admin/clients?email=Grace%40Example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(calls.find((c) => c.path === 'admin.clients.timeline')?.input).toEqual({ email: 'Grace@Example.com' });

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Grace B. Hopper')).toBeVisible();
    expect(within(contact).getByRole('link', { name: '(212) 555-0100' }).getAttribute('href')).toBe('tel:2125550100');
    const account = screen.getByRole('region', { name: 'Portal account' });
    expect(within(account).getByText('Confirmed')).toBeVisible();
    expect(within(account).getByText('Phone: none → (212) 555-0100')).toBeVisible();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const links = within(timeline).getAllByTestId('timeline-entry');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['E-mail from the client: Re: Your LLC', '/admin?tab=contacts&open=l1'],
      ['Order EBA-10042: LLC formation ($499)', '/admin?tab=orders&open=o1'],
      ['Contact message', '/admin?tab=contacts&open=l1'],
    ]);
    expect(within(timeline).getByText(/^E-mail on lead ·/)).toBeVisible();
  });

  it('a mistyped address says so instead of a page, and another one can be typed', async () => {
    const calls = server({ 'admin.clients.timeline': (input) => (input.email === 'nope' ? fail('BAD_REQUEST', 'Invalid input') : ok(page)) });
    await renderApp('/admin/clients?email=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('“nope” is not an e-mail address.');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a client' })).toBeVisible();

    const field = screen.getByLabelText('Client e-mail');
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(calls.filter((c) => c.path === 'admin.clients.timeline').map((c) => c.input)).toContainEqual({ email: 'grace@example.com' });
  });
});
