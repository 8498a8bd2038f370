import { notifications } from '@mantine/notifications';
import { queries, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemFor, renderWithCart, storeCart, storedCart, storedLines } from '../../../test/cart.tsx';
import { servicesLabel } from './CartPanel.tsx';
import { useCart } from './CartProvider.tsx';

function Home() {
  const { ready } = useCart();
  return <h1>{ready ? 'Home' : 'Loading'}</h1>;
}

/** Renders the harness with a stored cart and opens the panel from the top bar button. */
async function openPanel(stored: Parameters<typeof storeCart>[0] = []) {
  storeCart(stored);
  const user = userEvent.setup();
  const rendered = await renderWithCart(<Home />);
  await screen.findByRole('heading', { name: 'Home' });
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  const panel = await screen.findByRole('dialog', { name: 'Your Investment Portfolio' });
  return { user, panel: within(panel), panelElement: panel, ...rendered };
}

/** The amount shown on a totals line ('Subtotal', 'Total Investment' ...). */
const amountOf = (panel: ReturnType<typeof within<typeof queries>>, label: string) =>
  panel.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;

const panelClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Investment Portfolio' })).toBeNull());

describe('cart panel', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notifications.clean();
  });

  it("counts 'Service' for one and 'Services' otherwise", () => {
    expect(servicesLabel(0)).toBe('0 Services');
    expect(servicesLabel(1)).toBe('1 Service');
    expect(servicesLabel(2)).toBe('2 Services');
  });

  it('empty: title, badge, subtitle and the empty state; no totals or checkout', async () => {
    const { panel } = await openPanel();
    expect(panel.getByRole('heading', { name: 'Your Investment Portfolio' })).toBeVisible();
    expect(panel.getByText('0 Services')).toBeVisible();
    expect(panel.getByText('Curated services for your business transformation journey')).toBeVisible();
    expect(panel.getByText('Your portfolio is empty')).toBeVisible();
    expect(panel.getByText('Explore our world-class services and build your transformation roadmap')).toBeVisible();
    expect(panel.queryByText('Subtotal')).toBeNull();
    expect(panel.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('Explore Services closes the panel and goes to /services', async () => {
    const { panel, user, router } = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Explore Services' }));
    await panelClosed();
    expect(router.state.location.pathname).toBe('/services');
    expect(await screen.findByRole('heading', { name: 'Page /services' })).toBeVisible();
  });

  it('filled: each item shows title, category, remove, minus and plus, quantity, its line total and a yearly service its renewal note', async () => {
    const { panel } = await openPanel([itemFor('llc-formation-excellence'), itemFor('executive-registered-agent')]);
    expect(panel.getByText('2 Services')).toBeVisible();
    const llc = within(panel.getByRole('listitem', { name: 'LLC Formation Excellence' }));
    expect(llc.getByText('Entity Formation')).toBeVisible();
    expect(llc.getByText('$4,999')).toBeVisible();
    expect(llc.getByRole('button', { name: 'Remove LLC Formation Excellence' })).toBeVisible();
    expect(llc.getByRole('button', { name: 'Decrease quantity of LLC Formation Excellence' })).toBeVisible();
    expect(llc.getByRole('button', { name: 'Increase quantity of LLC Formation Excellence' })).toBeVisible();
    expect(llc.getByRole('group', { name: 'Quantity of LLC Formation Excellence' }).textContent).toContain('1');
    const agent = within(panel.getByRole('listitem', { name: 'Executive Registered Agent' }));
    expect(agent.getByText('Compliance & Governance')).toBeVisible();
    expect(agent.getByText('$2,500')).toBeVisible();
    expect(agent.getByText('Billed yearly: this payment covers the first year; it renews at $2,500 a year.')).toBeVisible();
    expect(llc.queryByText(/Billed yearly/)).toBeNull();
    expect(panel.queryByText(/per service/)).toBeNull();
  });

  it("plus and minus change the quantity by 1 and the line total with it, '{price} per service' shows above 1, and minus at 1 removes the item", async () => {
    const { panel, user } = await openPanel([itemFor('llc-formation-excellence')]);
    const item = () => within(panel.getByRole('listitem', { name: 'LLC Formation Excellence' }));
    await user.click(item().getByRole('button', { name: 'Increase quantity of LLC Formation Excellence' }));
    expect(item().getByRole('group', { name: 'Quantity of LLC Formation Excellence' }).textContent).toContain('2');
    expect(item().getByText('$4,999 per service')).toBeVisible();
    expect(item().getByText('$9,998')).toBeVisible();
    expect(panel.getByText('2 Services')).toBeVisible();
    expect(amountOf(panel, 'Subtotal')).toBe('$9,998');
    expect(storedLines()[0]?.quantity).toBe(2);
    await user.click(item().getByRole('button', { name: 'Decrease quantity of LLC Formation Excellence' }));
    expect(item().queryByText(/per service/)).toBeNull();
    expect(item().getByText('$4,999')).toBeVisible();
    await user.click(item().getByRole('button', { name: 'Decrease quantity of LLC Formation Excellence' }));
    expect(panel.queryByRole('listitem', { name: 'LLC Formation Excellence' })).toBeNull();
    expect(panel.getByText('Your portfolio is empty')).toBeVisible();
  });

  it('the remove button deletes the item and toasts', async () => {
    const { panel, user } = await openPanel([itemFor('llc-formation-excellence'), itemFor('executive-registered-agent')]);
    await user.click(panel.getByRole('button', { name: 'Remove LLC Formation Excellence' }));
    expect(panel.queryByRole('listitem', { name: 'LLC Formation Excellence' })).toBeNull();
    expect(await screen.findByText('LLC Formation Excellence has been removed')).toBeVisible();
  });

  it('footer: four trust badges, Subtotal and Total Investment with $ and thousands separators', async () => {
    const { panel } = await openPanel([itemFor('s-corp-formation'), itemFor('executive-registered-agent', 2)]);
    for (const badge of ['100% Secure', '24/7 Support', 'Guaranteed Results', 'Premium Service']) {
      expect(panel.getByText(badge)).toBeVisible();
    }
    expect(amountOf(panel, 'Subtotal')).toBe('$17,500');
    expect(amountOf(panel, 'Total Investment')).toBe('$17,500');
    expect(panel.queryByText('Enterprise Discount (10%)')).toBeNull();
  });

  it('at $25,000 or less the main action is Proceed to Checkout: it closes the panel, then goes to /checkout', async () => {
    const { panel, user, router } = await openPanel([itemFor('c-corp-formation')]);
    expect(amountOf(panel, 'Subtotal')).toBe('$25,000');
    expect(panel.queryByRole('button', { name: 'Get Executive Proposal' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Proceed to Checkout' }));
    await panelClosed();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('above $25,000 Get Executive Proposal replaces checkout and goes to /get-proposal', async () => {
    const { panel, user, router } = await openPanel([itemFor('c-corp-formation'), itemFor('executive-registered-agent')]);
    expect(amountOf(panel, 'Subtotal')).toBe('$27,500');
    expect(panel.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Get Executive Proposal' }));
    await panelClosed();
    expect(router.state.location.pathname).toBe('/get-proposal');
  });

  it('exactly $50,000 has no discount', async () => {
    const { panel } = await openPanel([itemFor('c-corp-formation', 2)]);
    expect(amountOf(panel, 'Subtotal')).toBe('$50,000');
    expect(panel.queryByText('Enterprise Discount (10%)')).toBeNull();
    expect(amountOf(panel, 'Total Investment')).toBe('$50,000');
  });

  it('above $50,000 the Enterprise Discount (10%) line shows the negative amount and the total is 90%', async () => {
    const { panel } = await openPanel([itemFor('digital-experience-platform'), itemFor('llc-formation-excellence', 2)]);
    expect(amountOf(panel, 'Subtotal')).toBe('$54,998');
    expect(amountOf(panel, 'Enterprise Discount (10%)')).toBe('-$5,499.80');
    expect(amountOf(panel, 'Total Investment')).toBe('$49,498.20');
  });

  it('Continue Browsing closes the panel and stays on the page', async () => {
    const { panel, user, router } = await openPanel([itemFor('llc-formation-excellence')]);
    await user.click(panel.getByRole('button', { name: 'Continue Browsing' }));
    await panelClosed();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the close button closes the panel', async () => {
    const { panel, user } = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Close cart' }));
    await panelClosed();
  });

  it('Clear all items empties the cart, shows the empty state and toasts Cart Cleared', async () => {
    const { panel, user } = await openPanel([itemFor('llc-formation-excellence'), itemFor('executive-registered-agent')]);
    await user.click(panel.getByRole('button', { name: 'Clear all items' }));
    expect(panel.getByText('Your portfolio is empty')).toBeVisible();
    expect(panel.getByText('0 Services')).toBeVisible();
    expect(storedCart()).toBe('[]');
    expect(await screen.findByText('Cart Cleared')).toBeVisible();
  });
});
