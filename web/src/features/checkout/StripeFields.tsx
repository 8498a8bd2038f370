import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect } from 'react';
import type { Confirm } from './PaymentFields.tsx';

let stripePromise: Promise<Stripe | null> | undefined;
let loadedKey: string | undefined;

function stripeFor(key: string) {
  if (!stripePromise || loadedKey !== key) {
    loadedKey = key;
    stripePromise = loadStripe(key);
  }
  return stripePromise;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  returnPath: string;
  onReady: (confirm: Confirm | null) => void;
}

/** Stripe mode: the Payment Element (tabs layout), confirmed in the browser without a redirect unless the method needs one. */
export default function StripeFields({ publishableKey, clientSecret, returnPath, onReady }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#1e3a5f' } } }}>
      <Inner returnPath={returnPath} onReady={onReady} />
    </Elements>
  );
}

function Inner({ returnPath, onReady }: Pick<Props, 'returnPath' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    // Submit is ignored until the provider and its elements are ready (docs/entity-checkout.md#payment-and-messages).
    if (!stripe || !elements) return onReady(null);
    onReady(async () => {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (result.error) return { status: 'failed', message: result.error.message ?? 'Your payment could not be completed.' };
      if (result.paymentIntent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntent.id };
      return { status: 'failed', message: `The payment is ${result.paymentIntent.status.replaceAll('_', ' ')}.` };
    });
  }, [stripe, elements, returnPath, onReady]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}
