import { Button, Container, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { entityCheckoutCopy } from '@elite/contracts/catalogue/entity-types';
import { formatCents } from '@elite/contracts/rules/money';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import type { EntityFormationForm, OrderSummary } from '@elite/contracts/schemas/payments';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { CheckoutProblemAlert, Guarantee, PaidCheckoutNotice, StepsHeader, SummaryLine, TrustBadges } from './CheckoutParts.tsx';
import { emptyEntityDetails as emptyDetails } from './entity-checkout-island.ts';
import type { EntityCheckoutOrder } from './entity-search.ts';
import { PayStep } from './PayStepOnDemand.tsx';
import { useCheckout, useDetailsForm, useTabCheckout } from './use-checkout.ts';
import classes from './Checkout.module.css';

/** The details' checks (the server's), with zod on the form's first focus. */
const entityFormationFormSchema = lazySchema(() => import('@elite/contracts/schemas/payments').then((m) => m.entityFormationForm));

const STEPS = ['Select Entity', 'Business Info', 'Payment', 'Formation'] as const;
const successPath = (orderId: string) => `/entity-success?order=${orderId}`;

/**
 * /entity-checkout (docs/payments.md, "Checkout pages"): the business details first, checked by the server's own
 * schema, then the card step for the order the server stored with them. A closed tab loses nothing: the details
 * are kept in this tab's session storage and the server records the paid order by itself. The route shows it as a
 * data island (entity-checkout-island.ts).
 */
export function EntityCheckoutPage(order: EntityCheckoutOrder) {
  // Its props are the order's own values (catalogue objects, strings, a number): the island compares them one by one
  // and never renders afresh for a route context made again (lib/island.tsx).
  // Rendered on the server with the empty form; what this tab kept for the checkout comes once the page is live.
  const tab = useTabCheckout('entity', emptyDetails);
  return <EntityCheckout key={tab.key} order={order} fromTab={tab.fromTab} />;
}

function EntityCheckout({ order: selection, fromTab }: { order: EntityCheckoutOrder; fromTab: boolean }) {
  const navigate = useNavigate();
  const startCheckout = trpc.payments.startEntityCheckout.useMutation();
  const { option, state, price } = selection;
  const checkout = useCheckout('entity', { product: `${option.type}:${state}`, successHref: (order) => successPath(order.id), fromTab });
  const { form, formProps } = useDetailsForm<EntityFormationForm>('entity', entityFormationFormSchema, emptyDetails, checkout.problem, fromTab);

  function toPayment(values: EntityFormationForm) {
    void checkout.start((checkoutKey) => startCheckout.mutateAsync({ ...values, checkoutKey, entityType: option.type, state, amount: price }));
  }
  function paid(order: OrderSummary) {
    showToast({
      title: 'Payment Successful! Your entity formation has been submitted.',
      message: `${option.label} in ${selection.stateLabel}, order ${order.reference}`,
      color: 'green',
    });
    checkout.paid(order);
    void navigate({ href: successPath(order.id) });
  }

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button
          variant="subtle"
          color="navy"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/entity-types' })}
          px={0}
        >
          Back to Entity Selection
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Complete Your {option.label} Formation
        </Title>
        <StepsHeader steps={STEPS} lit={checkout.stage === 'details' ? 2 : 3} />
        <div className={classes.layout}>
          {checkout.stage === 'paid' && checkout.paidOrder ? (
            <PaidCheckoutNotice paid={checkout.paidOrder} onStartNew={checkout.startNew} />
          ) : checkout.stage === 'details' ? (
            <Paper component="form" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} {...formProps(toPayment)}>
              <Stack gap="md">
                <Title order={2} fz={22}>
                  Business Information
                </Title>
                <CheckoutProblemAlert problem={checkout.problem} paidOrderHref={successPath} />
                <TextInput label="Business Name" required autoComplete="organization" {...form.getInputProps('businessName')} name="businessName" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Contact Name" required autoComplete="name" {...form.getInputProps('contactName')} name="contactName" />
                  <TextInput
                    label="Phone"
                    required
                    type="tel"
                    placeholder="(555) 123-4567"
                    maxLength={14}
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                    onChange={(e) => form.setFieldValue('phone', formatPhone(e.currentTarget.value))}
                    name="phone"
                  />
                </SimpleGrid>
                <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} name="email" />
                <Button type="submit" size="lg" radius="md" color="navy">
                  Continue to Payment
                </Button>
                <Text size="sm" c="dimmed">
                  Nothing is charged until you confirm the payment on the next step.
                </Text>
              </Stack>
            </Paper>
          ) : (
            <PayStep
              started={checkout.started}
              returnPath={(order) => successPath(order.id)}
              payLabel={(order) => `Pay ${formatCents(order.totalCents)} and Start Formation`}
              processingLabel="Processing Your Formation..."
              onBack={checkout.back}
              onPaid={paid}
            />
          )}
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" className={classes.card} aria-labelledby="order-summary">
              <Stack gap="sm">
                <Title order={2} fz={20} id="order-summary">
                  Order Summary
                </Title>
                <SummaryLine label="Entity type" value={option.label} />
                <SummaryLine label="State" value={selection.stateLabel} />
                <SummaryLine label="Filing" value={`Within ${entityCheckoutCopy.filingWithin}`} />
                <SummaryLine label={entityCheckoutCopy.payment} value={formatCents(option.priceCents)} />
                <SummaryLine label="Total" value={formatCents(checkout.started?.order.totalCents ?? option.priceCents)} strong />
                <Text size="sm" fw={600} mt="xs">
                  Included documents
                </Text>
                <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}>
                  {option.includedDocuments.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List>
              </Stack>
            </Paper>
            <TrustBadges />
            <Guarantee title="Formation Guarantee">
              {entityCheckoutCopy.guarantee}. We file within {entityCheckoutCopy.filingWithin} of your order.
            </Guarantee>
          </Stack>
        </div>
      </Container>
    </div>
  );
}
