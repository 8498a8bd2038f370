/**
 * What the service catalogue says of a cart (docs/catalogue-and-cart.md): a service's cart item, each line's
 * amounts and billing, and the server's pricing from service ids. Apart from cart.ts so that the cart on every page
 * does not bring the catalogue into every page's first download.
 */
import { findService, serviceCategoryLabel, type Service } from '../catalogue/services.ts';
import { cartItemId, lineCents, MAX_LINE_QUANTITY, totalsFromSubtotal, type CartItem, type CartLine, type CartTotals, type NewCartItem } from './cart.ts';
import { priceTextToCents } from './money.ts';

/** The cart item for a catalogue service; its category is the category's label, as the cart panel shows it. */
export function cartItemFromService(service: Service): NewCartItem {
  return {
    id: cartItemId(service.title),
    title: service.title,
    category: serviceCategoryLabel(service.category),
    price: service.price,
    description: service.description,
  };
}

/** What one cart line amounts to (docs/catalogue-and-cart.md#cart-panel): its unit and line totals, and whether it renews yearly. */
export interface CartLineAmounts {
  unitCents: number;
  lineCents: number;
  /** The catalogue bills the service yearly ('$2,500/yr'): the cart says what the payment covers. */
  yearly: boolean;
}

/** A line's amounts, read from its price text (unreadable counts 0) and, for the billing, from the catalogue by its id. */
export function cartLineAmounts(item: Pick<CartItem, 'id' | 'price' | 'quantity'>): CartLineAmounts {
  return { unitCents: priceTextToCents(item.price) ?? 0, lineCents: lineCents(item), yearly: billedYearly(item.id) };
}

/** Whether the catalogue bills this service id yearly (an unknown id, a plan or retainer: no). */
export function billedYearly(serviceId: string): boolean {
  return findService(serviceId)?.billing === 'yearly';
}

export interface PricedCartLine {
  serviceId: string;
  title: string;
  price: string;
  unitCents: number;
  quantity: number;
  lineCents: number;
}

export type ServerCartPricing = ({ ok: true; lines: PricedCartLine[] } & CartTotals) | { ok: false; unknownServiceIds: string[]; invalidQuantities: string[] };

/**
 * Prices a cart from the catalogue (services.ts priceCents), applying the same discount and
 * proposal rules as the browser. It does not throw: an unknown service id or a quantity that is
 * not a whole number from 1 to MAX_LINE_QUANTITY gives `ok: false` naming them, which the caller
 * turns into a 400. Lines for the same service are priced separately and add up. An empty list
 * prices to 0 (the `cartLines` schema refuses it as input). A cart with `needsProposal` is not
 * for card checkout: the caller sends it to a proposal instead.
 */
export function priceCartOnServer(lines: readonly CartLine[]): ServerCartPricing {
  const unknownServiceIds: string[] = [];
  const invalidQuantities: string[] = [];
  const priced: PricedCartLine[] = [];
  for (const line of lines) {
    const service = findService(line.serviceId);
    if (!service) {
      unknownServiceIds.push(line.serviceId);
      continue;
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      invalidQuantities.push(line.serviceId);
      continue;
    }
    priced.push({
      serviceId: service.id,
      title: service.title,
      price: service.price,
      unitCents: service.priceCents,
      quantity: line.quantity,
      lineCents: service.priceCents * line.quantity,
    });
  }
  if (unknownServiceIds.length > 0 || invalidQuantities.length > 0) return { ok: false, unknownServiceIds, invalidQuantities };
  return { ok: true, lines: priced, ...totalsFromSubtotal(priced.reduce((sum, l) => sum + l.lineCents, 0)) };
}
