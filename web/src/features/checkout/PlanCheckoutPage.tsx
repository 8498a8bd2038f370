import { Badge, Button, Container, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@elite/contracts/catalogue/plans';
import { formatCents } from '@elite/contracts/rules/money';
import type { BusinessFormationForm } from '@elite/contracts/schemas/formation';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import { Guarantee, SummaryLine, TrustBadges } from './CheckoutParts.tsx';
import { FormationForm } from './FormationForm.tsx';
import { PayStep } from './PayStep.tsx';
import { completePayment, createPayment, usePaymentConfig } from './payments-api.ts';
import classes from './Checkout.module.css';

/** /checkout?plan=essential|professional|enterprise (spec 2): the 6-step formation form, then the card. */
export function PlanCheckoutPage({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const [stage, setStage] = useState<'form' | 'payment'>('form');
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  function startPayment(businessData: BusinessFormationForm) {
    setStage('payment');
    window.scrollTo({ top: 0 });
    createPayment('/api/create-subscription-payment', { planId: plan.id, amount: plan.price, businessData })
      .then((answer) => setClientSecret(answer.clientSecret))
      .catch((err: unknown) => {
        console.warn('Failed to create the subscription payment', err);
        void navigate({ to: '/services' });
      });
  }

  async function paid(paymentIntentId: string) {
    await completePayment(paymentIntentId);
    showToast({ title: 'Payment Successful', message: `Welcome to the ${plan.name} plan! You'll receive a confirmation email shortly.`, color: 'green' });
    await navigate({ href: `/subscription-success?plan=${plan.id}` });
  }

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Group justify="space-between" mb="md">
          <Button variant="subtle" color="navy" px={0} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/services' })}>
            Back to Services
          </Button>
          <Badge size="lg" color="navy" variant="light" radius="sm">
            {plan.name} plan · {plan.priceText}/mo
          </Badge>
        </Group>
        <Title order={1} className={classes.heading} mb="lg">
          {plan.name} Plan Checkout
        </Title>
        {config.isPending ? (
          <div className={classes.layout} aria-label="Loading plan">
            <Skeleton height={420} radius="lg" />
            <Skeleton height={280} radius="lg" />
          </div>
        ) : (
          <div className={classes.layout}>
            {stage === 'form' ? (
              <FormationForm onComplete={startPayment} submitting={false} />
            ) : (
              <PayStep clientSecret={clientSecret} returnPath={`/subscription-success?plan=${plan.id}`} payLabel={`Subscribe for ${plan.priceText}/month`} onPaid={paid} />
            )}
            <Stack gap="md">
              <Paper withBorder radius="lg" p="lg" bg="white">
                <Stack gap="sm">
                  <Title order={2} fz={20}>
                    Order Summary
                  </Title>
                  <SummaryLine label={`${plan.name} plan`} value={`${plan.priceText}/mo`} />
                  <SummaryLine label="Due today" value={formatCents(plan.priceCents)} strong />
                  <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}>
                    {plan.features.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                  <Text size="xs" c="dimmed">
                    Billed monthly. Cancel anytime.
                  </Text>
                </Stack>
              </Paper>
              <TrustBadges />
              <Guarantee title="30-Day Money-Back Guarantee">Not satisfied in your first 30 days? We refund your first month in full.</Guarantee>
            </Stack>
          </div>
        )}
      </Container>
    </div>
  );
}
