/** The cart feature's public face for other features: the cart's state and its totals. */
export { useCart } from './CartProvider.tsx';
export { CartTotals } from './CartTotals.tsx';
