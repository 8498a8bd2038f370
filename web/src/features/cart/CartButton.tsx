import { ActionIcon } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useId } from 'react';
import { preloadCartPanel } from './CartPanelOnDemand.tsx';
import { useCart } from './CartProvider.tsx';
import classes from './CartButton.module.css';

/**
 * The top bar's cart button (docs/site-and-navigation.md#top-bar): opens the cart panel; a badge shows the item count (hidden at 0).
 * The count is 0 on the server and the first client render (the cart is read after mount), so hydration matches.
 */
export function CartButton() {
  const { itemCount, openCart, isOpen, ready } = useCart();
  const countId = useId();
  return (
    // data-cart-ready: set once the stored cart is read (the page is interactive); browser journeys wait for it.
    <span className={classes.wrapper} data-cart-ready={ready || undefined}>
      <ActionIcon
        variant="subtle"
        color="navy.9"
        size={44}
        radius="md"
        className={classes.button}
        aria-label="Open cart"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-describedby={itemCount > 0 ? countId : undefined}
        onClick={openCart}
        onPointerEnter={preloadCartPanel}
        onFocus={preloadCartPanel}
      >
        <IconShoppingBag size={24} stroke={1.7} aria-hidden />
      </ActionIcon>
      {itemCount > 0 && (
        // A styled span rather than Mantine's Badge: the top bar is in every page's first download.
        <span id={countId} className={classes.badge} data-testid="cart-count">
          {itemCount}
          <span className={classes.srOnly}> {itemCount === 1 ? 'item' : 'items'} in cart</span>
        </span>
      )}
    </span>
  );
}
