import { Alert, Anchor, Box, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconAward,
  IconCalendarX,
  IconChartLine,
  IconCircleCheck,
  IconClock,
  IconHeadset,
  IconLock,
  IconRosetteDiscountCheck,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { subscriptionClaims } from '@elite/contracts/catalogue/stats';
import { Link } from '@tanstack/react-router';
import { yearlyRenewalNote } from '@elite/contracts/rules/cart';
import { billedYearly } from '@elite/contracts/rules/cart-pricing';
import { formatCents } from '@elite/contracts/rules/money';
import type { ReactNode } from 'react';
import classes from './Checkout.module.css';
import type { PaidCheckout } from './checkout-storage.ts';
import type { CheckoutProblem } from './use-checkout.ts';

/** A numbered progress header; the first `lit` steps are highlighted. */
export function StepsHeader({ steps, lit }: { steps: readonly string[]; lit: number }) {
  return (
    <ol className={classes.steps} aria-label="Checkout progress">
      {steps.map((step, i) => (
        <li key={step} className={i < lit ? classes.stepLit : classes.step} aria-current={i === lit - 1 ? 'step' : undefined}>
          <span className={classes.stepNumber}>{i + 1}</span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}

const badges = [
  { icon: IconLock, label: 'SSL Encrypted', text: '256-bit secure checkout' },
  { icon: IconShieldCheck, label: 'Secure Payment', text: 'Card data handled by our payment provider' },
  { icon: IconHeadset, label: '24/7 Support', text: 'Advisors on call' },
  { icon: IconClock, label: 'Fast Filing', text: 'Filed within 24-48 hours' },
] as const;

const claimIcons = {
  guarantee: IconRosetteDiscountCheck,
  cancel: IconCalendarX,
  clients: IconUsers,
  success: IconChartLine,
  support: IconHeadset,
  years: IconAward,
} as const;

/** The subscription checkouts' badges: a secure payment, then their claims as text (docs/site-and-navigation.md#marketing-claims). */
export const subscriptionBadges = [badges[0], badges[1], ...subscriptionClaims.map(({ key, label, text }) => ({ icon: claimIcons[key], label, text }))];

export function TrustBadges({ items = badges }: { items?: readonly { icon: typeof IconLock; label: string; text: string }[] }) {
  return (
    <SimpleGrid cols={2} spacing="sm" aria-label="Trust badges">
      {items.map(({ icon: Icon, label, text }) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="navy" radius="md" size={34}>
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Box>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {text}
            </Text>
          </Box>
        </Group>
      ))}
    </SimpleGrid>
  );
}

export function Guarantee({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper radius="lg" p="md" className={classes.guarantee}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" radius="xl" size={38}>
          <IconRosetteDiscountCheck size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function SummaryLine({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" className={strong ? classes.summaryTotal : undefined}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * One service line of a cart order: '{title} × {quantity}' and its total; a service the catalogue bills yearly says
 * what the payment covers (docs/catalogue-and-cart.md#cart-panel).
 */
export function OrderLineSummary({ line }: { line: { id: string; title: string; quantity: number; unitCents: number; lineCents: number } }) {
  return (
    <div>
      <SummaryLine label={`${line.title} × ${line.quantity}`} value={formatCents(line.lineCents)} />
      {billedYearly(line.id) && (
        <Text size="xs" c="dimmed">
          {yearlyRenewalNote(line.unitCents, line.quantity)}
        </Text>
      )}
    </div>
  );
}

/**
 * Why the card step could not start, on the page where the visitor typed (never a redirect): the server's sentence
 * (a rate limit with its wait included), and, when an earlier payment of this checkout went through, its order.
 */
export function CheckoutProblemAlert({ problem, paidOrderHref }: { problem: CheckoutProblem | null; paidOrderHref: (orderId: string) => string }) {
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="We could not start your payment">
      <Text size="sm">{problem.message}</Text>
      {problem.paidOrderId && (
        <Anchor href={paidOrderHref(problem.paidOrderId)} size="sm" fw={600}>
          See your paid order
        </Anchor>
      )}
    </Alert>
  );
}

/**
 * A checkout whose order is paid (docs/payments.md#paid-checkouts): Back, a reload or the checkout's address shows
 * this instead of the card form, so nobody pays the same order twice; another order takes "Start a new order".
 */
export function PaidCheckoutNotice({ paid, onStartNew }: { paid: PaidCheckout; onStartNew: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" role="status" aria-labelledby="paid-checkout-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" radius="xl" size={44}>
            <IconCircleCheck size={26} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={22} id="paid-checkout-title">
            This order is paid
          </Title>
        </Group>
        <Text>
          Order {paid.reference}, {paid.description}, is paid, and its receipt is on its way by e-mail. Nothing more will be charged for it.
        </Text>
        <Group gap="sm">
          <Button component="a" href={paid.href} color="navy">
            View your order confirmation
          </Button>
          <Button variant="outline" color="navy" onClick={onStartNew}>
            Start a new order
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The page when a plan cannot be loaded (docs/payments.md, "Checkout pages"): 'Error', its sentence, Back to Services. */
export function PlanLoadError() {
  return (
    <div className={classes.page}>
      <Container size="xs" py={40}>
        <Paper withBorder radius="lg" p="xl" bg="white" role="alert">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon color="red" variant="light" radius="xl" size={56}>
              <IconAlertTriangle size={30} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Error
            </Title>
            <Text>Unable to load subscription plan. Please try again.</Text>
            <Button component={Link} to="/services" color="navy" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Back to Services
            </Button>
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}

/** The card step while the server stores the order and makes its payment, or while the step's code arrives. */
export function PreparingPayment() {
  return (
    <Paper withBorder radius="lg" p="xl" bg="white">
      <Center py={48}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Preparing payment...</Text>
        </Group>
      </Center>
    </Paper>
  );
}
