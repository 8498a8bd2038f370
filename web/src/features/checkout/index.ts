/** The checkout feature's public face for other features: the pages after a payment read their order through these. */
export { NextSteps, OrderFacts, OrderGate, orderDate } from './OrderGate.tsx';
export { SuccessHeader } from './SuccessHeader.tsx';
