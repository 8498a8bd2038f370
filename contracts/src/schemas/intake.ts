import { z } from 'zod';
import { findPlan, intakeStepsFor } from '../catalogue/plans.ts';
import { findProduct, retainerProductId } from '../catalogue/products.ts';
import { findRetainerPlan } from '../catalogue/retainers.ts';
import { usStateCodes, usStateLabel } from '../catalogue/us-states.ts';
import { additionalServiceOptions, formatPhone, revenueRanges, ZIP } from './formation.ts';
import { staffRef } from './queue-fields.ts';

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
    const product = findProduct(orderProductId);
    if (product?.kind === 'plan' || product?.kind === 'retainer')
      return product.kind === 'plan' ? (product.checkoutPlan as IntakePlanType) : (product.id as IntakePlanType);
    return null;
  }
  if (!plan) return null;
  if (findPlan(plan)) return plan as IntakePlanType;
  const retainer = findRetainerPlan(plan);
  if (retainer) return retainerProductId(retainer.id);
  return isIntakePlan(plan) ? plan : null;
}

/** How the page names the plan: 'Professional plan', 'Enterprise retainer'. */
export function intakePlanName(plan: IntakePlanType): string {
  return findProduct(findPlan(plan) ? `${plan}-plan` : plan)!.name;
}

/** Digits only, the way the phone is sent (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
/** The phone as shown while typed: (XXX) XXX-XXXX, at most 14 characters (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
export const formatIntakePhone = formatPhone;
export const INTAKE_PHONE_MAX_LENGTH = 14;

const required = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default('');
const state = (message: string) => z.enum(usStateCodes, { message });
const zip = (message: string) => z.string({ message }).trim().regex(ZIP, message);

const commonFields = {
  businessName: required('Business name is required', 200),
  businessType: z.enum(intakeBusinessTypes.map((t) => t.value) as [IntakeBusinessType, ...IntakeBusinessType[]], { message: 'Please select a business type' }),
  stateOfFormation: state('Please select a state'),
  responsiblePartyName: required('Name is required', 200),
  responsiblePartyEmail: z.email({ message: 'Valid email required' }).max(254, 'Valid email required'),
  // Typed as (XXX) XXX-XXXX in the form and sent as its 10 digits; either is accepted, digits are kept.
  responsiblePartyPhone: z
    .string({ message: 'Valid phone number required' })
    .trim()
    .regex(/^(\(\d{3}\) \d{3}-\d{4}|\d{10})$/, 'Valid phone number required')
    .transform(phoneDigits),
  /** The subscription the page was opened for (?subscription=), a number or null (docs/subscriptions-and-intake.md#business-intake). */
  subscriptionId: z
    .number({ message: 'Invalid subscription' })
    .int('Invalid subscription')
    .positive('Invalid subscription')
    .max(2_147_483_647, 'Invalid subscription')
    .nullable()
    .default(null),
  /** The paid order the page was opened for (?order=), or null: the server checks it holds this plan. */
  orderId: z.uuid({ message: 'Unknown order' }).nullable().default(null),
};

const professionalFields = {
  businessAddress: required('Address is required', 300),
  businessCity: required('City is required', 100),
  businessState: state('State is required'),
  businessZip: zip('Valid ZIP required'),
  businessPurpose: z.string({ message: 'Business purpose required' }).trim().min(10, 'Business purpose required').max(2000, 'Must be at most 2000 characters'),
  numberOfEmployees: z
    .string({ message: 'Number of employees required' })
    .trim()
    .regex(/^\d{1,7}$/, 'Number of employees required'),
  expectedAnnualRevenue: z
    .union([z.enum(revenueRanges.map((r) => r.value) as [string, ...string[]]), z.literal('')], { message: 'Please select a revenue range' })
    .default(''),
  preferredBankName: optional(200),
  additionalServices: z
    .array(z.enum(additionalServiceOptions, { message: 'Please choose from the listed services' }), { message: 'Please choose from the listed services' })
    .max(additionalServiceOptions.length)
    .default([]),
};

const enterpriseFields = {
  registeredAgentName: required('Registered agent name required', 200),
  registeredAgentAddress: required('Address required', 300),
  registeredAgentCity: required('City required', 100),
  registeredAgentState: state('State required'),
  registeredAgentZip: zip('Valid ZIP required'),
  specialRequirements: optional(2000),
  /** Priority processing: 24-48 hours (docs/subscriptions-and-intake.md#intake-steps-and-fields). */
  priorityProcessing: z.boolean({ message: 'Priority processing is yes or no' }).default(false),
};

export const essentialIntake = z.object({ planType: z.enum(oneStepIntakePlans), ...commonFields });
export const professionalIntake = z.object({ planType: z.literal('professional'), ...commonFields, ...professionalFields });
export const enterpriseIntake = z.object({ planType: z.literal('enterprise'), ...commonFields, ...professionalFields, ...enterpriseFields });

/** POST /api/business-intake and intake.submit: the fields of the plan's steps, all of them checked. */
export const businessIntakeInput = z.discriminatedUnion('planType', [essentialIntake, professionalIntake, enterpriseIntake], {
  message: 'Please open the intake form from your subscription (unknown plan)',
});
export type BusinessIntakeInput = z.input<typeof businessIntakeInput>;
export type BusinessIntakeData = z.output<typeof businessIntakeInput>;

/** The schema of one plan's form. */
export function intakeSchemaFor(plan: IntakePlanType) {
  if (plan === 'enterprise') return enterpriseIntake;
  if (plan === 'professional') return professionalIntake;
  return essentialIntake;
}

export type IntakeField = Exclude<keyof z.input<typeof enterpriseIntake>, 'planType' | 'subscriptionId' | 'orderId'>;

/** The fields the page adds to the visitor's answers: the plan and the subscription or order it was opened for. */
const pageFields = { planType: true, subscriptionId: true, orderId: true } as const;

/** The form of one plan: its call's schema without what the page adds (`intakeSchemaFor(plan)` checks the call). */
export function intakeFormFor(plan: IntakePlanType) {
  if (plan === 'enterprise') return enterpriseIntake.omit(pageFields);
  if (plan === 'professional') return professionalIntake.omit(pageFields);
  return essentialIntake.omit(pageFields);
}

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

/** An intake as the admin sees it (GET /api/business-intakes). */
export const businessIntakeRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  planType: z.string(),
  subscriptionId: z.number().nullable(),
  businessName: z.string(),
  businessType: z.string(),
  stateOfFormation: z.string(),
  responsiblePartyName: z.string(),
  responsiblePartyEmail: z.string(),
  /** Ten digits, as sent. */
  responsiblePartyPhone: z.string(),
  priorityProcessing: z.boolean(),
  /** The plan-specific answers (address, purpose, registered agent ...), by field name. */
  details: z.record(z.string(), z.unknown()),
  /** What was paid: the order the intake was opened from, else the latest subscription with the same e-mail. */
  paidSubscription: z.string().nullable(),
  /** The reference of the order the intake was opened from, if any. */
  orderReference: z.string().nullable(),
  status: z.string(),
  /** The staff member the intake is assigned to (docs/admin.md#work-queues); always sent, optional in the type only. */
  assignedTo: staffRef.nullable().optional(),
});
export type BusinessIntakeRow = z.infer<typeof businessIntakeRow>;
