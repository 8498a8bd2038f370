import {
  completePaymentInput,
  createCartPaymentInput,
  createEntityPaymentInput,
  createSimpleSubscriptionPaymentInput,
  createSubscriptionPaymentInput,
  entityFormationInput,
  simulatedConfirmInput,
} from '@elite/contracts/schemas/payments';
import { pageQuery } from '@elite/contracts/schemas/pagination';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import * as payments from './payments.service.ts';
import { clientRecords, listOrders, listSubscriptions } from './records.service.ts';

export const paymentsRouter = router({
  config: publicProcedure.query(({ ctx }) => payments.paymentConfig(ctx.config)),
  createEntityPayment: publicProcedure.input(createEntityPaymentInput).mutation(({ ctx, input }) => payments.createEntityPayment(ctx, input)),
  createSubscriptionPayment: publicProcedure.input(createSubscriptionPaymentInput).mutation(({ ctx, input }) => payments.createSubscriptionPayment(ctx, input)),
  createSimpleSubscriptionPayment: publicProcedure.input(createSimpleSubscriptionPaymentInput).mutation(({ ctx, input }) => payments.createSimpleSubscriptionPayment(ctx, input)),
  createCartPayment: publicProcedure.input(createCartPaymentInput).mutation(({ ctx, input }) => payments.createCartPayment(ctx, input)),
  confirmSimulated: publicProcedure.input(simulatedConfirmInput).mutation(({ ctx, input }) => payments.confirmSimulatedPayment(ctx, input)),
  complete: publicProcedure.input(completePaymentInput).mutation(({ ctx, input }) => payments.completePaymentFromBrowser(ctx, input)),
  recordEntityFormation: publicProcedure.input(entityFormationInput).mutation(({ ctx, input }) => payments.recordEntityFormation(ctx, input)),
  orders: adminProcedure.input(pageQuery).query(({ ctx, input }) => listOrders(ctx.em, input)),
  subscriptions: adminProcedure.input(pageQuery).query(({ ctx, input }) => listSubscriptions(ctx.em, input)),
  myRecords: clientProcedure.query(({ ctx }) => clientRecords(ctx.em, ctx.user.email ?? '')),
});
