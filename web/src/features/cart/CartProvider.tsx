import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  addItem as addToItems,
  CART_STORAGE_KEY,
  cartTotals,
  clear,
  itemCount as countItems,
  parseStoredCart,
  removeItem as removeFromItems,
  serializeCart,
  setQuantity,
  type CartItem,
  type CartTotals,
  type NewCartItem,
} from '@elite/contracts/rules/cart';
import { hideCartToast, showAddedToast, showClearedToast, showRemovedToast } from './cart-toasts.tsx';

/** docs/catalogue-and-cart.md#cart-storage: logged when the stored cart cannot be read. */
export const CART_LOAD_FAILED = 'Failed to load cart from storage';

export interface CartContextValue {
  items: CartItem[];
  isOpen: boolean;
  /** Sum of quantities: the top bar badge. */
  itemCount: number;
  /** Sum of price times quantity, in cents (money is cents everywhere but on screen). */
  totalPrice: number;
  /** Subtotal, the 'Enterprise Discount (10%)' line, 'Total Investment' and whether a proposal replaces checkout. */
  totals: CartTotals;
  /**
   * False on the server and on the first client render, true once the stored cart has been read. Pages
   * that depend on the cart's contents (the proposal page) wait for it instead of flashing an empty cart.
   */
  ready: boolean;
  addItem: (item: NewCartItem) => void;
  removeItem: (id: string) => void;
  /** Zero or less removes the item (docs/catalogue-and-cart.md#cart-changes-and-toasts). */
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
  /** Empties the cart without a toast (after a proposal request or a paid checkout). */
  resetCart: () => void;
  openCart: () => void;
  closeCart: () => void;
  toggleCart: () => void;
}

interface CartState {
  items: CartItem[];
  isOpen: boolean;
  ready: boolean;
}

/** What the server renders, and the browser until the stored cart has been read. */
const SERVER_STATE: CartState = { items: [], isOpen: false, ready: false };

function readStoredCart(): CartItem[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy mode): the cart lives in memory only.
    return [];
  }
  const stored = parseStoredCart(raw);
  // A console message, not an error: the page recovers with an empty cart.
  if (stored.error) console.warn(CART_LOAD_FAILED);
  return stored.items;
}

function writeStoredCart(items: readonly CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch {
    // Storage full or blocked: keep the cart in memory.
  }
}

/**
 * The cart's state outside React, read by the components that use it (useSyncExternalStore). The provider
 * itself never re-renders, so a change to the cart re-renders only the badge, the panel and the pages that show
 * the cart, never the router below the provider.
 */
class CartStore {
  private state: CartState = SERVER_STATE;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  readonly getSnapshot = () => this.state;
  readonly getServerSnapshot = () => SERVER_STATE;

  private set(next: Partial<CartState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Reads local storage; from then on every change is saved. */
  load() {
    this.set({ items: readStoredCart(), ready: true });
  }

  /** Another tab changed the cart. */
  replaceFromStorage(raw: string | null) {
    this.set({ items: parseStoredCart(raw).items });
  }

  private setItems(items: CartItem[]) {
    this.set({ items });
    if (this.state.ready) writeStoredCart(items);
  }

  readonly addItem = (item: NewCartItem) => {
    const { items, change } = addToItems(this.state.items, item);
    this.setItems(items);
    showAddedToast(item.title, change, this.openCart, this.state.isOpen);
  };

  readonly removeItem = (id: string) => {
    const item = this.state.items.find((i) => i.id === id);
    if (!item) return;
    this.setItems(removeFromItems(this.state.items, id));
    showRemovedToast(item.title, this.state.isOpen);
  };

  readonly updateQuantity = (id: string, quantity: number) => {
    if (quantity <= 0) {
      this.removeItem(id);
      return;
    }
    this.setItems(setQuantity(this.state.items, id, quantity));
  };

  readonly clearCart = () => {
    this.setItems(clear());
    showClearedToast(this.state.isOpen);
  };

  readonly resetCart = () => this.setItems(clear());

  readonly openCart = () => {
    // The panel shows the change itself; the toast would cover its footer.
    hideCartToast();
    this.set({ isOpen: true });
  };

  readonly closeCart = () => this.set({ isOpen: false });

  readonly toggleCart = () => (this.state.isOpen ? this.closeCart() : this.openCart());
}

const CartContext = createContext<CartStore | null>(null);

/**
 * The shopping cart (docs/catalogue-and-cart.md#cart-changes-and-toasts). The items are restored from local storage in an effect after
 * mount, so the server's prerender and the first client render both show an empty cart and hydration matches;
 * from then on every change is saved. Another tab's changes are picked up through the storage event.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new CartStore());

  useEffect(() => {
    store.load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) store.replaceFromStorage(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The cart; only inside a CartProvider (docs/catalogue-and-cart.md#cart-storage). */
export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => {
    const totals = cartTotals(state.items);
    return {
      ...state,
      itemCount: countItems(state.items),
      totalPrice: totals.subtotalCents,
      totals,
      addItem: store.addItem,
      removeItem: store.removeItem,
      updateQuantity: store.updateQuantity,
      clearCart: store.clearCart,
      resetCart: store.resetCart,
      openCart: store.openCart,
      closeCart: store.closeCart,
      toggleCart: store.toggleCart,
    };
  }, [state, store]);
}
