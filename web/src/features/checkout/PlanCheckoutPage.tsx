import { Alert, Badge, Button, Container, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@elite/contracts/catalogue/plans';
import { formatCents } from '@elite/contracts/rules/money';
import type { BusinessFormationForm } from '@elite/contracts/schemas/formation';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { loadDraft, useSaveDraft } from './checkout-storage.ts';
import { CheckoutProblemAlert, Guarantee, PaidCheckoutNotice, PlanLoadError, SummaryLine, subscriptionBadges, TrustBadges } from './CheckoutParts.tsx';
import { FormationForm } from './FormationForm.tsx';
import type { FormationValues } from './formation-values.ts';
import { emptyPlanDraft as emptyDraft, type PlanDraft } from './checkout-islands.ts';
import { PayStep } from './PayStepOnDemand.tsx';
import { useCheckout, usePaymentConfig, useTabCheckout } from './use-checkout.ts';
import classes from './Checkout.module.css';

/** Never written to the browser's storage. */
const NOT_STORED = ['responsiblePartySSN'] as const satisfies readonly (keyof PlanDraft)[];
const SSN_STEP = 2;

/** /checkout?plan=essential|professional|enterprise (docs/payments.md): the 6-step formation form, then the card. */
/** The route shows it as a data island (checkout-islands.ts). */
export function PlanCheckoutPage({ plan }: { plan: Plan }) {
  // Rendered on the server with the empty form; what this tab kept for the checkout comes once the page is live.
  const tab = useTabCheckout('plan', emptyDraft);
  return <PlanCheckout key={tab.key} plan={plan} fromTab={tab.fromTab} />;
}

function PlanCheckout({ plan, fromTab }: { plan: Plan; fromTab: boolean }) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const startCheckout = trpc.payments.startPlanCheckout.useMutation();
  const successPath = (orderId: string) => `/subscription-success?plan=${plan.id}&order=${orderId}`;
  const checkout = useCheckout('plan', { product: plan.id, successHref: (order) => successPath(order.id), fromTab });
  // The SSN is never stored: a visitor who comes back past its step re-enters it there.
  const [restored] = useState(() => {
    const draft = fromTab ? loadDraft<PlanDraft>('plan', emptyDraft) : emptyDraft;
    return { ...draft, responsiblePartySSN: '', step: Math.min(draft.step, SSN_STEP), askSsnAgain: draft.step > SSN_STEP };
  });
  const [kept, setKept] = useState<PlanDraft>(restored);
  useSaveDraft('plan', kept, NOT_STORED, fromTab);
  const remember = useCallback((values: FormationValues, step: number) => setKept({ ...values, step }), []);
  // The server names a refused field of the form by its path inside businessData: the form shows it there.
  const fieldErrors = checkout.problem?.fieldErrors;
  const serverErrors = useMemo(
    () =>
      fieldErrors
        ? Object.fromEntries(
            Object.entries(fieldErrors).flatMap(([path, message]) => (path.startsWith('businessData.') ? [[path.slice('businessData.'.length), message]] : [])),
          )
        : null,
    [fieldErrors],
  );

  function startPayment(businessData: BusinessFormationForm) {
    window.scrollTo({ top: 0 });
    void checkout.start((checkoutKey) => startCheckout.mutateAsync({ checkoutKey, planId: plan.id, amount: plan.price, businessData }));
  }
  function paid(order: OrderSummary) {
    showToast({ title: 'Payment Successful', message: `Welcome to the ${plan.name} plan! You'll receive a confirmation email shortly.`, color: 'green' });
    checkout.paid(order);
    void navigate({ href: successPath(order.id) });
  }

  // The documented error page when the plan cannot be loaded (the payment settings are part of it).
  if (config.isError) return <PlanLoadError />;
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
            {checkout.stage === 'paid' && checkout.paidOrder ? (
              <PaidCheckoutNotice paid={checkout.paidOrder} onStartNew={checkout.startNew} />
            ) : checkout.stage === 'details' ? (
              <Stack gap="md">
                <CheckoutProblemAlert problem={checkout.problem} paidOrderHref={successPath} />
                {restored.askSsnAgain && !kept.responsiblePartySSN && (
                  <Alert color="blue" variant="light">
                    Welcome back: your answers are as you left them. For your security your SSN is never kept in the browser, so please enter it again.
                  </Alert>
                )}
                <FormationForm
                  onComplete={startPayment}
                  submitting={startCheckout.isPending}
                  initialValues={kept}
                  initialStep={kept.step}
                  onChange={remember}
                  serverErrors={serverErrors}
                />
              </Stack>
            ) : (
              <PayStep
                started={checkout.started}
                returnPath={(order) => successPath(order.id)}
                payLabel={() => `Subscribe for ${plan.priceText}/month`}
                onBack={checkout.back}
                onPaid={paid}
              />
            )}
            <Stack gap="md">
              <Paper withBorder radius="lg" p="lg" bg="white">
                <Stack gap="sm">
                  <Title order={2} fz={20}>
                    Order Summary
                  </Title>
                  <SummaryLine label={`${plan.name} plan`} value={`${plan.priceText}/mo`} />
                  <SummaryLine label="Due today" value={formatCents(checkout.started?.order.totalCents ?? plan.priceCents)} strong />
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
              <TrustBadges items={subscriptionBadges} />
              <Guarantee title="30-Day Money-Back Guarantee">Not satisfied in your first 30 days? We refund your first month in full.</Guarantee>
            </Stack>
          </div>
        )}
      </Container>
    </div>
  );
}
