import { searchString, searchStringOrNumber } from '../../lib/search-params.ts';

// Apart from entity-search.ts: the route table needs this on every page, the catalogue rule only on the page.

export interface EntityCheckoutSearch {
  type?: string;
  state?: string;
  price?: string | number;
}

/** /entity-checkout's search params, kept as given so the route's own rule decides (docs/entity-checkout.md#query-parameters). */
export const entityCheckoutSearch = (search: Record<string, unknown>): EntityCheckoutSearch => ({
  type: searchString(search.type),
  state: searchString(search.state),
  price: searchStringOrNumber(search.price),
});
