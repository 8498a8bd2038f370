/** Complete, valid intakes of each plan (/business-intake), shared by the intake and input-limit tests. */
export const essential = {
  planType: 'essential',
  businessName: 'Lovelace Analytics',
  businessType: 'llc',
  stateOfFormation: 'NY',
  responsiblePartyName: 'Ada Lovelace',
  responsiblePartyEmail: 'ada@example.com',
  responsiblePartyPhone: '2125550199',
  subscriptionId: null,
};
export const professionalFields = {
  businessAddress: '12 Analytical Way',
  businessCity: 'Brooklyn',
  businessState: 'NY',
  businessZip: '11201',
  businessPurpose: 'Data analysis and engine design consulting.',
  numberOfEmployees: '4',
  expectedAnnualRevenue: '100k-250k',
  preferredBankName: 'First Engine Bank',
  additionalServices: ['Business Email Setup', 'Trademark Registration'],
};
export const professional = { ...essential, planType: 'professional', ...professionalFields };
export const enterprise = {
  ...professional,
  planType: 'enterprise',
  registeredAgentName: 'Registered Agents Inc',
  registeredAgentAddress: '90 State Street',
  registeredAgentCity: 'Albany',
  registeredAgentState: 'NY',
  registeredAgentZip: '12207-1234',
  specialRequirements: 'Foreign qualification in NJ.',
  priorityProcessing: true,
};
