import { Container, Skeleton, Stack } from '@mantine/core';
import classes from './Checkout.module.css';

/**
 * What a checkout page shows while its route loads the payment settings, when that takes a while (the route's
 * pendingComponent): the page's two columns, grey. A chunk of its own, without the page's code.
 */
export function CheckoutSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" aria-label="Loading checkout">
      <Container size="lg">
        <Skeleton height={20} width={160} mb="md" />
        <Skeleton height={36} width="min(420px, 80%)" mb="lg" />
        <div className={classes.layout}>
          <Skeleton height={420} radius="lg" />
          <Skeleton height={280} radius="lg" />
        </div>
      </Container>
    </div>
  );
}

/** A page after a payment while its order is read (the OrderGate's own loading view, and its route's pendingComponent). */
export function OrderSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" aria-label="Loading your order">
      <Container size="md">
        <Stack gap="lg">
          <Skeleton height={96} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      </Container>
    </div>
  );
}
