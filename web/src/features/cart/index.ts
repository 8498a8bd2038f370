/** The cart feature's public face: other features and the shell import from here. */
export { CartProvider, useCart, CART_LOAD_FAILED, type CartContextValue } from './CartProvider.tsx';
export { CartPanel, CART_PANEL_WIDTH, servicesLabel } from './CartPanel.tsx';
export { CartButton } from './CartButton.tsx';
export { CartTotals } from './CartTotals.tsx';
