import type { FormationField, FormationOwner } from '@elite/contracts/schemas/formation';

/**
 * The formation form's own state (FormationForm.tsx): every field a string while typed (a state select starts
 * empty). Apart from the form, so the plan checkout's route can tell whether this tab kept a draft without the
 * form's code (checkout-islands.ts).
 */
export type FormationValues = { [K in Exclude<FormationField, 'owners' | 'bankingNeeds' | 'additionalServices'>]: string } & {
  owners: FormationOwner[];
  bankingNeeds: string[];
  additionalServices: string[];
};

/** The form before anything is typed: what the server renders. */
export const emptyFormation: FormationValues = {
  businessName: '',
  tradeName: '',
  businessType: '',
  stateOfFormation: '',
  businessAddress: '',
  businessCity: '',
  businessState: '',
  businessZip: '',
  businessPurpose: '',
  principalActivity: '',
  naicsCode: '',
  dateBusinessStarted: '',
  numberOfEmployees: '',
  expectedAnnualRevenue: '',
  responsiblePartyName: '',
  responsiblePartyTitle: '',
  responsiblePartySSN: '',
  responsiblePartyPhone: '',
  responsiblePartyEmail: '',
  // The first owner starts at 100 percent; added owners at 0 (docs/subscriptions-and-intake.md#formation-form).
  owners: [{ name: '', percentage: 100, address: '' }],
  registeredAgentName: '',
  registeredAgentAddress: '',
  registeredAgentCity: '',
  registeredAgentState: '',
  registeredAgentZip: '',
  preferredBankName: '',
  bankingNeeds: [],
  additionalServices: [],
  specialRequirements: '',
};
