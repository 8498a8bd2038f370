import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { usePaymentConfig } from './use-checkout.ts';

/** What confirming a payment gives, whichever provider: Stripe.js's confirmPayment shape. */
export type ConfirmResult = { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; message: string };
export type Confirm = () => Promise<ConfirmResult>;

// Stripe.js is fetched only in Stripe mode: in simulated mode the browser never loads js.stripe.com.
const StripeFields = lazy(() => import('./StripeFields.tsx'));

interface Props {
  clientSecret: string;
  /** Where Stripe returns after a redirect-based method (docs/payments.md: origin + the success path). */
  returnPath: string;
  /** Gives the parent the confirm function once the fields are ready (null while not ready). */
  onReady: (confirm: Confirm | null) => void;
}

/** The payment element: Stripe's Payment Element (tabs) in Stripe mode, a labelled test card form in simulated mode. */
export function PaymentFields({ clientSecret, returnPath, onReady }: Props) {
  const config = usePaymentConfig();
  if (config.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        The payment form could not be loaded. Please reload the page; nothing was charged.
      </Alert>
    );
  }
  if (!config.data) {
    return (
      <Group gap="xs" c="dimmed">
        <Loader size="sm" /> <Text size="sm">Loading payment form...</Text>
      </Group>
    );
  }
  if (config.data.mode === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <StripeFields publishableKey={config.data.publishableKey} clientSecret={clientSecret} returnPath={returnPath} onReady={onReady} />
      </Suspense>
    );
  }
  return <SimulatedCardFields clientSecret={clientSecret} onReady={onReady} />;
}

const formatCard = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
};

/** Simulated mode (docs/decisions/0008-payments-simulated-and-recorded-by-the-server.md): no card leaves for a provider; the server confirms the test numbers. */
function SimulatedCardFields({ clientSecret, onReady }: { clientSecret: string; onReady: Props['onReady'] }) {
  const confirmSimulated = trpc.payments.confirmSimulated.useMutation().mutateAsync;
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  useEffect(() => {
    const confirm: Confirm = async () => {
      if (card.cardNumber.replace(/\D/g, '').length < 12 || !/^\d{2} \/ \d{2}$/.test(card.expiry) || !/^\d{3,4}$/.test(card.cvc)) {
        return { status: 'failed', message: 'Please enter the card number, expiry date (MM / YY) and CVC.' };
      }
      const answer = await confirmSimulated({ clientSecret, ...card });
      if (answer.status === 'succeeded') return { status: 'succeeded', paymentIntentId: answer.paymentIntentId };
      return { status: 'failed', message: answer.error?.message ?? 'Your card was declined.' };
    };
    onReady(confirm);
  }, [card, clientSecret, onReady, confirmSimulated]);
  useEffect(() => () => onReady(null), [onReady]);

  return (
    <Stack gap="sm" data-testid="simulated-payment">
      <Alert color="yellow" variant="light" radius="md" icon={<IconFlask size={18} aria-hidden />} p="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color="yellow" variant="filled" radius="sm" autoContrast>
            Test mode: no card is charged
          </Badge>
          <Text size="sm">Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date and any CVC.</Text>
        </Group>
      </Alert>
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        onChange={(e) => {
          const value = formatCard(e.currentTarget.value);
          setCard((c) => ({ ...c, cardNumber: value }));
        }}
        maxLength={19}
        leftSection={<IconLock size={16} aria-hidden />}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Expiry date"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={(e) => {
            const value = formatExpiry(e.currentTarget.value);
            setCard((c) => ({ ...c, expiry: value }));
          }}
          maxLength={7}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(e) => {
            const value = e.currentTarget.value.replace(/\D/g, '').slice(0, 4);
            setCard((c) => ({ ...c, cvc: value }));
          }}
          maxLength={4}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The confirm function the payment fields hand over, and the stable callback to pass them as `onReady`. */
export function usePaymentConfirm(): [Confirm | null, (confirm: Confirm | null) => void] {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const onReady = useCallback((next: Confirm | null) => setConfirm(() => next), []);
  return [confirm, onReady];
}
