/** The checkout feature's public face for other features: the pages after a payment read their order through these. */
export { NextSteps, OrderFacts, OrderGate, orderDate, useOrder } from './OrderGate.tsx';
export { SuccessHeader } from './SuccessHeader.tsx';
