import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, isMarkedInvalid } from '../../../test/form-checks.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok } from '../../../test/trpc-msw.ts';

const answer = {
  available: true,
  message: '"Bright Harbor" passes the naming rules and is not taken in our records for Texas.',
  filingName: 'Bright Harbor LLC',
  suggestions: [
    'Bright Harbor Group LLC',
    'Bright Harbor Solutions LLC',
    'Bright Harbor Partners LLC',
    'Bright Harbor Enterprises LLC',
    'Bright Harbor Holdings LLC',
  ],
};

const alert = async (title: string) => (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(title));

async function fillAndSearch(name: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Business Name' }), name);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Texas');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' }).value).toBe('TX');
  await userEvent.click(screen.getByRole('button', { name: 'Search Availability' }));
}

describe('/business-name-search', () => {
  beforeEach(() => notifications.clean());

  it('refuses an empty name and a missing state with the documented toasts, without calling the server', async () => {
    const calls = mockTrpc({});
    await renderApp('/business-name-search');
    await userEvent.click(await screen.findByRole('button', { name: 'Search Availability' }));
    expect(await findToast('Please enter a business name')).toEqual({
      title: 'Please enter a business name',
      message: 'Type the name you would like to register.',
      color: 'red',
    });
    const name = screen.getByRole('textbox', { name: 'Business Name' });
    expect(document.activeElement).toBe(name);
    expect(isMarkedInvalid(name)).toBe(true);
    await userEvent.type(name, 'Bright Harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Search Availability' }));
    expect(await findToast('Please select a state')).toEqual({
      title: 'Please select a state',
      message: 'Choose the state where you will form the business.',
      color: 'red',
    });
    expect(isMarkedInvalid(screen.getByRole('combobox', { name: 'State' }))).toBe(true);
    expect(isMarkedInvalid(name)).toBe(false);
    expect(calls).toEqual([]);
  });

  it("a field the server refuses is said and marked as the form's own check would, and the name stays", async () => {
    mockTrpc({
      'nameSearch.search': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { businessName: ['Business name must be at most 200 characters'] } }),
    });
    await renderApp('/business-name-search');
    await fillAndSearch('Bright Harbor');
    expect(await findToast('Business name must be at most 200 characters')).toEqual({
      title: 'Business name must be at most 200 characters',
      message: 'Type the name you would like to register.',
      color: 'red',
    });
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Business Name' });
    expect(isMarkedInvalid(name)).toBe(true);
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Bright Harbor');
    expect(screen.queryByTestId('name-search-results')).toBeNull();
  });

  it('sends the trimmed name, state and type; shows the answer, a suggestion fills the name and clears the results', async () => {
    const calls = mockTrpc({ 'nameSearch.search': () => ok(answer) });
    await renderApp('/business-name-search');
    await fillAndSearch('  Bright Harbor ');
    const results = await screen.findByTestId('name-search-results');
    expect(calls).toEqual([{ path: 'nameSearch.search', input: { businessName: 'Bright Harbor', state: 'TX', businessType: 'llc' } }]);
    expect(within(results).getByTestId('availability').textContent).toBe('Available');
    expect(within(results).getByTestId('placeholder-checks').querySelector('.mantine-Badge-label')?.textContent).toBe('Illustration only - not a real lookup');
    expect((await alert('Great news!'))?.textContent).toContain(answer.message);

    await userEvent.click(within(results).getByRole('button', { name: 'Bright Harbor Partners LLC' }));
    expect(screen.queryByTestId('name-search-results')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Business Name' }).value).toBe('Bright Harbor Partners LLC');
  });

  it('Reserve This Name asks for name, e-mail and phone, then records a contact lead naming the filing name, type and state (docs/tools.md#reserve-this-name)', async () => {
    const calls = mockTrpc({ 'nameSearch.search': () => ok(answer), 'leads.create': () => ok({ id: 'lead-1' }) });
    await renderApp('/business-name-search');
    await fillAndSearch('Bright Harbor');
    const results = await screen.findByTestId('name-search-results');
    await userEvent.click(within(results).getByRole('button', { name: 'Reserve This Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve This Name' });
    expect(within(dialog).getByText(/will call you within 24 hours to reserve/)).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Reservation' }));
    expect(within(dialog).getAllByText('Please fill in all required fields.')).toHaveLength(4);
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === 'leads.create')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '(212) 555-0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Reservation' }));

    expect((await alert('Reservation Process Started'))?.textContent).toContain('reserve "Bright Harbor LLC" in Texas');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserve This Name' })).toBeNull());
    expect(calls.filter((c) => c.path === 'leads.create').map((c) => c.input)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(212) 555-0100',
        businessType: 'llc',
        message: 'Please reserve the business name "Bright Harbor LLC" (Limited Liability Company) in Texas.',
        service: 'Business name reservation',
      },
    ]);
  });

  it('the results take the place and the focus of the form, in an area the floating buttons keep clear of (docs/site-and-navigation.md#results-in-view)', async () => {
    mockTrpc({ 'nameSearch.search': () => ok(answer) });
    await renderApp('/business-name-search');
    await fillAndSearch('Bright Harbor');
    const results = await screen.findByTestId('name-search-results');
    await waitFor(() => expect(document.activeElement).toBe(results));
    expect(results).toHaveAttribute('data-keep-clear');
  });

  it('a taken name shows Not Available with the server’s message and no Reserve button', async () => {
    mockTrpc({ 'nameSearch.search': () => ok({ ...answer, available: false, message: 'Too close to a business already registered in New York.' }) });
    await renderApp('/business-name-search');
    await fillAndSearch('Bright Harbor');
    const results = await screen.findByTestId('name-search-results');
    expect(within(results).getByTestId('availability').textContent).toBe('Not Available');
    expect(within(results).queryByRole('button', { name: 'Reserve This Name' })).toBeNull();
    expect((await alert('Name not available'))?.textContent).toContain('Too close to a business already registered in New York.');
    await userEvent.click(within(results).getByRole('button', { name: 'Search Another Name' }));
    expect(screen.queryByTestId('name-search-results')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Business Name' }).value).toBe('');
  });

  it('a failure shows Search failed; too many searches shows the server’s wait', async () => {
    mockTrpc({ 'nameSearch.search': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    await renderApp('/business-name-search');
    await fillAndSearch('Bright Harbor');
    expect((await alert('Search failed'))?.textContent).toContain('Unable to check name availability. Please try again.');

    mockTrpc({ 'nameSearch.search': () => fail('TOO_MANY_REQUESTS', 'Please wait 9 minutes, or call us at (212) 555-0147.') });
    notifications.clean();
    await userEvent.click(screen.getByRole('button', { name: 'Search Availability' }));
    await waitFor(async () => expect((await alert('Search failed'))?.textContent).toContain('Please wait 9 minutes'));
  });
});
