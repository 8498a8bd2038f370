import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { AppointmentRow, ContactRow, QuizResultRow } from '@elite/contracts/schemas/admin';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render.tsx';
import { mockTrpc, ok, type TrpcCall, type TrpcHandlers } from '../../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };

const lead = (n: number): ContactRow => ({
  id: `c${n}`,
  kind: 'contact',
  createdAt: '2026-11-20T15:00:00.000Z',
  firstName: 'Ada',
  lastName: `Lovelace ${n}`,
  email: `ada${n}@example.com`,
  phone: '(212) 555-0199',
  businessType: null,
  message: 'Please call me about an LLC.',
  status: 'new',
  assignedTo: null,
});

const DANA = '7d0c4e6a-1b2c-4d3e-8f40-5a6b7c8d9e0f';

function server(overrides: TrpcHandlers = {}, total = 2) {
  return mockTrpc({
    'auth.session': () => ok(admin),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.staffAccounts': () =>
      ok([
        { id: DANA, username: 'dana', name: 'Dana Desk', role: 'agent', email: null, createdAt: '2026-11-01T12:00:00.000Z', disabled: false },
        { id: admin.id, username: 'morgan', name: 'Morgan Reyes', role: 'admin', email: null, createdAt: '2026-10-01T12:00:00.000Z', disabled: false },
      ]),
    'admin.contacts': (input) => ok({ items: [lead(1), lead(2)], total, page: Number((input as { page?: number }).page ?? 1), pageSize: 25 }),
    ...overrides,
  });
}

const listCalls = (calls: TrpcCall[]) => calls.filter((c) => c.path === 'admin.contacts').map((c) => c.input);

describe('a work queue (docs/admin.md#work-queues)', () => {
  beforeEach(() => notifications.clean());

  it('the search box puts the words into the address and the list call once typing pauses, back on page 1', async () => {
    const calls = server({}, 312);
    const { router } = await renderApp('/admin?tab=contacts&page=3');
    await screen.findByText('ada1@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ada lovelace');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', q: 'ada lovelace' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, q: 'ada lovelace' }));
    // One call for the typed words, not one per letter.
    expect(listCalls(calls).filter((input) => (input as { q?: string }).q !== undefined)).toHaveLength(1);
  });

  it('"Assigned to me" and the date range filter the list through the address', async () => {
    const calls = server();
    const { router } = await renderApp('/admin?tab=contacts');
    await screen.findByText('ada1@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', assignedTo: 'me' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, assignedTo: 'me', from: '2026-11-01' }));
  });

  it('the Assignee filter shows any staff member’s records or the unassigned ones (docs/admin.md#assigned-work)', async () => {
    const calls = server();
    const { router } = await renderApp('/admin?tab=contacts');
    await screen.findByText('ada1@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dana Desk', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', assignedTo: DANA }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, assignedTo: DANA }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unassigned', hidden: true }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, assignedTo: 'none' }));
  });

  it('with "Assigned to me" ticked the Assignee filter names the signed-in person, and choosing oneself ticks it (docs/admin.md#assigned-work)', async () => {
    server();
    const { router } = await renderApp('/admin?tab=contacts&assignedTo=me');
    await screen.findByText('ada1@example.com');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Morgan Reyes (me)'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue(''));
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Morgan Reyes (me)', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', assignedTo: 'me' }));
    expect(screen.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked();
  });

  it('a status filter in the address (also written as status=a,b) reaches the call; a status of another workflow is dropped', async () => {
    const calls = server();
    await renderApp('/admin?tab=contacts&status=new,contacted');
    await screen.findByText('ada1@example.com');
    expect(listCalls(calls)).toEqual([{ page: 1, pageSize: 25, status: ['new', 'contacted'] }]);
    const filter = screen.getByRole('search', { name: 'Filter the list' });
    expect(within(filter).getByText('New')).toBeInstanceOf(HTMLElement);
    expect(within(filter).getByText('Contacted')).toBeInstanceOf(HTMLElement);

    await renderApp('/admin?tab=contacts&status=paid');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25 }));
  });

  it('Contact Submissions filter by a lead’s type through the address and the CSV link; other lists have no Type filter', async () => {
    const calls = server();
    const { router } = await renderApp('/admin?tab=contacts&status=new');
    await screen.findByText('ada1@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Proposal', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', status: ['new'], type: 'proposal' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, status: ['new'], type: 'proposal' }));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/export/contacts.csv?status=new&type=proposal');
  });

  it('the Type filter follows the address (a link, a reload); other lists have no Type filter', async () => {
    const calls = server({ 'admin.quizResults': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }) });
    await renderApp('/admin?tab=contacts&type=chat');
    await screen.findByText('ada1@example.com');
    expect(listCalls(calls)).toEqual([{ page: 1, pageSize: 25, type: 'chat' }]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'Chat');
    await renderApp('/admin?tab=quiz-results&type=chat');
    expect(await screen.findByRole('heading', { name: 'Quiz Results' })).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByRole('combobox', { name: 'Type' })).toHaveLength(1); // the first render's, still mounted
  });

  it('an unknown type in the address is dropped rather than failing the list', async () => {
    const calls = server();
    await renderApp('/admin?tab=contacts&type=fax');
    await screen.findByText('ada1@example.com');
    expect(listCalls(calls)).toEqual([{ page: 1, pageSize: 25 }]);
  });

  it('a lead’s row links its client’s page; following it opens the client, not the lead (docs/admin.md#one-client)', async () => {
    server({
      'admin.clients.timeline': () =>
        ok({ email: 'ada1@example.com', names: ['Ada Lovelace 1'], phones: [], account: null, contactChanges: [], entries: [], more: false }),
    });
    const { router } = await renderApp('/admin?tab=contacts');
    const link = await screen.findByRole('link', { name: 'Client: Ada Lovelace 1' });
    expect(link.getAttribute('href')).toBe('/admin/clients?email=ada1%40example.com');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients'));
    expect(router.state.location.search).toEqual({ email: 'ada1@example.com' });
  });

  it('a column header sorts the list: ascending first, descending on a second click, marked with aria-sort', async () => {
    const calls = server();
    const { router } = await renderApp('/admin?tab=contacts');
    await screen.findByText('ada1@example.com');
    expect(screen.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', sort: 'name', dir: 'asc' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending'));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25, sort: 'name', dir: 'desc' }));
  });

  it('pages on the server and says which rows of the total are shown; the next page is in the address', async () => {
    const calls = server({}, 312);
    const { router } = await renderApp('/admin?tab=contacts&page=2');
    expect(await screen.findByText('Showing 26–27 of 312')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Page 2 of 13')).toBeInstanceOf(HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', page: 3 }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 3, pageSize: 25 }));
  });

  it('a search that matches more than it counts (docs/admin.md#the-lists-query) says "more than 1,000" and still offers the next page', async () => {
    const calls = server({
      'admin.contacts': (input) =>
        ok({ items: [lead(1), lead(2)], total: 1000, totalCapped: true, page: Number((input as { page?: number }).page ?? 1), pageSize: 25 }),
    });
    const { router } = await renderApp('/admin?tab=contacts&q=ada&page=40');
    expect(await screen.findByText('Showing 976–977 of more than 1,000')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Page 40 of more than 40')).toBeInstanceOf(HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts', q: 'ada', page: 41 }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 41, pageSize: 25, q: 'ada' }));
  });

  it('Export CSV is the server’s export of the whole filtered list, with the same query', async () => {
    server();
    await renderApp('/admin?tab=contacts&q=ada&status=new,won&sort=name&dir=asc&page=2');
    await screen.findByText('ada1@example.com');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/contacts.csv?q=ada&status=new%2Cwon&sort=name&dir=asc',
    );
  });

  it('no match: "No … match these filters" and Clear filters, which empties the filter and keeps the section', async () => {
    const calls = server({ 'admin.contacts': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }) });
    const { router } = await renderApp('/admin?tab=contacts&q=nobody&assignedTo=me');
    expect(await screen.findByText('No contact submissions match these filters')).toBeInstanceOf(HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts' }));
    expect(await screen.findByText('No contact submissions yet')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(listCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 25 });
  });

  it('a list that cannot load shows Error Loading Data with Try Again', async () => {
    server({ 'admin.contacts': () => ({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'boom' } }) });
    await renderApp('/admin?tab=contacts');
    expect(await screen.findByText('Error Loading Data')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInstanceOf(HTMLElement);
  });

  it('each column shows its field by its type from the kind’s descriptor: a lead’s type badge and client link, an appointment’s day, time, type with length, dimmed once started (docs/admin.md#lists)', async () => {
    const appointment: AppointmentRow = {
      id: 'a1',
      date: '2026-12-02',
      timeSlot: '14:30',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '(212) 555-0142',
      status: 'confirmed',
      startsAt: '2026-12-02T19:30:00.000Z',
      appointmentType: 'consultation',
      duration: 60,
      notes: '',
      isPast: true,
      assignedTo: { id: DANA, name: 'Dana Desk' },
    };
    server({
      'admin.appointments': () => ok({ items: [appointment], total: 1, page: 1, pageSize: 25 }),
      'admin.availabilityBlocks.list': () => ok({ blocks: [] }),
    });
    await renderApp('/admin?tab=contacts');
    const leads = await screen.findByRole('table', { name: 'Contact Submissions' });
    const leadRow = within(leads).getAllByRole('row')[1]!;
    expect(
      within(leadRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nov 20, 2026, 10:00 AM', 'Contact', 'Ada Lovelace 1', 'ada1@example.com', '—', 'New', 'Unassigned']);
    expect(within(leadRow).getByRole('link', { name: 'Client: Ada Lovelace 1' })).toBeInstanceOf(HTMLElement);

    await renderApp('/admin?tab=appointments');
    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Time', 'Type', 'Name', 'Email', 'Status', 'Assigned']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Dec 2, 2026', '2:30 PM EST', 'Executive Consultation (60 min)', 'Grace Hopper', 'grace@example.com', 'Confirmed', 'Dana Desk']);
    expect(row.dataset.dimmed).toBe('true');
  });

  it('a quiz result’s row shows its score in percent, its level and whether the report went out (docs/admin.md#quiz-results)', async () => {
    const result: QuizResultRow = {
      id: 'q1',
      createdAt: '2026-11-20T15:00:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      overallScore: 82,
      scoreLevel: 'Ready to Scale',
      reportSent: false,
      categoryScores: [],
      status: 'contacted',
      assignedTo: null,
    };
    server({ 'admin.quizResults': () => ok({ items: [result], total: 1, page: 1, pageSize: 25 }) });
    await renderApp('/admin?tab=quiz-results');
    const table = await screen.findByRole('table', { name: 'Quiz Results' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nov 20, 2026, 10:00 AM', 'Ada Lovelace', 'ada@example.com', '82%', 'Ready to Scale', 'Pending', 'Contacted', 'Unassigned']);
  });

  it('a list that cannot load does not also say it is empty: no "No … yet" and no count (docs/admin.md#lists)', async () => {
    server({ 'admin.contacts': () => ({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'boom' } }) });
    await renderApp('/admin?tab=contacts');
    expect(await screen.findByText('Error Loading Data')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/^No contact submissions/)).toBeNull();
    expect(screen.queryByText(/^Showing /)).toBeNull();
  });
});
