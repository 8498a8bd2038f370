/**
 * The entity formations as products (docs/payments.md, "Products"), apart from the other catalogues: the page after
 * a formation's payment needs the entity types alone (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md).
 */
import { entityCheckoutCopy, findEntityCheckoutOption, findEntityTypeInfo } from './entity-types.ts';
import type { NextStep, Product } from './products.ts';

/** The formation (`<type>-formation`) with this internal id, or undefined. */
export function findFormationProduct(id: string): Product | undefined {
  const [, type] = /^(.+)-formation$/.exec(id) ?? [];
  const option = type ? findEntityCheckoutOption(type) : undefined;
  return option && { id, kind: 'entity', name: `${option.label} formation`, monthly: false, checkoutPlan: null };
}

/**
 * What happens after a formation is paid: filing within 24-48 hours, then the entity type's own timeline, only where
 * the catalogue states one: no general estimate is promised (docs/entity-checkout.md).
 */
export function formationNextSteps(productId: string): NextStep[] {
  const timeline = findEntityTypeInfo(productId.replace(/-formation$/, ''))?.timeline;
  return [
    { when: 'Today', what: 'Your payment is confirmed and your receipt is on its way by e-mail.' },
    { when: 'Within one business day', what: 'A formation specialist reviews your details and contacts you.' },
    { when: `Within ${entityCheckoutCopy.filingWithin}`, what: 'We file your formation documents with the state.' },
    ...(timeline ? [{ when: timeline, what: 'State approval, your EIN and your formation documents.' }] : []),
  ];
}
