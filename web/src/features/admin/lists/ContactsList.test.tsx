import type { ContactRow } from '@elite/contracts/schemas/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockTrpc, ok } from '../../../../test/trpc-msw.ts';
import { renderWithTrpc } from '../../../../test/render-trpc.tsx';
import { ContactsList } from './ContactsList.tsx';

const contact: ContactRow = {
  id: 'c1',
  kind: 'contact',
  createdAt: '2026-11-20T15:00:00.000Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0199',
  businessType: null,
  message: 'Please call me about an LLC.',
};
const proposal: ContactRow = {
  ...contact,
  id: 'p1',
  kind: 'proposal',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  businessType: null,
  company: 'Hopper Holdings',
  items: [{ id: 'holding-company-formation', title: 'Holding Company Formation', quantity: 1, priceCents: 7_500_000 }],
  totalCents: 6_750_000,
};

describe('Contact Submissions tab', () => {
  it("shows 'Not specified' for an empty business type and marks proposals", async () => {
    mockTrpc({ 'admin.contacts': () => ok({ items: [proposal, contact], total: 2, page: 1, pageSize: 25 }) });
    renderWithTrpc(<ContactsList />);
    await screen.findByText('grace@example.com');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Proposal')).toBeTruthy();
    expect(within(rows[2]!).getByText('Not specified')).toBeTruthy();
  });

  it('the detail dialog offers Reply via Email and Call Contact, and lists a proposal’s items', async () => {
    mockTrpc({ 'admin.contacts': () => ok({ items: [proposal], total: 1, page: 1, pageSize: 25 }) });
    renderWithTrpc(<ContactsList />);
    await userEvent.click(await screen.findByText('grace@example.com'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('link', { name: /Reply via Email/ })
        .getAttribute('href'),
    ).toBe('mailto:grace@example.com');
    expect(
      within(dialog)
        .getByRole('link', { name: /Call Contact/ })
        .getAttribute('href'),
    ).toBe('tel:2125550199');
    expect(within(dialog).getByText(/Holding Company Formation × 1/)).toBeTruthy();
    expect(within(dialog).getByText('Total: $67,500')).toBeTruthy();
  });
});
