import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { formationNextSteps } from '@elite/contracts/catalogue/formation-products';
import { formatCents } from '@elite/contracts/rules/money';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { IconFileText, IconHeadset, IconTimeline } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import classes from './Checkout.module.css';
import { NextSteps, OrderFacts, OrderGate, orderDate } from './OrderGate.tsx';
import { SuccessHeader } from './SuccessHeader.tsx';

/** /entity-success?order= (docs/payments.md, "Success pages"): the paid formation order, read from the server. */
export function EntitySuccessPage({ orderId }: { orderId: string | undefined }) {
  return (
    <OrderGate orderId={orderId} kinds={['entity']}>
      {(order) => <PaidFormation order={order} />}
    </OrderGate>
  );
}

function PaidFormation({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  const option = findEntityCheckoutOption(order.productId.replace(/-formation$/, ''));
  return (
    <div className={classes.page}>
      <Container size="md">
        <SuccessHeader title="Your Formation Is Under Way">
          Thank you. Your payment was received and the formation of {order.businessName} has been submitted.
        </SuccessHeader>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <OrderFacts
              rows={[
                ['Business', order.businessName],
                ['Formation', order.lines[0]?.title ?? order.description],
                ['Amount paid', formatCents(order.totalCents)],
                ['Date', orderDate(order)],
                ['Reference', order.reference],
                ['Receipt sent to', order.receiptEmail],
              ]}
            />
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Paper withBorder radius="lg" p="lg" className={classes.card}>
              <Group gap="xs" mb="sm">
                <IconTimeline size={20} aria-hidden />
                <Title order={2} fz={20}>
                  What Happens Next
                </Title>
              </Group>
              <NextSteps steps={formationNextSteps(order.productId)} />
            </Paper>
            <Paper withBorder radius="lg" p="lg" className={classes.card}>
              <Group gap="xs" mb="sm">
                <IconFileText size={20} aria-hidden />
                <Title order={2} fz={20}>
                  Documents You Will Receive
                </Title>
              </Group>
              <List size="sm" spacing="xs">
                {(option?.includedDocuments ?? []).map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            </Paper>
          </SimpleGrid>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Group gap="xs" mb="sm">
              <IconHeadset size={20} aria-hidden />
              <Title order={2} fz={20}>
                Need Help?
              </Title>
            </Group>
            <Text size="sm">
              Our formation team is here {company.hours}. Call <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a> or write to{' '}
              <a href={`mailto:${company.email}`}>{company.email}</a>, quoting {order.reference}.
            </Text>
          </Paper>
        </Stack>
        <Group justify="center" mt="xl">
          <Button size="md" variant="outline" color="navy" onClick={() => void navigate({ to: '/' })}>
            Return to Home
          </Button>
          <Button size="md" color="navy" onClick={() => void navigate({ to: '/services' })}>
            Explore More Services
          </Button>
        </Group>
      </Container>
    </div>
  );
}
