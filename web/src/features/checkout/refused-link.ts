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

/** The reasons that send a visitor to /entity-types: a refused entity checkout link. */
export const ENTITY_TYPES_REFUSALS = ['missing', 'type', 'state', 'price'] as const satisfies readonly RefusedLinkReason[];
/** The reason that sends a visitor to /services: a plan checkout link naming no plan of ours. */
export const SERVICES_REFUSALS = ['plan'] as const satisfies readonly RefusedLinkReason[];
