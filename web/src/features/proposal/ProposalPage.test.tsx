import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage, findToast } from '../../../test/form-checks.ts';
import { fail, mockTrpc, ok } from '../../../test/trpc-msw.ts';
import { itemFor, renderWithCart, storeCart, storedCart } from '../../../test/cart.tsx';
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

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Request Executive Proposal' }));

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
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Your portfolio is empty');
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/services');
    expect(screen.queryByRole('button', { name: 'Request Executive Proposal' })).toBeNull();
  });

  it('summarises the cart: items, quantities, subtotal, discount and total', async () => {
    storeCart(bigCart());
    await renderPage();
    const aside = await screen.findByRole('complementary', { name: 'Your portfolio' });
    const summary = within(aside);
    const lines = within(summary.getByRole('list', { name: 'Selected services' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Digital Experience PlatformDigital Excellence · 1 × $45,000$45,000',
      'LLC Formation ExcellenceEntity Formation · 2 × $4,999$9,998',
    ]);
    expect(summary.getByText('$54,998').textContent).toBe('$54,998');
    expect(summary.getByText('Enterprise Discount (10%)').textContent).toBe('Enterprise Discount (10%)');
    expect(summary.getByText('-$5,499.80').textContent).toBe('-$5,499.80');
    expect(summary.getByText('$49,498.20').textContent).toBe('$49,498.20');
  });

  it('has the six fields and a honeypot hidden from people and assistive technology', async () => {
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    expect([...Object.keys(valid), 'Message (optional)'].map((label) => field(label).getAttribute('name'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'message',
    ]);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("checks the fields with the schema's messages, inline, and sends nothing", async () => {
    const calls = mockTrpc({});
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill({});
    await submit(user);
    await waitFor(() => expect(fieldMessage(field('First Name'))).toBe('Please fill in all required fields.'));
    expect(Object.keys(valid).map((label) => fieldMessage(field(label)))).toEqual(Array(5).fill('Please fill in all required fields.'));
    expect(fieldMessage(field('Message (optional)'))).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');

    await fill({ ...valid, Email: 'ada@example', Phone: '12345' });
    await submit(user);
    await waitFor(() => expect(fieldMessage(field('Email'))).toBe('Please enter a valid email address.'));
    expect(fieldMessage(field('Phone'))).toBe('Please enter a valid phone number.');
    expect(fieldMessage(field('First Name'))).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('email');
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
    const confirmation = await screen.findByRole('status', { name: 'Proposal Request Received' });
    expect(within(confirmation).getByText(/^Total investment/).textContent).toBe('Total investment: $49,498.20');
    expect(within(confirmation).getByText(/A senior advisor will contact you/).textContent).toBe(
      'A senior advisor will contact you within 24 hours. We have sent a confirmation to your e-mail with your selection.',
    );
    expect(within(confirmation).getByText(/^Reference/).textContent).toBe('Reference 3F2A9C1E');
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

  it("shows the server's field errors under their fields, focuses the first, and keeps what was typed and the cart", async () => {
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
    await waitFor(() => expect(fieldMessage(field('Email'))).toBe('Please enter a valid email address.'));
    expect(fieldMessage(field('First Name'))).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    expect(field('Email').value).toBe('ada@example.com');
    expect(await findToast('Request Failed')).toEqual({ title: 'Request Failed', message: 'Please correct the highlighted fields.', color: 'red' });
    expect(JSON.parse(storedCart()!)).toHaveLength(2);
  });

  it("a refusal of the cart's lines (not a field) is said in the toast", async () => {
    mockTrpc({
      'leads.requestProposal': () =>
        fail('BAD_REQUEST', 'Invalid input', {
          formErrors: [],
          fieldErrors: { items: ['quantity must be at most 99'], 'items.0.quantity': ['quantity must be at most 99'] },
        }),
    });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill(valid);
    await submit(user);
    expect(await findToast('Request Failed')).toEqual({ title: 'Request Failed', message: 'quantity must be at most 99', color: 'red' });
    expect(Object.keys(valid).map((label) => fieldMessage(field(label)))).toEqual(Array(5).fill(null));
  });

  it("a refused request toasts Request Failed with the server's message and keeps the cart", async () => {
    const message = 'You have sent several requests in a short time. Please wait 12 minutes, or call us at (555) 000-0000.';
    mockTrpc({ 'leads.requestProposal': () => fail('TOO_MANY_REQUESTS', message) });
    storeCart(bigCart());
    await renderPage();
    await screen.findByRole('button', { name: 'Request Executive Proposal' });
    const user = await fill(valid);
    await submit(user);
    expect(await findToast('Request Failed')).toEqual({ title: 'Request Failed', message, color: 'red' });
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
    expect(await findToast('Request Failed')).toEqual({ title: 'Request Failed', message, color: 'red' });
  });
});
