import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@elite/contracts/rules/money';
import type { CheckoutStarted, OrderSummary } from '@elite/contracts/schemas/payments';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hideToast, showToast } from '../../lib/toast.ts';
import { PreparingPayment } from './CheckoutParts.tsx';
import { PaymentFields, usePaymentConfirm } from './PaymentFields.tsx';
import classes from './Checkout.module.css';

export interface PayStepProps {
  /** The stored order and its payment; null while the server makes them: 'Preparing payment...'. */
  started: CheckoutStarted | null;
  /** Where Stripe comes back to after a redirect-based method (the success page of this order). */
  returnPath: (order: OrderSummary) => string;
  /** The pay button's words for this order ("Pay $4,999 and Start Formation"). */
  payLabel: (order: OrderSummary) => string;
  /** The button's words while the payment is confirmed. */
  processingLabel?: string;
  /** Back to the details, everything typed still there. */
  onBack: () => void;
  /** Called once the provider says succeeded (the server has recorded the order by then, or will from the webhook). */
  onPaid: (order: OrderSummary) => void;
  /** Shown instead of the card form, e.g. when the cart changed since the order was made. */
  blocked?: ReactNode;
}

/** The one toast of the card step's attempts (docs/payments.md#checkout-pages). */
const PAYMENT_TOAST = 'payment-attempt';

/**
 * The card step of every checkout (docs/payments.md, "Checkout pages"): the order as the server stored it and its
 * total, the card form for exactly that payment, Back, and a decline shown on the page (the order stays pending and
 * the visitor can try another card; the order shows "Payment failed"). The documented words: 'Processing...', toast 'Payment Failed', button re-enabled.
 */
export function PayStep({ started, returnPath, payLabel, processingLabel = 'Processing...', onBack, onPaid, blocked }: PayStepProps) {
  const [confirm, onReady] = usePaymentConfirm();
  const [processing, setProcessing] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the button that led here: keyboard and screen reader users continue from its heading.
  useEffect(() => {
    if (started) heading.current?.focus();
  }, [started]);

  const back = (
    <Button
      variant="subtle"
      color="navy"
      px={0}
      style={{ alignSelf: 'flex-start' }}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      disabled={processing}
    >
      Back to your details
    </Button>
  );
  if (!started) return <PreparingPayment />;
  const { order } = started;

  async function pay() {
    if (!confirm || processing) return;
    setProcessing(true);
    setDeclined(null);
    // A new attempt answers the earlier one's toast: a "Payment Failed" never outlives the retry that paid.
    hideToast(PAYMENT_TOAST);
    try {
      const result = await confirm();
      if (result.status === 'failed') {
        showToast({ id: PAYMENT_TOAST, title: 'Payment Failed', message: result.message, color: 'red' });
        setDeclined(result.message);
        setProcessing(false);
        return;
      }
      onPaid(order);
    } catch (err) {
      console.warn('Payment failed', err);
      showToast({ id: PAYMENT_TOAST, title: 'Payment Error', message: 'An error occurred. Please try again.', color: 'red' });
      setDeclined('An error occurred. Please try again. If the problem continues, call us: nothing is charged twice.');
      setProcessing(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack gap="md">
        {back}
        <div>
          <Title order={2} fz={22} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            Payment Details
          </Title>
          <Text size="sm" c="dimmed">
            Order {order.reference} · {formatCents(order.totalCents)}
            {order.monthly ? ' per month' : ''} · receipt to {order.receiptEmail}
          </Text>
        </div>
        {blocked ?? (
          <>
            {declined && (
              <Alert color="red" variant="light" role="alert" title="Your payment did not go through">
                {declined} Your order is saved: you can try again or use another card.
              </Alert>
            )}
            <PaymentFields clientSecret={started.clientSecret} returnPath={returnPath(order)} onReady={onReady} />
            <Button
              size="lg"
              color="navy"
              onClick={() => void pay()}
              disabled={!confirm || processing}
              leftSection={<IconLock size={16} aria-hidden />}
              // A long amount wraps on a phone rather than being cut (docs/site-and-navigation.md#phones-and-desktops).
              classNames={{ root: classes.wrappingButton, inner: classes.wrappingButtonInner, label: classes.wrappingButtonLabel }}
            >
              {processing ? processingLabel : payLabel(order)}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
