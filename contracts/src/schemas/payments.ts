import { z } from 'zod';
import { entityCheckoutTypes } from '../catalogue/entity-types.ts';
import { planIds } from '../catalogue/plans.ts';
import { retainerPlanIds } from '../catalogue/retainers.ts';
import { usStateCodes } from '../catalogue/us-states.ts';
import { cartLines } from './cart-lines.ts';
import { MISSING_INFORMATION, INVALID_EMAIL, SIMPLE_EMAIL } from './leads.ts';
import { businessFormationForm } from './formation.ts';

/**
 * The payment calls of spec 1 section 7 and spec 2 section 7. The browser sends the amount it
 * shows; the server prices from catalogue ids and refuses an amount that disagrees (DECISIONS 1).
 * Amounts the spec sends are whole dollars (the `price` query parameter, a plan's monthly price).
 */
const dollars = z
  .number({ message: 'amount must be a number' })
  .int('amount must be a whole number of dollars')
  .positive('amount must be above 0')
  .max(10_000_000, 'amount is too large');

export const paymentModes = ['simulated', 'stripe'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** GET /api/payments/config: what the browser needs to show the payment form. */
export const paymentConfig = z.object({ mode: z.enum(paymentModes), publishableKey: z.string().nullable() });
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** What every create-payment call answers. */
export const paymentIntentAnswer = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() });
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

export const entityCheckoutState = z.enum(usStateCodes, { message: 'Please select a state' });

/** POST /api/create-entity-payment: entityType, state, amount (the price query parameter). */
export const createEntityPaymentInput = z.object({
  entityType: z.enum(entityCheckoutTypes, { message: 'Unknown entity type' }),
  state: entityCheckoutState,
  amount: dollars,
});
export type CreateEntityPaymentInput = z.input<typeof createEntityPaymentInput>;

const requiredText = (max: number) => z.string({ message: MISSING_INFORMATION }).trim().min(1, MISSING_INFORMATION).max(max, `Must be at most ${max} characters`);
const email = requiredText(254).regex(SIMPLE_EMAIL, INVALID_EMAIL);
const paymentIntentId = z.string({ message: 'A payment id is required' }).trim().min(3, 'A payment id is required').max(255).regex(/^[A-Za-z0-9_]+$/, 'Not a payment id');

/** The business-info form of /entity-checkout (spec 1, section 5); phone as the visitor typed it. */
export const entityFormationForm = z.object({
  businessName: requiredText(200),
  contactName: requiredText(200),
  email,
  phone: requiredText(20).refine((v) => v.replace(/\D/g, '').length === 10, 'Please enter a 10-digit phone number'),
});
export type EntityFormationForm = z.input<typeof entityFormationForm>;

/** POST /api/entity-formations: the form, phone digits only, plus what was paid for. */
export const entityFormationInput = entityFormationForm.extend({
  phone: z.string({ message: MISSING_INFORMATION }).regex(/^\d{10}$/, 'Please enter a 10-digit phone number'),
  entityType: z.enum(entityCheckoutTypes, { message: 'Unknown entity type' }),
  state: entityCheckoutState,
  price: dollars,
  stripePaymentIntentId: paymentIntentId,
});
export type EntityFormationInput = z.input<typeof entityFormationInput>;

/** POST /api/create-subscription-payment (spec 2): planId, amount, businessData (the whole 6-step form). */
export const createSubscriptionPaymentInput = z.object({
  planId: z.enum(planIds, { message: 'Unknown plan' }),
  amount: dollars,
  businessData: businessFormationForm,
});
export type CreateSubscriptionPaymentInput = z.input<typeof createSubscriptionPaymentInput>;

/** Who pays in the simple and cart checkouts: the receipt and the portal match on this e-mail. */
export const payerDetails = z.object({
  name: requiredText(200),
  email,
});

/** POST /api/create-subscription-payment-simple: planId, amount, and the payer (DECISIONS 4: the retainer plans). */
export const createSimpleSubscriptionPaymentInput = payerDetails.extend({
  planId: z.enum(retainerPlanIds, { message: 'Unknown plan' }),
  amount: dollars,
});
export type CreateSimpleSubscriptionPaymentInput = z.input<typeof createSimpleSubscriptionPaymentInput>;

/** POST /api/create-cart-payment: the cart checkout of DECISIONS 4; `amountCents` is the total the page shows. */
export const createCartPaymentInput = payerDetails.extend({
  phone: requiredText(30).refine((v) => v.replace(/\D/g, '').length >= 10, 'Please enter a valid phone number.'),
  company: requiredText(200),
  items: cartLines,
  amountCents: z.number({ message: 'amountCents must be a number' }).int('amountCents must be whole cents').positive().max(1_000_000_000),
});
export type CreateCartPaymentInput = z.input<typeof createCartPaymentInput>;

/** POST /api/payments/complete: records what a succeeded payment paid for (the webhook does the same). */
export const completePaymentInput = z.object({ paymentIntentId });

/** POST /api/payments/simulated/confirm: the simulated provider's card form (test mode only). */
export const simulatedConfirmInput = z.object({
  clientSecret: z.string({ message: 'clientSecret is required' }).min(10).max(300),
  cardNumber: z
    .string({ message: 'Please enter a card number' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a card number')),
  expiry: z.string({ message: 'Please enter an expiry date' }).regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'Please enter an expiry date as MM / YY'),
  cvc: z.string({ message: 'Please enter the CVC' }).regex(/^\d{3,4}$/, 'Please enter the CVC'),
});
export type SimulatedConfirmInput = z.input<typeof simulatedConfirmInput>;

/** Test cards of the simulated provider (shown on the form in test mode). */
export const SIMULATED_CARD_SUCCEEDS = '4242424242424242';
export const SIMULATED_CARD_DECLINED = '4000000000000002';
export const SIMULATED_DECLINE_MESSAGE = 'Your card was declined.';

export const paymentStatuses = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the simulated confirm answers, shaped like Stripe.js's confirmPayment result. */
export const simulatedConfirmAnswer = z.object({
  status: z.enum(paymentStatuses),
  paymentIntentId: z.string(),
  error: z.object({ message: z.string() }).nullable(),
});
export type SimulatedConfirmAnswer = z.infer<typeof simulatedConfirmAnswer>;

/** The portal dashboard's own records (matched by e-mail). */
export const clientRecords = z.object({
  entityFormations: z.array(z.object({ id: z.string(), createdAt: z.string(), businessName: z.string(), entityType: z.string(), state: z.string(), status: z.string() })),
  businessFormations: z.array(z.object({ id: z.string(), createdAt: z.string(), businessName: z.string(), planId: z.string(), status: z.string() })),
  subscriptions: z.array(z.object({ id: z.string(), createdAt: z.string(), planName: z.string(), amountCents: z.number(), status: z.string() })),
  orders: z.array(z.object({ id: z.string(), createdAt: z.string(), totalCents: z.number(), itemCount: z.number(), status: z.string() })),
});
export type ClientRecords = z.infer<typeof clientRecords>;
