/** A valid essential-plan intake (POST /api/business-intake, intake.submit): one step, no order. */
export const essentialIntake = {
  planType: 'essential',
  businessName: 'Lovelace Analytics',
  businessType: 'llc',
  stateOfFormation: 'NY',
  responsiblePartyName: 'Ada Lovelace',
  responsiblePartyEmail: 'ada@example.com',
  responsiblePartyPhone: '2125550199',
  subscriptionId: null,
};
