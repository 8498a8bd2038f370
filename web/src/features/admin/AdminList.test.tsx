import type { ContactRow } from '@elite/contracts/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithTrpc } from '../../../test/render-trpc.tsx';
import { fail, mockTrpc, ok, type OutputOf, type TrpcAnswer } from '../../../test/trpc-msw.ts';
import { ContactsList } from './lists/ContactsList.tsx';

const contact = (n: number, over: Partial<ContactRow> = {}): ContactRow => ({
  id: `c${n}`,
  createdAt: '2026-03-14T12:00:00.000Z',
  firstName: 'Jane',
  lastName: `Doe ${n}`,
  email: `jane${n}@example.com`,
  phone: '(212) 555-0100',
  businessType: 'LLC',
  message: `Message number ${n}`,
  ...over,
});

const page = (items: ContactRow[], total = items.length, pageNo = 1) => ({ items, total, page: pageNo, pageSize: 25 });

/** A promise the test resolves when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AdminList (Contact Submissions)', () => {
  it('shows skeleton rows while loading, then the empty state', async () => {
    const answer = deferred<TrpcAnswer<OutputOf<'admin.contacts'>>>();
    mockTrpc({ 'admin.contacts': () => answer.promise });
    renderWithTrpc(<ContactsList />);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('No contact submissions yet')).toBeNull();

    answer.resolve(ok(page([])));
    expect(await screen.findByText('No contact submissions yet')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the first page of 25 and shows the rows with "Showing X–Y of Z"; no business type reads Not specified', async () => {
    const calls = mockTrpc({ 'admin.contacts': () => ok(page([contact(1), contact(2, { businessType: null })])) });
    renderWithTrpc(<ContactsList />);
    const table = await screen.findByRole('table', { name: 'Contact Submissions' });
    expect(calls).toEqual([{ path: 'admin.contacts', input: { page: 1, pageSize: 25 } }]);
    expect(within(table).getByText('Jane Doe 1')).toBeTruthy();
    expect(within(table).getByText('jane2@example.com')).toBeTruthy();
    expect(within(table).getByText('Not specified')).toBeTruthy();
    expect(within(table).getAllByText(/^Mar 1[34], 2026/)).toHaveLength(2);
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    // One page: no pagination.
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('pagination asks the server for page 2 and shows its rows', async () => {
    const firstPage = Array.from({ length: 25 }, (_, i) => contact(i + 1));
    const secondPage = Array.from({ length: 5 }, (_, i) => contact(i + 26));
    const calls = mockTrpc({
      'admin.contacts': (input) => {
        return ok(input.page === 1 ? page(firstPage, 30, 1) : page(secondPage, 30, 2));
      },
    });
    renderWithTrpc(<ContactsList />);
    expect(await screen.findByText('Showing 1–25 of 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeTruthy();
    expect(screen.getByText('Jane Doe 30')).toBeTruthy();
    expect(screen.queryByText('Jane Doe 1')).toBeNull();
    expect(calls.map((c) => c.input)).toEqual([
      { page: 1, pageSize: 25 },
      { page: 2, pageSize: 25 },
    ]);
  });

  it('a failing list shows the Error Loading Data card', async () => {
    mockTrpc({ 'admin.contacts': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
    renderWithTrpc(<ContactsList />);
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Error Loading Data')).toBeTruthy();
    expect(within(card).getByText('Unable to load submissions. Please try again later.')).toBeTruthy();
  });

  it('a row click opens the detail dialog with every field, the whole message included', async () => {
    const long = 'Hello, we would like to form a Delaware C-Corp and need help with the EIN as well.';
    mockTrpc({ 'admin.contacts': () => ok(page([contact(1, { message: long, businessType: null })])) });
    renderWithTrpc(<ContactsList />);
    await userEvent.click(await screen.findByText('Jane Doe 1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Jane Doe 1' })).toBeTruthy();
    for (const label of ['Date', 'Name', 'Email', 'Phone', 'Business Type', 'Message']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    expect(within(dialog).getByText(long)).toBeTruthy();
    expect(within(dialog).getByText('Not specified')).toBeTruthy();
  });

  it('a row opens with the keyboard too', async () => {
    mockTrpc({ 'admin.contacts': () => ok(page([contact(1)])) });
    renderWithTrpc(<ContactsList />);
    const row = (await screen.findByText('Jane Doe 1')).closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('Export CSV downloads the rows on screen as quoted CSV', async () => {
    mockTrpc({
      'admin.contacts': () => ok(page([contact(1, { message: 'Hi, "team"\nthanks', businessType: null })])),
    });
    let blob: Blob | undefined;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    onTestFinished(() => [create, revoke, click].forEach((spy) => spy.mockRestore()));
    renderWithTrpc(<ContactsList />);
    await screen.findByText('Jane Doe 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toEqual(['contact-submissions.csv']);
    const text = (await blob!.text()).replace(/^\uFEFF/, '');
    const [header, line] = text.split('\r\n');
    expect(header).toBe('Date,Type,Name,Email,Phone,Business Type,Company,Interested In,Proposal Items,Message');
    expect(line).toMatch(/^"Mar 1[34], 2026, .+",Contact,Jane Doe 1,jane1@example.com,\(212\) 555-0100,Not specified,,,,"Hi, ""team""\nthanks"$/);
  });
});

describe('AdminList loading the next page', () => {
  it('keeps the current rows (faded) instead of skeletons while the next page loads', async () => {
    const second = deferred<TrpcAnswer<OutputOf<'admin.contacts'>>>();
    mockTrpc({
      'admin.contacts': (input) =>
        input.page === 1
          ? ok(
              page(
                Array.from({ length: 25 }, (_, i) => contact(i + 1)),
                26,
                1,
              ),
            )
          : second.promise,
    });
    renderWithTrpc(<ContactsList />);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(screen.getByText('Jane Doe 1')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    second.resolve(ok(page([contact(26)], 26, 2)));
    await waitFor(() => expect(screen.getByText('Showing 26–26 of 26')).toBeTruthy());
  });
});
