import type { BusinessFormationForm } from '@elite/contracts/schemas/formation';

/** A complete, valid formation form (/checkout's six steps), shared by the payment tests. */
export const formationData: BusinessFormationForm = {
  businessName: 'Lovelace Analytics',
  tradeName: '',
  businessType: 'llc',
  stateOfFormation: 'DE',
  businessAddress: '12 Engine Street',
  businessCity: 'Wilmington',
  businessState: 'DE',
  businessZip: '19801',
  businessPurpose: 'Analytical engines and consulting for computation.',
  principalActivity: 'Software consulting',
  naicsCode: '541511',
  dateBusinessStarted: '2026-01-15',
  numberOfEmployees: '3',
  expectedAnnualRevenue: '100k-250k',
  responsiblePartyName: 'Ada Lovelace',
  responsiblePartyTitle: 'Managing Member',
  responsiblePartySSN: '123-45-6789',
  responsiblePartyPhone: '(212) 555-0199',
  responsiblePartyEmail: 'ada@example.com',
  owners: [{ name: 'Ada Lovelace', percentage: 100, address: '12 Engine Street, Wilmington DE' }],
  registeredAgentName: 'Delaware Agents Inc',
  registeredAgentAddress: '1 Agent Way',
  registeredAgentCity: 'Dover',
  registeredAgentState: 'DE',
  registeredAgentZip: '19901',
  preferredBankName: 'First Bank',
  bankingNeeds: ['Business Checking Account'],
  additionalServices: [],
  specialRequirements: '',
};

/** The simulated provider's card that succeeds. */
export const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/** The entity checkout's whole call: the documented entityType, state and amount, and the business-info form. */
export const entityBody = (): Record<string, unknown> => ({
  entityType: 'llc',
  state: 'DE',
  amount: 4999,
  businessName: 'Acme Robotics LLC',
  contactName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0199',
});

/** Who pays in the cart checkout. */
export const cartPayer = { name: 'Grace Hopper', email: 'grace@example.com', phone: '(212) 555-0100', company: 'Hopper Compilers' };
