import type { PaymentConfig } from '@elite/contracts/schemas/payments';
import { pageReadKey, type PageRead } from '../../lib/page-read.ts';

/**
 * `payments.config`: simulated or Stripe, and Stripe's publishable key (docs/payments.md), read by the checkouts'
 * routes and shown by their pages.
 */
export const paymentConfigRead: PageRead<PaymentConfig> = {
  key: pageReadKey('payments.config'),
  options: (utils) => utils.payments.config.queryOptions(),
};
