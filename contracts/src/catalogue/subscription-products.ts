/**
 * The plans and retainers as products (docs/payments.md, "Products"), apart from the other catalogues: the page
 * after a subscription's payment needs these two alone (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md).
 */
import { findPlan } from './plans.ts';
import type { NextStep, Product } from './products.ts';
import { findRetainerPlan } from './retainers.ts';

/** The plan (`<id>-plan`) or retainer (`<id>-retainer`) with this internal id, or undefined. */
export function findSubscriptionProduct(id: string): Product | undefined {
  const [, base, suffix] = /^(.+)-(plan|retainer)$/.exec(id) ?? [];
  if (!base) return undefined;
  if (suffix === 'plan') {
    const plan = findPlan(base);
    return plan && { id, kind: 'plan', name: `${plan.name} plan`, monthly: true, checkoutPlan: plan.id };
  }
  const retainer = findRetainerPlan(base);
  return retainer && { id, kind: 'retainer', name: `${retainer.name} retainer`, monthly: true, checkoutPlan: retainer.checkoutPlan };
}

/** What happens after a plan or a retainer is paid: the four steps of the subscription success page. */
export const subscriptionNextSteps: readonly NextStep[] = [
  { when: 'Within the hour', what: 'Welcome email: your receipt and what to expect.' },
  { when: 'Within 24 hours', what: 'Onboarding call: your onboarding lead contacts you to schedule it.' },
  { when: 'Any time', what: 'Client portal access: create your account with the e-mail you used at checkout to follow your progress.' },
  { when: 'After onboarding', what: 'Our team starts work on your business.' },
];
