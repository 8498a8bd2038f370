import { Alert, Button, Center, Container, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { cartLinesFromItems, type CartItem } from '@elite/contracts/rules/cart';
import { cartLineAmounts } from '@elite/contracts/rules/cart-pricing';
import { formatCents } from '@elite/contracts/rules/money';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import type { CartPayerDetails, OrderSummary } from '@elite/contracts/schemas/payments';
import { IconArrowLeft } from '@tabler/icons-react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { CartTotals, useCart } from '../cart/index.ts';
import { CheckoutProblemAlert, Guarantee, OrderLineSummary, PaidCheckoutNotice, StepsHeader, SummaryLine, TrustBadges } from './CheckoutParts.tsx';
import { PayStep } from './PayStepOnDemand.tsx';
import { useCheckout, useDetailsForm } from './use-checkout.ts';
import classes from './Checkout.module.css';

/** The details' checks (the server's), with zod on the form's first focus. */
const cartPayerDetailsSchema = lazySchema(() => import('@elite/contracts/schemas/payments').then((m) => m.cartPayerDetails));

const STEPS = ['Your Details', 'Payment', 'Confirmation'] as const;
const emptyDetails: CartPayerDetails = { name: '', email: '', phone: '', company: '' };
const confirmationPath = (orderId: string) => `/checkout?order=${orderId}`;

/** The cart still holds exactly what the order was made for (same services, same quantities, same order). */
function cartMatchesOrder(items: readonly CartItem[], order: Pick<OrderSummary, 'lines'>): boolean {
  const lines = cartLinesFromItems(items);
  return lines.length === order.lines.length && lines.every((line, i) => line.serviceId === order.lines[i]!.id && line.quantity === order.lines[i]!.quantity);
}

/**
 * /checkout with no plan: the cart checkout, once this browser's cart is read (the server cannot, so it renders the
 * loader). The route shows it as a data island (checkout-islands.ts).
 */
export function CartCheckout() {
  const { ready, items } = useCart();
  // A cart emptied on the card step (another tab) keeps the page, which says so: only a cart empty from the start redirects.
  const [hadItems, setHadItems] = useState(false);
  if (items.length > 0 && !hadItems) setHadItems(true);
  if (!ready) {
    return (
      <Center py={120}>
        <Loader />
      </Center>
    );
  }
  // No plan and an empty cart: the documented redirect to /services.
  if (items.length === 0 && !hadItems) return <Navigate to="/services" replace />;
  return <CartCheckoutPage />;
}

/**
 * /checkout with no plan and a non-empty cart (docs/payments.md, "The four checkouts"): details, then one payment for the
 * order the server priced from the service ids. The card step pays that order only: if the cart changes meanwhile,
 * the visitor updates the order first (the server cancels the earlier payment), so the total charged is the total
 * confirmed.
 */
function CartCheckoutPage() {
  const navigate = useNavigate();
  const { items, totals, resetCart } = useCart();
  const startCheckout = trpc.payments.startCartCheckout.useMutation();
  const finish = (order: OrderSummary) => {
    resetCart();
    void navigate({ href: confirmationPath(order.id) });
  };
  // One product (the cart): a changed cart is shown against its order below, never charged silently.
  const checkout = useCheckout('cart', { product: 'cart', successHref: (order) => confirmationPath(order.id) });
  const { form, formProps } = useDetailsForm<CartPayerDetails>('cart', cartPayerDetailsSchema, emptyDetails, checkout.problem);
  // A paid order found on coming back (a payment that redirected): what it bought leaves the cart.
  const paidFound = checkout.stage === 'paid';
  useEffect(() => {
    if (paidFound) resetCart();
  }, [paidFound, resetCart]);

  const start = () =>
    checkout.start((checkoutKey) =>
      startCheckout.mutateAsync({ ...form.values, checkoutKey, items: cartLinesFromItems(items), amountCents: totals.totalCents }),
    );
  function paid(order: OrderSummary) {
    showToast({ title: 'Payment Successful', message: "Your order is confirmed. You'll receive a receipt by email shortly.", color: 'green' });
    checkout.paid(order);
    finish(order);
  }

  const order = checkout.started?.order;
  const changed = order && !cartMatchesOrder(items, order);
  const cartChangedNotice = changed && (
    <Alert color="yellow" variant="light" role="alert" title="Your cart changed">
      <Stack gap="sm">
        <Text size="sm">
          {items.length === 0
            ? 'Your cart is now empty. Nothing has been charged.'
            : `This payment was for ${formatCents(order.totalCents)}; your cart now totals ${formatCents(totals.totalCents)}. Nothing has been charged: update your order to pay for what is in your cart.`}
        </Text>
        {items.length > 0 && (
          <Button color="navy" onClick={() => void start()} loading={startCheckout.isPending} w="fit-content">
            Update my order to {formatCents(totals.totalCents)}
          </Button>
        )}
      </Stack>
    </Alert>
  );

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button variant="subtle" color="navy" px={0} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/services' })}>
          Back to Services
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Checkout
        </Title>
        <StepsHeader steps={STEPS} lit={checkout.stage === 'details' ? 1 : 2} />
        <div className={classes.layout}>
          {checkout.stage === 'paid' && checkout.paidOrder ? (
            <PaidCheckoutNotice paid={checkout.paidOrder} onStartNew={checkout.startNew} />
          ) : checkout.stage === 'details' ? (
            <Paper component="form" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" {...formProps(() => void start())}>
              <Stack gap="md">
                <Title order={2} fz={22}>
                  Your Details
                </Title>
                <CheckoutProblemAlert problem={checkout.problem} paidOrderHref={confirmationPath} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} name="name" />
                  <TextInput label="Company" required autoComplete="organization" {...form.getInputProps('company')} name="company" />
                  <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} name="email" />
                  <TextInput
                    label="Phone"
                    type="tel"
                    required
                    maxLength={14}
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                    onChange={(e) => form.setFieldValue('phone', formatPhone(e.currentTarget.value))}
                    name="phone"
                  />
                </SimpleGrid>
                <Button type="submit" size="md" color="navy" disabled={items.length === 0}>
                  Continue to Payment
                </Button>
              </Stack>
            </Paper>
          ) : (
            <PayStep
              started={checkout.started}
              returnPath={(o) => confirmationPath(o.id)}
              payLabel={(o) => `Pay ${formatCents(o.totalCents)}`}
              onBack={checkout.back}
              onPaid={paid}
              blocked={cartChangedNotice || undefined}
            />
          )}
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" bg="white" aria-label="Order summary" component="section">
              <Title order={2} fz={20} mb="sm">
                Order Summary
              </Title>
              {order && !changed ? (
                // On the card step the summary is the order the server stored: what the card pays.
                <Stack gap={6}>
                  {order.lines.map((line) => (
                    <OrderLineSummary key={line.id} line={line} />
                  ))}
                  {order.discountCents > 0 && <SummaryLine label="Enterprise Discount (10%)" value={`-${formatCents(order.discountCents)}`} />}
                  <SummaryLine label="Total Investment" value={formatCents(order.totalCents)} strong />
                </Stack>
              ) : (
                <>
                  <Stack gap={6} mb="sm">
                    {items.map((item) => (
                      <OrderLineSummary key={item.id} line={{ ...item, ...cartLineAmounts(item) }} />
                    ))}
                  </Stack>
                  <CartTotals totals={totals} />
                </>
              )}
            </Paper>
            <TrustBadges />
            <Guarantee title="Satisfaction Guarantee">If we cannot deliver a service you paid for, we refund it in full.</Guarantee>
          </Stack>
        </div>
      </Container>
    </div>
  );
}
