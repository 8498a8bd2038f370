import { Button, type ButtonProps, Container, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { findSubscriptionProduct, subscriptionNextSteps } from '@elite/contracts/catalogue/subscription-products';
import { formatCents } from '@elite/contracts/rules/money';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { IconArrowRight, IconBook, IconHome, IconInfoCircle, IconLayoutGrid, IconLogin } from '@tabler/icons-react';
import { createLink, Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { NextSteps, OrderFacts, OrderGate, orderDate, SuccessHeader } from '../checkout/index.ts';
import classes from './Intake.module.css';

/** A Mantine button that is a typed router link (search params included). */
const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>(function ButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  }),
);

/**
 * /subscription-success?plan=…&order=… (docs/payments.md, "Success pages"): the paid plan or retainer,
 * named from the order (never from `?plan=`, which says "enterprise" for two different products).
 */
export function SubscriptionSuccessPage({ orderId }: { orderId: string | undefined }) {
  return (
    <OrderGate orderId={orderId} kinds={['plan', 'retainer']}>
      {(order) => <Welcome order={order} />}
    </OrderGate>
  );
}

function Welcome({ order }: { order: OrderSummary }) {
  const productName = findSubscriptionProduct(order.productId)?.name ?? order.description;
  const intakeSearch = { plan: order.checkoutPlan ?? undefined, order: order.id };
  return (
    <div className={classes.page}>
      <Container size="md">
        <SuccessHeader title="Welcome Aboard!" size="lg">
          Your {productName} is active. Thank you for choosing {company.name}.
        </SuccessHeader>

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} mb="lg">
          <OrderFacts
            rows={[
              ['Plan', productName],
              ['Monthly', `${formatCents(order.totalCents)} per month`],
              ['First payment', orderDate(order)],
              ['Reference', order.reference],
              ['Receipt sent to', order.receiptEmail],
            ]}
          />
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Title order={2} fz={22} mb="md">
            What Happens Next
          </Title>
          <NextSteps steps={subscriptionNextSteps} />
        </Paper>

        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="lg" className={classes.intakeCallout}>
          <Group justify="space-between" gap="lg">
            <div style={{ flex: '1 1 280px' }}>
              <Title order={2} fz={22} c="white">
                Tell Us About Your Business
              </Title>
              <Text mt={6} className={classes.intakeCalloutText}>
                A few minutes now saves your onboarding call a lot of questions. Complete the business intake form so your team can start sooner.
              </Text>
            </div>
            <ButtonLink
              to="/business-intake"
              search={intakeSearch}
              size="md"
              color="gold.4"
              autoContrast
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Complete Business Intake
            </ButtonLink>
          </Group>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
          <Button component={Link} to="/portal-login" size="md" variant="filled" color="navy" leftSection={<IconLogin size={18} aria-hidden />}>
            Access Client Portal
          </Button>
          <Button component={Link} to="/services" size="md" variant="outline" color="navy" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
            Explore More Services
          </Button>
        </SimpleGrid>
        <Group justify="center" gap="xs" mt="lg">
          <Button component={Link} to="/" variant="subtle" color="navy" leftSection={<IconHome size={16} aria-hidden />}>
            Return Home
          </Button>
          <Button component={Link} to="/resources" variant="subtle" color="navy" leftSection={<IconBook size={16} aria-hidden />}>
            Browse Resources
          </Button>
          <Button component={Link} to="/how-it-works" variant="subtle" color="navy" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            How It Works
          </Button>
        </Group>
        <Text ta="center" size="sm" c="dimmed" mt="xl">
          Questions? Call <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a> or write to <a href={`mailto:${company.email}`}>{company.email}</a>.
        </Text>
      </Container>
    </div>
  );
}
