import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import { formatCents } from '@elite/contracts/rules/money';
import type { NextStep, OrderKind } from '@elite/contracts/catalogue/products';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { IconAlertTriangle, IconClockHour4, IconHome, IconLayoutGrid, IconReceiptRefund } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { errorCode } from '../../lib/error-code.ts';
import { onDemand } from '../../lib/on-demand.tsx';
import { usePageRead } from '../../lib/page-read.ts';
import classes from './Checkout.module.css';
import { orderRead } from './order-read.ts';

/**
 * Shown only while an order is read in the browser, which its route's loader and the page's own data make rare:
 * not part of the page's first download.
 */
const { Component: OrderSkeleton } = onDemand(() => import('./PageSkeletons.tsx').then((m) => m.OrderSkeleton));

/**
 * The order's day in the business's time zone, as the receipt says it (docs/payments.md#success-pages): an order paid
 * at 10:30 PM in New York is that day's, wherever the visitor's clock is.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
export const orderDate = (order: OrderSummary) => longDate.format(new Date(order.paidAt ?? order.createdAt));

function StatusCard({
  icon,
  color,
  title,
  children,
  checkoutHref,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  checkoutHref?: string;
}) {
  return (
    <div className={classes.page}>
      <Container size="sm">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" role="status">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon color={color} variant="light" radius="xl" size={64}>
              {icon}
            </ThemeIcon>
            <Title order={1} className={classes.heading}>
              {title}
            </Title>
            {children}
            <Text size="sm" c="dimmed">
              Questions? Call <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a> or write to{' '}
              <a href={`mailto:${company.email}`}>{company.email}</a>.
            </Text>
            <Group justify="center" mt="xs">
              {checkoutHref && (
                <Button component="a" href={checkoutHref} color="navy">
                  Return to checkout
                </Button>
              )}
              <Button
                component={Link}
                to="/services"
                variant={checkoutHref ? 'outline' : 'filled'}
                color="navy"
                leftSection={<IconLayoutGrid size={16} aria-hidden />}
              >
                Back to Services
              </Button>
              <Button component={Link} to="/" variant="subtle" color="navy" leftSection={<IconHome size={16} aria-hidden />}>
                Return to Home
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}

/** The page that confirms a paid order of its kind. */
function successHrefOf(order: Pick<OrderSummary, 'id' | 'kind' | 'checkoutPlan'>): string {
  if (order.kind === 'entity') return `/entity-success?order=${order.id}`;
  if (order.kind === 'cart') return `/checkout?order=${order.id}`;
  return `/subscription-success?plan=${order.checkoutPlan}&order=${order.id}`;
}

/**
 * What a page after a payment shows (docs/payments.md, "Success pages"): the paid order's own page, or, reached
 * without a paid order (no reference, an unknown one, still pending, failed, replaced, refunded), a plain sentence
 * saying so and the way back. It never says "successful" for an order that is not paid.
 */
export function OrderGate({
  orderId,
  kinds,
  children,
}: {
  orderId: string | undefined;
  kinds: readonly OrderKind[];
  children: (order: OrderSummary) => ReactNode;
}) {
  // The order of `?order=`, followed while its payment is pending (order-read.ts).
  const order = usePageRead(orderId ? orderRead(orderId) : undefined);
  const warning = <IconAlertTriangle size={34} aria-hidden />;
  if (!orderId) {
    return (
      <StatusCard icon={warning} color="yellow" title="No order to show">
        <Text>
          This page confirms an order once it is paid, and this link names no order. If you have just paid, your receipt and its link are on their way by
          e-mail.
        </Text>
      </StatusCard>
    );
  }
  if (order.status === 'pending') {
    return (
      <Suspense fallback={null}>
        <OrderSkeleton />
      </Suspense>
    );
  }
  if (order.status === 'error') {
    const missing = ['NOT_FOUND', 'BAD_REQUEST'].includes(errorCode(order.error) ?? '');
    return (
      <StatusCard icon={warning} color="yellow" title={missing ? 'We could not find this order' : 'Your order could not be loaded'}>
        <Text>{missing ? 'Please check the link in your receipt e-mail.' : 'Please reload the page in a moment; your order is safe.'}</Text>
      </StatusCard>
    );
  }
  const { data } = order;
  // A link of one kind of order opened on another kind's page (a cart order on /entity-success): never shown as
  // something it is not.
  if (!kinds.includes(data.kind)) {
    return (
      <StatusCard icon={warning} color="yellow" title="This order has its own page">
        <Text>
          Order {data.reference} ({data.description}) is shown on <Link to={successHrefOf(data)}>its own page</Link>.
        </Text>
      </StatusCard>
    );
  }
  // The checkout page that sold it (a plan of /checkout-simple goes back there, not to /checkout), to try again.
  const { checkoutHref } = data;
  const amount = `${formatCents(data.totalCents)}${data.monthly ? ' per month' : ''}`;
  if (data.status === 'paid') return children(data);
  if (data.status === 'pending') {
    return (
      <StatusCard icon={<IconClockHour4 size={34} aria-hidden />} color="blue" title="Your payment is not confirmed yet" checkoutHref={checkoutHref}>
        <Text>
          We have your order {data.reference} for {amount}, but no confirmed payment for it yet.{' '}
          {data.lastPaymentError ?? 'If you have just paid, this page updates by itself as soon as the payment provider confirms it.'}
        </Text>
      </StatusCard>
    );
  }
  if (data.status === 'payment_failed') {
    return (
      <StatusCard icon={warning} color="red" title="Payment failed" checkoutHref={checkoutHref}>
        <Text>
          We have your order {data.reference} for {amount}, but the last payment attempt did not go through
          {data.lastPaymentError ? `: ${data.lastPaymentError}` : '.'} Nothing was charged; you can pay it with another card.
        </Text>
      </StatusCard>
    );
  }
  if (data.status === 'refunded') {
    return (
      <StatusCard icon={<IconReceiptRefund size={34} aria-hidden />} color="gray" title="This order was refunded">
        <Text>
          Order {data.reference} ({data.description}, {amount}) was refunded to the card that paid it.
        </Text>
      </StatusCard>
    );
  }
  return (
    <StatusCard icon={warning} color="red" title="This order was not paid" checkoutHref={checkoutHref}>
      <Text>
        {data.status === 'canceled'
          ? `Order ${data.reference} was changed before it was paid and replaced by a newer order. Nothing was charged for it.`
          : `The payment for order ${data.reference} did not go through, and nothing was charged.`}
      </Text>
    </StatusCard>
  );
}

/**
 * The facts of a paid order, as a two-column table: plain HTML in the look of Mantine's vertical table, whose
 * module brings its scroll container (ScrollArea, with floating-ui beside it: about 16 KB gzip) to every success page.
 */
export function OrderFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table className={classes.facts} aria-label="Your order">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What happens next and when, from the catalogue (the order's kind's own steps: orderNextSteps and the modules it draws on). */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((step, i) => (
        <Group key={step.what} component="li" gap="md" wrap="nowrap" align="flex-start">
          <span className={classes.nextNumber} aria-hidden>
            {i + 1}
          </span>
          <div>
            <Text fw={700} size="sm">
              {step.when}
            </Text>
            <Text size="sm" c="dimmed">
              {step.what}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
