/**
 * What an order can buy, under one internal id per product (docs/payments.md, "Products").
 *
 * Inside, a plan is `<id>-plan` and a retainer `<id>-retainer`: orders, intakes, mails and the admin never mix up
 * the $15,000 Enterprise plan and the $250,000 Enterprise retainer. On the pages, `?plan=enterprise` is the plan
 * (on /checkout and /checkout-simple alike) and the retainer's is `enterprise-retainer`.
 */
import type { EntityCheckoutType } from './entity-types.ts';
import { findFormationProduct, formationNextSteps } from './formation-products.ts';
import type { PlanId } from './plans.ts';
import type { RetainerPlanId } from './retainers.ts';
import { findService } from './services.ts';
import { findSubscriptionProduct, subscriptionNextSteps } from './subscription-products.ts';

export const orderKinds = ['entity', 'plan', 'retainer', 'cart'] as const;
export type OrderKind = (typeof orderKinds)[number];

export type PlanProductId = `${PlanId}-plan`;
export type RetainerProductId = `${RetainerPlanId}-retainer`;
export type EntityProductId = `${EntityCheckoutType}-formation`;
export const CART_PRODUCT_ID = 'cart-services';

export const planProductId = (id: PlanId): PlanProductId => `${id}-plan`;
export const retainerProductId = (id: RetainerPlanId): RetainerProductId => `${id}-retainer`;
export const entityProductId = (type: EntityCheckoutType): EntityProductId => `${type}-formation`;

export interface Product {
  readonly id: string;
  readonly kind: OrderKind;
  /** How pages, mails and the admin name it: 'Enterprise retainer', 'Professional plan', 'LLC formation'. */
  readonly name: string;
  /** Billed every month (plans and retainers) or once. */
  readonly monthly: boolean;
  /** The `?plan=` of the page that sells it (plans and retainers), for links back to that page and the intake. */
  readonly checkoutPlan: string | null;
}

/** The product with this internal id, or undefined. */
export function findProduct(id: string): Product | undefined {
  if (id === CART_PRODUCT_ID) return { id, kind: 'cart', name: 'Services', monthly: false, checkoutPlan: null };
  return findSubscriptionProduct(id) ?? findFormationProduct(id);
}

/** One line of an order, priced by the server when the order was made. */
export interface OrderLine {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lineCents: number;
}

/** One step of "what happens next": when, and what. */
export interface NextStep {
  readonly when: string;
  readonly what: string;
}

/**
 * What happens after an order is paid, with the times the catalogue states (docs/payments.md, "Success pages").
 * Entity formations: filing within 24-48 hours, then the entity type's own timeline; plans and retainers: the
 * four steps of the subscription success page; services: each formation service's timeframe.
 */
export function orderNextSteps(order: { kind: OrderKind; productId: string; lines: readonly Pick<OrderLine, 'id' | 'title'>[] }): NextStep[] {
  if (order.kind === 'entity') return formationNextSteps(order.productId);
  if (order.kind === 'plan' || order.kind === 'retainer') return [...subscriptionNextSteps];
  const timed = order.lines.flatMap((line) => {
    const timeframe = findService(line.id)?.timeframe;
    return timeframe ? [{ when: timeframe, what: `${line.title} completed.` }] : [];
  });
  return [
    { when: 'Today', what: 'Your payment is confirmed and your receipt is on its way by e-mail.' },
    { when: 'Within 24 hours', what: 'An advisor contacts you to start your services.' },
    ...timed,
  ];
}
