/** The cart feature's public face: other features and the shell import from here. */
export { CartProvider, useCart, CART_LOAD_FAILED, type CartContextValue } from './CartProvider.tsx';
// The panel itself is loaded on first open (CartPanelOnDemand.tsx), so it is not exported here: an import through
// this file would put its drawer code back into every page that uses the cart.
export { CartPanelOnDemand, preloadCartPanel } from './CartPanelOnDemand.tsx';
export { CART_PANEL_WIDTH } from './panel-size.ts';
export { CartButton } from './CartButton.tsx';
export { CartTotals } from './CartTotals.tsx';
