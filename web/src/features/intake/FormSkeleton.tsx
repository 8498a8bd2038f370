import { Container, Skeleton } from '@mantine/core';
import classes from './Intake.module.css';

/**
 * The business intake while the order it belongs to is read: a title, its steps and one form card, grey. Here rather
 * than among the checkout's skeletons, so the page after a subscription's payment, which shares this feature's
 * styles, does not bring those with it.
 */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div className={classes.page} aria-busy="true" aria-label={label}>
      <Container size="md">
        <Skeleton height={36} width="min(420px, 80%)" mb="sm" />
        <Skeleton height={18} width="min(560px, 90%)" mb="lg" />
        <Skeleton height={44} radius="xl" mb="lg" />
        <Skeleton height={460} radius="lg" />
      </Container>
    </div>
  );
}
