import { z } from 'zod';
import { usStateCodes } from '../catalogue/us-states.ts';

/** The business formation form of /checkout (docs/subscriptions-and-intake.md#formation-form), checked the same in the browser and on the server. */
export const formationBusinessTypes = [
  { value: 'llc', label: 'LLC' },
  { value: 's-corp', label: 'S Corporation' },
  { value: 'c-corp', label: 'C Corporation' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'sole-proprietorship', label: 'Sole Proprietorship' },
] as const;
export const revenueRanges = [
  { value: '0-50k', label: '$0 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-250k', label: '$100,000 - $250,000' },
  { value: '250k-500k', label: '$250,000 - $500,000' },
  { value: '500k-1m', label: '$500,000 - $1,000,000' },
  { value: '1m+', label: '$1,000,000+' },
] as const;
export const bankingNeedOptions = ['Business Checking Account', 'Business Credit Card', 'Merchant Services', 'Line of Credit', 'Business Loans'] as const;
export const additionalServiceOptions = [
  'Business Website Development',
  'Logo Design & Branding',
  'Business Email Setup',
  'Accounting Software Setup',
  'Business Insurance',
  'Trademark Registration',
] as const;

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
  owners: z.array(formationOwner, { message: 'At least one owner is required' }).min(1, 'At least one owner is required').max(20, 'At most 20 owners'),
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
export type BusinessFormationData = z.output<typeof businessFormationForm>;
export type FormationField = keyof BusinessFormationForm;

/** The fields each of the six steps validates on Next (docs/subscriptions-and-intake.md#formation-form). */
export const formationSteps: readonly { title: string; fields: readonly FormationField[] }[] = [
  {
    title: 'Business Information',
    fields: ['businessName', 'tradeName', 'businessType', 'stateOfFormation', 'businessAddress', 'businessCity', 'businessState', 'businessZip'],
  },
  {
    title: 'Business Details',
    fields: ['businessPurpose', 'principalActivity', 'naicsCode', 'dateBusinessStarted', 'numberOfEmployees', 'expectedAnnualRevenue'],
  },
  {
    title: 'Responsible Party',
    fields: ['responsiblePartyName', 'responsiblePartyTitle', 'responsiblePartySSN', 'responsiblePartyPhone', 'responsiblePartyEmail'],
  },
  { title: 'Ownership', fields: ['owners'] },
  { title: 'Registered Agent', fields: ['registeredAgentName', 'registeredAgentAddress', 'registeredAgentCity', 'registeredAgentState', 'registeredAgentZip'] },
  { title: 'Banking & Services', fields: ['preferredBankName', 'bankingNeeds', 'additionalServices', 'specialRequirements'] },
];

/** The last four digits of an SSN, the only part any answer carries (docs/subscriptions-and-intake.md#the-ssn). */
export function ssnLastFour(ssn: string): string {
  return ssn.replace(/\D/g, '').slice(-4);
}

/** (XXX) XXX-XXXX from whatever was typed, at most 10 digits (the phone formatter of both specs). */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** XXX-XX-XXXX from whatever was typed, at most 9 digits. */
export function formatSsn(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 9);
  if (d.length < 4) return d;
  if (d.length < 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
