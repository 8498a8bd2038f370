import { entityCheckoutPriceCents, findEntityCheckoutOption, type EntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { isUsStateCode, usStateLabel, type UsStateCode } from '@elite/contracts/catalogue/us-states';
import type { EntityCheckoutSearch } from './entity-checkout-search.ts';
import type { RefusedLinkReason } from './refused-link.ts';

export interface EntityCheckoutOrder {
  option: EntityCheckoutOption;
  state: UsStateCode;
  stateLabel: string;
  /** Whole dollars, the documented price parameter. */
  price: number;
}

/**
 * The order the params describe, or why the docs say to go back to /entity-types (docs/entity-checkout.md#query-parameters):
 * a param missing, a type or state not in the catalogue, or a price of zero, not an integer or not the catalogue price.
 */
export function entityCheckoutOrder(search: EntityCheckoutSearch): { order: EntityCheckoutOrder } | { refused: RefusedLinkReason } {
  const { type, state, price } = search;
  if (!type || !state || price === undefined || price === '') return { refused: 'missing' };
  const option = findEntityCheckoutOption(type);
  if (!option) return { refused: 'type' };
  if (!isUsStateCode(state)) return { refused: 'state' };
  const dollars = Number(price);
  if (!Number.isInteger(dollars) || dollars === 0 || entityCheckoutPriceCents(type) !== dollars * 100) return { refused: 'price' };
  return { order: { option, state, stateLabel: usStateLabel(state)!, price: dollars } };
}

export function entityCheckoutHref(type: string, state: string): string {
  const option = findEntityCheckoutOption(type);
  return `/entity-checkout?type=${encodeURIComponent(type)}&state=${encodeURIComponent(state)}&price=${option ? option.priceCents / 100 : 0}`;
}
