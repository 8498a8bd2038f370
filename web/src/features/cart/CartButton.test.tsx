import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { findService } from '@elite/contracts/catalogue/services';
import { cartItemFromService } from '@elite/contracts/rules/cart-pricing';
import { itemFor, renderWithCart, storeCart } from '../../../test/cart.tsx';
import { useCart } from './CartProvider.tsx';

function AddButton() {
  const { addItem } = useCart();
  return <button onClick={() => addItem(cartItemFromService(findService('corporate-credit-strategy')!))}>add</button>;
}

const badge = () => screen.queryByTestId('cart-count');

describe('cart button', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notifications.clean();
  });

  it('has the accessible name Open cart and no badge when the cart is empty', async () => {
    await renderWithCart(<AddButton />);
    expect(screen.getByRole('button', { name: 'Open cart' })).toBeVisible();
    expect(badge()).toBeNull();
  });

  it('the badge shows the sum of quantities of the stored cart once it is read', async () => {
    storeCart([itemFor('llc-formation-excellence', 2), itemFor('executive-registered-agent')]);
    await renderWithCart(<AddButton />);
    await waitFor(() => expect(badge()?.textContent).toMatch(/^3/));
    expect(screen.getByRole('button', { name: 'Open cart' }).getAttribute('aria-describedby')).toBe(badge()!.id);
    expect(badge()!.textContent).toContain('3 items in cart');
  });

  it('the badge follows additions', async () => {
    const user = userEvent.setup();
    await renderWithCart(<AddButton />);
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(badge()?.textContent).toContain('1 item in cart');
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(badge()?.textContent).toContain('2 items in cart');
  });

  it('opens the cart panel', async () => {
    const user = userEvent.setup();
    await renderWithCart(<AddButton />);
    const button = screen.getByRole('button', { name: 'Open cart' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Your Investment Portfolio' })).toBeVisible();
  });
});

/** happy-dom applies Mantine's media queries (visibleFrom / hiddenFrom), so the viewport decides what is shown. */
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 768,
  });

describe('cart button in the top bar', () => {
  afterEach(() => setViewportWidth(1024));

  it('sits before Portal Login on a desktop screen', async () => {
    setViewportWidth(1280);
    await renderApp('/');
    const bar = within(screen.getByRole('banner'));
    const cart = bar.getByRole('button', { name: 'Open cart' });
    const portal = bar.getByRole('link', { name: 'Portal Login' });
    expect(cart.compareDocumentPosition(portal) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(portal.textContent).toBe('Portal Login');
  });

  it('sits next to the burger on a phone', async () => {
    setViewportWidth(390);
    await renderApp('/');
    const bar = within(screen.getByRole('banner'));
    const cart = bar.getByRole('button', { name: 'Open cart' });
    const burger = bar.getByRole('button', { name: 'Open menu' });
    expect(cart.closest('div')).toBe(burger.parentElement);
  });
});
