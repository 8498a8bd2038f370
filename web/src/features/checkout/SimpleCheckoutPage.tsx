import { Badge, Blockquote, Button, Container, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { retainerPlans, type RetainerPlan } from '@elite/contracts/catalogue/retainers';
import { formatCents } from '@elite/contracts/rules/money';
import { MISSING_INFORMATION, SIMPLE_EMAIL } from '@elite/contracts/schemas/leads';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import { Guarantee, StepsHeader, SummaryLine, TrustBadges } from './CheckoutParts.tsx';
import { PayStep } from './PayStep.tsx';
import { completePayment, createPayment } from './payments-api.ts';
import classes from './Checkout.module.css';

const STEPS = ['Choose Plan', 'Payment', 'Get Started'] as const;
const FEATURES_SHOWN = 3;

/** /checkout-simple?plan=foundation|transformation|enterprise (spec 2; DECISIONS 4: the retainer plans). */
export function SimpleCheckoutPage({ initialPlan }: { initialPlan: RetainerPlan }) {
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<string>(initialPlan.id);
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [stage, setStage] = useState<'choose' | 'payment'>('choose');
  const plan = retainerPlans.find((p) => p.id === planId) ?? initialPlan;

  function toPayment() {
    if (!payer.name.trim() || !payer.email.trim()) return showToast({ title: 'Missing Information', message: MISSING_INFORMATION, color: 'red' });
    if (!SIMPLE_EMAIL.test(payer.email)) return showToast({ title: 'Invalid Email', message: 'Please enter a valid email address.', color: 'red' });
    setStage('payment');
    createPayment('/api/create-subscription-payment-simple', { planId: plan.id, amount: plan.priceMonthly, ...payer })
      .then((answer) => setClientSecret(answer.clientSecret))
      .catch((err: unknown) => {
        console.warn('Failed to initialize payment', err);
        showToast({ title: 'Error', message: 'Failed to initialize payment. Please try again.', color: 'red' });
        void navigate({ to: '/services' });
      });
  }

  async function paid(paymentIntentId: string) {
    await completePayment(paymentIntentId);
    showToast({ title: 'Payment Successful', message: `Welcome to the ${plan.name} retainer! You'll receive a confirmation email shortly.`, color: 'green' });
    await navigate({ href: `/subscription-success?plan=${plan.id}` });
  }

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button variant="subtle" color="navy" px={0} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/services' })}>
          Back to Services
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Subscribe to the {plan.name} Retainer
        </Title>
        <Text c="dimmed">
          {plan.price} per month, billed monthly. Cancel anytime.
        </Text>
        <StepsHeader steps={STEPS} lit={stage === 'choose' ? 1 : 2} />
        <div className={classes.layout}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
              <Title order={2} fz={22} mb="md">
                Choose Your Plan
              </Title>
              <Radio.Group value={planId} onChange={(v) => stage === 'choose' && setPlanId(v)} name="plan" aria-label="Retainer plan">
                <Stack gap="sm">
                  {retainerPlans.map((p) => (
                    <Radio.Card key={p.id} value={p.id} className={classes.planOption} disabled={stage !== 'choose'} aria-label={`${p.name} ${p.price}/mo`}>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <Stack gap={4} style={{ flex: 1 }}>
                          <Group justify="space-between">
                            <Group gap="xs">
                              <Text fw={700}>{p.name}</Text>
                              {p.checkoutBadge && (
                                <Badge color={p.checkoutBadge === 'MOST POPULAR' ? 'gold.9' : 'navy.9'} variant="filled" size="sm">
                                  {p.checkoutBadge}
                                </Badge>
                              )}
                            </Group>
                            <Text fw={800}>
                              {p.price}
                              <Text span size="sm" c="dimmed" fw={400}>
                                {p.period}
                              </Text>
                            </Text>
                          </Group>
                          <Stack gap={2}>
                            {p.features.slice(0, FEATURES_SHOWN).map((f) => (
                              <Text key={f} size="sm" c="dimmed">
                                ✓ {f}
                              </Text>
                            ))}
                            {p.features.length > FEATURES_SHOWN && (
                              <Text size="sm" c="navy" fw={600}>
                                +{p.features.length - FEATURES_SHOWN} more features
                              </Text>
                            )}
                          </Stack>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
            {stage === 'choose' ? (
              <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
                <Stack gap="md">
                  <Title order={2} fz={22}>
                    Payment
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label="Full Name" required value={payer.name} onChange={(e) => setPayer({ ...payer, name: e.currentTarget.value })} autoComplete="name" />
                    <TextInput label="Email" type="email" required value={payer.email} onChange={(e) => setPayer({ ...payer, email: e.currentTarget.value })} autoComplete="email" />
                  </SimpleGrid>
                  <Button size="md" color="navy" onClick={toPayment}>
                    Continue to Payment
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <PayStep clientSecret={clientSecret} returnPath={`/subscription-success?plan=${plan.id}`} payLabel={`Subscribe for ${plan.price}/month`} onPaid={paid} />
            )}
          </Stack>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" bg="white" component="section" aria-label="Order summary">
              <Stack gap="sm">
                <Title order={2} fz={20}>
                  Order Summary
                </Title>
                <SummaryLine label={`${plan.name} retainer`} value={`${plan.price}/mo`} />
                <SummaryLine label="Due today" value={formatCents(plan.priceCents)} strong />
              </Stack>
            </Paper>
            <Guarantee title="30-Day Money-Back Guarantee">Cancel anytime. If the first month does not deliver, we refund it in full.</Guarantee>
            <Blockquote color="navy" radius="md" p="md" icon={<IconShieldCheck size={20} aria-hidden />} cite="— Sarah Chen, CEO, NovaTech Solutions" styles={{ cite: { color: 'var(--mantine-color-gray-8)', opacity: 1 } }}>
              The retainer paid for itself in the first quarter: our structure, credit and investor story were finally in order.
            </Blockquote>
            <TrustBadges />
          </Stack>
        </div>
      </Container>
    </div>
  );
}
