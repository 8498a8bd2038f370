import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
    'auth.logout': () => {
      user = null;
      return ok({ ok: true });
    },
    'auth.adminLoginInfo': () => ok({ demo: true, username: 'admin', password: 'demo-pass-123' }),
    'intake.list': emptyPage,
    'admin.summary': () => ok({ totalContacts: 1234, todaysContacts: 5, quizResults: 42, upcomingAppointments: 7 }),
    'admin.contacts': emptyPage,
    'admin.quizResults': emptyPage,
    'admin.businessFormations': emptyPage,
    'admin.entityFormations': emptyPage,
    'admin.appointments': emptyPage,
    'payments.subscriptions': emptyPage,
    'payments.orders': emptyPage,
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
    expect(await screen.findByRole('note', { name: 'Demo credentials' })).toBeTruthy();
    expect(router.history.length).toBe(1);
  });

  it('a portal client is not an admin: /admin-login', async () => {
    const calls = server({ 'auth.session': () => ok(client) });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('note', { name: 'Demo credentials' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('admin.'))).toBe(false);
  });

  it('shows the staff shell (brand, signed-in name, Sign out, the side navigation), the heading and the four summary cards', async () => {
    server();
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'Elite Business Advisory back office' })).toBeTruthy();
    expect(within(topBar).getByText('Morgan Reyes')).toBeTruthy();
    expect(within(topBar).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const cards = { 'Total Contacts': '1,234', "Today's Contacts": '5', 'Quiz Results': '42', 'Upcoming Appointments': '7' };
    for (const [label, value] of Object.entries(cards)) {
      const card = await screen.findByRole('group', { name: label });
      expect(await within(card).findByText(value)).toBeTruthy();
    }
    const sections = within(sideNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(sections).toEqual([
      'Contact Submissions',
      'Quiz Results',
      'Business Formations',
      'Entity Formations',
      'Appointments',
      'Orders & Subscriptions',
      'Staff',
      'Support Chat',
    ]);
    expect(within(sideNav()).getByRole('link', { name: 'Contact Submissions' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No contact submissions yet')).toBeTruthy();
  });

  it('has no marketing header, footer or chat bubble', async () => {
    server();
    await renderApp('/admin');
    await screen.findByText('No contact submissions yet');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Portal Login' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
  });

  it('the route loads the summary and the section before the page renders: the page asks for nothing more', async () => {
    const calls = server();
    await renderApp('/admin');
    await screen.findByText('No contact submissions yet');
    expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(calls.filter((c) => c.path === 'admin.summary')).toHaveLength(1);
    expect(calls.filter((c) => c.path === 'admin.contacts')).toEqual([{ path: 'admin.contacts', input: { page: 1, pageSize: 25 } }]);
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
    expect(await within(card).findByText('3')).toBeTruthy();
    expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0);
  });

  it('each section of the side navigation shows its own list and empty state, and names itself in the address', async () => {
    const calls = server();
    const { router } = await renderApp('/admin');
    await screen.findByText('No contact submissions yet');
    const empties = {
      'Quiz Results': ['admin.quizResults', 'No quiz results yet', 'quiz-results'],
      'Business Formations': ['admin.businessFormations', 'No business formations yet', 'business-formations'],
      'Entity Formations': ['admin.entityFormations', 'No entity formations yet', 'entity-formations'],
      Appointments: ['admin.appointments', 'No appointments yet', 'appointments'],
      'Orders & Subscriptions': ['payments.orders', 'No orders yet', 'orders-subscriptions'],
    } as const;
    for (const [section, [path, text, tab]] of Object.entries(empties)) {
      await openSection(section);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(calls.some((c) => c.path === path)).toBe(true);
      expect(router.state.location.search).toEqual({ tab });
      expect(within(sideNav()).getByRole('link', { name: section }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('?tab= opens that section directly; an unknown one opens the first', async () => {
    server();
    await renderApp('/admin?tab=appointments');
    expect(await screen.findByText('No appointments yet')).toBeTruthy();
    await renderApp('/admin?tab=nonsense');
    expect(await screen.findByText('No contact submissions yet')).toBeTruthy();
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
    };
    const entity = {
      createdAt: '2026-11-20T15:00:00Z',
      entityType: 'llc',
      state: 'DE',
      contactName: 'Ada',
      email: 'ada@example.com',
      phone: '2125550199',
      price: 4999,
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
    const pending = await screen.findByRole('row', { name: /Received Co/ });
    expect(pending.textContent).toContain('***-**-6789');
    expect(badgeColour('Received Co', 'Received')).toContain('yellow');
    expect(badgeColour('Filed Co', 'Filed')).toContain('green');

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
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
    await screen.findByText('No contact submissions yet');
  });

  it('Sign out ends the session and goes to /admin-login; /admin is guarded again', async () => {
    const calls = server();
    const { router } = await renderApp('/admin');
    await screen.findByText('No contact submissions yet');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(calls.some((c) => c.path === 'auth.logout')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();

    await router.navigate({ to: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('note', { name: 'Demo credentials' })).toBeTruthy();
  });

  it('an expired session (lists answer UNAUTHORIZED) leads to /admin-login', async () => {
    let user: SessionUser | null = admin;
    server({
      'auth.session': () => ok(user),
      'admin.summary': () => {
        user = null;
        return fail('UNAUTHORIZED', 'Please sign in.');
      },
      'admin.contacts': () => fail('UNAUTHORIZED', 'Please sign in.'),
    });
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('note', { name: 'Demo credentials' })).toBeTruthy();
  });

  it('the Business Formations section also lists the business intakes; a row opens its plan-specific answers', async () => {
    const intake = {
      id: 'i1',
      createdAt: '2026-11-20T15:00:00Z',
      planType: 'professional',
      subscriptionId: null,
      orderReference: null,
      businessName: 'Intake Co',
      businessType: 'corporation',
      stateOfFormation: 'NY',
      responsiblePartyName: 'Ada Lovelace',
      responsiblePartyEmail: 'ada@example.com',
      responsiblePartyPhone: '2125550199',
      priorityProcessing: false,
      details: { businessCity: 'Brooklyn', businessState: 'NY', expectedAnnualRevenue: '100k-250k', additionalServices: ['Business Email Setup'] },
      paidSubscription: 'Professional',
      status: 'new',
    };
    const calls = server({ 'intake.list': () => ok({ items: [intake], total: 1, page: 1, pageSize: 25 }) });
    await renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await openSection('Business Formations');
    expect(await screen.findByText('No business formations yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business Intakes' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Intake Co/ });
    expect(row.textContent).toContain('Professional plan');
    expect(row.textContent).toContain('(212) 555-0199');
    expect(calls.some((c) => c.path === 'intake.list')).toBe(true);
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Brooklyn')).toBeTruthy();
    expect(within(dialog).getAllByText('New York')).toHaveLength(2); // state of formation and business state
    expect(within(dialog).getByText('$100,000 - $250,000')).toBeTruthy();
    expect(within(dialog).getByText('Business Email Setup')).toBeTruthy();
  });
});
