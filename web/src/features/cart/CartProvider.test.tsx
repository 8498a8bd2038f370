import { MantineProvider } from '@mantine/core';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, serializeCart } from '@elite/contracts/rules/cart';
import { cartItemFromService } from '@elite/contracts/rules/cart-pricing';
import { findService } from '@elite/contracts/catalogue/services';
import { theme } from '../../theme/theme.ts';
import { itemFor, renderWithCart, storeCart, storedCart, storedLines } from '../../../test/cart.tsx';
import { CART_LOAD_FAILED, CartProvider, useCart } from './CartProvider.tsx';

const llc = cartItemFromService(findService('llc-formation-excellence')!);
const agent = cartItemFromService(findService('executive-registered-agent')!);

/** Shows the cart's state and offers its actions as buttons. */
function Probe() {
  const cart = useCart();
  return (
    <div>
      <p data-testid="state">
        {JSON.stringify({
          count: cart.itemCount,
          total: cart.totalPrice,
          open: cart.isOpen,
          ready: cart.ready,
          items: cart.items.map((i) => [i.id, i.quantity]),
        })}
      </p>
      <button onClick={() => cart.addItem(llc)}>add llc</button>
      <button onClick={() => cart.addItem(agent)}>add agent</button>
      <button onClick={() => cart.removeItem(llc.id)}>remove llc</button>
      <button onClick={() => cart.updateQuantity(llc.id, 5)}>llc to 5</button>
      <button onClick={() => cart.updateQuantity(llc.id, 0)}>llc to 0</button>
      <button onClick={() => cart.clearCart()}>clear</button>
      <button onClick={() => cart.toggleCart()}>toggle</button>
      <button onClick={() => cart.closeCart()}>close</button>
    </div>
  );
}

interface State {
  count: number;
  total: number;
  open: boolean;
  ready: boolean;
  items: [string, number][];
}
const state = () => JSON.parse(screen.getByTestId('state').textContent) as State;

describe('CartProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('useCart outside a CartProvider throws the developer error of docs/catalogue-and-cart.md#cart-storage', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('renders an empty, not-ready cart on the server even when the browser has a stored cart (hydration matches)', () => {
    storeCart([itemFor('llc-formation-excellence', 2)]);
    const html = renderToString(
      <MantineProvider theme={theme}>
        <CartProvider>
          <Probe />
        </CartProvider>
      </MantineProvider>,
    );
    expect(html).toContain('&quot;count&quot;:0');
    expect(html).toContain('&quot;ready&quot;:false');
  });

  it('restores the stored cart after mount', async () => {
    storeCart([itemFor('llc-formation-excellence', 2), itemFor('executive-registered-agent')]);
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().ready).toBe(true));
    expect(state().items).toEqual([
      ['llc-formation-excellence', 2],
      ['executive-registered-agent', 1],
    ]);
    expect(state().count).toBe(3);
    // $4,999 x 2 + $2,500/yr, in cents.
    expect(state().total).toBe(499_900 * 2 + 250_000);
  });

  it('an unparsable stored cart is ignored with the console message, and the cart starts empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '{oops');
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().ready).toBe(true));
    expect(state().items).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Failed to load cart from storage');
    expect(CART_LOAD_FAILED).toBe('Failed to load cart from storage');
    warn.mockRestore();
    // Nothing is written until the cart changes.
    expect(storedCart()).toBe('{oops');
  });

  it('a stored list of the wrong shape is refused whole', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 'x', quantity: 0 }]));
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().ready).toBe(true));
    expect(state().items).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Failed to load cart from storage');
    warn.mockRestore();
  });

  it('adding a new service appends it with quantity 1, saves it, and toasts Added to Cart', async () => {
    const user = userEvent.setup();
    await renderWithCart(<Probe />);
    await user.click(screen.getByRole('button', { name: 'add llc' }));
    expect(state().items).toEqual([['llc-formation-excellence', 1]]);
    expect(storedCart()).toBe(serializeCart([{ ...llc, quantity: 1 }]));
    expect(await screen.findByText('Added to Cart')).toBeVisible();
    expect(screen.getByText('LLC Formation Excellence has been added to your cart')).toBeVisible();
  });

  it('adding a service already present increases its quantity by 1 and toasts Updated Quantity', async () => {
    const user = userEvent.setup();
    await renderWithCart(<Probe />);
    await user.click(screen.getByRole('button', { name: 'add llc' }));
    await user.click(screen.getByRole('button', { name: 'add llc' }));
    expect(state().items).toEqual([['llc-formation-excellence', 2]]);
    expect(state().count).toBe(2);
    expect(await screen.findByText('Updated Quantity')).toBeVisible();
    expect(screen.getByText('LLC Formation Excellence quantity increased')).toBeVisible();
    // One toast at a time: the newest replaces the earlier one instead of queueing behind it.
    await waitFor(() => expect(screen.queryByText('Added to Cart')).toBeNull());
  });

  it("the toast's View Cart action opens the cart panel", async () => {
    const user = userEvent.setup();
    await renderWithCart(<Probe />);
    await user.click(screen.getByRole('button', { name: 'add llc' }));
    await user.click(await screen.findByRole('button', { name: 'View Cart' }));
    expect(state().open).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Your Investment Portfolio' })).toBeVisible();
  });

  it('opening the panel hides the cart toast, which would cover it', async () => {
    const user = userEvent.setup();
    await renderWithCart(<Probe />);
    await user.click(screen.getByRole('button', { name: 'add llc' }));
    expect(await screen.findByText('Added to Cart')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await waitFor(() => expect(screen.queryByText('Added to Cart')).toBeNull());
  });

  it('toasts sit bottom right, and beside the open panel (bottom left) so they do not cover its totals', async () => {
    const user = userEvent.setup();
    storeCart([itemFor('llc-formation-excellence'), itemFor('executive-registered-agent')]);
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().count).toBe(2));
    await user.click(screen.getByRole('button', { name: 'add agent' }));
    const positionOf = async (text: string) => (await screen.findByText(text)).closest('[data-position]')?.getAttribute('data-position');
    expect(await positionOf('Executive Registered Agent quantity increased')).toBe('bottom-right');
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Your Investment Portfolio' });
    await user.click(within(panel).getByRole('button', { name: 'Remove LLC Formation Excellence' }));
    expect(await positionOf('LLC Formation Excellence has been removed')).toBe('bottom-left');
  });

  it('removing an item deletes it, saves, and toasts Removed from Cart', async () => {
    const user = userEvent.setup();
    storeCart([itemFor('llc-formation-excellence', 3), itemFor('executive-registered-agent')]);
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().count).toBe(4));
    await user.click(screen.getByRole('button', { name: 'remove llc' }));
    expect(state().items).toEqual([['executive-registered-agent', 1]]);
    expect(JSON.parse(storedCart()!)).toHaveLength(1);
    expect(await screen.findByText('Removed from Cart')).toBeVisible();
    expect(screen.getByText('LLC Formation Excellence has been removed')).toBeVisible();
  });

  it('setting a quantity sets it; zero removes the item', async () => {
    const user = userEvent.setup();
    storeCart([itemFor('llc-formation-excellence')]);
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().count).toBe(1));
    await user.click(screen.getByRole('button', { name: 'llc to 5' }));
    expect(state().items).toEqual([['llc-formation-excellence', 5]]);
    expect(storedLines()[0]?.quantity).toBe(5);
    await user.click(screen.getByRole('button', { name: 'llc to 0' }));
    expect(state().items).toEqual([]);
    expect(storedCart()).toBe('[]');
  });

  it('clearing empties the cart and toasts Cart Cleared', async () => {
    const user = userEvent.setup();
    storeCart([itemFor('llc-formation-excellence'), itemFor('executive-registered-agent')]);
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().count).toBe(2));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(state().items).toEqual([]);
    expect(storedCart()).toBe('[]');
    expect(await screen.findByText('Cart Cleared')).toBeVisible();
    expect(screen.getByText('All items have been removed from your cart')).toBeVisible();
  });

  it('the panel can be opened, toggled and closed', async () => {
    const user = userEvent.setup();
    await renderWithCart(<Probe />);
    expect(state().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(state().open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'toggle', hidden: true }));
    expect(state().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(state().open).toBe(true);
    act(() => screen.getByRole('button', { name: 'close', hidden: true }).click());
    expect(state().open).toBe(false);
  });

  it("picks up another tab's changes through the storage event", async () => {
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().ready).toBe(true));
    const newValue = serializeCart([itemFor('executive-registered-agent', 2)]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue }));
    });
    expect(state().items).toEqual([['executive-registered-agent', 2]]);
  });

  it('two quick adds count two', async () => {
    await renderWithCart(<Probe />);
    await waitFor(() => expect(state().ready).toBe(true));
    act(() => {
      screen.getByRole('button', { name: 'add agent' }).click();
      screen.getByRole('button', { name: 'add agent' }).click();
    });
    expect(state().items).toEqual([['executive-registered-agent', 2]]);
  });
});
