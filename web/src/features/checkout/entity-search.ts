import { entityCheckoutPriceCents, findEntityCheckoutOption, type EntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { isUsStateCode, usStateLabel, type UsStateCode } from '@elite/contracts/catalogue/us-states';
import type { EntityCheckoutSearch } from './entity-checkout-search.ts';

export interface EntityCheckoutOrder {
  option: EntityCheckoutOption;
  state: UsStateCode;
  stateLabel: string;
  /** Whole dollars, the documented price parameter. */
  price: number;
}

/**
 * The order the params describe, or null when the docs say to go back to /entity-types: a
 * param missing, a price of zero or not an integer, or (docs/entity-checkout.md#query-parameters) not the catalogue price.
 */
export function entityCheckoutOrder(search: EntityCheckoutSearch): EntityCheckoutOrder | null {
  const { type, state, price } = search;
  if (!type || !state || price === undefined || price === '') return null;
  const dollars = Number(price);
  if (!Number.isInteger(dollars) || dollars === 0) return null;
  const option = findEntityCheckoutOption(type);
  if (!option || !isUsStateCode(state) || entityCheckoutPriceCents(type) !== dollars * 100) return null;
  return { option, state, stateLabel: usStateLabel(state)!, price: dollars };
}

export function entityCheckoutHref(type: string, state: string): string {
  const option = findEntityCheckoutOption(type);
  return `/entity-checkout?type=${encodeURIComponent(type)}&state=${encodeURIComponent(state)}&price=${option ? option.priceCents / 100 : 0}`;
}
