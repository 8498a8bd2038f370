import { workQueries } from '@elite/contracts/schemas/work-queues';
import {
  orderIdInput,
  resumeCheckoutInput,
  simulatedConfirmInput,
  startCartCheckoutInput,
  startEntityCheckoutInput,
  startPlanCheckoutInput,
  startSimpleCheckoutInput,
} from '@elite/contracts/schemas/payments';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { readOrder, resumeCheckout } from './orders.service.ts';
import * as payments from './payments.service.ts';
import { listQueue } from '../work-queues/work-queues.service.ts';
import { clientRecords } from '../portal/portal.service.ts';

/** The checkouts, as the browser calls them (docs/payments.md); payments.routes.ts has the REST doors to the same functions. */
export const paymentsRouter = router({
  config: publicProcedure.query(({ ctx }) => payments.paymentConfig(ctx.config)),
  startEntityCheckout: publicProcedure.input(startEntityCheckoutInput).mutation(({ ctx, input }) => payments.startEntityCheckout(ctx, input)),
  startPlanCheckout: publicProcedure.input(startPlanCheckoutInput).mutation(({ ctx, input }) => payments.startPlanCheckout(ctx, input)),
  startSimpleCheckout: publicProcedure.input(startSimpleCheckoutInput).mutation(({ ctx, input }) => payments.startSimpleCheckout(ctx, input)),
  startCartCheckout: publicProcedure.input(startCartCheckoutInput).mutation(({ ctx, input }) => payments.startCartCheckout(ctx, input)),
  confirmSimulated: publicProcedure.input(simulatedConfirmInput).mutation(({ ctx, input }) => payments.confirmSimulatedPayment(ctx, input)),
  order: publicProcedure.input(orderIdInput).query(({ ctx, input }) => readOrder(ctx, input.orderId)),
  resumeCheckout: publicProcedure.input(resumeCheckoutInput).mutation(({ ctx, input }) => resumeCheckout(ctx, input.orderId, input.checkoutKey)),
  /** The same lists as admin.orders and admin.subscriptions (docs/admin.md#work-queues). */
  orders: adminProcedure.input(workQueries.order).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'order', input)),
  subscriptions: adminProcedure.input(workQueries.subscription).query(({ ctx, input }) => listQueue(ctx, ctx.user, 'subscription', input)),
  /** The portal's rules (docs/portal.md#the-rules): a typed e-mail alone ties nothing to the client. */
  myRecords: clientProcedure.query(({ ctx }) => clientRecords(ctx, ctx.user)),
});
