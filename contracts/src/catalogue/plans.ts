/**
 * The subscription plans of /checkout, /checkout-simple and /business-intake (docs/subscriptions-and-intake.md#monthly-plans).
 * The simple checkout sells the retainers of retainers.ts beside them (simple-checkout.ts); `?plan=enterprise` is this
 * $15,000 plan on both checkouts (docs/subscriptions-and-intake.md#plans-and-retainers).
 */

export const planIds = ['essential', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** Whole dollars per month, the documented field (1000, 5000, 15000). */
  readonly price: number;
  readonly priceCents: number;
  /** As shown, without the period: '$1,000'. */
  readonly priceText: string;
  readonly period: '/mo';
  readonly features: readonly string[];
  /** Steps of the intake form for this plan (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
  readonly intakeSteps: 1 | 2 | 3;
}

export const plans = [
  {
    id: 'essential',
    name: 'Essential',
    price: 1000,
    priceCents: 100_000,
    priceText: '$1,000',
    period: '/mo',
    features: ['Business Formation (LLC/Corp)', 'Basic Compliance Monitoring', 'EIN Acquisition', 'Operating Agreement', 'Monthly Check-ins'],
    intakeSteps: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 5000,
    priceCents: 500_000,
    priceText: '$5,000',
    period: '/mo',
    features: [
      'Everything in Essential',
      'Advanced Tax Optimization',
      'Business Credit Building',
      'Monthly Financial Reviews',
      'Priority Support',
      'Custom SOPs Development',
    ],
    intakeSteps: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 15000,
    priceCents: 1_500_000,
    priceText: '$15,000',
    period: '/mo',
    features: [
      'Everything in Professional',
      'Dedicated Account Manager',
      'Weekly Strategy Sessions',
      'Custom Business Solutions',
      'Advanced Fundability Audit',
      'White-Glove Service',
    ],
    intakeSteps: 3,
  },
] as const satisfies readonly Plan[];

/** The plan with this id, or undefined (an unknown plan redirects to /services). */
export function findPlan(id: string): Plan | undefined {
  return plans.find((p) => p.id === id);
}

/** Intake steps for a plan id; 1 for anything else (docs/subscriptions-and-intake.md#intake-steps-and-fields: "default 1"). */
export function intakeStepsFor(planId: string | null | undefined): number {
  return (planId ? findPlan(planId)?.intakeSteps : undefined) ?? 1;
}
