import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { OutputOf } from '../../../../test/trpc-msw.ts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server as network } from '../../../../test/msw-server.ts';
import { renderApp } from '../../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../../test/trpc-msw.ts';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const LEAD_ID = '0b8e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
const FORMATION_ID = '7c3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';

const leadDetail: OutputOf<'admin.record'> = {
  kind: 'lead',
  id: LEAD_ID,
  status: 'new',
  allowedMoves: ['contacted', 'lost'],
  reopenTo: null,
  reopenRefusal: null,
  client: { name: 'Grace Hopper', email: 'Grace@Example.com' },
  followUp: null,
  assignedTo: null,
  record: {
    id: LEAD_ID,
    kind: 'proposal',
    createdAt: '2026-11-20T15:00:00.000Z',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(212) 555-0199',
    businessType: 'llc',
    message: 'A holding company, please.',
    company: 'Hopper Holdings',
    status: 'new',
    assignedTo: null,
    chats: [],
  },
  history: [
    {
      id: 'h1',
      at: '2026-11-20T16:00:00.000Z',
      action: 'note_added',
      actor: { id: 'u1', name: 'Morgan Reyes' },
      actorName: 'Morgan Reyes',
      from: null,
      to: null,
      fromName: null,
      toName: null,
      reason: null,
      note: 'Called, no answer.',
    },
    {
      id: 'h2',
      at: '2026-11-21T10:00:00.000Z',
      action: 'status_changed',
      actor: { id: 'u1', name: 'Morgan Reyes' },
      actorName: 'Morgan Reyes',
      from: 'contacted',
      to: 'new',
      fromName: null,
      toName: null,
      reason: 'Reopened',
      note: null,
    },
  ],
  related: [{ kind: 'order', id: 'o1', createdAt: '2026-11-19T15:00:00.000Z', title: 'EBA-10042', status: 'paid' }],
};

const APPOINTMENT_ID = '5d3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
const appointmentDetail = (change: { portalClient?: { id: string; name: string } | null; history?: unknown[] } = {}) =>
  ({
    kind: 'appointment',
    id: APPOINTMENT_ID,
    status: 'scheduled',
    allowedMoves: ['confirmed', 'cancelled'],
    reopenTo: null,
    reopenRefusal: null,
    client: { name: 'Test Client', email: 'client@example.com' },
    followUp: null,
    assignedTo: null,
    record: {
      id: APPOINTMENT_ID,
      date: '2027-04-27',
      timeSlot: '09:00',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(212) 555-0177',
      status: 'scheduled',
      startsAt: '2027-04-27T13:00:00.000Z',
      endsAt: '2027-04-27T14:00:00.000Z',
      timeZone: 'America/New_York',
      appointmentType: 'formation',
      duration: 60,
      notes: '',
      isPast: false,
      createdAt: '2026-11-20T15:00:00.000Z',
      assignedTo: null,
      portalClient: change.portalClient ?? null,
    },
    history: change.history ?? [
      {
        id: 'h1',
        at: '2026-11-21T15:00:00.000Z',
        action: 'rescheduled',
        actor: { id: 'u1', name: 'Morgan Reyes' },
        actorName: 'Morgan Reyes',
        from: '2027-04-20T13:00:00.000Z',
        to: '2027-04-27T13:00:00.000Z',
        fromName: null,
        toName: null,
        reason: null,
        note: null,
      },
    ],
    related: [],
  }) as OutputOf<'admin.record'>;

function server(overrides: TrpcHandlers = {}) {
  return mockTrpc({
    'auth.session': () => ok(admin),
    'admin.myWork': () => ok({ total: 0, byKind: [] }),
    'auth.staffAccounts': () =>
      ok([{ id: 'u1', role: 'admin', username: 'morgan', email: null, name: 'Morgan Reyes', createdAt: '2026-01-01T00:00:00Z', disabled: false }]),
    'admin.contacts': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
    'admin.businessFormations': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
    'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 0, upcomingAppointments: 0 }),
    'admin.record': () => ok(leadDetail),
    'documents.list': () => ok({ items: [] }),
    'admin.availabilityBlocks.list': () => ok({ blocks: [] }),
    'conversations.thread': () => ok({ kind: 'lead', recordId: LEAD_ID, clientEmail: 'grace@example.com', replyAddress: null, messages: [] }),
    'conversations.templates': () => ok([]),
    ...overrides,
  });
}

const drawer = () => screen.findByRole('dialog', { name: 'Grace Hopper' });

describe('a record’s drawer (docs/admin.md#work-queues)', () => {
  beforeEach(() => notifications.clean());

  it('sets a follow-up in New York time for a staff member, and shows it with Change and Clear (docs/admin.md#follow-ups)', async () => {
    let current: OutputOf<'admin.record'> = leadDetail;
    const calls = server({
      'admin.record': () => ok(current),
      'admin.followUps.set': (input) => {
        const { dueAt, note } = input as { dueAt: string; note: string };
        const followUp = { dueAt, note, assignee: { id: 'u1', name: 'Morgan Reyes' }, remindedAt: null };
        current = { ...leadDetail, followUp };
        return ok(followUp);
      },
    });
    const user = userEvent.setup();
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByText('No follow-up.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Set a follow-up' }));
    const form = within(dialog).getByRole('form', { name: 'Follow-up' });
    await user.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(form).findByText('Please say what to follow up.')).toBeVisible();
    const due = within(form).getByLabelText('Due (New York time)');
    await user.clear(due);
    await user.type(due, '2027-01-04T09:30');
    await user.click(within(form).getByRole('combobox', { name: 'Remind' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Remind', hidden: true })).getByRole('option', { name: 'Morgan Reyes', hidden: true }));
    await user.type(within(form).getByLabelText('What to follow up'), 'Call back about the LLC');
    await user.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    // 9:30 AM in New York in January is 14:30 UTC, whatever the machine's zone.
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.followUps.set')?.input).toEqual({
        kind: 'lead',
        id: LEAD_ID,
        dueAt: '2027-01-04T14:30:00.000Z',
        note: 'Call back about the LLC',
        assigneeId: 'u1',
      }),
    );
    const shown = await within(dialog).findByRole('region', { name: 'Follow-up' });
    expect(await within(shown).findByText(/^Due Jan 4, 2027, 9:30\sAM$/)).toBeVisible();
    expect(within(shown).getByText('Reminds Morgan Reyes')).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Clear' })).toBeVisible();
  });

  it('opens from the address (?open=) with every field labelled, the history newest first and the related records as links', async () => {
    const calls = server();
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(calls.find((c) => c.path === 'admin.record')?.input).toEqual({ kind: 'lead', id: LEAD_ID });
    expect(within(dialog).getByText('Company').nextSibling?.textContent).toBe('Hopper Holdings');
    // New York time, whatever the machine's zone.
    expect(within(dialog).getByText('Received').nextSibling?.textContent).toMatch(/^Nov 20, 2026, 10:00\s?AM$/);
    const history = within(dialog)
      .getAllByTestId('history-entry')
      .map((entry) => entry.textContent);
    expect(history[0]).toMatch(/^Contacted → New.*Morgan Reyes · Nov 21, 2026.*Reason: Reopened$/);
    expect(history[1]).toMatch(/^Added a note.*Called, no answer\.$/);
    expect(within(dialog).getByRole('link', { name: 'EBA-10042' }).getAttribute('href')).toBe('/admin?tab=orders&open=o1');
  });

  it('links the client’s page at the top, by the e-mail the record carries (docs/admin.md#one-client)', async () => {
    server();
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByRole('link', { name: 'Client: Grace Hopper' }).getAttribute('href')).toBe('/admin/clients?email=Grace%40Example.com');
  });

  it('a plain contact message shows no proposal items or total (they belong to proposal requests)', async () => {
    const contact = { ...leadDetail, record: { ...leadDetail.record, kind: 'contact' as const, items: [], totalCents: null } };
    server({ 'admin.record': () => ok(contact) });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByText('Company')).toBeVisible();
    expect(within(dialog).queryByText('Proposal items')).toBeNull();
    expect(within(dialog).queryByText('Total')).toBeNull();
  });

  it('a lead with no business type reads "Not specified" there, not a dash (docs/admin.md#contact-submissions)', async () => {
    const chat = { ...leadDetail, record: { ...leadDetail.record, kind: 'chat' as const, businessType: null, items: [], totalCents: null } };
    server({ 'admin.record': () => ok(chat) });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByText('Business type').nextSibling?.textContent).toBe('Not specified');
  });

  it('a proposal request shows its items and total', async () => {
    const proposal = {
      ...leadDetail,
      record: {
        ...leadDetail.record,
        items: [{ id: 'llc-formation-excellence', title: 'LLC Formation Excellence', quantity: 1, priceCents: 499_900 }],
        totalCents: 499_900,
      },
    };
    server({ 'admin.record': () => ok(proposal) });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByText('Proposal items')).toBeVisible();
    expect(within(dialog).getByText('Total').nextSibling?.textContent).toBe('$4,999');
  });

  it('offers only the moves the workflow allows now (allowedMoves)', async () => {
    server();
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const moves = within(await drawer()).getByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to Contacted', 'Move to Lost']);
  });

  it('a plain move changes the status at once, confirms it and reads the record and the list again', async () => {
    const calls = server({ 'admin.changeStatus': (input) => ok({ kind: 'lead', id: input.id, from: 'new', to: input.to, allowedMoves: [] }) });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Move to Contacted' }));
    expect(await screen.findByText('Moved from New to Contacted.')).toBeInstanceOf(HTMLElement);
    expect(calls.find((c) => c.path === 'admin.changeStatus')?.input).toEqual({ kind: 'lead', id: LEAD_ID, to: 'contacted' });
    await waitFor(() => expect(calls.filter((c) => c.path === 'admin.record')).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'admin.contacts').length).toBeGreaterThanOrEqual(2);
  });

  it('a closing move (lost) asks for a reason first: empty is refused on the field, the reason is sent', async () => {
    const calls = server({ 'admin.changeStatus': (input) => ok({ kind: 'lead', id: input.id, from: 'new', to: input.to, allowedMoves: [] }) });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Move to Lost' }));
    const modal = await screen.findByRole('dialog', { name: 'Move to Lost?' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Move to Lost' }));
    const reason = within(modal).getByRole('textbox', { name: /Reason/ });
    expect(
      document.getElementById(
        reason
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.includes('error'))!,
      )?.textContent,
    ).toBe('Please give a reason.');
    expect(calls.some((c) => c.path === 'admin.changeStatus')).toBe(false);
    await userEvent.type(reason, 'Chose another firm');
    await userEvent.click(within(modal).getByRole('button', { name: 'Move to Lost' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.changeStatus')?.input).toEqual({ kind: 'lead', id: LEAD_ID, to: 'lost', reason: 'Chose another firm' }),
    );
  });

  it('a note with no text shows the schema’s message on the field; a server refusal lands there too', async () => {
    const calls = server({
      'admin.addNote': () => fail('BAD_REQUEST', 'Invalid input', { formErrors: [], fieldErrors: { text: ['A note is at most 2,000 characters.'] } }),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    const note = within(dialog).getByRole('textbox', { name: 'Add a note' });
    const fieldMessage = () =>
      note
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(fieldMessage()).toContain('Please write a note.');
    expect(calls.some((c) => c.path === 'admin.addNote')).toBe(false);
    await userEvent.type(note, '  Sent the proposal again  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(fieldMessage()).toContain('A note is at most 2,000 characters.'));
    expect(calls.find((c) => c.path === 'admin.addNote')?.input).toEqual({ kind: 'lead', id: LEAD_ID, text: 'Sent the proposal again' });
  });

  it('a business formation’s SSN is masked; Reveal SSN asks the server and shows the whole number', async () => {
    const formation: OutputOf<'admin.record'> = {
      kind: 'business-formation',
      id: FORMATION_ID,
      status: 'received',
      allowedMoves: ['in_progress', 'cancelled'],
      reopenTo: null,
      reopenRefusal: null,
      client: { name: 'Test Client', email: 'client@example.com' },
      followUp: null,
      assignedTo: null,
      record: {
        id: FORMATION_ID,
        createdAt: '2026-11-20T15:00:00.000Z',
        businessName: 'Hopper Holdings LLC',
        businessType: 'llc',
        stateOfFormation: 'DE',
        responsiblePartyName: 'Grace Hopper',
        responsiblePartyEmail: 'grace@example.com',
        status: 'received',
        ssnLast4: '6789',
        assignedTo: null,
        ssn: '***-**-6789',
        details: { businessPurpose: 'Holding' },
        orderId: null,
        orderStatus: null,
        paymentIntentId: null,
      },
      history: [],
      related: [],
    };
    const calls = server({ 'admin.record': () => ok(formation), 'admin.revealSsn': () => ok({ ssn: '123-45-6789' }) });
    await renderApp(`/admin?tab=business-formations&open=${FORMATION_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Hopper Holdings LLC' });
    expect(within(dialog).getByLabelText('SSN').textContent).toBe('***-**-6789');
    expect(within(dialog).getByText('State of formation').nextSibling?.textContent).toBe('Delaware');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal SSN' }));
    await waitFor(() => expect(within(dialog).getByLabelText('SSN').textContent).toBe('123-45-6789'));
    expect(calls.find((c) => c.path === 'admin.revealSsn')?.input).toEqual({ id: FORMATION_ID });
    expect(within(dialog).queryByRole('button', { name: 'Reveal SSN' })).toBeNull();
  });

  it('cancelling a formation whose order is paid asks Cancel and refund or Cancel without refund, with a reason (docs/admin.md#cancelling-a-paid-formation)', async () => {
    const paidFormation = {
      kind: 'entity-formation',
      id: FORMATION_ID,
      status: 'received',
      allowedMoves: ['in_progress', 'cancelled'],
      reopenTo: null,
      reopenRefusal: null,
      client: { name: 'Test Client', email: 'client@example.com' },
      followUp: null,
      assignedTo: null,
      record: {
        id: FORMATION_ID,
        createdAt: '2026-11-20T15:00:00.000Z',
        businessName: 'Hopper Holdings LLC',
        entityType: 'llc',
        state: 'DE',
        contactName: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '2125550199',
        price: 499,
        status: 'received',
        orderReference: 'EBA-10042',
        assignedTo: null,
        orderId: 'o1',
        orderStatus: 'paid',
        paymentIntentId: null,
      },
      history: [],
      related: [],
    } as OutputOf<'admin.record'>;
    const calls = server({
      'admin.entityFormations': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.record': () => ok(paidFormation),
      'admin.changeStatus': (input) => ok({ kind: 'entity-formation', id: input.id, from: 'received', to: 'cancelled', allowedMoves: [] }),
    });
    await renderApp(`/admin?tab=entity-formations&open=${FORMATION_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Hopper Holdings LLC' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Cancelled' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancel this formation?' });
    expect(within(modal).getByText(/Its order EBA-10042 is paid/)).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel and refund' }));
    expect(calls.some((c) => c.path === 'admin.changeStatus')).toBe(false);
    await userEvent.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Client withdrew');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.changeStatus')?.input).toEqual({
        kind: 'entity-formation',
        id: FORMATION_ID,
        to: 'cancelled',
        reason: 'Client withdrew',
        refund: true,
      }),
    );
  });

  it('every move into a closed status asks for a reason, the happy ones too (won)', async () => {
    const calls = server({
      'admin.record': () => ok({ ...leadDetail, status: 'qualified', allowedMoves: ['won', 'lost'] }),
      'admin.changeStatus': (input) => ok({ kind: 'lead', id: input.id, from: 'qualified', to: input.to, allowedMoves: [] }),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Move to Won' }));
    const modal = await screen.findByRole('dialog', { name: 'Move to Won?' });
    await userEvent.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Signed');
    await userEvent.click(within(modal).getByRole('button', { name: 'Move to Won' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'admin.changeStatus')?.input).toEqual({ kind: 'lead', id: LEAD_ID, to: 'won', reason: 'Signed' }));
  });

  it('a closed record offers Reopen to the status the server names, with a reason; the history says Reopened (docs/admin.md#closing-and-reopening)', async () => {
    const lost = { ...leadDetail, status: 'lost', allowedMoves: [], reopenTo: 'contacted', reopenRefusal: null } as OutputOf<'admin.record'>;
    const calls = server({
      'admin.record': () => ok(lost),
      'admin.reopen': (input) => ok({ kind: 'lead', id: input.id, from: 'lost', to: 'contacted' }),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Reopen' }));
    const modal = await screen.findByRole('dialog', { name: 'Reopen this record?' });
    expect(within(modal).getByText(/It goes back to Contacted\. The client is not e-mailed/)).toBeVisible();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Budget approved');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reopen as Contacted' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'admin.reopen')?.input).toEqual({ kind: 'lead', id: LEAD_ID, reason: 'Budget approved' }));
    expect(await screen.findByText('Moved from Lost back to Contacted. The client was not e-mailed.')).toBeInstanceOf(HTMLElement);
  });

  it('a refunded order says why it cannot be reopened, and offers no button', async () => {
    server({
      'admin.record': () =>
        ok({
          ...leadDetail,
          status: 'won',
          allowedMoves: [],
          reopenTo: null,
          reopenRefusal: 'A refunded order cannot be reopened.',
        }),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    expect(within(dialog).getByText('A refunded order cannot be reopened.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('closing the drawer (its named close button) takes ?open= out of the address', async () => {
    server();
    const { router } = await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const dialog = await drawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close record' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'contacts' }));
  });

  it('a quiz result shows its score in colour, its category bars and the two services its score calls for', async () => {
    const QUIZ_ID = '9a3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
    server({
      'admin.quizResults': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.record': () =>
        ok({
          kind: 'quiz-result',
          id: QUIZ_ID,
          status: 'new',
          allowedMoves: ['contacted', 'lost'],
          reopenTo: null,
          reopenRefusal: null,
          client: { name: 'Test Client', email: 'client@example.com' },
          assignedTo: null,
          record: {
            id: QUIZ_ID,
            createdAt: '2026-11-20T15:00:00.000Z',
            name: 'Ada Best',
            email: 'ada@example.com',
            overallScore: 72,
            scoreLevel: 'Scaling',
            reportSent: true,
            categoryScores: [
              { name: 'Financial Health', percentage: 85 },
              { name: 'Operations', percentage: 40 },
            ],
            followUps: 1,
            status: 'new',
            assignedTo: null,
          },
          history: [],
          related: [],
        } as unknown as OutputOf<'admin.record'>),
    });
    await renderApp(`/admin?tab=quiz-results&open=${QUIZ_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Best' });
    expect(within(dialog).getByText('Score').nextSibling?.textContent).toBe('72%');
    expect(within(dialog).getByLabelText('Financial Health: 85%')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByLabelText('Operations: 40%')).toBeInstanceOf(HTMLElement);
    expect(
      within(within(dialog).getByText('Recommended services').nextSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Growth Package: our Professional plan, $5,000/month', 'Strategic Planning Services: our Foundation retainer, $25,000/month']);
    expect(within(dialog).getByRole('button', { name: 'Send Follow-up Email' })).toBeInstanceOf(HTMLElement);
  });

  it('an appointment reads as the list shows it: one When in New York time and one Type with its length', async () => {
    server({ 'admin.appointments': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }), 'admin.record': () => ok(appointmentDetail()) });
    await renderApp(`/admin?tab=appointments&open=${APPOINTMENT_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText('When').nextSibling?.textContent).toBe('Apr 27, 2027 at 9:00 AM EDT');
    expect(within(dialog).getByText('Type').nextSibling?.textContent).toBe('Formation Planning (60 min)');
    for (const gone of ['Starts', 'Ends', 'Time zone', 'Duration', 'Time']) expect(within(dialog).queryByText(gone)).toBeNull();
    // docs/admin.md#rescheduling: the move is a line of the history, and a live appointment offers Reschedule.
    expect(within(dialog).getByText('Rescheduled from Apr 20, 2027, 9:00 AM to Apr 27, 2027, 9:00 AM')).toBeInstanceOf(HTMLElement);
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const panel = within(dialog).getByRole('region', { name: 'Reschedule' });
    expect(within(panel).getByText('Move to another free time')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByRole('button', { name: 'Move appointment' })).toBeInstanceOf(HTMLElement);
  });

  it('security finding 7: an appointment says whose client portal it is in, and staff put it there or take it out (docs/portal.md#the-rules)', async () => {
    const ada = { id: 'c1', name: 'Ada Lovelace' };
    let attached = false;
    const calls = server({
      'admin.appointments': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.record': () =>
        ok(
          appointmentDetail(
            attached
              ? {
                  portalClient: ada,
                  history: [
                    {
                      id: 'h2',
                      at: '2026-11-22T15:00:00.000Z',
                      action: 'client_attached',
                      actor: { id: 'u1', name: 'Morgan Reyes' },
                      actorName: 'Morgan Reyes',
                      from: null,
                      to: 'c1',
                      fromName: null,
                      toName: 'Ada Lovelace',
                      reason: null,
                      note: null,
                    },
                  ],
                }
              : {},
          ),
        ),
      'admin.attachToClient': (input) => {
        attached = input.attached;
        return ok({ portalClient: attached ? ada : null });
      },
    });
    await renderApp(`/admin?tab=appointments&open=${APPOINTMENT_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText('In no client’s portal.')).toBeInstanceOf(HTMLElement);
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Show it in the client portal' }));
    await waitFor(() => expect(within(dialog).getByText('In Ada Lovelace’s client portal.')).toBeInstanceOf(HTMLElement));
    expect(calls.find((c) => c.path === 'admin.attachToClient')?.input).toEqual({ kind: 'appointment', id: APPOINTMENT_ID, attached: true });
    expect(within(dialog).getByText('Shown in Ada Lovelace’s client portal')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Take it out of the client portal' })).toBeInstanceOf(HTMLElement);
    // The field is not listed a second time among the details.
    expect(within(dialog).queryByText('Portal client')).toBeNull();
  });
});

describe('a formation’s or an order’s documents (docs/admin.md#documents)', () => {
  beforeEach(() => notifications.clean());

  const ORDER_ID = '5d3e1f52-4a65-4a57-9d8e-2a1d3c4b5e6f';
  const orderDetail: OutputOf<'admin.record'> = {
    kind: 'order',
    id: ORDER_ID,
    status: 'paid',
    allowedMoves: ['fulfilled'],
    reopenTo: null,
    reopenRefusal: null,
    client: { name: 'Test Client', email: 'client@example.com' },
    followUp: null,
    assignedTo: null,
    record: {
      id: ORDER_ID,
      reference: 'EBA-10042',
      createdAt: '2026-11-20T15:00:00.000Z',
      paidAt: '2026-11-20T15:02:00.000Z',
      kind: 'entity',
      description: 'LLC formation in Delaware for Hopper Holdings LLC',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      company: 'Hopper Holdings LLC',
      lines: [],
      subtotal: 4999,
      discount: 0,
      total: 4999,
      status: 'paid',
      paymentReference: 'pi_sim_1',
      lastPaymentError: null,
      assignedTo: null,
      productId: 'llc-formation',
      provider: 'simulated',
      currency: 'usd',
      details: {},
      ssn: null,
      refundedAt: null,
      updatedAt: '2026-11-20T15:02:00.000Z',
    },
    history: [
      {
        id: 'h9',
        at: '2026-11-22T10:00:00.000Z',
        action: 'document_added',
        actor: { id: 'u1', name: 'Morgan Reyes' },
        actorName: 'Morgan Reyes',
        from: null,
        to: 'Engagement letter.pdf',
        fromName: null,
        toName: null,
        reason: null,
        note: null,
      },
    ],
    related: [],
  };
  const letter: OutputOf<'documents.list'>['items'][number] = {
    id: 'd1',
    kind: 'order',
    recordId: ORDER_ID,
    fileName: 'Engagement letter.pdf',
    contentType: 'application/pdf',
    size: 840_000,
    note: 'Signed by both parties',
    createdAt: '2026-11-22T15:00:00.000Z',
    downloadUrl: '/api/documents/d1',
    uploadedBy: { id: 'u1', name: 'Morgan Reyes' },
    uploadedByName: 'Morgan Reyes',
    downloads: 2,
  };

  function withDocuments(overrides: TrpcHandlers = {}) {
    let items = [letter];
    const uploads: { kind: string; id: string; fileName: string; note: FormDataEntryValue | null }[] = [];
    network.use(
      http.post('*/api/admin/records/:kind/:id/documents', async ({ request, params }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        uploads.push({ kind: String(params.kind), id: String(params.id), fileName: file.name, note: form.get('note') });
        const added = { ...letter, id: 'd2', fileName: file.name, size: file.size, note: null, downloadUrl: '/api/documents/d2', downloads: 0 };
        items = [added, ...items];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const calls = server({
      'admin.orders': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.record': () => ok(orderDetail),
      'documents.list': () => ok({ items }),
      'documents.remove': ({ id }: { id: string }) => {
        const gone = items.find((d) => d.id === id)!;
        items = items.filter((d) => d.id !== id);
        return ok({ id, fileName: gone.fileName });
      },
      ...overrides,
    });
    return { calls, uploads };
  }
  const documentsOf = async () => within(await screen.findByRole('dialog', { name: 'EBA-10042: Grace Hopper' })).findByRole('region', { name: 'Documents' });
  const fileInput = (section: HTMLElement) => section.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('lists each document with its size, who added it and its downloads, links to the download, and names it in the history', async () => {
    const { calls } = withDocuments();
    await renderApp(`/admin?tab=orders&open=${ORDER_ID}`);
    const section = await documentsOf();
    const [row] = within(await within(section).findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(row!.textContent).toMatch(
      /^Engagement letter\.pdfPDF · 820 KB · Nov 22, 2026, 10:00\s?AM · by Morgan Reyes · downloaded 2 timesSigned by both parties/,
    );
    expect(within(row!).getByRole('link', { name: 'Download Engagement letter.pdf' }).getAttribute('href')).toBe('/api/documents/d1');
    expect(calls.find((c) => c.path === 'documents.list')?.input).toEqual({ kind: 'order', id: ORDER_ID });
    expect(screen.getAllByTestId('history-entry')[0]!.textContent).toMatch(/^Added the document Engagement letter\.pdf/);
  });

  it('uploads a PDF with its note to the record, then shows it first', async () => {
    const { uploads } = withDocuments();
    await renderApp(`/admin?tab=orders&open=${ORDER_ID}`);
    const section = await documentsOf();
    await userEvent.upload(fileInput(section), new File(['%PDF-1.7 the articles'], 'Articles.pdf', { type: 'application/pdf' }));
    await userEvent.type(within(section).getByLabelText(/Note for the client/), 'Filed today');
    await userEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document added')).toBeInstanceOf(HTMLElement);
    expect(uploads).toEqual([{ kind: 'order', id: ORDER_ID, fileName: 'Articles.pdf', note: 'Filed today' }]);
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]!.textContent).toMatch(/^Articles\.pdf/));
  });

  it('refuses a file whose content is not a PDF or an image before sending it, whatever its name', async () => {
    const { uploads } = withDocuments();
    await renderApp(`/admin?tab=orders&open=${ORDER_ID}`);
    const section = await documentsOf();
    await userEvent.upload(fileInput(section), new File(['just some text'], 'invoice.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(await within(section).findByText(/Only PDF files and PNG, JPEG or WebP images/)).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    expect(uploads).toEqual([]);
  });

  it('removes a document only after asking', async () => {
    const { calls } = withDocuments();
    await renderApp(`/admin?tab=orders&open=${ORDER_ID}`);
    const section = await documentsOf();
    await userEvent.click(await within(section).findByRole('button', { name: 'Remove Engagement letter.pdf' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.path === 'documents.remove')).toBe(false);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove Engagement letter.pdf' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Document removed')).toBeInstanceOf(HTMLElement);
    expect(calls.find((c) => c.path === 'documents.remove')?.input).toEqual({ id: 'd1' });
    await waitFor(() => expect(within(section).getByText('No documents yet.')).toBeInstanceOf(HTMLElement));
  });

  it('has no Documents section on a lead', async () => {
    server();
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    expect(within(await drawer()).queryByRole('region', { name: 'Documents' })).toBeNull();
  });
});

describe('a record’s conversation by e-mail (docs/conversations.md#writing-to-the-client)', () => {
  beforeEach(() => notifications.clean());

  const REPLY = `reply+${'a'.repeat(32)}@reply.example.com`;
  const message = (fields: Partial<OutputOf<'conversations.thread'>['messages'][number]>): OutputOf<'conversations.thread'>['messages'][number] => ({
    id: crypto.randomUUID(),
    direction: 'in',
    state: 'received',
    from: 'grace@example.com',
    to: REPLY,
    subject: 'Re: Your holding company',
    text: 'Delaware, please.',
    authorName: 'Grace Hopper',
    at: '2026-11-22T15:00:00.000Z',
    heldReason: null,
    attachments: [],
    ...fields,
  });

  it('shows the thread oldest first with its attachments, and a held mail with its reason and Accept / Discard', async () => {
    const held = message({
      from: 'someone@example.net',
      authorName: 'someone@example.net',
      state: 'held',
      heldReason: 'Sent by someone@example.net, not by the record’s client.',
    });
    const calls = server({
      'conversations.thread': () =>
        ok({
          kind: 'lead',
          recordId: LEAD_ID,
          clientEmail: 'grace@example.com',
          replyAddress: REPLY,
          messages: [
            message({
              direction: 'out',
              state: 'sent',
              from: 'no-reply@example.com',
              to: 'grace@example.com',
              subject: 'Your holding company',
              text: 'Which state?',
              authorName: 'Morgan Reyes',
            }),
            message({
              attachments: [
                { fileName: 'articles.pdf', documentId: 'd1', refused: null },
                { fileName: 'tool.exe', documentId: null, refused: 'Not a document.' },
              ],
            }),
            held,
          ],
        }),
      'conversations.accept': () => ok({ ...held, state: 'received' }),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const section = within(await drawer()).getByRole('region', { name: 'Conversation' });
    const cards = await within(section).findAllByTestId('conversation-message');
    expect(cards.map((c) => within(c).getByText(/^(Re: )?Your holding company$|^Invoice|^Re:/).textContent)).toEqual([
      'Your holding company',
      'Re: Your holding company',
      'Re: Your holding company',
    ]);
    expect(within(cards[0]!).getByText(/Morgan Reyes to grace@example.com/)).toBeInstanceOf(HTMLElement);
    expect(within(cards[1]!).getByRole('link', { name: 'articles.pdf' }).getAttribute('href')).toBe('/api/documents/d1');
    expect(within(cards[1]!).getByText('tool.exe: not stored. Not a document.')).toBeInstanceOf(HTMLElement);
    expect(within(cards[2]!).getByText('Sent by someone@example.net, not by the record’s client.')).toBeInstanceOf(HTMLElement);
    expect(within(section).getByText(`Answers go to ${REPLY}`)).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(cards[2]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'conversations.accept')?.input).toEqual({ id: held.id }));
  });

  it('the composer starts from a template, refuses empty fields with the schema’s words, and sends subject and text to the record', async () => {
    const calls = server({
      'conversations.templates': () =>
        ok([{ id: 't1', name: 'Documents needed', subject: 'The documents we need', body: 'Please send your ID.', updatedAt: '2026-11-20T15:00:00.000Z' }]),
      'conversations.send': () =>
        ok(
          message({
            direction: 'out',
            state: 'sent',
            to: 'grace@example.com',
            subject: 'The documents we need',
            text: 'Please send your ID.',
            authorName: 'Morgan Reyes',
          }),
        ),
    });
    await renderApp(`/admin?tab=contacts&open=${LEAD_ID}`);
    const form = await within(await drawer()).findByRole('form', { name: 'Write to the client' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(form).findByText('Please write a subject.')).toBeInstanceOf(HTMLElement);
    expect(within(form).getByText('Please write the message.')).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.path === 'conversations.send')).toBe(false);
    const picker = within(form).getByRole('combobox', { name: 'Start from a template' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Documents needed', hidden: true }));
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'The documents we need');
    await userEvent.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'conversations.send')?.input).toEqual({
        kind: 'lead',
        id: LEAD_ID,
        subject: 'The documents we need',
        text: 'Please send your ID.',
      }),
    );
    expect(await screen.findByText('E-mail sent')).toBeInstanceOf(HTMLElement);
  });
});
