import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminTrends as trends } from '../../../test/admin-data.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };
// No rows fits every list.
const emptyPage = () => ok<Page<never>>({ items: [], total: 0, page: 1, pageSize: 25 });

function server(overrides: TrpcHandlers = {}) {
  let user: SessionUser | null = admin;
  return mockTrpc({
    'auth.session': () => ok(user),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.staffAccounts': () => ok([]),
    'auth.logout': () => {
      user = null;
      return ok({ ok: true });
    },
    'auth.adminLoginInfo': () => ok({ setupNeeded: false }),
    'admin.summary': () => ok({ totalContacts: 1234, todaysContacts: 5, quizResults: 42, upcomingAppointments: 7 }),
    'admin.trends': () => ok(trends()),
    'admin.contacts': emptyPage,
    'admin.quizResults': emptyPage,
    'admin.businessFormations': emptyPage,
    'admin.entityFormations': emptyPage,
    'admin.businessIntakes': emptyPage,
    'admin.appointments': emptyPage,
    'admin.subscriptions': emptyPage,
    'admin.orders': emptyPage,
    'admin.chatConversations': emptyPage,
    'admin.availabilityBlocks.list': () => ok({ blocks: [] }),
    ...overrides,
  });
}

/** The back office's side navigation (features/admin/AdminShell.tsx). */
const sideNav = () => screen.getByRole('navigation', { name: 'Back office' });
const openSection = async (name: string) => userEvent.click(within(sideNav()).getByRole('link', { name }));

describe('/admin', () => {
  beforeEach(() => notifications.clean());

  it('without a session goes to /admin-login (replacing the entry)', async () => {
    server({ 'auth.session': () => ok(null) });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInstanceOf(HTMLElement);
    expect(router.history.length).toBe(1);
  });

  it('a portal client is not an admin: /admin-login', async () => {
    const calls = server({ 'auth.session': () => ok(client) });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.path.startsWith('admin.'))).toBe(false);
  });

  it('shows the staff shell (brand, signed-in name, Sign out, the side navigation), the heading and the four summary cards', async () => {
    server();
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInstanceOf(HTMLElement);
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'Elite Business Advisory back office' })).toBeInstanceOf(HTMLElement);
    expect(within(topBar).getByText('Morgan Reyes')).toBeInstanceOf(HTMLElement);
    expect(within(topBar).getByRole('button', { name: 'Sign out' })).toBeInstanceOf(HTMLElement);
    const cards = { 'Total Contacts': '1,234', "Today's Contacts": '5', 'Quiz Results': '42', 'Upcoming Appointments': '7' };
    for (const [label, value] of Object.entries(cards)) {
      const card = await screen.findByRole('group', { name: label });
      expect(await within(card).findByText(value)).toBeInstanceOf(HTMLElement);
    }
    const sections = within(sideNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(sections).toEqual([
      'Overview',
      'Contact Submissions',
      'Quiz Results',
      'Business Formations',
      'Entity Formations',
      'Business Intakes',
      'Orders',
      'Subscriptions',
      'Appointments',
      'Chat Conversations',
      'Mail templates',
      'Staff',
      'Support Chat',
    ]);
    expect(within(sideNav()).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no marketing header, footer or chat bubble', async () => {
    server();
    await renderApp('/admin?tab=contacts');
    await screen.findByText('No contact submissions yet');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Portal Login' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
  });

  it('the route loads the section before the page renders: the page asks for nothing more (docs/admin.md#dashboard)', async () => {
    const calls = server();
    await renderApp('/admin');
    await screen.findByRole('group', { name: 'Total Contacts' });
    expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0);
    expect(calls.filter((c) => c.path === 'admin.summary')).toHaveLength(1);

    await renderApp('/admin?tab=contacts&status=new,contacted&q=ada');
    await screen.findByText('No contact submissions match these filters');
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(calls.filter((c) => c.path === 'admin.contacts')).toEqual([
      { path: 'admin.contacts', input: { page: 1, pageSize: 25, q: 'ada', status: ['new', 'contacted'] } },
    ]);
  });

  it('summary cards show skeletons until the numbers arrive', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server({
      'admin.summary': async () => {
        await gate;
        return ok({ totalContacts: 3, todaysContacts: 1, quizResults: 0, upcomingAppointments: 0 });
      },
    });
    // Rendered at once, as the browser does for this page: the route's pending view shows while it loads.
    await renderApp('/admin', { waitForLoad: false });
    expect(await screen.findAllByTestId('summary-skeleton', {}, { timeout: 3000 })).toHaveLength(4);
    release();
    const card = await screen.findByRole('group', { name: 'Total Contacts' });
    expect(await within(card).findByText('3')).toBeInstanceOf(HTMLElement);
    expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0);
  });

  it('while a section loads, the page shows that section being opened, not the Overview (docs/admin.md#sections)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server({
      'admin.orders': async () => {
        await gate;
        return ok({ items: [], total: 0, page: 1, pageSize: 25 });
      },
    });
    await renderApp('/admin?tab=orders', { waitForLoad: false });
    const loading = await screen.findByRole('generic', { name: 'Loading Orders', busy: true }, { timeout: 3000 });
    expect(within(loading).getByRole('heading', { level: 1, name: 'Orders' })).toBeInstanceOf(HTMLElement);
    expect(within(loading).queryByText('Overview')).toBeNull();
    expect(within(loading).queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0);
    release();
    expect(await screen.findByText('No orders yet')).toBeInstanceOf(HTMLElement);
  });

  it('each section of the side navigation shows its own list and empty state, and names itself in the address', async () => {
    const calls = server();
    const { router } = await renderApp('/admin');
    await screen.findByRole('group', { name: 'Total Contacts' });
    const empties = {
      'Contact Submissions': ['admin.contacts', 'No contact submissions yet', 'contacts'],
      'Quiz Results': ['admin.quizResults', 'No quiz results yet', 'quiz-results'],
      'Business Formations': ['admin.businessFormations', 'No business formations yet', 'business-formations'],
      'Entity Formations': ['admin.entityFormations', 'No entity formations yet', 'entity-formations'],
      'Business Intakes': ['admin.businessIntakes', 'No business intakes yet', 'business-intakes'],
      Orders: ['admin.orders', 'No orders yet', 'orders'],
      Subscriptions: ['admin.subscriptions', 'No subscriptions yet', 'subscriptions'],
      Appointments: ['admin.appointments', 'No appointments yet', 'appointments'],
      'Chat Conversations': ['admin.chatConversations', 'No chat conversations yet', 'chat-conversations'],
    } as const;
    for (const [section, [path, text, tab]] of Object.entries(empties)) {
      await openSection(section);
      expect(await screen.findByText(text)).toBeInstanceOf(HTMLElement);
      expect(calls.some((c) => c.path === path)).toBe(true);
      expect(router.state.location.search).toEqual({ tab });
      expect(within(sideNav()).getByRole('link', { name: section }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('?tab= opens that section directly; an unknown one opens the overview; the old orders-subscriptions opens Orders', async () => {
    server();
    await renderApp('/admin?tab=appointments');
    expect(await screen.findByText('No appointments yet')).toBeInstanceOf(HTMLElement);
    await renderApp('/admin?tab=nonsense');
    expect(await screen.findByRole('group', { name: 'Total Contacts' })).toBeInstanceOf(HTMLElement);
    await renderApp('/admin?tab=orders-subscriptions');
    expect(await screen.findByText('No orders yet')).toBeInstanceOf(HTMLElement);
  });

  it('formation rows show the SSN as its last four digits and the status colours of docs/admin.md#status-colours', async () => {
    const row = {
      createdAt: '2026-11-20T15:00:00Z',
      businessType: 'llc',
      stateOfFormation: 'DE',
      responsiblePartyName: 'Ada Lovelace',
      responsiblePartyEmail: 'ada@example.com',
      planId: 'professional',
      ssnLast4: '6789',
      assignedTo: null,
    };
    const entity = {
      createdAt: '2026-11-20T15:00:00Z',
      entityType: 'llc',
      state: 'DE',
      contactName: 'Ada',
      email: 'ada@example.com',
      phone: '2125550199',
      price: 4999,
      assignedTo: null,
    };
    server({
      'admin.businessFormations': () =>
        ok({
          items: [
            { ...row, id: 'b1', businessName: 'Received Co', status: 'received' },
            { ...row, id: 'b2', businessName: 'Filed Co', status: 'filed' },
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        }),
      'admin.entityFormations': () =>
        ok({
          items: ['received', 'in_progress', 'completed'].map((status, i) => ({ ...entity, id: `e${i}`, businessName: `Entity ${status}`, status })),
          total: 3,
          page: 1,
          pageSize: 25,
        }),
    });
    await renderApp('/admin');
    const badgeColour = (rowName: string, status: string) =>
      within(screen.getByRole('row', { name: new RegExp(rowName) }))
        .getByText(status)
        .closest('.mantine-Badge-root')!
        .getAttribute('style');

    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await openSection('Business Formations');
    const received = await screen.findByRole('row', { name: /Received Co/ });
    expect(received.textContent).toContain('***-**-6789');
    expect(badgeColour('Received Co', 'Received')).toContain('yellow');
    expect(badgeColour('Filed Co', 'Filed')).toContain('teal');

    await openSection('Entity Formations');
    await screen.findByRole('row', { name: /Entity received/ });
    expect(screen.getByRole('row', { name: /Entity received/ }).textContent).toContain('$4,999');
    expect(badgeColour('Entity received', 'Received')).toContain('yellow');
    expect(badgeColour('Entity in_progress', 'In progress')).toContain('blue');
    expect(badgeColour('Entity completed', 'Completed')).toContain('green');
  });

  it('a failing summary shows the Error Loading Data card', async () => {
    server({ 'admin.summary': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
    await renderApp('/admin');
    expect(await screen.findByText('Error Loading Data')).toBeInstanceOf(HTMLElement);
  });

  it('Sign out ends the session and goes to /admin-login; /admin is guarded again', async () => {
    const calls = server();
    const { router } = await renderApp('/admin');
    await screen.findByRole('group', { name: 'Total Contacts' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(calls.some((c) => c.path === 'auth.logout')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInstanceOf(HTMLElement);

    await router.navigate({ to: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInstanceOf(HTMLElement);
  });

  it('an expired session (lists answer UNAUTHORIZED) leads to /admin-login', async () => {
    let user: SessionUser | null = admin;
    server({
      'auth.session': () => ok(user),
      'admin.myWork': () => ok({ total: 0, byKind: [] }),
      'auth.staffAccounts': () => ok([]),
      'admin.summary': () => {
        user = null;
        return fail('UNAUTHORIZED', 'Please sign in.');
      },
      'admin.contacts': () => fail('UNAUTHORIZED', 'Please sign in.'),
    });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInstanceOf(HTMLElement);
  });

  it('every dashboard number links to its filtered list, built from the server’s listLink (docs/admin.md#dashboard)', async () => {
    const paid = { kind: 'order', query: { status: ['paid', 'fulfilled'], dateField: 'paidAt', from: '2026-11-01' } } as const;
    server({
      'admin.summary': () =>
        ok({
          totalContacts: 3,
          todaysContacts: 1,
          quizResults: 0,
          upcomingAppointments: 0,
          weekStarts: '2026-11-23',
          monthStarts: '2026-11-01',
          queues: [
            {
              kind: 'lead',
              total: 3,
              newThisWeek: 2,
              newThisWeekLink: { kind: 'lead', query: { from: '2026-11-23' } },
              byStatus: [{ status: 'new', count: 2, link: { kind: 'lead', query: { status: ['new'] } } }],
            },
          ],
          revenueThisMonthCents: 123_400,
          revenueLink: { kind: paid.kind, query: { ...paid.query, status: [...paid.query.status] } },
          nextAppointments: [],
          nextAppointmentsLink: { kind: 'appointment', query: { status: ['scheduled', 'confirmed'] } },
          unansweredChats: 4,
          unansweredChatsLink: { kind: 'chat', query: { status: ['waiting'] } },
        }),
    });
    const { router } = await renderApp('/admin');
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('Contact Submissions: 2 new')).toBe('/admin?tab=contacts&status=%5B%22new%22%5D');
    expect(await href('Contact Submissions: 2 new this week')).toBe('/admin?tab=contacts&from=2026-11-23');
    expect(await href('Revenue this month: $1,234')).toBe('/admin?tab=orders&status=%5B%22paid%22%2C%22fulfilled%22%5D&from=2026-11-01&dateField=paidAt');
    await userEvent.click(screen.getByRole('link', { name: 'Unanswered chats: 4' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'chat-conversations', status: ['waiting'] }));
  });

  it('the Overview shows the four trends, each named and described, with a table whose numbers open their list (docs/admin.md#trends)', async () => {
    server({ 'admin.trends': () => ok(trends(1, 3)) });
    const { router } = await renderApp('/admin');
    const leads = await screen.findByRole('group', { name: 'New leads per week' });
    expect(leads).toHaveAccessibleDescription('This week: 3 · last 12 weeks: 14');
    expect(screen.getByRole('group', { name: 'Paid revenue per month' })).toHaveAccessibleDescription('This month: $3,000 · last 12 months: $14,000');
    expect(screen.getByRole('group', { name: 'Leads that paid, by month received' })).toHaveAccessibleDescription(
      'This month: 75% (3 of 12) · last 12 months: 25% (14 of 56 leads)',
    );
    expect(screen.getByRole('group', { name: 'Bookings per week' })).toHaveAccessibleDescription('This week: 3 · last 12 weeks: 14');
    expect(within(leads).getByRole('link', { name: 'New leads, week of Nov 23, 2026: 3' }).getAttribute('href')).toBe(
      '/admin?tab=contacts&from=2026-11-23&to=2026-11-29&dateField=createdAt&sort=createdAt&dir=desc',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Revenue, October 2026: $1,000' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tab: 'orders', status: ['paid', 'fulfilled'], dateField: 'paidAt', from: '2026-10-01', to: '2026-10-28' }),
    );
  });
});
