import { RESCHEDULE_LINK_GONE } from '@elite/contracts/schemas/appointments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok } from '../../../test/trpc-msw.ts';

const TOKEN = 'a'.repeat(43);
const booking = {
  appointmentType: 'consultation' as const,
  date: '2027-02-26',
  timeSlot: '09:00',
  duration: 30,
  startsAt: '2027-02-26T14:00:00.000Z',
  when: 'Friday, February 26, 2027 at 9:00 AM EST',
};

describe('/reschedule-appointment (docs/scheduling.md#the-reschedule-link)', () => {
  it('shows the booking the link moves in our words, and the form to pick a new time', async () => {
    const calls = mockTrpc({ 'appointments.rescheduleLink': () => ok(booking) });
    await renderApp(`/reschedule-appointment?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your Executive Consultation' })).toBeVisible();
    expect(screen.getByText('Friday, February 26, 2027 at 9:00 AM EST · 30 minutes')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Reschedule' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(calls.find((c) => c.path === 'appointments.rescheduleLink')?.input).toEqual({ token: TOKEN });
  });

  it("a used or replaced link shows the server's sentence and no form", async () => {
    mockTrpc({ 'appointments.rescheduleLink': () => fail('NOT_FOUND', RESCHEDULE_LINK_GONE) });
    await renderApp(`/reschedule-appointment?token=${TOKEN}`);
    expect(await screen.findByText(RESCHEDULE_LINK_GONE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This link cannot move an appointment' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Reschedule' })).toBeNull();
  });

  it('a cut-off link says so without asking the server', async () => {
    const calls = mockTrpc({});
    await renderApp('/reschedule-appointment?token=abc');
    expect(await screen.findByRole('heading', { name: 'This link cannot move an appointment' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The link is incomplete. Please use the link from our latest e-mail about your appointment.');
    expect(screen.getByRole('link', { name: 'book a new time' })).toHaveAttribute('href', '/schedule');
    expect(calls.some((c) => c.path === 'appointments.rescheduleLink')).toBe(false);
  });
});
