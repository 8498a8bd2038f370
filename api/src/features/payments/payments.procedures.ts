import { workQueries } from '@elite/contracts/schemas/work-queues';
import {
  orderIdInput,
  resumeCheckoutInput,
  simulatedConfirmInput,
  startCartCheckoutInput,
  startEntityCheckoutInput,
  startPlanCheckoutInput,
  startSimpleCheckoutInput,
  checkoutStarted,
  clientRecords as clientRecordsAnswer,
  orderSummary,
  paymentConfig,
  simulatedConfirmAnswer,
} from '@elite/contracts/schemas/payments';
import type { RestDeclaration } from '../../http/rest-from-procedures.ts';
import { adminProcedure, clientProcedure, listedIn, publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { readOrder, resumeCheckout } from './orders.service.ts';
import * as payments from './payments.service.ts';
import { listQueue } from '../work-queues/work-queues.service.ts';
import { clientRecords } from '../portal/portal.service.ts';

/** What every checkout's REST alias answers (docs/payments.md#calls). */
const CHECKOUT = {
  tag: 'Payments',
  method: 'post',
  answer: checkoutStarted,
  status: 201,
  limited: true,
  refusals: {
    400: 'Bad input, or an amount that is not the catalogue’s price.',
    409: 'A payment for this checkout key already went through: the order is paid, and another one needs a new checkout key.',
  },
} as const satisfies Partial<RestDeclaration>;

/** The checkouts' limit, as the Calls tables say it (docs/payments.md#calls). */
const STARTS = '30 starts an hour per address, the four checkouts together';
/** The limit of the steps after a start that anyone may call (docs/payments.md#calls). */
export const PAYMENT_STEPS = '60 per address per 10 minutes, with the other steps after a start';

/** The checkouts, as the browser calls them (docs/payments.md); each REST alias is declared in its procedure's meta. */
export const paymentsRouter = router({
  config: publicProcedure
    .meta(
      rest({
        tag: 'Payments',
        method: 'get',
        path: '/payments/config',
        summary: 'How this site takes payments',
        description: 'Simulated, or Stripe with its publishable key.',
        answer: paymentConfig,
      }),
    )
    .meta(listedIn(['payments.md']))
    .query(({ ctx }) => payments.paymentConfig(ctx.config)),
  startEntityCheckout: publicProcedure
    .meta(
      rest({
        ...CHECKOUT,
        path: '/create-entity-payment',
        summary: 'Start an entity formation checkout',
        description: 'Stores a pending order and its payment (every checkout does; starts count against one limit per address).',
      }),
    )
    .meta(
      listedIn(['payments.md', 'entity-checkout.md'], {
        takes: 'the spec’s `entityType`, `state`, `amount` (whole dollars), plus the contact details',
        limit: STARTS,
      }),
    )
    .input(startEntityCheckoutInput)
    .mutation(({ ctx, input }) => payments.startEntityCheckout(ctx, input)),
  startPlanCheckout: publicProcedure
    .meta(rest({ ...CHECKOUT, path: '/create-subscription-payment', summary: 'Start a monthly plan checkout (with the formation form)' }))
    .meta(listedIn(['payments.md', 'subscriptions-and-intake.md'], { takes: '`businessData` is the whole formation form', limit: STARTS }))
    .input(startPlanCheckoutInput)
    .mutation(({ ctx, input }) => payments.startPlanCheckout(ctx, input)),
  startSimpleCheckout: publicProcedure
    .meta(
      rest({
        ...CHECKOUT,
        path: '/create-subscription-payment-simple',
        summary: 'Start a simple checkout: a monthly plan or a retainer',
        description:
          'planId is a monthly plan (essential $1,000, professional $5,000, enterprise $15,000) or a retainer (foundation $25,000, transformation $75,000, enterprise-retainer $250,000); amount is its whole-dollar monthly price, which the server checks against the catalogue (docs/subscriptions-and-intake.md#simple-checkout).',
      }),
    )
    .meta(
      listedIn(['payments.md', 'subscriptions-and-intake.md'], {
        takes: '`planId`: a plan or a retainer of the [simple checkout](subscriptions-and-intake.md#simple-checkout)',
        limit: STARTS,
      }),
    )
    .input(startSimpleCheckoutInput)
    .mutation(({ ctx, input }) => payments.startSimpleCheckout(ctx, input)),
  startCartCheckout: publicProcedure
    .meta(rest({ ...CHECKOUT, path: '/create-cart-payment', summary: 'Start a cart checkout' }))
    .meta(listedIn(['payments.md'], { limit: STARTS }))
    .input(startCartCheckoutInput)
    .mutation(({ ctx, input }) => payments.startCartCheckout(ctx, input)),
  confirmSimulated: publicProcedure
    .meta(
      rest({
        tag: 'Payments',
        method: 'post',
        path: '/payments/simulated/confirm',
        summary: 'Pay with a test card (simulated mode)',
        description: '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
        answer: simulatedConfirmAnswer,
        limited: true,
        refusals: { 404: 'This site takes payments through Stripe.' },
      }),
    )
    .meta(listedIn(['payments.md'], { who: 'simulated mode only (404 with Stripe)', limit: PAYMENT_STEPS }))
    .input(simulatedConfirmInput)
    .mutation(({ ctx, input }) => payments.confirmSimulatedPayment(ctx, input)),
  order: publicProcedure
    .meta(
      rest({
        tag: 'Payments',
        method: 'get',
        path: '/payments/orders/:orderId',
        summary: 'One order, as its success page shows it',
        description:
          'A pending order asks the payment provider at most once every 10 seconds (the webhook is the normal path); 120 reads per address in 10 minutes (docs/payments.md#reading-an-order).',
        answer: orderSummary,
        limited: true,
        refusals: { 404: 'No such order.' },
      }),
    )
    .meta(
      listedIn(['payments.md', 'entity-checkout.md'], {
        who: 'whoever holds the order’s id',
        answers: 'the order summary the success page shows',
        limit: '120 reads per address per 10 minutes',
      }),
    )
    .input(orderIdInput)
    .query(({ ctx, input }) => readOrder(ctx, input.orderId)),
  resumeCheckout: publicProcedure
    .meta(
      listedIn(['payments.md'], {
        who: 'the tab holding the checkout key',
        answers: 'the start’s answer again while the order can be paid, else `{ orderId, order, clientSecret: null }`',
        limit: PAYMENT_STEPS,
        refuses: [404, 429],
      }),
    )
    .input(resumeCheckoutInput)
    .mutation(({ ctx, input }) => resumeCheckout(ctx, input.orderId, input.checkoutKey)),
  /** The same lists as admin.orders and admin.subscriptions (docs/admin.md#work-queues). */
  orders: adminProcedure.input(workQueries.order).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'order', input)),
  subscriptions: adminProcedure.input(workQueries.subscription).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'subscription', input)),
  /** The portal's rules (docs/portal.md#the-rules): a typed e-mail alone ties nothing to the client. */
  myRecords: clientProcedure
    .meta(
      rest({
        tag: 'Payments',
        method: 'get',
        path: '/portal/records',
        summary: 'The signed-in client’s own records',
        description: 'Matched by the account’s confirmed e-mail.',
        answer: clientRecordsAnswer,
      }),
    )
    .meta(listedIn(['payments.md']))
    .query(({ ctx }) => clientRecords(ctx, ctx.user)),
});
