import { z } from 'zod';
import { instant } from './instant.ts';
import { entityCheckoutTypes } from '../catalogue/entity-types.ts';
import { planIds } from '../catalogue/plans.ts';
import { orderKinds } from '../catalogue/products.ts';
import { simpleCheckoutPlanIds } from '../catalogue/simple-checkout.ts';
import { usStateCodes } from '../catalogue/us-states.ts';
import { cartLines } from './cart-lines.ts';
import { MISSING_INFORMATION, INVALID_EMAIL, SIMPLE_EMAIL } from './form-messages.ts';
import { businessFormationForm } from './formation.ts';

/**
 * The checkout calls (docs/payments.md). Each one carries everything the order needs: the server validates it
 * with these schemas, prices it from catalogue ids, stores a pending order and only then creates the payment
 * for that order's total. The browser sends the amount it shows; an amount that disagrees with the catalogue is
 * refused. Amounts the documented calls send are whole dollars (the `price` query parameter, a plan's monthly price).
 */
const dollars = z
  .number({ message: 'amount must be a number' })
  .int('amount must be a whole number of dollars')
  .positive('amount must be above 0')
  .max(10_000_000, 'amount is too large');

/**
 * One checkout attempt in one browser tab (a random UUID the page keeps in session storage). The same key with
 * the same lines and total gives back the same order and payment (a reload, a retry); with other lines or another
 * total, the earlier payment is cancelled and a new order made. Optional on the REST aliases: without it, every
 * call makes a new order.
 */
export const checkoutKey = z.uuid({ message: 'Please reload the page and try again.' });

export const paymentModes = ['simulated', 'stripe'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** GET /api/payments/config: what the browser needs to show the payment form. */
export const paymentConfig = z.object({ mode: z.enum(paymentModes), publishableKey: z.string().nullable() });
export type PaymentConfig = z.infer<typeof paymentConfig>;

export const entityCheckoutState = z.enum(usStateCodes, { message: 'Please select a state' });

const requiredText = (max: number) =>
  z.string({ message: MISSING_INFORMATION }).trim().min(1, { message: MISSING_INFORMATION, abort: true }).max(max, `Must be at most ${max} characters`);
const email = requiredText(254).regex(SIMPLE_EMAIL, INVALID_EMAIL);
const paymentIntentId = z
  .string({ message: 'A payment id is required' })
  .trim()
  .min(3, 'A payment id is required')
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a payment id');
const tenDigitPhone = 'Please enter a 10-digit phone number';

/** The business-info form of /entity-checkout: four required fields; the phone as the visitor typed it (10 digits). */
export const entityFormationForm = z.object({
  businessName: requiredText(200),
  contactName: requiredText(200),
  email,
  phone: requiredText(20).refine((v) => v.replace(/\D/g, '').length === 10, tenDigitPhone),
});
export type EntityFormationForm = z.input<typeof entityFormationForm>;

/**
 * POST /api/create-entity-payment and payments.startEntityCheckout: the documented entityType, state and amount (the
 * price query parameter), plus the business-info form, which is checked before any payment exists.
 */
export const startEntityCheckoutInput = entityFormationForm.extend({
  checkoutKey: checkoutKey.optional(),
  entityType: z.enum(entityCheckoutTypes, { message: 'Unknown entity type' }),
  state: entityCheckoutState,
  amount: dollars,
});
export type StartEntityCheckoutInput = z.input<typeof startEntityCheckoutInput>;

/**
 * POST /api/entity-formations: the documented call after a succeeded payment. It reads the formation the server
 * recorded when it saw the payment succeed; it never records one itself (docs/payments.md, "Fulfilment").
 */
export const entityFormationInput = entityFormationForm.extend({
  phone: z.string({ message: MISSING_INFORMATION }).regex(/^\d{10}$/, tenDigitPhone),
  entityType: z.enum(entityCheckoutTypes, { message: 'Unknown entity type' }),
  state: entityCheckoutState,
  price: dollars,
  stripePaymentIntentId: paymentIntentId,
});
export type EntityFormationInput = z.input<typeof entityFormationInput>;

/** POST /api/create-subscription-payment and payments.startPlanCheckout: a monthly plan of /checkout with the 6-step form. */
export const startPlanCheckoutInput = z.object({
  checkoutKey: checkoutKey.optional(),
  planId: z.enum(planIds, { message: 'Unknown plan' }),
  amount: dollars,
  businessData: businessFormationForm,
});
export type StartPlanCheckoutInput = z.input<typeof startPlanCheckoutInput>;

/** Who pays in the simple and cart checkouts: the receipt goes to this e-mail. */
export const payerDetails = z.object({
  name: requiredText(200),
  email,
});
export type PayerDetails = z.input<typeof payerDetails>;

/**
 * POST /api/create-subscription-payment-simple and payments.startSimpleCheckout: a monthly plan or a retainer of
 * /checkout-simple (docs/subscriptions-and-intake.md#simple-checkout). `amount` is the whole-dollar price the page
 * shows; the server prices the plan itself and refuses any other amount.
 */
export const startSimpleCheckoutInput = payerDetails.extend({
  checkoutKey: checkoutKey.optional(),
  planId: z.enum(simpleCheckoutPlanIds, { message: 'Unknown plan' }),
  amount: dollars,
});
export type StartSimpleCheckoutInput = z.input<typeof startSimpleCheckoutInput>;

/** The cart checkout's details form. */
export const cartPayerDetails = payerDetails.extend({
  phone: requiredText(30).refine((v) => v.replace(/\D/g, '').length >= 10, 'Please enter a valid phone number.'),
  company: requiredText(200),
});
export type CartPayerDetails = z.input<typeof cartPayerDetails>;

/** POST /api/create-cart-payment and payments.startCartCheckout: `amountCents` is the total the page shows. */
export const startCartCheckoutInput = cartPayerDetails.extend({
  checkoutKey: checkoutKey.optional(),
  items: cartLines,
  amountCents: z.number({ message: 'amountCents must be a number' }).int('amountCents must be whole cents').positive().max(1_000_000_000),
});
export type StartCartCheckoutInput = z.input<typeof startCartCheckoutInput>;

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

/**
 * An order's life (docs/payments.md, "Order states"): pending until the server learns the payment succeeded;
 * paid; fulfilled when the team has delivered what it bought; refunded when the payment was refunded; failed when
 * the provider gave the payment up; canceled when the visitor changed the order before paying and a new order took
 * its place. A declined card makes it payment_failed ("Payment failed"): still open, the visitor may pay it with
 * another card. Which of these staff may make: contracts/src/rules/work-status.ts.
 */
export const orderStatuses = ['pending', 'payment_failed', 'paid', 'fulfilled', 'failed', 'refunded', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses in which an order still waits for its payment: its card step may be tried again (docs/payments.md#order-states). */
export const payableOrderStatuses = ['pending', 'payment_failed'] as const satisfies readonly OrderStatus[];

export const orderLine = z.object({ id: z.string(), title: z.string(), quantity: z.number().int(), unitCents: z.number().int(), lineCents: z.number().int() });

/** payments.order and GET /api/payments/orders/:id: what a success page shows of one order. */
export const orderSummary = z.object({
  id: z.uuid(),
  /** What the client quotes on the phone: 'EBA-10042'. */
  reference: z.string(),
  kind: z.enum(orderKinds),
  productId: z.string(),
  /** 'LLC formation in Delaware for Acme LLC', 'Enterprise retainer', '2 services'. */
  description: z.string(),
  businessName: z.string().nullable(),
  status: z.enum(orderStatuses),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  monthly: z.boolean(),
  lines: z.array(orderLine),
  /** The receipt's address, partly hidden: 'a***@example.com'. */
  receiptEmail: z.string(),
  createdAt: instant(),
  paidAt: instant().nullable(),
  /** While the order waits for its payment: the last decline (payment_failed), or a payment that did not match it. */
  lastPaymentError: z.string().nullable(),
  /** The `?plan=` of the page that sold it (plans and retainers), for the intake link. */
  checkoutPlan: z.string().nullable(),
  /** The checkout page that sold it: where to pay it again, or start a new order ('/checkout-simple?plan=professional'). */
  checkoutHref: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderIdInput = z.object({ orderId: z.uuid({ message: 'Unknown order' }) });

/** payments.resumeCheckout: the tab that started an order (it holds the checkout key) takes its card step up again after a reload. */
export const resumeCheckoutInput = orderIdInput.extend({ checkoutKey });

/** What every start-checkout call answers: the order as stored, and the payment made for exactly its total. */
export const checkoutStarted = z.object({
  orderId: z.uuid(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amountCents: z.number().int(),
  order: orderSummary,
});
export type CheckoutStarted = z.infer<typeof checkoutStarted>;

/** POST /api/entity-formations answers the formation recorded for a paid order. */
export const entityFormationRecord = z.object({ id: z.uuid(), status: z.string(), orderId: z.uuid(), reference: z.string() });
export type EntityFormationRecord = z.infer<typeof entityFormationRecord>;

/** The portal dashboard's own records (matched by e-mail). */
export const clientRecords = z.object({
  entityFormations: z.array(
    z.object({ id: z.string(), createdAt: instant(), businessName: z.string(), entityType: z.string(), state: z.string(), status: z.string() }),
  ),
  businessFormations: z.array(z.object({ id: z.string(), createdAt: instant(), businessName: z.string(), planId: z.string(), status: z.string() })),
  subscriptions: z.array(z.object({ id: z.string(), createdAt: instant(), planName: z.string(), amountCents: z.number(), status: z.string() })),
  orders: z.array(
    z.object({
      id: z.string(),
      createdAt: instant(),
      reference: z.string(),
      description: z.string(),
      totalCents: z.number(),
      itemCount: z.number(),
      status: z.string(),
    }),
  ),
});
export type ClientRecords = z.infer<typeof clientRecords>;
