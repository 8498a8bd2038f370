import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, isMarkedInvalid } from '../../../test/form-checks.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

const booked = {
  id: 'a1',
  appointmentType: 'consultation' as const,
  appointmentTime: '10:30',
  duration: 30,
  startsAt: '2026-12-01T15:30:00.000Z',
  timeZone: 'America/New_York',
};

function server(overrides: TrpcHandlers = {}) {
  return mockTrpc({
    'appointments.seedAvailability': () => ok({ created: 0, message: 'Availability already configured' }),
    'appointments.availableSlots': () => ok({ slots: ['10:00', '10:30'] }),
    'appointments.closedDays': () => ok({ days: [] }),
    'appointments.book': (input) => ok({ ...booked, appointmentDate: input.appointmentDate }),
    ...overrides,
  });
}

const user = userEvent.setup({ delay: null });
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const details = [/^Full Name/, /^Email/, /^Phone/, /^Notes/] as const;
const marked = () => details.filter((label) => isMarkedInvalid(field(label))).map((label) => label.source.slice(1));

/** Steps 1 and 2: the first day that can be chosen (this month or the next), Executive Consultation at 10:30 AM. */
async function toDetails() {
  await screen.findByRole('heading', { name: 'Select Date' });
  const enabledDay = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-date]')).find(
      (d) => !d.disabled && d.getAttribute('data-disabled') !== 'true' && !d.hasAttribute('data-outside'),
    );
  await waitFor(() => expect(document.querySelector('button[data-date]')).not.toBeNull());
  if (!enabledDay()) await user.click(screen.getByRole('button', { name: 'Next month' }));
  const day = enabledDay()!;
  await user.click(day);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /Executive Consultation/ }));
  await user.click(await screen.findByRole('radio', { name: '10:30 AM' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Your Details' });
  return day.getAttribute('data-date')!;
}

async function fill(values: Partial<Record<'name' | 'email' | 'phone' | 'notes', string>>) {
  const labels = { name: /^Full Name/, email: /^Email/, phone: /^Phone/, notes: /^Notes/ };
  for (const [key, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await user.clear(field(labels[key]));
    if (value) await user.type(field(labels[key]), value);
  }
}

const schedule = () => user.click(screen.getByRole('button', { name: 'Schedule Appointment' }));

describe('/schedule, Your Details (docs/scheduling.md#scheduling-wizard)', () => {
  beforeEach(() => notifications.clean());

  it('blanks first (only they are marked), then the e-mail and the phone, each with its toast; nothing is booked meanwhile', async () => {
    const calls = server();
    await renderApp('/schedule');
    await toDetails();

    await schedule();
    expect(await findToast('Missing Information')).toEqual({ title: 'Missing Information', message: 'Please fill in all required fields', color: 'red' });
    expect(marked()).toEqual(['Full Name', 'Email', 'Phone']);

    await fill({ name: 'Ada Lovelace', email: 'ada@example', phone: '' });
    await schedule();
    await waitFor(() => expect(marked()).toEqual(['Phone']));
    expect((await findToast('Missing Information')).message).toBe('Please fill in all required fields');

    await fill({ phone: '12' });
    await schedule();
    expect(await findToast('Invalid Email')).toEqual({ title: 'Invalid Email', message: 'Please enter a valid email address.', color: 'red' });
    expect(marked()).toEqual(['Email', 'Phone']);

    await fill({ email: 'ada@example.com' });
    await schedule();
    expect(await findToast('Invalid Phone Number')).toEqual({ title: 'Invalid Phone Number', message: 'Please enter a valid phone number.', color: 'red' });
    expect(marked()).toEqual(['Phone']);
    expect(calls.some((c) => c.path === 'appointments.book')).toBe(false);
  });

  it('keeps the details across Previous and Next, books with the choices and shows the confirmation', async () => {
    const calls = server();
    await renderApp('/schedule');
    const date = await toDetails();
    await fill({ name: '  Ada Lovelace ', email: 'ada@example.com', phone: '(212) 555-0100', notes: 'Holding company' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your Details' });
    expect(details.map((label) => field(label).value)).toEqual(['  Ada Lovelace ', 'ada@example.com', '(212) 555-0100', 'Holding company']);

    await schedule();
    expect(await findToast('Appointment Scheduled!')).toEqual({
      title: 'Appointment Scheduled!',
      message: "You'll receive a confirmation email shortly.",
      color: 'green',
    });
    expect(calls.find((c) => c.path === 'appointments.book')?.input).toEqual({
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      clientPhone: '(212) 555-0100',
      notes: 'Holding company',
      appointmentType: 'consultation',
      appointmentDate: date,
      appointmentTime: '10:30',
      duration: 30,
    });
    const confirmation = await screen.findByRole('region', { name: 'Appointment Confirmed' });
    expect(within(confirmation).getByText('Name').nextElementSibling?.textContent).toBe('Ada Lovelace');
  });

  it("a detail the server refuses is marked and said with that detail's toast; what was typed stays", async () => {
    server({
      'appointments.book': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { clientPhone: ['Must be at most 30 characters'] } }),
    });
    await renderApp('/schedule');
    await toDetails();
    await fill({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '(212) 555-0100' });
    await schedule();
    expect(await findToast('Invalid Phone Number')).toEqual({ title: 'Invalid Phone Number', message: 'Must be at most 30 characters', color: 'red' });
    expect(marked()).toEqual(['Phone']);
    expect(field(/^Phone/).value).toBe('(212) 555-0100');
    expect(screen.getByRole('heading', { level: 2, name: 'Your Details' }).textContent).toBe('Your Details');
  });

  it('a time taken meanwhile goes back to the times with the server sentence', async () => {
    server({ 'appointments.book': () => fail('CONFLICT', 'That time was just taken. Please choose another time.') });
    await renderApp('/schedule');
    await toDetails();
    await fill({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '(212) 555-0100' });
    await schedule();
    expect(await findToast('Time no longer available')).toEqual({
      title: 'Time no longer available',
      message: 'That time was just taken. Please choose another time.',
      color: 'red',
    });
    expect((await screen.findByRole('heading', { level: 2, name: 'Choose Time' })).textContent).toBe('Choose Time');
  });
});
