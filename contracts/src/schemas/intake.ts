import { z } from 'zod';
import { instant } from './instant.ts';
import { usStateCodes } from '../catalogue/us-states.ts';
import { ZIP } from './formation.ts';
import { additionalServiceOptions, revenueRanges } from './formation-fields.ts';
import { intakeBusinessTypes, oneStepIntakePlans, phoneDigits, type IntakeBusinessType, type IntakePlanType } from './intake-fields.ts';

/**
 * The checks of the plan-based intake form of /business-intake (docs/subscriptions-and-intake.md#business-intake), the
 * same in the browser and on the server; its plans and steps are in ./intake-fields.ts.
 */
import { staffRef } from './queue-fields.ts';

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

/** An intake as the admin sees it (GET /api/business-intakes). */
export const businessIntakeRow = z.object({
  id: z.string(),
  createdAt: instant(),
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

/** intake.forOrder: the paid order the intake page was opened from (?order=). */
export const intakeOrderInput = z.object({ orderId: z.uuid({ message: 'Unknown order' }) });

/**
 * What intake.forOrder answers (docs/subscriptions-and-intake.md#from-the-order): while the order has no intake,
 * the details typed at its checkout to fill the form in (the phone as 10 digits, or empty); once it has one, only
 * when that intake came and what it was, so the link no longer shows anyone the checkout's details.
 */
export const intakeForOrderAnswer = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    prefill: z.object({
      businessName: z.string(),
      responsiblePartyName: z.string(),
      responsiblePartyEmail: z.string(),
      responsiblePartyPhone: z.string(),
    }),
  }),
  z.object({
    state: z.literal('received'),
    received: z.object({ sentAt: instant(), planType: z.string(), businessName: z.string(), orderReference: z.string() }),
  }),
]);
export type IntakeForOrder = z.infer<typeof intakeForOrderAnswer>;
