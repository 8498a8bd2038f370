import type { PaymentConfig, PaymentIntentAnswer, SimulatedConfirmAnswer } from '@elite/contracts/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '../../lib/api-request.ts';

/** The spec's payment calls, through the shared request helper (spec 1 and 2, section 7). */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  return (await (await apiRequest('POST', url, body)).json()) as T;
}

export const createPayment = (url: string, body: unknown) => postJson<PaymentIntentAnswer>(url, body);
export const confirmSimulated = (body: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }) =>
  postJson<SimulatedConfirmAnswer>('/api/payments/simulated/confirm', body);
/** Asks the server to record what a succeeded payment paid for (the webhook does the same in Stripe mode). */
export const completePayment = (paymentIntentId: string) => postJson<{ kind: string }>('/api/payments/complete', { paymentIntentId });

/** Simulated or Stripe, and Stripe's publishable key; read once per visit. */
export function usePaymentConfig() {
  return useQuery<PaymentConfig | null>({ queryKey: ['/api/payments/config'] });
}
export type { PaymentConfig };

/** The readable part of a failed call: the server's `error` field, else the answer's body. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiRequestError) return err.serverMessage || err.body;
  return err instanceof Error ? err.message : String(err);
}
