import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { pageReadKey, type PageRead } from '../../lib/page-read.ts';

/** While the payment provider has not confirmed a payment, the page asks again every 2 s, for about a minute. */
const PENDING_POLL = { while: (order: OrderSummary) => order.status === 'pending', every: 2000, times: 30 };

/**
 * `payments.order`: the order of a page after a payment (docs/payments.md, "Success pages"), read by its route's
 * loader and shown by OrderGate, followed while its payment is pending.
 */
export const orderRead = (orderId: string): PageRead<OrderSummary> => ({
  key: pageReadKey('payments.order', { orderId }),
  options: (utils) => utils.payments.order.queryOptions({ orderId }),
  poll: PENDING_POLL,
});
