/**
 * Cart rules (docs/catalogue-and-cart.md#cart-items), pure so the browser's cart and the server's pricing
 * agree. Items are never mutated: every change returns a new list. Nothing here reads the service catalogue: the
 * cart (badge, totals, storage) is on every page, and the catalogue's rules (cart-pricing.ts) come with the pages
 * that list or price services.
 */
import { formatCents, priceTextToCents } from './money.ts';

/** The browser's local storage key for the cart's items. */
export const CART_STORAGE_KEY = 'elite-cart';

/** A subtotal above this ($50,000) adds the 'Enterprise Discount (10%)' line. Exactly $50,000 gets none. */
export const ENTERPRISE_DISCOUNT_THRESHOLD_CENTS = 5_000_000;
/** The discount, in percent, above the threshold. */
export const ENTERPRISE_DISCOUNT_PERCENT = 10;
/** A subtotal above this ($25,000) offers 'Get Executive Proposal' instead of checkout. Exactly $25,000 checks out. */
export const PROPOSAL_THRESHOLD_CENTS = 2_500_000;

/** One line of the browser's cart, as the panel shows it and local storage keeps it. */
export interface CartItem {
  id: string;
  title: string;
  category: string;
  /** Formatted as shown: '$4,999', '$2,500/yr'. */
  price: string;
  description: string;
  /** A whole number, at least 1. */
  quantity: number;
}
/** What is added: the item without its quantity (a new item starts at 1). */
export type NewCartItem = Omit<CartItem, 'quantity'>;

/**
 * One stored item in the cart's shape, keeping only the fields the cart knows; null for anything else. Plain code,
 * not a schema: the cart is on every page, and zod would make every page's first download 25 KB heavier.
 */
export function storedCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, category, price, description, quantity } = value as Record<string, unknown>;
  const texts = [id, title, category, price, description];
  if (!texts.every((t) => typeof t === 'string') || id === '' || title === '') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { id, title, category, price, description, quantity } as CartItem;
}

/** A cart item's id: the title lowercased with spaces turned into hyphens ('LLC Formation Excellence' -> 'llc-formation-excellence'). */
export function cartItemId(title: string): string {
  return title.toLowerCase().replaceAll(' ', '-');
}

export type AddChange = 'added' | 'increased';

/** Adds one: an id already present goes up by 1 ('increased'), a new id is appended with quantity 1 ('added'). */
export function addItem(items: readonly CartItem[], item: NewCartItem): { items: CartItem[]; change: AddChange } {
  if (items.some((i) => i.id === item.id)) {
    return { items: items.map((i) => (i.id === item.id ? { ...i, quantity: i.quantity + 1 } : i)), change: 'increased' };
  }
  const { id, title, category, price, description } = item;
  return { items: [...items, { id, title, category, price, description, quantity: 1 }], change: 'added' };
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Sets an item's quantity; zero or less removes it (docs/catalogue-and-cart.md#cart-changes-and-toasts). An unknown id changes nothing. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  if (quantity <= 0) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity } : i));
}

export function clear(): CartItem[] {
  return [];
}

/** The badge count: the sum of quantities. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** A line's total, in cents, from its price text (unreadable counts 0). */
export const lineCents = (item: Pick<CartItem, 'price' | 'quantity'>) => (priceTextToCents(item.price) ?? 0) * item.quantity;

/** The note under a yearly service's line: what today's payment covers, and what it renews at. */
export function yearlyRenewalNote(unitCents: number, quantity: number): string {
  const each = quantity > 1 ? ' per service' : '';
  return `Billed yearly: this payment covers the first year; it renews at ${formatCents(unitCents)} a year${each}.`;
}

/** Sum of the lines' totals, in cents. */
export function subtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + lineCents(i), 0);
}

export interface CartTotals {
  subtotalCents: number;
  /** The 'Enterprise Discount (10%)' line: negative, or 0 when there is no such line. */
  discountCents: number;
  /** 'Total Investment': subtotal plus discount. */
  totalCents: number;
  /** Above $25,000: 'Get Executive Proposal' replaces 'Proceed to Checkout'. */
  needsProposal: boolean;
}

/**
 * Totals from a subtotal in cents. The discount is 10% of the subtotal rounded to the nearest
 * cent (half a cent up), only when the subtotal is above $50,000.
 */
export function totalsFromSubtotal(subtotalCents: number): CartTotals {
  const discountCents = subtotalCents > ENTERPRISE_DISCOUNT_THRESHOLD_CENTS ? -Math.round((subtotalCents * ENTERPRISE_DISCOUNT_PERCENT) / 100) : 0;
  return {
    subtotalCents,
    discountCents,
    totalCents: subtotalCents + discountCents,
    needsProposal: subtotalCents > PROPOSAL_THRESHOLD_CENTS,
  };
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  return totalsFromSubtotal(subtotal(items));
}

/**
 * Reads the stored cart. Nothing stored gives an empty cart; a value that is not JSON, or JSON
 * that is not a list of cart items, gives an empty cart and `error: true` (the caller logs
 * 'Failed to load cart from storage', docs/catalogue-and-cart.md#cart-storage). A wrong-shaped list is refused whole.
 */
export function parseStoredCart(raw: string | null): { items: CartItem[]; error?: true } {
  if (raw === null) return { items: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { items: [], error: true };
  }
  if (!Array.isArray(json)) return { items: [], error: true };
  const items = json.map(storedCartItem);
  return items.every((i) => i !== null) ? { items: items } : { items: [], error: true };
}

/** The text to store under CART_STORAGE_KEY. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

// ---------------------------------------------------------------------------
// Pricing on the server (docs/catalogue-and-cart.md#prices-are-the-servers; docs/subscriptions-and-intake.md#plans-and-retainers): from service ids, never from the browser's prices.
// ---------------------------------------------------------------------------

/** Largest quantity of one service the server prices; a larger one is refused as input (schemas/cart-lines.ts). */
export const MAX_LINE_QUANTITY = 100;

/** One line of a cart as the browser sends it for checkout or a proposal (checked by schemas/cart-lines.ts). */
export interface CartLine {
  serviceId: string;
  quantity: number;
}

/** The lines to send for a cart: a cart item's id is its service id. */
export function cartLinesFromItems(items: readonly CartItem[]): CartLine[] {
  return items.map((i) => ({ serviceId: i.id, quantity: i.quantity }));
}
