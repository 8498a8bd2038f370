import { Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import type { IntakeForOrder } from '@elite/contracts/schemas/intake';
import { intakePlanFor, intakePlanName, type IntakePlanType } from '@elite/contracts/schemas/intake-fields';
import { IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { BusinessIntakePage } from './BusinessIntakePage.tsx';
import { FormSkeleton } from './FormSkeleton.tsx';
import classes from './Intake.module.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/**
 * The intake of a paid order (docs/subscriptions-and-intake.md#from-the-order): filled in with what its checkout
 * asked, or, once the order has its intake, that intake instead of a second form
 * (docs/subscriptions-and-intake.md#one-intake-per-order). If the details cannot be read, the form is simply empty.
 */
export function IntakeOfOrder({ plan, subscriptionId, orderId }: { plan: IntakePlanType; subscriptionId: number | null; orderId: string }) {
  const answer = trpc.intake.forOrder.useQuery({ orderId }, { retry: false });
  if (answer.isPending) return <FormSkeleton label="Loading the business intake" />;
  if (answer.data?.state === 'received') return <IntakeReceived received={answer.data.received} />;
  return <BusinessIntakePage plan={plan} subscriptionId={subscriptionId} orderId={orderId} prefill={answer.data?.prefill} />;
}

type Received = Extract<IntakeForOrder, { state: 'received' }>['received'];

/** "We already have your business information": the order's intake, when it came, and where to see it. */
function IntakeReceived({ received }: { received: Received }) {
  const plan = intakePlanFor(received.planType);
  return (
    <div className={classes.page}>
      <Container size="sm">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Stack gap="sm">
            <ThemeIcon color="green" variant="light" radius="xl" size={56}>
              <IconCircleCheck size={32} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={26}>
              We already have your business information
            </Title>
            <Text>
              The business intake for order <strong>{received.orderReference}</strong> came on <strong>{day.format(new Date(received.sentAt))}</strong>:{' '}
              {received.businessName}, {plan ? intakePlanName(plan) : received.planType}. An order takes one intake, so there is nothing more to fill in.
            </Text>
            <Text c="dimmed" size="sm">
              What you sent is in your client portal. To change something, tell your advisor or call us at{' '}
              <Anchor href={`tel:${company.phoneE164}`} inherit underline="always">
                {company.phoneDisplay}
              </Anchor>
              .
            </Text>
            <Group mt="xs">
              <Button component={Link} to="/portal/dashboard" color="navy" leftSection={<IconLogin size={18} aria-hidden />}>
                Open Client Portal
              </Button>
              <Button component={Link} to="/" variant="subtle" color="navy">
                Return Home
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
