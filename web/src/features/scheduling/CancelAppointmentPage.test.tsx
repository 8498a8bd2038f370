import { company } from '@elite/contracts/catalogue/company';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc } from '../../../test/trpc-msw.ts';

const TOKEN = 'a'.repeat(43);
const USED = 'This cancel link has already been used, or the appointment can no longer be cancelled online. Please call us.';

describe('/cancel-appointment (docs/scheduling.md#a-link-that-cannot-be-used)', () => {
  it('a link without a token says it is incomplete, offers the phone and a new booking, and no Cancel button', async () => {
    const calls = mockTrpc({});
    await renderApp('/cancel-appointment');
    expect(await screen.findByRole('heading', { name: 'This link cannot cancel an appointment' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The link is incomplete. Please use the link from your confirmation e-mail.');
    expect(screen.getByText(new RegExp(`You can also call us at ${company.phoneDisplay.replace(/[()]/g, '\\$&')}`))).toBeVisible();
    expect(screen.getByRole('link', { name: 'book a new time' })).toHaveAttribute('href', '/schedule');
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
    expect(calls.some((c) => c.path === 'appointments.cancel')).toBe(false);
  });

  it('a used link shows the server’s sentence on the same screen as the reschedule page’s, and no button to press again', async () => {
    mockTrpc({ 'appointments.cancel': () => fail('NOT_FOUND', USED) });
    await renderApp(`/cancel-appointment?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot cancel an appointment' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(USED);
    expect(screen.getByRole('link', { name: 'book a new time' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
  });
});
