import { findPlan, intakeStepsFor } from '../catalogue/plans.ts';
import { findRetainerPlan } from '../catalogue/retainers.ts';
import type { RetainerProductId } from '../catalogue/products.ts';
// The plans and retainers alone, not every catalogue: the intake's page shows these before its form's code comes
// (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md).
import { findSubscriptionProduct } from '../catalogue/subscription-products.ts';
import { usStateLabel } from '../catalogue/us-states.ts';
import { formatPhone, revenueRanges } from './formation-fields.ts';
import type { IntakeField } from './intake.ts';

/**
 * The intake's plans, steps, options and formatters without zod (its checks are in ./intake.ts): the page shows these
 * before the checks load (docs/decisions/0029-forms-on-mantine-form.md, "Bundles").
 */

/**
 * The plan-based intake form of /business-intake (docs/subscriptions-and-intake.md#business-intake), checked the same in
 * the browser and on the server: essential has 1 step, professional 2, enterprise 3, and every other plan
 * of the site (the retainers of /checkout-simple, docs/subscriptions-and-intake.md#plans-and-retainers) the default 1.
 */
export const intakeBusinessTypes = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 's-corp', label: 'S Corporation' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'partnership', label: 'Partnership' },
] as const;
export type IntakeBusinessType = (typeof intakeBusinessTypes)[number]['value'];

/**
 * The plan types the intake knows, by number of steps: a monthly plan of /checkout by its id (the documented planType),
 * a retainer of /checkout-simple by its product id (`enterprise-retainer`), so the $250,000 retainer and the
 * $15,000 Enterprise plan never share a form (docs/payments.md, "Products").
 */
export const oneStepIntakePlans = ['essential', 'foundation-retainer', 'transformation-retainer', 'enterprise-retainer'] as const;
export const intakePlanTypes = [...oneStepIntakePlans, 'professional', 'enterprise'] as const;
export type IntakePlanType = (typeof intakePlanTypes)[number];

export function isIntakePlan(plan: string | undefined | null): plan is IntakePlanType {
  return (intakePlanTypes as readonly string[]).includes(plan ?? '');
}

/**
 * The intake's plan type for the page's `?plan=` and, when it came from an order, that order's product: the
 * order decides (`?plan=enterprise` of a retainer order is the retainer). Without an order, a plan id is the
 * plan (the documented intake plans) and `foundation` or `transformation` the retainer of that name. Null: unknown.
 */
export function intakePlanFor(plan: string | undefined, orderProductId?: string | null): IntakePlanType | null {
  if (orderProductId) {
    const product = findSubscriptionProduct(orderProductId);
    if (product?.kind === 'plan' || product?.kind === 'retainer')
      return product.kind === 'plan' ? (product.checkoutPlan as IntakePlanType) : (product.id as IntakePlanType);
    return null;
  }
  if (!plan) return null;
  if (findPlan(plan)) return plan as IntakePlanType;
  const retainer = findRetainerPlan(plan);
  if (retainer) return `${retainer.id}-retainer` satisfies RetainerProductId;
  return isIntakePlan(plan) ? plan : null;
}

/** How the page names the plan: 'Professional plan', 'Enterprise retainer'. */
export function intakePlanName(plan: IntakePlanType): string {
  return findSubscriptionProduct(findPlan(plan) ? `${plan}-plan` : plan)!.name;
}

/** Digits only, the way the phone is sent (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
/** The phone as shown while typed: (XXX) XXX-XXXX, at most 14 characters (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
export const formatIntakePhone = formatPhone;
export const INTAKE_PHONE_MAX_LENGTH = 14;

/** The three steps; a plan shows the first 1, 2 or 3 of them. */
export const intakeSteps: readonly { title: string; description: string; fields: readonly IntakeField[] }[] = [
  {
    title: 'Business & Contact',
    description: 'The basics of your business and who we should talk to.',
    fields: ['businessName', 'businessType', 'stateOfFormation', 'responsiblePartyName', 'responsiblePartyEmail', 'responsiblePartyPhone'],
  },
  {
    title: 'Business Details',
    description: 'Where you operate, what you do, and the services you want from us.',
    fields: [
      'businessAddress',
      'businessCity',
      'businessState',
      'businessZip',
      'businessPurpose',
      'numberOfEmployees',
      'expectedAnnualRevenue',
      'preferredBankName',
      'additionalServices',
    ],
  },
  {
    title: 'Registered Agent & Priority',
    description: 'Your registered agent, special requirements and priority processing.',
    fields: [
      'registeredAgentName',
      'registeredAgentAddress',
      'registeredAgentCity',
      'registeredAgentState',
      'registeredAgentZip',
      'specialRequirements',
      'priorityProcessing',
    ],
  },
];

/** The steps of a plan's form (docs/subscriptions-and-intake.md#intake-steps-and-fields: 1, 2 or 3; default 1). */
export function intakeStepsOf(plan: IntakePlanType) {
  return intakeSteps.slice(0, intakeStepsFor(plan));
}

/** Progress percent: step divided by total steps (docs/subscriptions-and-intake.md#intake-steps-and-fields), whole percent. */
export function intakeProgress(step: number, totalSteps: number): number {
  return Math.round((step / totalSteps) * 100);
}

/** How the plan-specific answers are named in the mails and the admin's detail view. */
export const intakeDetailLabels = {
  businessAddress: 'Business address',
  businessCity: 'Business city',
  businessState: 'Business state',
  businessZip: 'Business ZIP',
  businessPurpose: 'Business purpose',
  numberOfEmployees: 'Number of employees',
  expectedAnnualRevenue: 'Expected annual revenue',
  preferredBankName: 'Preferred bank',
  additionalServices: 'Additional services',
  registeredAgentName: 'Registered agent',
  registeredAgentAddress: 'Agent address',
  registeredAgentCity: 'Agent city',
  registeredAgentState: 'Agent state',
  registeredAgentZip: 'Agent ZIP',
  specialRequirements: 'Special requirements',
} as const satisfies Partial<Record<IntakeField, string>>;

/** A plan-specific answer as people read it: revenue and state labels, lists joined, blanks 'Not given'. */
export function intakeDetailText(field: string, value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'None';
  if (field === 'expectedAnnualRevenue') return revenueRanges.find((r) => r.value === value)?.label ?? 'Not given';
  if (field.endsWith('State') && typeof value === 'string') return usStateLabel(value) ?? value;
  if (value === '' || value === undefined || value === null) return 'Not given';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}
