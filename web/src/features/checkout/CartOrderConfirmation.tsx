import { Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { formatCents } from '@elite/contracts/rules/money';
import { orderNextSteps } from '@elite/contracts/catalogue/products';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { Link } from '@tanstack/react-router';
import classes from './Checkout.module.css';
import { OrderLineSummary, SummaryLine } from './CheckoutParts.tsx';
import { NextSteps, OrderFacts, OrderGate, orderDate } from './OrderGate.tsx';
import { SuccessHeader } from './SuccessHeader.tsx';

/** /checkout?order=: the cart checkout's confirmation, read from the paid order (docs/payments.md, "Success pages"). */
export function CartOrderConfirmation({ orderId }: { orderId: string }) {
  return (
    <OrderGate orderId={orderId} kinds={['cart']}>
      {(order) => <Confirmed order={order} />}
    </OrderGate>
  );
}

function Confirmed({ order }: { order: OrderSummary }) {
  return (
    <div className={classes.page}>
      <Container size="md">
        <SuccessHeader title="Order Confirmed">
          Thank you. Total paid: {formatCents(order.totalCents)}. Your receipt is on its way to {order.receiptEmail}.
        </SuccessHeader>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <OrderFacts
              rows={[
                ['Company', order.businessName],
                ['Date', orderDate(order)],
                ['Reference', order.reference],
              ]}
            />
            <Stack gap={6} mt="md" aria-label="Services ordered">
              {order.lines.map((line) => (
                <OrderLineSummary key={line.id} line={line} />
              ))}
              {order.discountCents > 0 && <SummaryLine label="Enterprise Discount (10%)" value={`-${formatCents(order.discountCents)}`} />}
              <SummaryLine label="Total paid" value={formatCents(order.totalCents)} strong />
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Title order={2} fz={20} mb="sm">
              What Happens Next
            </Title>
            <NextSteps steps={orderNextSteps(order)} />
          </Paper>
        </Stack>
        <Group justify="center" mt="xl">
          <Button component={Link} to="/services" size="md" color="navy">
            Explore More Services
          </Button>
        </Group>
      </Container>
    </div>
  );
}
