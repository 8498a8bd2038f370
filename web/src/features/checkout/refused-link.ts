import { searchString } from '../../lib/search-params.ts';

/**
 * Why a checkout link sent the visitor back to choose (docs/entity-checkout.md#query-parameters,
 * docs/subscriptions-and-intake.md): the `?unavailable=` of /entity-types and /services. Apart from the notice that
 * shows it: the route table needs this on every page.
 */
const refusedLinkReasons = ['missing', 'type', 'state', 'price', 'plan'] as const;
export type RefusedLinkReason = (typeof refusedLinkReasons)[number];

export interface RefusedLinkSearch {
  unavailable?: RefusedLinkReason;
}

/** The `?unavailable=` of /entity-types and /services: one of the reasons, or nothing. */
export const refusedLinkSearch = (search: Record<string, unknown>): RefusedLinkSearch => {
  const reason = searchString(search.unavailable);
  return (refusedLinkReasons as readonly string[]).includes(reason ?? '') ? { unavailable: reason as RefusedLinkReason } : {};
};
