import type { FormationField } from './formation.ts';

/**
 * The formation form's options, steps and formatters without zod (its checks are in ./formation.ts): the form and its
 * pages show these before the checks load (docs/decisions/0029-forms-on-mantine-form.md, "Bundles").
 */

/** The business formation form of /checkout (docs/subscriptions-and-intake.md#formation-form). */
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
