import { Stack, Text, ThemeIcon, Title, type TextProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Checkout.module.css';

/** The green check, the page title and a line under it: the top of the pages shown after a payment. */
export function SuccessHeader({ title, children, size }: { title: string; children: ReactNode; size?: TextProps['size'] }) {
  return (
    <Stack align="center" ta="center" gap="xs" mb="xl">
      <ThemeIcon color="green" radius="xl" size={72} variant="light">
        <IconCircleCheck size={44} aria-hidden />
      </ThemeIcon>
      <Title order={1} className={classes.heading}>
        {title}
      </Title>
      <Text c="dimmed" maw={560} size={size}>
        {children}
      </Text>
    </Stack>
  );
}
