import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockTrpc, ok } from '../../../test/trpc-msw.ts';
import { itemFor, renderWithCart, storeCart, storedCart } from '../cart/cart-test-utils.tsx';
import { ProposalPage } from './ProposalPage.tsx';

const bigCart = () => [itemFor('digital-experience-platform'), itemFor('llc-formation-excellence', 2)];

const valid = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.com',
  Phone: '(555) 123-4567',
  Company: 'Analytical Engines LLC',
};

async function fill(values: Partial<Record<keyof typeof valid | 'Message (optional)', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request Executive Proposal' }));

async function renderPage() {
  const rendered = await renderWithCart(<ProposalPage />);
  await screen.findByRole('heading', { level: 1, name: 'Request Your Executive Proposal' });
  return rendered;
}

describe('/get-proposal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notifications.clean();
  });

  it('an empty cart shows a friendly empty state with Explore Services to /services', async () => {
    await renderPage();
    expect(await screen.findByText('Your portfolio is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/services');
    expect(screen.queryByRole('button', { name: 'Request Executive Proposal' })).toBeNull();
  });

  it('summarises the cart: items, quantities, subtotal, discount and total', async () => {
    storeCart(bigCart());
    await renderPage();
    const summary = within(await screen.findByRole('complementary', { name: 'Your portfolio' }));
    expect(summary.getByText('Digital Experience Platform')).toBeTruthy();
    expect(summary.getByText('Entity Formation · 2 × $4,999')).toBeTruthy();
    expect(summary.getByText('$9,998')).toBeTruthy();
    expect(summary.getByText('$54,998')).toBeTruthy();
    expect(summary.getByText('Enterprise Discount (10%)')).toBeTruthy();
    expect(summary.getByText('-$5,499.80')).toBeTruthy();
    expect(summary.getByText('$49,498.20')).toBeTruthy();
  });

  it('has the six fields and a honeypot hidden from people and assistive technology', async () => {
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    for (const label of [...Object.keys(valid), 'Message (optional)']) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeTruthy();
    }
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it("checks the fields with the schema's messages, inline, and sends nothing", async () => {
    const calls = mockTrpc({});
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill({});
    await submit(user);
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(5);
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');

    await fill({ ...valid, Email: 'ada@example', Phone: '12345' });
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(screen.queryByText('Please fill in all required fields.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends the details and the cart lines, confirms with the total, and empties the cart', async () => {
    const calls = mockTrpc({
      'leads.requestProposal': () => ok({ id: '3f2a9c1e-0000-4000-8000-000000000000', totalCents: 4_949_820 }),
    });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill({ ...valid, 'Message (optional)': 'Launching in Q3.' });
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Proposal Request Received' })).toBeTruthy();
    expect(screen.getByText('$49,498.20')).toBeTruthy();
    expect(screen.getByText(/A senior advisor will contact you within 24 hours/)).toBeTruthy();
    expect(screen.getByText('Reference 3F2A9C1E')).toBeTruthy();
    // The form is gone: the focus moves to the confirmation so it is announced.
    expect(document.activeElement).toBe(screen.getByRole('status', { name: 'Proposal Request Received' }));
    expect(calls).toEqual([
      {
        path: 'leads.requestProposal',
        input: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '(555) 123-4567',
          company: 'Analytical Engines LLC',
          message: 'Launching in Q3.',
          items: [
            { serviceId: 'digital-experience-platform', quantity: 1 },
            { serviceId: 'llc-formation-excellence', quantity: 2 },
          ],
        },
      },
    ]);
    expect(storedCart()).toBe('[]');
    await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());
    // Emptied quietly: the confirmation is the message, not a 'Cart Cleared' toast.
    expect(screen.queryByText('Cart Cleared')).toBeNull();
  });

  it("shows the server's field errors inline", async () => {
    mockTrpc({
      'leads.requestProposal': () =>
        fail('BAD_REQUEST', 'Invalid input', {
          formErrors: [],
          fieldErrors: { email: ['Please enter a valid email address.'] },
        }),
    });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill(valid);
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(await screen.findByText('Request Failed')).toBeTruthy();
    expect(storedCart()).not.toBe('[]');
  });

  it("a refused request toasts Request Failed with the server's message and keeps the cart", async () => {
    const message =
      'You have sent several requests in a short time. Please wait 12 minutes, or call us at (555) 000-0000.';
    mockTrpc({ 'leads.requestProposal': () => fail('TOO_MANY_REQUESTS', message) });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill(valid);
    await submit(user);
    expect(await screen.findByText('Request Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Proposal Request Received' })).toBeNull();
    expect(JSON.parse(storedCart()!)).toHaveLength(2);
  });

  it('an unknown service answer (BAD_REQUEST with a message) is shown as is', async () => {
    const message = 'Some services in your selection are no longer offered: old-service. Please review your cart.';
    mockTrpc({ 'leads.requestProposal': () => fail('BAD_REQUEST', message) });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill(valid);
    await submit(user);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
