import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithCart } from '../../../test/cart.tsx';
import { ServiceCatalogue } from './ServiceCatalogue.tsx';

const filterLabels = [
  'All Services (11)',
  'Entity Formation (5)',
  'Compliance & Governance (2)',
  'Digital Excellence (2)',
  'Fundability & Capital (2)',
  'Operations Excellence (0)',
  'Financial Strategy (0)',
  'Intellectual Property (0)',
  'Human Capital (0)',
];

const filters = () => within(screen.getByRole('group', { name: 'Filter services by category' })).getAllByRole('button');
const cards = () => {
  const list = screen.queryByRole('list', { name: / services$/ });
  return list ? within(list).getAllByRole('listitem', { name: /./ }) : [];
};
const cardTitles = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('service catalogue', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notifications.clean();
  });

  it('has a filter button per category labelled with its count, starting at All Services with all 11 services', async () => {
    await renderWithCart(<ServiceCatalogue />);
    expect(filters().map((b) => b.textContent)).toEqual(filterLabels);
    expect(screen.getByRole('button', { name: 'All Services (11)' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(11);
  });

  it('choosing a category shows only its services', async () => {
    const user = userEvent.setup();
    await renderWithCart(<ServiceCatalogue />);
    await user.click(screen.getByRole('button', { name: 'Entity Formation (5)' }));
    expect(screen.getByRole('button', { name: 'Entity Formation (5)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Services (11)' }).getAttribute('aria-pressed')).toBe('false');
    expect(cardTitles()).toEqual([
      'LLC Formation Excellence',
      'S-Corp Formation',
      'C-Corp Formation',
      '501(c)(3) Nonprofit Formation',
      'Holding Company Formation',
    ]);
    await user.click(screen.getByRole('button', { name: 'Digital Excellence (2)' }));
    expect(cardTitles()).toEqual(['Digital Experience Platform', 'Executive Brand Identity']);
  });

  it('an empty category shows an empty state with a way forward', async () => {
    const user = userEvent.setup();
    await renderWithCart(<ServiceCatalogue />);
    await user.click(screen.getByRole('button', { name: 'Human Capital (0)' }));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No packaged services in Human Capital yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/schedule');
    await user.click(screen.getByRole('button', { name: 'View all services' }));
    expect(cards()).toHaveLength(11);
  });

  it('a card shows title, price, description, six features, and the timeframe for formation services', async () => {
    await renderWithCart(<ServiceCatalogue />);
    const llc = within(screen.getByRole('listitem', { name: 'LLC Formation Excellence' }));
    expect(llc.getByText('$4,999')).toBeVisible();
    expect(llc.getByText('7-10 business days')).toBeVisible();
    expect(llc.getByText(/bank-ready and fundable from day one/)).toBeVisible();
    expect(within(llc.getByRole('list', { name: 'LLC Formation Excellence includes' })).getAllByRole('listitem')).toHaveLength(6);
    const agent = within(screen.getByRole('listitem', { name: 'Executive Registered Agent' }));
    expect(agent.getByText('$2,500/yr')).toBeVisible();
    expect(agent.queryByText(/business days/)).toBeNull();
    for (const card of cards()) {
      expect(within(card).getAllByRole('list')[0]!.children).toHaveLength(6);
    }
  });

  it('the three popular services carry the Popular badge', async () => {
    await renderWithCart(<ServiceCatalogue />);
    const popular = cards()
      .filter((c) => within(c).queryByText('Popular'))
      .map((c) => within(c).getByRole('heading').textContent);
    expect(popular).toEqual(['LLC Formation Excellence', 'Corporate Credit Strategy', 'Digital Experience Platform']);
  });

  it('Add to Cart adds the service (toast and badge); adding it again increases the quantity', async () => {
    const user = userEvent.setup();
    await renderWithCart(<ServiceCatalogue />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: S-Corp Formation' }));
    expect(await screen.findByText('S-Corp Formation has been added to your cart')).toBeVisible();
    expect(screen.getByTestId('cart-count').textContent).toMatch(/^1/);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: S-Corp Formation' }));
    expect(await screen.findByText('S-Corp Formation quantity increased')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toMatch(/^2/));
    expect(JSON.parse(window.localStorage.getItem('elite-cart')!)).toEqual([
      expect.objectContaining({
        id: 's-corp-formation',
        title: 'S-Corp Formation',
        category: 'Entity Formation',
        price: '$12,500',
        quantity: 2,
      }),
    ]);
  });

  it('can be controlled by the page (a category from the address)', async () => {
    await renderWithCart(<ServiceCatalogue category="compliance" />);
    expect(cardTitles()).toEqual(['Executive Registered Agent', 'Compliance Management Suite']);
  });
});
