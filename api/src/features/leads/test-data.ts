/** A valid contact message (POST /api/contacts, leads.create). */
export const contactMessage = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0199',
  businessType: 'llc',
  message: 'We need an LLC and a plan to become fundable.',
};

/** A valid proposal request for a cart of two services (POST /api/proposals, leads.requestProposal). */
export const proposalRequest = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 212 555 0100',
  company: 'Hopper Holdings',
  message: 'We are restructuring three companies.',
  items: [
    { serviceId: 'holding-company-formation', quantity: 1 },
    { serviceId: 'digital-experience-platform', quantity: 1 },
  ],
};
