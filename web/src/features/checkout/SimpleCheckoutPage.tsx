import { Badge, Blockquote, Button, Container, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { findSimpleCheckoutOffer, simpleCheckoutFamily, type SimpleCheckoutOffer } from '@elite/contracts/catalogue/simple-checkout';
import { planCheckoutTestimonial, retainerCheckoutTestimonial } from '@elite/contracts/catalogue/stories';
import { formatCents } from '@elite/contracts/rules/money';
import type { OrderSummary, PayerDetails } from '@elite/contracts/schemas/payments';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import {
  CheckoutProblemAlert,
  Guarantee,
  PaidCheckoutNotice,
  PlanLoadError,
  StepsHeader,
  SummaryLine,
  subscriptionBadges,
  TrustBadges,
} from './CheckoutParts.tsx';
import { PayStep } from './PayStepOnDemand.tsx';
import { emptyPayer } from './simple-checkout-island.ts';
import { useCheckout, usePaymentConfig, useDetailsForm, useTabCheckout } from './use-checkout.ts';
import classes from './Checkout.module.css';

/** The details' checks (the server's), with zod on the form's first focus. */
const payerDetailsSchema = lazySchema(() => import('@elite/contracts/schemas/payments').then((m) => m.payerDetails));

const STEPS = ['Choose Plan', 'Payment', 'Get Started'] as const;
const FEATURES_SHOWN = 3;

/** 'Plan' or 'Retainer', as titles say it. */
const familyTitle = { plan: 'Plan', retainer: 'Retainer' } as const;
/** Each family's quote: a retainer client's words would not fit a monthly plan. */
const testimonials = { plan: planCheckoutTestimonial, retainer: retainerCheckoutTestimonial } as const;

/**
 * /checkout-simple?plan=: a monthly plan (essential, professional, enterprise) or a retainer (foundation,
 * transformation, enterprise-retainer), each with its own family's chooser (docs/subscriptions-and-intake.md#simple-checkout).
 * The chosen plan and the payer go to the server, which prices the plan and stores the order before the card step
 * (docs/payments.md). The route shows it as a data island (simple-checkout-island.ts).
 */
export function SimpleCheckoutPage({ initialPlan }: { initialPlan: SimpleCheckoutOffer }) {
  // Rendered on the server with the empty form; what this tab kept for the checkout comes once the page is live.
  const tab = useTabCheckout('simple', emptyPayer);
  return <SimpleCheckout key={tab.key} initialPlan={initialPlan} fromTab={tab.fromTab} />;
}

function SimpleCheckout({ initialPlan, fromTab }: { initialPlan: SimpleCheckoutOffer; fromTab: boolean }) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const startCheckout = trpc.payments.startSimpleCheckout.useMutation();
  const [planId, setPlanId] = useState<string>(initialPlan.id);
  const plan = findSimpleCheckoutOffer(planId) ?? initialPlan;
  const family = simpleCheckoutFamily(plan.family);
  const testimonial = testimonials[plan.family];
  const successPath = (orderId: string, planOfOrder: string = plan.id) => `/subscription-success?plan=${planOfOrder}&order=${orderId}`;
  const successHref = (order: OrderSummary) => successPath(order.id, order.checkoutPlan ?? plan.id);
  const checkout = useCheckout('simple', { product: plan.id, successHref, fromTab });
  const { form, formProps } = useDetailsForm<PayerDetails>('simple', payerDetailsSchema, emptyPayer, checkout.problem, fromTab);

  /** The choice goes into the address too, so a reload (or a shared link) shows the plan chosen, not the first one. */
  function choosePlan(id: string) {
    if (checkout.stage !== 'details') return;
    setPlanId(id);
    void navigate({ to: '/checkout-simple', search: { plan: id }, replace: true });
  }
  function toPayment(payer: PayerDetails) {
    void checkout.start((checkoutKey) => startCheckout.mutateAsync({ ...payer, checkoutKey, planId: plan.id, amount: plan.priceMonthly }));
  }
  function paid(order: OrderSummary) {
    showToast({ title: 'Payment Successful', message: `Welcome to the ${plan.productName}! You'll receive a confirmation email shortly.`, color: 'green' });
    checkout.paid(order);
    void navigate({ href: successHref(order) });
  }

  if (config.isError) return <PlanLoadError />;
  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button variant="subtle" color="navy" px={0} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/services' })}>
          Back to Services
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Subscribe to the {plan.name} {familyTitle[plan.family]}
        </Title>
        <Text c="dimmed">
          The {plan.productName}: {plan.price} per month, billed monthly. Cancel anytime.
        </Text>
        <StepsHeader steps={STEPS} lit={checkout.stage === 'details' ? 1 : checkout.stage === 'payment' ? 2 : 3} />
        <div className={classes.layout}>
          <Stack gap="lg">
            {/* A paid checkout offers no choice: its order is what it bought (docs/payments.md#paid-checkouts). */}
            {checkout.stage !== 'paid' && (
              <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
                <Title order={2} fz={22} mb="md">
                  Choose Your Plan
                </Title>
                <Radio.Group value={plan.id} onChange={choosePlan} name="plan" aria-label={plan.family === 'plan' ? 'Monthly plan' : 'Retainer plan'}>
                  <Stack gap="sm">
                    {family.map((p) => (
                      <Radio.Card
                        key={p.id}
                        value={p.id}
                        className={classes.planOption}
                        disabled={checkout.stage !== 'details'}
                        aria-label={`${p.productName} ${p.price}/mo`}
                      >
                        <Group wrap="nowrap" align="flex-start">
                          <Radio.Indicator />
                          <Stack gap={4} style={{ flex: 1 }}>
                            <Group justify="space-between">
                              <Group gap="xs">
                                <Text fw={700}>{p.name}</Text>
                                {p.badge && (
                                  <Badge color={p.badge === 'MOST POPULAR' ? 'gold.9' : 'navy.9'} variant="filled" size="sm">
                                    {p.badge}
                                  </Badge>
                                )}
                              </Group>
                              <Text fw={800}>
                                {p.price}
                                <Text span size="sm" c="dimmed" fw={400}>
                                  /mo
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
            )}
            {checkout.stage === 'paid' && checkout.paidOrder ? (
              <PaidCheckoutNotice paid={checkout.paidOrder} onStartNew={checkout.startNew} />
            ) : checkout.stage === 'details' ? (
              <Paper component="form" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" {...formProps(toPayment)}>
                <Stack gap="md">
                  <Title order={2} fz={22}>
                    Payment
                  </Title>
                  <CheckoutProblemAlert problem={checkout.problem} paidOrderHref={(orderId) => successPath(orderId)} />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} name="name" />
                    <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} name="email" />
                  </SimpleGrid>
                  <Button type="submit" size="md" color="navy">
                    Continue to Payment
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <PayStep
                started={checkout.started}
                returnPath={(order) => successPath(order.id)}
                payLabel={() => `Subscribe for ${plan.price}/month`}
                onBack={checkout.back}
                onPaid={paid}
              />
            )}
          </Stack>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" bg="white" component="section" aria-label="Order summary">
              <Stack gap="sm">
                <Title order={2} fz={20}>
                  Order Summary
                </Title>
                <SummaryLine label={plan.productName} value={`${plan.price}/mo`} />
                <SummaryLine label="Due today" value={formatCents(checkout.started?.order.totalCents ?? plan.priceCents)} strong />
              </Stack>
            </Paper>
            <Guarantee title="30-Day Money-Back Guarantee">Cancel anytime. If the first month does not deliver, we refund it in full.</Guarantee>
            <Blockquote
              color="navy"
              radius="md"
              p="md"
              icon={<IconShieldCheck size={20} aria-hidden />}
              cite={`— ${testimonial.author}, ${testimonial.role}, ${testimonial.company}`}
              styles={{ cite: { color: 'var(--mantine-color-gray-8)', opacity: 1 } }}
            >
              {testimonial.quote}
            </Blockquote>
            <TrustBadges items={subscriptionBadges} />
          </Stack>
        </div>
      </Container>
    </div>
  );
}
