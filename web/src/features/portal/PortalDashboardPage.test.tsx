import type { SessionUser } from '@elite/contracts/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checklists, resourceGuides } from '@elite/contracts/catalogue/resources';
import { emptyPortalDashboard } from '../../../test/portal-data.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type InputOf, type OutputOf } from '../../../test/trpc-msw.ts';

const client: SessionUser = { id: 'u9', role: 'client', name: 'Casey Client', email: 'casey@example.com', username: null, companyName: 'Casey Co' };
const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };

type Dashboard = OutputOf<'portal.dashboard'>;
const nothing: Dashboard = emptyPortalDashboard;
const account = nothing.account;

const full: Dashboard = {
  ...nothing,
  orders: [
    {
      id: 'o1',
      reference: 'EBA-10042',
      description: 'LLC formation in Delaware for Casey Robotics LLC',
      totalCents: 499_900,
      monthly: false,
      status: 'paid',
      createdAt: '2026-11-20T15:00:00Z',
      paidAt: '2026-11-20T15:02:00Z',
      history: [{ at: '2026-11-20T15:02:00Z', from: 'pending', to: 'paid' }],
      documents: [],
    },
  ],
  formations: [
    {
      id: 'e1',
      kind: 'entity',
      businessName: 'Casey Robotics LLC',
      title: 'Limited Liability Company (LLC) in Delaware',
      status: 'filed',
      createdAt: '2026-11-20T15:02:00Z',
      orderReference: 'EBA-10042',
      history: [
        { at: '2026-11-21T15:00:00Z', from: 'received', to: 'in_progress' },
        { at: '2026-11-23T15:00:00Z', from: 'in_progress', to: 'filed' },
      ],
      documents: [
        {
          id: 'd1',
          fileName: 'Certificate of Formation.pdf',
          contentType: 'application/pdf',
          size: 840_000,
          note: 'Filed with the State of Delaware',
          createdAt: '2026-11-23T16:00:00Z',
          downloadUrl: '/api/documents/d1',
        },
      ],
    },
    {
      id: 'b1',
      kind: 'business',
      businessName: 'Casey Holdings',
      title: 'Business formation with the Professional plan',
      status: 'cancelled',
      createdAt: '2026-11-18T15:00:00Z',
      orderReference: null,
      history: [{ at: '2026-11-19T15:00:00Z', from: 'received', to: 'cancelled' }],
      documents: [],
    },
  ],
  subscriptions: [
    {
      id: 's1',
      planName: 'Professional plan',
      amountCents: 500_000,
      status: 'past_due',
      createdAt: '2026-11-01T15:00:00Z',
      orderReference: 'EBA-10040',
      history: [{ at: '2026-11-25T15:00:00Z', from: 'active', to: 'past_due' }],
    },
  ],
  intakes: [
    {
      id: 'i1',
      createdAt: '2026-11-02T15:00:00Z',
      planName: 'Professional plan',
      businessName: 'Casey Holdings',
      status: 'new',
      fields: [
        { label: 'Business type', value: 'LLC' },
        { label: 'Phone', value: '(212) 555-0142' },
      ],
    },
  ],
  appointments: [
    {
      id: '5f0c2b9e-4a4e-4a55-9a59-1d1d6f1b2c3d',
      appointmentType: 'formation',
      startsAt: '2026-12-02T18:00:00.000Z',
      date: '2026-12-02',
      timeSlot: '13:00',
      duration: 60,
      status: 'confirmed',
      canCancel: true,
    },
    {
      id: 'a2',
      appointmentType: 'consultation',
      startsAt: '2026-11-02T15:00:00.000Z',
      date: '2026-11-02',
      timeSlot: '10:00',
      duration: 30,
      status: 'completed',
      canCancel: false,
    },
  ],
};

function server(initial: SessionUser | null, data: Dashboard = nothing, extra: Parameters<typeof mockTrpc>[0] = {}) {
  let user = initial;
  let dashboard = data;
  return mockTrpc({
    'auth.session': () => ok(user),
    'portal.dashboard': () => ok(dashboard),
    'auth.logout': () => {
      user = null;
      return ok({ ok: true });
    },
    'portal.cancelAppointment': ({ id }: InputOf<'portal.cancelAppointment'>) => {
      const cancelled = { ...dashboard.appointments.find((a) => a.id === id)!, status: 'cancelled' as const, canCancel: false };
      dashboard = { ...dashboard, appointments: dashboard.appointments.map((a) => (a.id === id ? cancelled : a)) };
      return ok(cancelled);
    },
    ...extra,
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();

describe('/portal/dashboard', () => {
  it('without a session goes to /portal-login', async () => {
    server(null);
    const { router } = await renderApp('/portal/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInstanceOf(HTMLElement);
  });

  it('staff are not portal clients: /portal-login', async () => {
    server(admin);
    const { router } = await renderApp('/portal/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
  });

  it('welcomes the client and invents nothing: no placeholder status, documents or "coming soon"', async () => {
    const calls = server(client);
    await renderApp('/portal/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey Client' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Casey Co')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('In Progress')).toBeNull();
    expect(screen.queryByText('3 documents')).toBeNull();
    expect(screen.queryByText(/Coming Soon/i)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    // One call for the records.
    expect(
      calls.filter((c) => c.path.startsWith('portal.') || c.path.startsWith('payments.') || c.path.startsWith('appointments.')).map((c) => c.path),
    ).toEqual(['portal.dashboard']);
  });

  it('says the truth when there is nothing yet, naming the e-mail records are matched by', async () => {
    server(client);
    await renderApp('/portal/dashboard');
    expect(text(await section('Formations'))).toContain(
      'No formations yet. When you order an entity or business formation with casey@example.com, its progress shows here.',
    );
    expect(text(await section('Orders'))).toContain('No orders yet. What you pay for with casey@example.com appears here.');
    expect(text(await section('Appointments'))).toContain('No appointments yet. Book a free 30-minute consultation with an advisor.');
    expect(text(await section('Subscriptions'))).toContain('No subscriptions. Monthly plans and retainers you pay for with casey@example.com appear here.');
    expect(text(await section('Business intakes'))).toContain('No business intake sent yet.');
    expect(
      within(await section('Formations'))
        .getByRole('link', { name: 'Form an Entity' })
        .getAttribute('href'),
    ).toBe('/entity-types');
  });

  it('shows each formation at its real stage with the days it got there, and a cancelled one as cancelled', async () => {
    server(client, full);
    await renderApp('/portal/dashboard');
    const formations = await section('Formations');
    const robotics = within(formations).getByRole('list', { name: 'Progress of Casey Robotics LLC' });
    const steps = within(robotics).getAllByRole('listitem');
    expect(steps.map(text)).toEqual(['Received Nov 20, 2026', 'In progress Nov 21, 2026', 'Filed Nov 23, 2026', 'Completed Not yet']);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    const holdings = within(formations).getByRole('list', { name: 'Progress of Casey Holdings' });
    expect(within(holdings).getAllByRole('listitem').map(text)).toEqual(['Received Nov 18, 2026', 'Cancelled Nov 19, 2026']);
    expect(text(formations)).toContain('Limited Liability Company (LLC) in Delaware · ordered Nov 20, 2026 · order EBA-10042');
    expect(within(formations).queryByRole('list', { name: 'Documents of Casey Holdings' })).toBeNull();
  });

  it('lists the documents the team attached, each with its size, day and a Download link to the server', async () => {
    server(client, full);
    await renderApp('/portal/dashboard');
    const documents = within(await section('Formations')).getByRole('list', { name: 'Documents of Casey Robotics LLC' });
    const [item] = within(documents).getAllByRole('listitem');
    expect(text(item!)).toBe('Certificate of Formation.pdfPDF · 820 KB · added Nov 23, 2026Filed with the State of DelawareDownload');
    const link = within(item!).getByRole('link', { name: 'Download Certificate of Formation.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/d1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(await section('Orders')).queryByRole('list', { name: /^Documents/ })).toBeNull();
  });

  it('shows orders with amount, date paid and status history, subscriptions with their state, intakes with what was sent', async () => {
    server(client, full);
    await renderApp('/portal/dashboard');
    const orders = await section('Orders');
    expect(text(within(orders).getByRole('list', { name: 'Orders' }))).toContain(
      'LLC formation in Delaware for Casey Robotics LLCOrder EBA-10042 · $4,999 · paid Nov 20, 2026Paid',
    );
    expect(text(within(orders).getByRole('list', { name: 'History of order EBA-10042' }))).toBe('Paid Nov 20, 2026');
    const subscriptions = await section('Subscriptions');
    expect(text(subscriptions)).toContain('Professional plan$5,000/mo · since Nov 1, 2026 · order EBA-10040Past due');
    expect(text(within(subscriptions).getByRole('list', { name: 'History of the Professional plan' }))).toBe('Past due Nov 25, 2026');
    const intakes = await section('Business intakes');
    expect(text(intakes)).toContain('Casey HoldingsProfessional plan · sent Nov 2, 2026New');
    const sent = within(intakes).getByLabelText('What you sent for Casey Holdings');
    expect([...sent.querySelectorAll('div')].map(text)).toEqual(['Business typeLLC', 'Phone(212) 555-0142']);
  });

  it('cancels an upcoming appointment after asking, and offers no cancel for a past one', async () => {
    const calls = server(client, full);
    await renderApp('/portal/dashboard');
    const appointments = await section('Appointments');
    const [upcoming, past] = within(appointments).getAllByRole('listitem');
    expect(text(upcoming!)).toContain('Formation PlanningWednesday, December 2, 2026 at 1:00 PM EST · 60 minutesConfirmed');
    expect(within(past!).queryByRole('button')).toBeNull();
    expect(within(upcoming!).getByRole('button', { name: 'Reschedule' })).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(upcoming!).getByRole('button', { name: 'Cancel the Formation Planning of Wednesday, December 2, 2026' }));
    await userEvent.click(within(upcoming!).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(within(within(appointments).getAllByRole('listitem')[0]!).getByText('Cancelled')).toBeInstanceOf(HTMLElement));
    expect(calls.filter((c) => c.path === 'portal.cancelAppointment').map((c) => c.input)).toEqual([{ id: '5f0c2b9e-4a4e-4a55-9a59-1d1d6f1b2c3d' }]);
    expect(within(within(appointments).getAllByRole('listitem')[0]!).queryByRole('button')).toBeNull();
  });

  it('Resources lists the checklists and guides of /resources, each asked for by e-mail, since no file is served (docs/portal.md#resources)', async () => {
    server(client);
    await renderApp('/portal/dashboard');
    const resources = await section('Resources');
    const checklistRows = within(within(resources).getByRole('list', { name: 'Checklists' })).getAllByRole('listitem');
    expect(checklistRows.map((row) => row.querySelector('p')?.textContent)).toEqual(checklists.map((c) => c.title));
    expect(within(checklistRows[0]!).getByText('42 items')).toBeInstanceOf(HTMLElement);
    const guideRows = within(within(resources).getByRole('list', { name: 'Guides' })).getAllByRole('listitem');
    expect(guideRows.map((row) => row.querySelector('p')?.textContent)).toEqual(resourceGuides.map((g) => g.title));
    const ask = within(checklistRows[0]!).getByRole('link', { name: 'Ask for it by e-mail' });
    expect(ask.getAttribute('href')).toBe('mailto:advisors@elitebusinessadvisory.com?subject=Please%20send%20me%20the%20New%20Business%20Launch%20Checklist');
    expect(ask.getAttribute('aria-describedby')).toBe('portal-resource-new-business-launch');
    expect(within(resources).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('says so when the records cannot be loaded', async () => {
    server(client, nothing, { 'portal.dashboard': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    await renderApp('/portal/dashboard');
    expect(await screen.findByText('Your records could not be loaded')).toBeInstanceOf(HTMLElement);
  });

  it('Sign out everywhere ends the session and goes to /portal-login', async () => {
    const calls = server(client);
    const { router } = await renderApp('/portal/dashboard');
    expect(await screen.findByText('Ends your session on every device')).toBeInstanceOf(HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-login'));
    expect(calls.some((c) => c.path === 'auth.logout')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInstanceOf(HTMLElement);
  });
});

describe('Contact Details', () => {
  it('saves name, company and phone, and says the e-mail is not changed here', async () => {
    const calls = server(client, nothing, {
      'portal.updateContact': (input: InputOf<'portal.updateContact'>) =>
        ok({ ...account, name: input.name, companyName: input.companyName || null, phone: input.phone || null }),
    });
    await renderApp('/portal/dashboard');
    const card = await section('Contact Details');
    expect(text(card)).toContain('Your e-mail, casey@example.com, signs you in and finds your records; it cannot be changed here.');
    const name = within(card).getByLabelText<HTMLInputElement>(/Full Name/);
    expect(name.value).toBe('Casey Client');
    await userEvent.clear(name);
    await userEvent.type(name, 'Casey King');
    await userEvent.type(within(card).getByLabelText('Phone'), '2125550199');
    expect(within(card).getByLabelText<HTMLInputElement>('Phone').value).toBe('(212) 555-0199');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved')).toBeInstanceOf(HTMLElement);
    expect(calls.filter((c) => c.path === 'portal.updateContact').map((c) => c.input)).toEqual([
      { name: 'Casey King', companyName: 'Casey Co', phone: '(212) 555-0199' },
    ]);
  });

  it('shows the field messages in the browser and sends nothing for bad input; shows the server’s field messages', async () => {
    const calls = server(client, nothing, {
      'portal.updateContact': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { companyName: ['Must be at most 200 characters'] } }),
    });
    await renderApp('/portal/dashboard');
    const card = await section('Contact Details');
    await userEvent.clear(within(card).getByLabelText(/Full Name/));
    await userEvent.type(within(card).getByLabelText('Phone'), '555');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Details' }));
    expect(await within(card).findByText('Full name is required')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Please enter a 10-digit phone number')).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.path === 'portal.updateContact')).toBe(false);

    await userEvent.type(within(card).getByLabelText(/Full Name/), 'Casey');
    await userEvent.clear(within(card).getByLabelText('Phone'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Details' }));
    expect(await within(card).findByText('Must be at most 200 characters')).toBeInstanceOf(HTMLElement);
  });
});
