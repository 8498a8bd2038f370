import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import { PreparingPayment } from './CheckoutParts.tsx';
import type { PayStepProps } from './PayStep.tsx';

/**
 * The card step (PayStep.tsx, with the card form and its provider's code) loads when the visitor continues to
 * payment, while the server stores the order, not with the checkout page: the details come first.
 */
const { Component: LazyPayStep, preload } = onDemand(() => import('./PayStep.tsx').then((m) => m.PayStep));

export const preloadPayStep = preload;

export function PayStep(props: PayStepProps) {
  return (
    <Suspense fallback={<PreparingPayment />}>
      <LazyPayStep {...props} />
    </Suspense>
  );
}
