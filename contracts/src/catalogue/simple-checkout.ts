/**
 * What /checkout-simple sells (docs/subscriptions-and-intake.md#simple-checkout): two families under one page. The
 * monthly plans (`essential`, `professional`, `enterprise`: $1,000, $5,000, $15,000) with their own chooser, and the
 * advisory retainers (`foundation`, `transformation`, `enterprise-retainer`) with theirs. `enterprise` is the
 * $15,000 plan here as on /checkout; the Enterprise retainer has its own `?plan=`
 * (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md).
 */
import { plans, type PlanId } from './plans.ts';
import { planProductId, retainerProductId, type OrderKind } from './products.ts';
import { retainerPlans, type RetainerCheckoutPlan } from './retainers.ts';

export const simpleCheckoutPlanIds = ['essential', 'professional', 'enterprise', 'foundation', 'transformation', 'enterprise-retainer'] as const;
type SimpleCheckoutPlanId = (typeof simpleCheckoutPlanIds)[number];

/** The chooser's label on a plan card. */
type CheckoutBadge = 'MOST POPULAR' | 'BEST VALUE';

export interface SimpleCheckoutOffer {
  /** The page's `?plan=`, and the call's `planId`. */
  readonly id: SimpleCheckoutPlanId;
  readonly family: Extract<OrderKind, 'plan' | 'retainer'>;
  /** The internal product id an order of it carries (`professional-plan`, `enterprise-retainer`). */
  readonly productId: string;
  /** 'Professional', 'Enterprise'. */
  readonly name: string;
  /** What the page, the order and the receipt call it: 'Professional plan', 'Enterprise retainer'. */
  readonly productName: string;
  readonly priceCents: number;
  /** Whole dollars a month, the call's `amount`. */
  readonly priceMonthly: number;
  /** As shown, without the period: '$5,000'. */
  readonly price: string;
  readonly features: readonly string[];
  readonly badge: CheckoutBadge | null;
}

/** The plans' labels as the simple checkout's chooser shows them: Professional MOST POPULAR, Enterprise BEST VALUE. */
const planBadges: Record<PlanId, CheckoutBadge | null> = { essential: null, professional: 'MOST POPULAR', enterprise: 'BEST VALUE' };

const planOffers: readonly SimpleCheckoutOffer[] = plans.map((plan) => ({
  id: plan.id,
  family: 'plan',
  productId: planProductId(plan.id),
  name: plan.name,
  productName: `${plan.name} plan`,
  priceCents: plan.priceCents,
  priceMonthly: plan.price,
  price: plan.priceText,
  features: plan.features,
  badge: planBadges[plan.id],
}));

const retainerOffers: readonly SimpleCheckoutOffer[] = retainerPlans.map((retainer) => ({
  id: retainer.checkoutPlan satisfies RetainerCheckoutPlan,
  family: 'retainer',
  productId: retainerProductId(retainer.id),
  name: retainer.name,
  productName: `${retainer.name} retainer`,
  priceCents: retainer.priceCents,
  priceMonthly: retainer.priceMonthly,
  price: retainer.price,
  features: retainer.features,
  badge: retainer.checkoutBadge,
}));

/** The offers of one family, in the chooser's order. */
export function simpleCheckoutFamily(family: SimpleCheckoutOffer['family']): readonly SimpleCheckoutOffer[] {
  return family === 'plan' ? planOffers : retainerOffers;
}

/** The offer of this `?plan=`, or undefined (an unknown plan redirects to /services). */
export function findSimpleCheckoutOffer(id: string): SimpleCheckoutOffer | undefined {
  return planOffers.find((o) => o.id === id) ?? retainerOffers.find((o) => o.id === id);
}
