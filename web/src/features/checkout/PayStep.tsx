import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import { PaymentFields, usePaymentConfirm } from './PaymentFields.tsx';

interface Props {
  /** Null while the intent is being created: 'Preparing payment...'. */
  clientSecret: string | null;
  returnPath: string;
  payLabel: string;
  /** Called once the provider says succeeded; a throw shows 'Payment Error'. */
  onPaid: (paymentIntentId: string) => Promise<void>;
}

/** The card step shared by the subscription and cart checkouts (spec 2, section 4: Processing..., failure toast, button re-enabled). */
export function PayStep({ clientSecret, returnPath, payLabel, onPaid }: Props) {
  const [confirm, onReady] = usePaymentConfirm();
  const [processing, setProcessing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the button that led here: keyboard and screen reader users continue from its heading.
  useEffect(() => {
    if (clientSecret) heading.current?.focus();
  }, [clientSecret]);
  if (!clientSecret) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="white">
        <Center py={48}>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Preparing payment...</Text>
          </Group>
        </Center>
      </Paper>
    );
  }
  async function pay() {
    if (!confirm || processing) return;
    setProcessing(true);
    try {
      const result = await confirm();
      if (result.status === 'failed') {
        showToast({ title: 'Payment Failed', message: result.message, color: 'red' });
        setProcessing(false);
        return;
      }
      await onPaid(result.paymentIntentId);
    } catch (err) {
      console.warn('Payment failed', err);
      showToast({ title: 'Payment Error', message: 'An error occurred. Please try again.', color: 'red' });
      setProcessing(false);
    }
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack gap="md">
        <Title order={2} fz={22} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Payment Details
        </Title>
        <PaymentFields clientSecret={clientSecret} returnPath={returnPath} onReady={onReady} />
        <Button size="lg" color="navy" onClick={() => void pay()} disabled={!confirm || processing} leftSection={<IconLock size={16} aria-hidden />}>
          {processing ? 'Processing...' : payLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
