import { Button, Container, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { cartLinesFromItems } from '@elite/contracts/rules/cart';
import { formatCents, priceTextToCents } from '@elite/contracts/rules/money';
import { formatPhone } from '@elite/contracts/schemas/formation';
import { MISSING_INFORMATION, SIMPLE_EMAIL } from '@elite/contracts/schemas/leads';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CartTotals, useCart } from '../cart/index.ts';
import { showToast } from '../../lib/toast.ts';
import { Guarantee, StepsHeader, TrustBadges } from './CheckoutParts.tsx';
import { PayStep } from './PayStep.tsx';
import { completePayment, createPayment, errorMessage } from './payments-api.ts';
import classes from './Checkout.module.css';

const STEPS = ['Your Details', 'Payment', 'Confirmation'] as const;

/** /checkout with no plan and a non-empty cart (DECISIONS 4): details, then one payment for the server-priced total. */
export function CartCheckoutPage() {
  const navigate = useNavigate();
  const { items, totals, resetCart } = useCart();
  const [details, setDetails] = useState({ name: '', email: '', phone: '', company: '' });
  const [stage, setStage] = useState<'details' | 'payment' | 'done'>('details');
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [paidTotal, setPaidTotal] = useState(0);

  function toPayment() {
    if (Object.values(details).some((v) => v.trim() === '')) return showToast({ title: 'Missing Information', message: MISSING_INFORMATION, color: 'red' });
    if (!SIMPLE_EMAIL.test(details.email)) return showToast({ title: 'Invalid Email', message: 'Please enter a valid email address.', color: 'red' });
    setStage('payment');
    createPayment('/api/create-cart-payment', { ...details, items: cartLinesFromItems(items), amountCents: totals.totalCents })
      .then((answer) => setClientSecret(answer.clientSecret))
      .catch((err: unknown) => {
        showToast({ title: 'Error', message: errorMessage(err), color: 'red' });
        setStage('details');
      });
  }

  async function paid(paymentIntentId: string) {
    await completePayment(paymentIntentId);
    setPaidTotal(totals.totalCents);
    resetCart();
    setStage('done');
    showToast({ title: 'Payment Successful', message: "Your order is confirmed. You'll receive a receipt by email shortly.", color: 'green' });
  }

  const set = (key: keyof typeof details) => (e: { currentTarget: { value: string } }) => {
    // Read now: the event's target is gone by the time a state updater runs.
    const value = key === 'phone' ? formatPhone(e.currentTarget.value) : e.currentTarget.value;
    setDetails((d) => ({ ...d, [key]: value }));
  };

  if (stage === 'done') {
    return (
      <div className={classes.page}>
        <Container size="sm">
          <Paper withBorder radius="lg" p="xl" bg="white" ta="center" role="status">
            <Stack align="center" gap="sm">
              <ThemeIcon color="green" variant="light" radius="xl" size={64}>
                <IconCircleCheck size={40} aria-hidden />
              </ThemeIcon>
              <Title order={1} className={classes.heading}>
                Order Confirmed
              </Title>
              <Text>Total paid: {formatCents(paidTotal)}</Text>
              <Text c="dimmed">An advisor will contact you within 24 hours to start your services. Your receipt is on its way to {details.email}.</Text>
              <Button color="navy" onClick={() => void navigate({ to: '/services' })}>
                Explore More Services
              </Button>
            </Stack>
          </Paper>
        </Container>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button variant="subtle" color="navy" px={0} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/services' })}>
          Back to Services
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Checkout
        </Title>
        <StepsHeader steps={STEPS} lit={stage === 'details' ? 1 : 2} />
        <div className={classes.layout}>
          {stage === 'details' ? (
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
              <Stack gap="md">
                <Title order={2} fz={22}>
                  Your Details
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Full Name" required value={details.name} onChange={set('name')} autoComplete="name" />
                  <TextInput label="Company" required value={details.company} onChange={set('company')} autoComplete="organization" />
                  <TextInput label="Email" type="email" required value={details.email} onChange={set('email')} autoComplete="email" />
                  <TextInput label="Phone" type="tel" required maxLength={14} value={details.phone} onChange={set('phone')} autoComplete="tel" />
                </SimpleGrid>
                <Button size="md" color="navy" onClick={toPayment}>
                  Continue to Payment
                </Button>
              </Stack>
            </Paper>
          ) : (
            <PayStep clientSecret={clientSecret} returnPath="/checkout" payLabel={`Pay ${formatCents(totals.totalCents)}`} onPaid={paid} />
          )}
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" bg="white" aria-label="Order summary" component="section">
              <Title order={2} fz={20} mb="sm">
                Order Summary
              </Title>
              <Stack gap={6} mb="sm">
                {items.map((item) => (
                  <SimpleGrid key={item.id} cols={2}>
                    <Text size="sm">
                      {item.title} × {item.quantity}
                    </Text>
                    <Text size="sm" ta="right" fw={600}>
                      {formatCents((priceTextToCents(item.price) ?? 0) * item.quantity)}
                    </Text>
                  </SimpleGrid>
                ))}
              </Stack>
              <CartTotals totals={totals} />
            </Paper>
            <TrustBadges />
            <Guarantee title="Satisfaction Guarantee">If we cannot deliver a service you paid for, we refund it in full.</Guarantee>
          </Stack>
        </div>
      </Container>
    </div>
  );
}
