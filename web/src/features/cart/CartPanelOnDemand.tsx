import { lazy, Suspense, useState } from 'react';
import { useCart } from './CartProvider.tsx';

const loadCartPanel = () => import('./CartPanel.tsx');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

/** Starts loading the panel's code before the first click (the cart button calls it on hover and focus). */
export function preloadCartPanel(): void {
  void loadCartPanel();
}

/**
 * The cart's slide-out panel, loaded the first time the cart opens: its drawer
 * (modal base, focus trap, scroll lock, transitions) is not part of every page's
 * first download. Once loaded it stays mounted.
 */
export function CartPanelOnDemand() {
  const { isOpen } = useCart();
  const [loaded, setLoaded] = useState(false);
  // Set during render (React's "adjusting state when a prop changes"): loaded once, it stays.
  if (isOpen && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
