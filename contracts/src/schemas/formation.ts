import { z } from 'zod';
import { usStateCodes } from '../catalogue/us-states.ts';
import { additionalServiceOptions, bankingNeedOptions, formationBusinessTypes, revenueRanges } from './formation-fields.ts';

export const ZIP = /^\d{5}(-\d{4})?$/;
export const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/;
export const FORMATTED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

const min = (n: number, message: string, max = 500) => z.string({ message }).trim().min(n, message).max(max, `Must be at most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default('');
const state = (message: string) => z.enum(usStateCodes, { message });

export const formationOwner = z.object({
  name: min(2, 'Owner name required', 200),
  percentage: z.number({ message: 'Enter a percentage from 0 to 100' }).min(0, 'Enter a percentage from 0 to 100').max(100, 'Enter a percentage from 0 to 100'),
  address: min(5, 'Address required'),
});
export type FormationOwner = z.infer<typeof formationOwner>;

/** The owners' valid percentages added up: one outside 0-100 already has its own message, so it is left out. */
const ownersTotal = (owners: readonly { percentage: number }[]) =>
  owners.reduce((sum, o) => sum + (o.percentage >= 0 && o.percentage <= 100 ? o.percentage : 0), 0);

/** Owners together hold at most 100% of the business (docs/subscriptions-and-intake.md#formation-form). */
const ownersOverMessage = (total: number) => `The owners' percentages add up to ${Number(total.toFixed(2))}%; together they can hold at most 100%`;

/** The business formation form of /checkout (docs/subscriptions-and-intake.md#formation-form), checked the same in the browser and on the server. */
export const businessFormationForm = z.object({
  // Step 1
  businessName: min(2, 'Business name must be at least 2 characters', 200),
  tradeName: optional(200),
  businessType: z.enum(formationBusinessTypes.map((t) => t.value) as [string, ...string[]], { message: 'Please select a business type' }),
  stateOfFormation: state('Please select a state'),
  businessAddress: min(5, 'Please enter a valid address'),
  businessCity: min(2, 'Please enter a city', 100),
  businessState: state('Please select a state'),
  businessZip: z.string({ message: 'Please enter a valid ZIP code' }).trim().regex(ZIP, 'Please enter a valid ZIP code'),
  // Step 2
  businessPurpose: min(10, 'Business purpose must be at least 10 characters', 2000),
  principalActivity: min(5, 'Principal activity must be at least 5 characters', 300),
  naicsCode: optional(10),
  dateBusinessStarted: z.string({ message: 'Please select a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date'),
  numberOfEmployees: z
    .string({ message: 'Please enter the number of employees' })
    .trim()
    .regex(/^\d{1,7}$/, 'Please enter the number of employees'),
  expectedAnnualRevenue: z.union([z.enum(revenueRanges.map((r) => r.value) as [string, ...string[]]), z.literal('')]).default(''),
  // Step 3
  responsiblePartyName: min(2, 'Please enter the responsible party name', 200),
  responsiblePartyTitle: min(2, 'Please enter the title', 100),
  responsiblePartySSN: z.string({ message: 'Please enter SSN in format XXX-XX-XXXX' }).regex(SSN_FORMAT, 'Please enter SSN in format XXX-XX-XXXX'),
  responsiblePartyPhone: z
    .string({ message: 'Please enter phone in format (XXX) XXX-XXXX' })
    .regex(FORMATTED_PHONE, 'Please enter phone in format (XXX) XXX-XXXX'),
  responsiblePartyEmail: z.email({ message: 'Please enter a valid email' }).max(254, 'Please enter a valid email'),
  // Step 4
  owners: z
    .array(formationOwner, { message: 'At least one owner is required' })
    .min(1, 'At least one owner is required')
    .max(20, 'At most 20 owners')
    .superRefine((owners, ctx) => {
      // Rounded, so that thirds typed to two decimals (33.33 + 33.33 + 33.34) are not refused for a float's dust.
      const total = Number(ownersTotal(owners).toFixed(6));
      if (total > 100) ctx.addIssue({ code: 'custom', message: ownersOverMessage(total) });
    }),
  // Step 5
  registeredAgentName: min(2, 'Registered agent name required', 200),
  registeredAgentAddress: min(5, 'Address required'),
  registeredAgentCity: min(2, 'City required', 100),
  registeredAgentState: state('State required'),
  registeredAgentZip: z.string({ message: 'Valid ZIP required' }).trim().regex(ZIP, 'Valid ZIP required'),
  // Step 6
  preferredBankName: optional(200),
  bankingNeeds: z.array(z.enum(bankingNeedOptions)).max(bankingNeedOptions.length).default([]),
  additionalServices: z.array(z.enum(additionalServiceOptions)).max(additionalServiceOptions.length).default([]),
  specialRequirements: optional(2000),
});
export type BusinessFormationForm = z.input<typeof businessFormationForm>;
export type FormationField = keyof BusinessFormationForm;
